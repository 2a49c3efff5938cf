import { describe, test } from 'vitest';
import type { Request } from 'playwright-core';
import { uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectAbsent, expectHidden, expectPath, expectVisible } from '../harness/expect.ts';
import { StudioApi, StudioPage } from '../pages/StudioPage.ts';

// The licence restriction is checked in the events table, so this file runs on Postgres.
const e2e = useE2E({ name: 'studio-modes', postgres: true });

/** The licence-restriction dialog's sentence for an access (spec §3 domain access modal). */
const needsAccess = (access: string) => `This area needs the ${access} access, which this workspace’s plan does not include.`;

interface LicenceEvent {
  access: string;
  mode: string;
}

/** The `licence_restriction` events of a user, oldest first (the `events` table of migration 0001). */
async function licenceEvents(email: string): Promise<LicenceEvent[]> {
  const client = await e2e.db!.connect();
  try {
    const result = await client.query<{ properties: LicenceEvent }>(
      `SELECT e.properties FROM events e JOIN users u ON u.id = e.user_id
        WHERE e.name = 'licence_restriction' AND u.username = $1 ORDER BY e.id`,
      [email.toLowerCase()],
    );
    return result.rows.map((row) => row.properties);
  } finally {
    await client.end();
  }
}

/** Waits until the user's `licence_restriction` events are exactly `expected` (they are posted in the background). */
async function expectLicenceEvents(email: string, expected: LicenceEvent[], what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  let seen: LicenceEvent[] = [];
  while (Date.now() < deadline) {
    seen = (await licenceEvents(email)).map(({ access, mode }) => ({ access, mode }));
    if (JSON.stringify(seen) === JSON.stringify(expected)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: expected licence_restriction events ${JSON.stringify(expected)}, the table has ${JSON.stringify(seen)}`);
}

/** A Free workspace's project with one screen "Home", open in the studio. */
async function openFreeProject(label: string) {
  const email = uniqueEmail(label);
  const { workspace } = await e2e.api.createActiveAccount(email);
  const api = await StudioApi.as(e2e.api, email, workspace);
  const projectId = await api.createProject('Modes');
  assert((await api.createScreen(projectId, 'Home')).status === 201, 'creating Home');
  const studio = await StudioPage.signInAndOpen(e2e.page, email, workspace, projectId);
  await studio.expectOpenScreen('Home');
  return { email, workspace, api, projectId, studio };
}

describe('design studio: modes', () => {
  test('on Free, Workflows and Scheduled jobs raise the licence dialog and are logged; the current mode is ignored; ?mode= survives a reload', async () => {
    const { email, workspace, projectId, studio } = await openFreeProject('modes');
    const page = studio.page;
    const studioPath = StudioPage.path(workspace, projectId);
    await expectVisible(studio.modeSelect.getByText('Design', { exact: true }), "the mode switcher on 'Design'");

    // An unsaved change, to see that nothing below reloads or drops it.
    await studio.paletteItem('button').click();
    const [buttonId] = await studio.expectCanvasCount('button', 1, 'after adding a button');
    await studio.expectSaveState('unsaved');

    // Workflows needs the 'Workflow' access: the dialog names it, the mode stays Design, an event is logged.
    await studio.chooseMode('Workflows');
    await expectVisible(studio.accessDialog, 'the licence-restriction dialog');
    await expectVisible(studio.accessDialog.getByText(needsAccess('Workflow'), { exact: true }), "the dialog naming the access 'Workflow'");
    await expectVisible(studio.accessDialog.getByRole('link', { name: 'Open Settings › Billing' }), 'the way to billing');
    await studio.settled(studio.accessDialog);
    await e2e.snap('01-licence-workflow');
    await expectLicenceEvents(email, [{ access: 'Workflow', mode: 'workFlow' }], 'after Workflows');
    await studio.accessDialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expectHidden(studio.accessDialog, 'the dialog after Close');
    await expectVisible(studio.modeSelect.getByText('Design', { exact: true }), 'the mode still Design');
    await expectPath(page, studioPath);
    await expectVisible(studio.canvasNode(buttonId!), 'the canvas with the unsaved button');

    // Scheduled jobs likewise, with its own access.
    await studio.chooseMode('Scheduled jobs');
    await expectVisible(studio.accessDialog.getByText(needsAccess('Scheduled Jobs'), { exact: true }), "the dialog naming 'Scheduled Jobs'");
    await expectLicenceEvents(email, [{ access: 'Workflow', mode: 'workFlow' }, { access: 'Scheduled Jobs', mode: 'scheduledJobs' }], 'after Scheduled jobs');
    await page.keyboard.press('Escape');
    await expectHidden(studio.accessDialog, 'the dialog after Escape');
    await expectVisible(studio.modeSelect.getByText('Design', { exact: true }), 'the mode still Design');

    // Choosing the current mode does nothing: no screen reload, the change stays, no dialog.
    const screenCalls: Request[] = [];
    page.on('request', (request) => {
      if (/\/api\/projects\/[^/]+\/screens/.test(new URL(request.url()).pathname)) screenCalls.push(request);
    });
    await studio.chooseMode('Design');
    await expectAbsent(studio.accessDialog, 'a dialog after choosing the current mode');
    await expectVisible(studio.canvasNode(buttonId!), 'the unsaved button after choosing Design again');
    await studio.expectSaveState('unsaved');
    assert(screenCalls.length === 0, `choosing the current mode must not reload screens: ${screenCalls.map((r) => `${r.method()} ${r.url()}`).join(', ')}`);
    await expectPath(page, studioPath);

    // A mode whose editor is not there yet shows its own panel, and ?mode= survives a reload.
    await studio.saveButton.click();
    await studio.expectSaveState('saved');
    await studio.chooseMode('Report designer');
    const reportDesigner = page.getByTestId('studio-mode-reportDesigner');
    await expectVisible(reportDesigner.getByText('Report designer is not available yet', { exact: true }), 'the Report designer panel');
    await expectAbsent(studio.palette, 'the palette outside Design');
    await expectPath(page, /[?&]mode=reportDesigner(&|$)/);
    await e2e.snap('02-report-designer');
    await page.reload();
    await expectVisible(reportDesigner, 'the Report designer panel after a reload');
    await expectVisible(studio.modeSelect.getByText('Report designer', { exact: true }), 'the mode switcher after a reload');
    await reportDesigner.getByRole('button', { name: 'Back to Design', exact: true }).click();
    await studio.expectOpenScreen('Home');
    await expectVisible(studio.canvasNode(buttonId!), 'the saved button back in Design');
    await expectPath(page, studioPath);

    // A gated mode in the URL is refused the same way once the workspace's accesses are known.
    await studio.goto(workspace, projectId, 'workFlow');
    await expectVisible(studio.accessDialog.getByText(needsAccess('Workflow'), { exact: true }), 'the licence dialog for ?mode=workFlow');
    await expectPath(page, studioPath);
    await expectLicenceEvents(
      email,
      [
        { access: 'Workflow', mode: 'workFlow' },
        { access: 'Scheduled Jobs', mode: 'scheduledJobs' },
        { access: 'Workflow', mode: 'workFlow' },
      ],
      'after opening ?mode=workFlow',
    );
  });

  test('once the workspace is on a paid plan, Workflows opens', async () => {
    const { email, api, studio } = await openFreeProject('paid');
    const page = studio.page;
    await studio.chooseMode('Workflows');
    await expectVisible(studio.accessDialog, 'the licence dialog on Free');
    await page.keyboard.press('Escape');

    // Self-hosted billing: the plan changes at once.
    await api.changePlan('standard');
    await page.reload();
    await studio.expectOpenScreen('Home');
    await studio.chooseMode('Workflows');
    const workflows = page.getByTestId('studio-mode-workFlow');
    await expectVisible(workflows.getByText('Workflows is not available yet', { exact: true }), 'the Workflows mode on Standard');
    await expectAbsent(studio.accessDialog, 'the licence dialog on Standard');
    await expectVisible(studio.modeSelect.getByText('Workflows', { exact: true }), "the mode switcher on 'Workflows'");
    await expectPath(page, /[?&]mode=workFlow(&|$)/);
    await e2e.snap('03-workflows-on-standard');
    await page.reload();
    await expectVisible(workflows, 'the Workflows mode after a reload');
    await expectLicenceEvents(email, [{ access: 'Workflow', mode: 'workFlow' }], 'only the refusal on Free is logged');
  });
});
