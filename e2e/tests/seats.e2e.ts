import path from 'node:path';
import { describe, test } from 'vitest';
import { PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectPath, expectVisible } from '../harness/expect.ts';
import { artifactsDir } from '../harness/paths.ts';
import { invitationLink, seedInvitation } from '../harness/seed-invitation.ts';
import { InvitationPage } from '../pages/InvitationPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { ProjectsPage } from '../pages/ProjectsPage.ts';
import { StudioApi, StudioPage } from '../pages/StudioPage.ts';

// The End User joins through a seeded invitation (a database row), so this file runs the server
// on a fresh Postgres database.
const e2e = useE2E({ name: 'seats', postgres: true });

const developerSeatNeeded = 'Building apps needs a Developer seat. Ask an owner to change your resource type.';
const runNeedsSeat = 'Running the app needs a Developer seat';

describe('seats', () => {
  test("an End User sees 'New project' disabled with why, uses the owner's project, and is told that running it needs a Developer seat", async () => {
    const owner = uniqueEmail('owner');
    const endUser = uniqueEmail('enduser');
    const { workspace } = await e2e.api.createActiveAccount(owner);
    await e2e.api.createActiveAccount(endUser);

    // The owner's project, created through the API.
    const projectName = `Field reports ${Date.now() % 10_000}`;
    const { tokenString } = await e2e.api.login(owner);
    const created = await e2e.api.post('/api/projects', { name: projectName, supportWeb: true }, {
      authorization: `Bearer ${tokenString}`,
      domainname: workspace,
    });
    assert(created.status === 201 || created.status === 200, `the owner creates ${projectName}: POST gave ${created.status}`);

    // The End User accepts the invitation (seeded with an End User seat) and signs in.
    const token = await seedInvitation(e2e.db!, { workspace, email: endUser, invitedBy: owner });
    const page = e2e.page;
    const invitation = await new InvitationPage(page).open(invitationLink(e2e.baseUrl, { accepted: 1, email: endUser, workspace, token }));
    await expectVisible(invitation.workspaceJoined, "'Workspace joined'");
    const login = await new LoginPage(page).goto();
    await login.signIn(endUser, PASSWORD);
    await expectPath(page, (pathname) => pathname !== '/login');

    // The owner's project is listed for them; "New project" is disabled and says why.
    const projects = await new ProjectsPage(page).goto(workspace, 'allprojects');
    await expectVisible(projects.card(projectName), `${projectName} in the End User's All projects`);
    await expectVisible(projects.newProjectButton, "'New project'");
    // The switcher names the seat beside the role.
    await expectVisible(page.getByText('Developer · End user seat', { exact: true }), "'Developer · End user seat' under the workspace name");
    assert(await projects.newProjectButton.isDisabled(), "'New project' must be disabled for an End User");
    const description = await projects.newProjectButton.getAttribute('aria-describedby');
    assert(description !== null, "the disabled 'New project' must be described by the explanation");
    const describedText = await page.locator(`[id="${description}"]`).textContent();
    assert(describedText === developerSeatNeeded, `'New project' is described by: ${describedText}`);
    await page.getByTestId('developer-seat-gate').first().hover();
    await expectVisible(page.getByRole('tooltip').filter({ hasText: developerSeatNeeded }), 'the Developer seat tooltip');
    await e2e.snap('end-user--new-project-disabled');

    // The card menu: Open stays, the writes are disabled with the same note; the star stays.
    await projects.card(projectName).getByRole('button', { name: `Actions for ${projectName}` }).click();
    assert(await projects.menuItem('Open').isEnabled(), 'Open stays enabled');
    for (const entry of ['Rename', 'Duplicate', 'End users', 'Archive', 'Delete']) {
      assert(await projects.menuItem(entry).isDisabled(), `${entry} must be disabled for an End User`);
    }
    await expectVisible(page.getByRole('menu').getByText(developerSeatNeeded), 'the note in the menu');
    await e2e.snap('end-user--card-menu');
    await page.keyboard.press('Escape');
    assert(await projects.favoriteButton(projectName).isEnabled(), 'the favourite star stays enabled');

    // The templates cannot be used either.
    await projects.goto(workspace, 'templates');
    await expectVisible(projects.useTemplate('Web app'), "'Use the template Web app'");
    assert(await projects.useTemplate('Web app').isDisabled(), "'Use this template' must be disabled for an End User");

    // Running the app is building it: the Run preview and the Run tab say that it needs a
    // Developer seat and what to do, instead of waiting forever for the app to start.
    const projectId = (created.body as { id: string }).id;
    const screen = await (await StudioApi.as(e2e.api, owner, workspace)).createScreen(projectId, 'Home');
    assert(screen.status === 201, `the owner creates a screen: HTTP ${screen.status}`);
    const studio = await new StudioPage(page).goto(workspace, projectId);
    await studio.expectOpenScreen('Home');
    await studio.runButton.click();
    const refusal = studio.stage.getByRole('alert').filter({ hasText: runNeedsSeat });
    await expectVisible(refusal, 'the Developer seat message in the Run preview');
    await expectVisible(refusal.getByText('A workspace owner can change your seat in Settings › Members; then try again.', { exact: false }), 'what to do');
    await e2e.snap('end-user--run-preview');
    // Try again asks once more: still refused.
    await refusal.getByRole('button', { name: 'Try again', exact: true }).click();
    await expectVisible(refusal, 'the Developer seat message after Try again');
    const [runTab] = await Promise.all([e2e.context.waitForEvent('page'), studio.toolbar.getByRole('button', { name: 'Run in new tab', exact: true }).click()]);
    await expectVisible(runTab.getByRole('heading', { name: runNeedsSeat }), 'the Developer seat message in the Run tab');
    await expectVisible(runTab.getByRole('alert').getByText('A workspace owner can change your seat in Settings › Members', { exact: false }), 'what to do, in the Run tab');
    await runTab.screenshot({ path: path.join(artifactsDir, 'seats--end-user--run-tab.png'), fullPage: true });
    await runTab.getByRole('button', { name: 'Try again', exact: true }).click();
    await expectVisible(runTab.getByRole('heading', { name: runNeedsSeat }), 'the Developer seat message in the Run tab after Try again');
  });
});
