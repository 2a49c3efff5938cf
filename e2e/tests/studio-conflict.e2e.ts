import path from 'node:path';
import { describe, test } from 'vitest';
import type { Page } from 'playwright-core';
import { uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectHidden, expectVisible } from '../harness/expect.ts';
import { artifactsDir } from '../harness/paths.ts';
import { StudioApi, StudioPage, storedNodes } from '../pages/StudioPage.ts';

const e2e = useE2E({ name: 'studio-conflict' });

/** The plan's refusal of a 51st screen on a Free workspace (packages/model planLimitMessage). */
const FREE_SCREEN_LIMIT = 'The Free plan allows 50 screens. Change the plan in Settings › Billing to add more.';

/** A key moment in tab B (`e2e.snap` shows tab A, the test's first page). */
async function snapTab(page: Page, step: string): Promise<void> {
  await page.screenshot({ path: path.join(artifactsDir, `studio-conflict--${step}.png`), fullPage: true });
}

interface TwoTabs {
  api: StudioApi;
  projectId: string;
  a: StudioPage;
  b: StudioPage;
}

/**
 * A project with a screen "Home" open in two tabs (two pages of one browser context). Tab A adds a
 * button captioned "From A" and saves; tab B, still on the version it loaded, adds a text input.
 */
async function aSavedWhileBChanged(): Promise<TwoTabs> {
  const email = uniqueEmail('tabs');
  const { workspace } = await e2e.api.createActiveAccount(email);
  const api = await StudioApi.as(e2e.api, email, workspace);
  const projectId = await api.createProject('Two tabs');
  assert((await api.createScreen(projectId, 'Home')).status === 201, 'creating Home');

  const a = await StudioPage.signInAndOpen(e2e.page, email, workspace, projectId);
  await a.expectOpenScreen('Home');
  const pageB: Page = await e2e.context.newPage();
  const b = await new StudioPage(pageB).goto(workspace, projectId);
  await b.expectOpenScreen('Home');

  // The user works in one tab at a time (a background tab's animation frames are throttled).
  await a.page.bringToFront();
  await a.paletteItem('button').click();
  const [buttonId] = await a.expectCanvasCount('button', 1, 'tab A after adding a button');
  await a.clickOnCanvas(buttonId!);
  await a.expectSelected(buttonId!, 'the button in tab A');
  await a.propInput('text').fill('From A');
  await a.expectValue(() => a.canvasNode(buttonId!).innerText(), 'From A', 'the caption in tab A');
  await a.saveButton.click();
  await a.expectSaveState('saved');

  await b.page.bringToFront();
  await b.paletteItem('textInput').click();
  await b.expectCanvasCount('textInput', 1, 'tab B after adding a text input');
  await b.expectCanvasCount('button', 0, 'tab B still shows the version it loaded');
  await b.expectSaveState('unsaved');
  return { api, projectId, a, b };
}

/** Saves in tab B and waits for the conflict dialog naming the screen and its three choices. */
async function saveIntoConflict(b: StudioPage): Promise<void> {
  await b.saveButton.click();
  await expectVisible(b.conflictDialog, 'the conflict dialog in tab B');
  await expectVisible(b.conflictDialog.getByText('Screen: Home', { exact: true }), 'the screen named in the dialog');
  for (const choice of ['Reload', 'Overwrite', 'Cancel']) {
    await expectVisible(b.conflictDialog.getByRole('button', { name: choice, exact: true }), `'${choice}' in the conflict dialog`);
  }
}

