import { describe, test } from 'vitest';
import { uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectAbsent, expectHidden, expectPath, expectVisible } from '../harness/expect.ts';
import { StudioApi, StudioPage, storedNodes } from '../pages/StudioPage.ts';

const e2e = useE2E({ name: 'studio-devices' });

/** A Free workspace's project with the named desktop screens (the first opens), open in the studio. */
async function openProject(label: string, screens: string[], projectName = 'Devices') {
  const email = uniqueEmail(label);
  const { workspace } = await e2e.api.createActiveAccount(email);
  const api = await StudioApi.as(e2e.api, email, workspace);
  const projectId = await api.createProject(projectName);
  for (const name of screens) assert((await api.createScreen(projectId, name)).status === 201, `creating ${name}`);
  const studio = await StudioPage.signInAndOpen(e2e.page, email, workspace, projectId);
  await studio.expectOpenScreen(screens[0]!);
  return { api, workspace, projectId, studio };
}

/** Checks the frame's CSS size and that it is drawn at the zoom the toolbar shows, keeping its aspect. */
async function expectFrame(studio: StudioPage, width: number, height: number, what: string): Promise<number> {
  let size = await studio.frameSize();
  const deadline = Date.now() + 10_000;
  while ((size.cssWidth !== width || size.cssHeight !== height) && Date.now() < deadline) {
    await studio.page.waitForTimeout(100);
    size = await studio.frameSize();
  }
  assert(size.cssWidth === width && size.cssHeight === height, `${what}: the canvas frame is ${size.cssWidth}×${size.cssHeight} CSS px, expected ${width}×${height}`);
  const zoom = await studio.shownZoom();
  const drawn = size.drawnWidth / size.cssWidth;
  // The toolbar rounds the zoom to a whole percent.
  assert(Math.abs(drawn - zoom) <= 0.006, `${what}: drawn at ${drawn.toFixed(3)} of its size, the toolbar says ${zoom}`);
  assert(Math.abs(size.drawnHeight / size.drawnWidth - height / width) < 0.01, `${what}: the drawn frame keeps the device's aspect (${size.drawnWidth}×${size.drawnHeight})`);
  return drawn;
}

/** Fails when toolbar controls overlap each other or leave the window (they are listed left to right). */
async function expectToolbarFits(studio: StudioPage, what: string): Promise<void> {
  const controls = [
    ['the project name', studio.page.getByRole('heading', { level: 1 })],
    ['the mode', studio.modeSelect],
    ['the device', studio.deviceSelect],
    ['zoom out', studio.zoomOutButton],
    ['the zoom menu', studio.zoomMenuButton],
    ['zoom in', studio.zoomInButton],
    ['undo', studio.undoButton],
    ['redo', studio.redoButton],
    ['the save state', studio.saveState],
    ['save', studio.saveButton],
    ['run', studio.runButton],
    ['the releases', studio.toolbar.getByRole('button', { name: 'Releases', exact: true })],
    ['publish', studio.toolbar.getByRole('button', { name: 'Publish', exact: true })],
  ] as const;
  const width = studio.page.viewportSize()?.width ?? 0;
  let previous: { name: string; right: number } | null = null;
  for (const [name, locator] of controls) {
    const box = await locator.boundingBox();
    assert(box, `${what}: ${name} is not shown`);
    // The name gives way first, but some of it stays (truncated): never squeezed to nothing.
    if (name === 'the project name') assert(box.width >= 40, `${what}: the project name is squeezed to ${Math.round(box.width)} px`);
    assert(box.x + box.width <= width + 0.5, `${what}: ${name} leaves the window (${Math.round(box.x + box.width)} > ${width})`);
    if (previous) assert(box.x >= previous.right - 0.5, `${what}: ${name} overlaps ${previous.name} (${Math.round(box.x)} < ${Math.round(previous.right)})`);
    previous = { name, right: box.x + box.width };
  }
}

/** Fails unless the switch of `prop` and its bind toggle sit side by side on one line of the properties panel. */
async function expectSwitchRowOnOneLine(studio: StudioPage, prop: string, label: string, what: string): Promise<void> {
  const row = studio.propertiesPanel.getByTestId(`prop-${prop}`);
  const control = await row.getByRole('switch', { name: label, exact: true }).boundingBox();
  const toggle = await row.getByRole('button', { name: `Bind ${label} to an expression`, exact: true }).boundingBox();
  assert(control && toggle, `${what}: the ${label} switch and its bind toggle are shown`);
  const middle = toggle.y + toggle.height / 2;
  assert(middle >= control.y && middle <= control.y + control.height, `${what}: the bind toggle of ${label} (middle at ${Math.round(middle)}) is not on the switch's line (${Math.round(control.y)}–${Math.round(control.y + control.height)})`);
  assert(toggle.x >= control.x + control.width, `${what}: the bind toggle of ${label} is not beside the switch`);
}

describe('design studio: devices, leaving a changed screen, the Run preview', () => {
  test('the device picker lists the presets and sizes the canvas; zoom in and out scale it', async () => {
    const { studio } = await openProject('devices', ['Home'], 'Field service devices for the northern region');
    const page = studio.page;

    // The toolbar fits a laptop window and a small one: the long project name gives way.
    await studio.paletteItem('button').click();
    await studio.expectSaveState('unsaved');
    await expectToolbarFits(studio, 'at 1280 px');
    await page.setViewportSize({ width: 1024, height: 700 });
    await expectToolbarFits(studio, 'at 1024 px');
    // The new button's properties: a switch keeps its bind toggle on its own line.
    await expectSwitchRowOnOneLine(studio, 'disabled', 'Disabled', 'at 1024 px');
    await e2e.snap('00-toolbar-1024');
    await page.setViewportSize({ width: 1280, height: 800 });
    await studio.undoButton.click();
    await studio.expectSaveState('saved');

    // A desktop screen opens on a desktop preset, fitted to the stage.
    await expectVisible(studio.deviceSelect.getByText('Desktop · 1440×900', { exact: true }), 'the default desktop preset in the picker');
    await expectVisible(studio.zoomMenuButton.getByText('Fit', { exact: true }), "the zoom on 'Fit'");
    const fitted = await expectFrame(studio, 1440, 900, 'the default desktop');
    const stage = await studio.stage.boundingBox();
    const frame = await studio.frameElement.boundingBox();
    assert(stage && frame && frame.width <= stage.width && frame.height <= stage.height, 'the fitted desktop lies within the stage');

    // The picker lists the presets of the catalogue, by device type.
    await studio.deviceSelect.click();
    const listbox = page.getByRole('listbox');
    for (const group of ['Desktop', 'Phone', 'Tablet']) {
      await expectVisible(listbox.getByRole('group', { name: group, exact: true }), `the ${group} group of presets`);
    }
    for (const option of ['Desktop · 1024×768', 'Desktop · 3840×2160', 'iPhone 13 mini · 375×812', 'iPhone 15 · 393×852', 'Galaxy S24 · 360×780', 'iPad Pro 13" (M4) · 1032×1376']) {
      await expectVisible(listbox.getByRole('option', { name: option, exact: true }), `the preset '${option}'`);
    }
    const count = await listbox.getByRole('option').count();
    assert(count >= 30, `the picker lists every preset, saw ${count}`);
    await e2e.snap('01-device-picker');
    await page.keyboard.press('Escape');

    // iPhone 15: the frame takes its viewport, 393×852 CSS px, and fits taller than wide.
    await studio.chooseDevice('iPhone 15 · 393×852');
    await expectVisible(studio.deviceSelect.getByText('iPhone 15 · 393×852', { exact: true }), 'iPhone 15 in the picker');
    const phoneFit = await expectFrame(studio, 393, 852, 'iPhone 15 at Fit');
    assert(phoneFit > fitted, `a phone fits at a larger zoom than a 1440 desktop (${phoneFit} vs ${fitted})`);
    const inside = await studio.canvas.locator('body').evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
    assert(inside.width === 393 && inside.height === 852, `the canvas page sees a ${inside.width}×${inside.height} window`);
    await e2e.snap('02-iphone-15');

    // Zoom in, then out twice: the drawn frame follows the zoom shown.
    await studio.zoomInButton.click();
    const larger = await expectFrame(studio, 393, 852, 'iPhone 15 zoomed in');
    assert(larger > phoneFit, `zoom in scales the frame up (${phoneFit} → ${larger})`);
    await studio.zoomOutButton.click();
    await studio.zoomOutButton.click();
    const smaller = await expectFrame(studio, 393, 852, 'iPhone 15 zoomed out');
    assert(smaller < phoneFit, `zoom out scales the frame down (${phoneFit} → ${smaller})`);
    await expectAbsent(studio.zoomMenuButton.getByText('Fit', { exact: true }), "'Fit' once a zoom is chosen");

    // The zoom keys, with the focus in the canvas (a click there) as in the shell: Ctrl + and Ctrl 0.
    await studio.canvasNode(await studio.rootId()).click({ position: { x: 20, y: 20 } });
    await page.keyboard.press('Control+Equal');
    await studio.expectValue(async () => String(await studio.shownZoom() > smaller), 'true', `Ctrl + in the canvas zooms in from ${smaller}`);
    await page.keyboard.press('Control+0');
    await expectVisible(studio.zoomMenuButton.getByText('Fit', { exact: true }), "Ctrl 0 in the canvas goes back to 'Fit'");
    await studio.zoomOutButton.click();

    // A desktop size again; the zoom menu's Fit fits it back into the stage.
    await studio.chooseDevice('Desktop · 1280×800');
    await expectFrame(studio, 1280, 800, 'the 1280×800 desktop');
    await studio.zoomMenuButton.click();
    await page.getByRole('menuitem', { name: 'Fit', exact: true }).click();
    await expectVisible(studio.zoomMenuButton.getByText('Fit', { exact: true }), "the zoom back on 'Fit'");
    await expectFrame(studio, 1280, 800, 'the 1280×800 desktop at Fit');
    const refitted = await studio.frameElement.boundingBox();
    assert(refitted && stage && refitted.width <= stage.width, 'the fitted desktop lies within the stage again');
  });

  test('leaving a changed screen asks: Cancel stays, Discard drops the change, Save and continue saves it', async () => {
    const { api, workspace, projectId, studio } = await openProject('unsaved', ['Home', 'About']);
    const dialogText = 'The screen Home has changes that are not saved yet.';

    // A change on Home, then About: the dialog with its three choices.
    await studio.paletteItem('button').click();
    await studio.expectCanvasCount('button', 1, 'Home after adding a button');
    await studio.clickScreen('About');
    await expectVisible(studio.unsavedDialog.getByText(dialogText, { exact: true }), 'the unsaved-changes dialog naming Home');
    for (const choice of ['Save and continue', 'Discard changes', 'Cancel']) {
      await expectVisible(studio.unsavedDialog.getByRole('button', { name: choice, exact: true }), `'${choice}' in the dialog`);
    }
    await studio.settled(studio.unsavedDialog);
    await e2e.snap('03-unsaved-dialog');

    // Cancel: Home stays open with its change.
    await studio.unsavedDialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expectHidden(studio.unsavedDialog, 'the dialog after Cancel');
    await studio.expectOpenScreen('Home');
    await studio.expectCanvasCount('button', 1, 'Home keeps its button after Cancel');
    await studio.expectSaveState('unsaved');

    // Discard: About opens; Home is back as saved (no button), on the server and on the canvas.
    await studio.clickScreen('About');
    await studio.unsavedDialog.getByRole('button', { name: 'Discard changes', exact: true }).click();
    await studio.expectOpenScreen('About');
    await studio.expectSaveState('saved');
    assert(!storedNodes((await api.screenNamed(projectId, 'Home')).root).some((node) => node.type === 'button'), 'the discarded button never reached the server');
    await studio.clickScreen('Home');
    await studio.expectOpenScreen('Home');
    await studio.expectCanvasCount('button', 0, 'Home after Discard');
    await studio.expectSaveState('saved');

    // Save and continue: the change is saved, then About opens.
    await studio.paletteItem('textInput').click();
    await studio.expectCanvasCount('textInput', 1, 'Home after adding a text input');
    await studio.clickScreen('About');
    await studio.unsavedDialog.getByRole('button', { name: 'Save and continue', exact: true }).click();
    await studio.expectOpenScreen('About');
    await expectHidden(studio.unsavedDialog, 'the dialog after Save and continue');
    assert(storedNodes((await api.screenNamed(projectId, 'Home')).root).some((node) => node.type === 'textInput'), 'the server holds the saved text input');
    await studio.clickScreen('Home');
    await studio.expectOpenScreen('Home');
    await expectAbsent(studio.unsavedDialog, 'a dialog when leaving a saved screen');
    await studio.expectCanvasCount('textInput', 1, 'Home shows its saved text input');

    // Leaving the studio with a change goes through the same dialog; Cancel stays.
    await studio.paletteItem('button').click();
    await studio.expectSaveState('unsaved');
    await studio.page.getByRole('link', { name: 'Back to projects' }).click();
    await expectVisible(studio.unsavedDialog.getByText(dialogText, { exact: true }), 'the dialog when leaving the studio');
    await studio.unsavedDialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expectHidden(studio.unsavedDialog, 'the dialog after Cancel');
    await expectPath(studio.page, StudioPage.path(workspace, projectId));
    await studio.expectCanvasCount('button', 1, 'the change kept after staying');

    // Closing the tab asks the browser's own question.
    const asked = new Promise<string>((resolve) => studio.page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }));
    await studio.page.close({ runBeforeUnload: true });
    assert((await asked) === 'beforeunload', 'closing the tab with a change asks before unloading');
  });

  test('a Show message action runs in the Run preview only', async () => {
    const { studio } = await openProject('run', ['Home']);
    const page = studio.page;
    await studio.paletteItem('button').click();
    const [buttonId] = await studio.expectCanvasCount('button', 1, 'after adding a button');
    await studio.clickOnCanvas(buttonId!);
    await studio.expectSelected(buttonId!, 'the button');

    // Events tab: On click → Add action → Show message.
    await studio.propertiesTab('Events').click();
    const onClick = page.getByTestId('event-onClick');
    await onClick.getByRole('button', { name: 'Add action', exact: true }).click();
    await page.getByRole('dialog', { name: 'Add an action to On click' }).getByRole('option', { name: 'Show message', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'Add Show message to On click' });
    await expectVisible(editor, 'the action editor');
    await editor.getByRole('button', { name: 'Add', exact: true }).click();
    await expectVisible(editor.getByText('This field is required.', { exact: true }), 'the required message');
    await editor.getByTestId('action-param-text').fill('Hello from Run');
    await editor.getByRole('button', { name: 'Add', exact: true }).click();
    await expectHidden(editor, 'the action editor after Add');
    const actionName = onClick.getByText('Show message', { exact: true });
    await expectVisible(actionName, 'the action listed under On click');
    assert(await actionName.evaluate((name) => name.scrollWidth <= name.clientWidth), "the action's name fits its row (not cut off)");

    // Edit mode: a click selects; nothing runs, not even later in the preview.
    await studio.clickOnCanvas(buttonId!);
    await studio.expectSelected(buttonId!, 'the button clicked in edit mode');
    await expectAbsent(studio.canvasToast, 'a message in edit mode');

    // Run: no outline, and a click shows the message inside the canvas.
    await studio.runButton.click();
    await expectVisible(studio.toolbar.getByRole('button', { name: 'Run', pressed: true }), 'Run pressed');
    await studio.expectValue(() => studio.canvas.locator('html').getAttribute('data-canvas-mode').then((mode) => mode ?? ''), 'live', 'the canvas mode');
    // "Starting the app…" is a status too: counted once the app runs (on a slow machine its preview token comes later).
    await expectHidden(studio.canvas.getByText('Starting the app…', { exact: true }), 'the app started in the Run preview');
    assert((await studio.canvasToast.count()) === 0, 'the edit-mode click must not have queued a message');
    await expectAbsent(studio.canvasSelection, 'the selection outline in the Run preview');
    assert(await studio.paletteItem('button').isDisabled(), 'the palette is off in the Run preview');
    // The live screen carries no editing attributes: the button is found by its role and caption.
    await expectAbsent(studio.canvasNode(buttonId!), 'edit-mode node attributes in the Run preview');
    await studio.canvas.getByRole('button', { name: 'Button', exact: true }).click();
    await expectVisible(studio.canvasToast.getByText('Hello from Run', { exact: true }), 'the message in the canvas');
    await e2e.snap('04-run-preview');

    // Stop: back to editing, the preview's message gone.
    await studio.runButton.click();
    await studio.expectValue(() => studio.canvas.locator('html').getAttribute('data-canvas-mode').then((mode) => mode ?? ''), 'edit', 'the canvas mode after Stop');
    await expectAbsent(studio.canvasToast, 'the message after Stop');
    await studio.clickOnCanvas(buttonId!);
    await studio.expectSelected(buttonId!, 'the button selectable again');
    await expectAbsent(studio.canvasToast, 'a message after clicking in edit mode again');
  });
});