describe('design studio: a screen saved in two tabs', () => {
  test('the second save meets the conflict dialog; Cancel keeps the changes, Reload shows the other tab’s version', async () => {
    const { api, projectId, b } = await aSavedWhileBChanged();
    await saveIntoConflict(b);
    await b.settled(b.conflictDialog);
    await snapTab(b.page, '01-conflict-dialog');

    // Cancel: nothing is lost, nothing is saved.
    await b.conflictDialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expectHidden(b.conflictDialog, 'the dialog after Cancel');
    await b.expectSaveState('unsaved');
    await b.expectCanvasCount('textInput', 1, 'tab B keeps its text input after Cancel');
    const afterCancel = storedNodes((await api.screenNamed(projectId, 'Home')).root);
    assert(!afterCancel.some((node) => node.type === 'textInput'), 'Cancel saved nothing');

    // Reload: tab B shows A's version, saved.
    await saveIntoConflict(b);
    await b.conflictDialog.getByRole('button', { name: 'Reload', exact: true }).click();
    await expectHidden(b.conflictDialog, 'the dialog after Reload');
    const [buttonId] = await b.expectCanvasCount('button', 1, "tab B after Reload shows A's button");
    await b.expectValue(() => b.canvasNode(buttonId!).innerText(), 'From A', "A's caption in tab B");
    await b.expectCanvasCount('textInput', 0, "tab B after Reload (its own change dropped as chosen)");
    await b.expectSaveState('saved');
    const stored = storedNodes((await api.screenNamed(projectId, 'Home')).root);
    assert(stored.some((node) => node.type === 'button' && node.props.text === 'From A'), "the server keeps A's button");
    assert(!stored.some((node) => node.type === 'textInput'), 'the server has no text input');
    await snapTab(b.page, '02-reloaded-their-version');
  });

  test('Overwrite saves the second tab’s version over the first', async () => {
    const { api, projectId, a, b } = await aSavedWhileBChanged();
    const before = await api.screenNamed(projectId, 'Home');
    await saveIntoConflict(b);
    await b.conflictDialog.getByRole('button', { name: 'Overwrite', exact: true }).click();
    await expectHidden(b.conflictDialog, 'the dialog after Overwrite');
    await b.expectSaveState('saved');

    // The server holds B's tree, in a newer version.
    const after = await api.screenNamed(projectId, 'Home');
    assert(after.version > before.version, `the version moves on: ${before.version} → ${after.version}`);
    const stored = storedNodes(after.root);
    assert(stored.some((node) => node.type === 'textInput'), "the server holds B's text input");
    assert(!stored.some((node) => node.type === 'button'), "B's version has no button");

    // Tab A, reloaded, shows B's version.
    await a.page.bringToFront();
    await a.page.reload();
    await a.expectOpenScreen('Home');
    await a.expectCanvasCount('textInput', 1, "tab A after a reload shows B's text input");
    await a.expectCanvasCount('button', 0, 'tab A after a reload');
    await e2e.snap('03-overwritten');
  });

  test("a Free workspace's 51st screen is refused with the plan's message, in the name dialog", async () => {
    const email = uniqueEmail('screens');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const api = await StudioApi.as(e2e.api, email, workspace);
    const projectId = await api.createProject('Fifty screens');
    for (let batch = 0; batch < 5; batch++) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => api.createScreen(projectId, `Screen ${batch * 10 + i + 1}`)));
      const refused = answers.find((answer) => answer.status !== 201);
      assert(!refused, `seeding screen ${batch * 10}+: HTTP ${refused?.status} ${JSON.stringify(refused?.body)}`);
    }

    const studio = await StudioPage.signInAndOpen(e2e.page, email, workspace, projectId);
    await studio.expectOpenScreen('Screen 1');
    await studio.createScreen('Screen 51');
    const refusal = studio.screenNameDialog.getByRole('alert').filter({ hasText: FREE_SCREEN_LIMIT });
    await expectVisible(refusal, "the plan's message under the name, in the dialog");
    await studio.settled(refusal);
    await e2e.snap('04-screen-allowance');
    assert((await studio.screenNameInput.inputValue()) === 'Screen 51', 'the name kept in the dialog');
    assert((await studio.screenNameInput.getAttribute('aria-invalid')) === 'true', 'the name field marked invalid');
    assert((await studio.toasts.count()) === 0, 'no toast behind the dialog');
    await studio.screenNameDialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expectHidden(studio.screenNameInput, 'the name dialog after Cancel');
    assert((await studio.screenRow('Screen 51').count()) === 0, 'no "Screen 51" in the screens panel');
    const screens = await api.screens(projectId);
    assert(screens.length === 50, `the server keeps 50 screens, has ${screens.length}`);
    await studio.expectOpenScreen('Screen 1');
  });
});
