import { describe, test } from 'vitest';
import { PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectAbsent, expectHidden, expectPath, expectVisible } from '../harness/expect.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { ProjectsPage } from '../pages/ProjectsPage.ts';
import { StudioApi, StudioPage, storedNodes } from '../pages/StudioPage.ts';

const e2e = useE2E({ name: 'studio-design' });

/** The runtime's primary button colour (#2563eb) and the red picked in the Style tab. */
const PRIMARY_BLUE = 'rgb(37, 99, 235)';
const PICKED_RED = '#DC2626';
const PICKED_RED_RGB = 'rgb(220, 38, 38)';

/** Waits until the layers tree lists exactly these node ids, in this order. */
async function expectLayerOrder(studio: StudioPage, ids: string[], what: string): Promise<void> {
  await studio.expectValue(
    async () => (await studio.layersTree.getByRole('treeitem').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-node-id')))).join(' '),
    ids.join(' '),
    what,
  );
}

describe('design studio: designing a screen', () => {
  test('create a screen, drag elements in, edit props and style, undo and redo, save and reload', async () => {
    const email = uniqueEmail('designer');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const page = e2e.page;
    await new LoginPage(page).goto();
    await new LoginPage(page).signIn(email, PASSWORD);
    await expectPath(page, ProjectsPage.path(workspace));

    // A project created through the UI opens in the studio, with no screens yet.
    await new ProjectsPage(page).createProject('Storefront', { web: true });
    const opened = await expectPath(page, new RegExp(`^/${workspace}/sd/[^/]+$`));
    const projectId = decodeURIComponent(opened.pathname.split('/')[3]!);
    const studio = new StudioPage(page);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Storefront' }), 'the project name in the studio');
    await expectVisible(studio.screensPanel.getByText('No screens yet', { exact: true }), 'the empty screens panel');

    // New → New Screen → Blank, named Home: it opens on the canvas, saved.
    await studio.createScreen('Home');
    await studio.expectOpenScreen('Home');
    await studio.expectSaveState('saved');
    const rootId = await studio.rootId();

    // A Button and a Text input dragged from the palette with real mouse moves.
    await studio.dragFromPalette('button', { x: 0.5, y: 0.25 });
    const [buttonId] = await studio.expectCanvasCount('button', 1, 'after dropping a Button');
    await studio.dragFromPalette('textInput', { x: 0.5, y: 0.75 });
    const [inputId] = await studio.expectCanvasCount('textInput', 1, 'after dropping a Text input');
    assert(buttonId && inputId, 'both dropped elements have ids');
    await expectHidden(page.getByTestId('palette-drag-overlay'), 'the drag overlay after the drop');
    await expectLayerOrder(studio, [rootId, buttonId, inputId], 'the layers tree after both drops (the input dropped below the button)');
    await expectVisible(studio.layer(inputId).getByText('Text input', { exact: true }), 'the text input row named by its type');
    await studio.expectSaveState('unsaved');
    await e2e.snap('01-dropped');

    // Select the button on the canvas: outline, layers row and the properties panel follow.
    await studio.clickOnCanvas(buttonId);
    await studio.expectSelected(buttonId, 'the clicked button');
    await expectVisible(studio.propertiesPanel.getByTestId('properties-title').getByText('Button', { exact: true }), 'the button in the properties panel');
    // Its choices read as words, not as the stored values ('primary', 'submit').
    await expectVisible(page.getByTestId('prop-variant').getByRole('combobox').getByText('Primary', { exact: true }), "the variant shown as 'Primary'");
    await page.getByTestId('prop-buttonType').getByRole('combobox').click();
    await expectVisible(page.getByRole('option', { name: 'Submit the form', exact: true }), "the button type 'Submit the form'");
    await page.keyboard.press('Escape');

    // Its text in the Properties tab, its background in the Style tab: the canvas shows both.
    await studio.propInput('text').fill('Buy now');
    await studio.expectValue(() => studio.canvasNode(buttonId).innerText(), 'Buy now', 'the button caption on the canvas');
    await studio.expectValue(() => studio.computedStyle(buttonId, 'background-color'), PRIMARY_BLUE, 'the button background before styling');
    await studio.setStyleColor('backgroundColor', PICKED_RED);
    await studio.expectValue(() => studio.computedStyle(buttonId, 'background-color'), PICKED_RED_RGB, 'the button background after picking red');
    await e2e.snap('02-styled');

    // Ctrl+Z in the canvas takes back the colour, Undo in the toolbar the text (an identical canvas
    // message within 200 ms would be a repeat); Redo in the toolbar brings them back.
    await studio.clickOnCanvas(buttonId);
    await page.keyboard.press('Control+z');
    await studio.expectValue(() => studio.computedStyle(buttonId, 'background-color'), PRIMARY_BLUE, 'the background after Ctrl+Z');
    await studio.expectValue(() => studio.canvasNode(buttonId).innerText(), 'Buy now', 'the caption after Ctrl+Z (only the colour is undone)');
    await studio.undoButton.click();
    await studio.expectValue(() => studio.canvasNode(buttonId).innerText(), 'Button', 'the caption after Undo in the toolbar');
    await studio.redoButton.click();
    await studio.expectValue(() => studio.canvasNode(buttonId).innerText(), 'Buy now', 'the caption after Redo');
    await studio.expectValue(() => studio.computedStyle(buttonId, 'background-color'), PRIMARY_BLUE, 'the background after one Redo');
    await studio.redoButton.click();
    await studio.expectValue(() => studio.computedStyle(buttonId, 'background-color'), PICKED_RED_RGB, 'the background after the second Redo');
    assert(await studio.redoButton.isDisabled(), 'Redo is disabled once everything is redone');

    // Save in the toolbar: "Saved", and the server holds the tree.
    await studio.saveButton.click();
    await studio.expectSaveState('saved');
    await expectVisible(studio.saveState.getByText('Saved', { exact: true }), "'Saved' in the toolbar");
    const api = await StudioApi.as(e2e.api, email, workspace);
    const stored = storedNodes((await api.screenNamed(projectId, 'Home')).root);
    const storedButton = stored.find((node) => node.id === buttonId);
    assert(storedButton?.props.text === 'Buy now', `the server's button text: ${JSON.stringify(storedButton?.props)}`);
    assert(storedButton.style.backgroundColor === PICKED_RED, `the server's button style: ${JSON.stringify(storedButton.style)}`);
    assert(stored.some((node) => node.id === inputId && node.type === 'textInput'), 'the server holds the text input');

    // A reload shows the same screen: text, colour and input.
    await page.reload();
    await studio.expectOpenScreen('Home');
    await studio.expectCanvasCount('button', 1, 'the button after a reload');
    await studio.expectValue(() => studio.canvasNode(buttonId).innerText(), 'Buy now', 'the caption after a reload');
    await studio.expectValue(() => studio.computedStyle(buttonId, 'background-color'), PICKED_RED_RGB, 'the background after a reload');
    await expectVisible(studio.canvasNode(inputId), 'the text input after a reload');
    await expectLayerOrder(studio, [rootId, buttonId, inputId], 'the layers tree after a reload');
    await studio.expectSaveState('saved');
    await e2e.snap('03-reloaded');

    // The element actions above the properties: Copy the button, then Paste style onto the input.
    const elementActions = page.getByRole('toolbar', { name: 'Element actions' });
    await studio.clickOnCanvas(buttonId);
    await studio.expectSelected(buttonId, 'the button again');
    assert(await elementActions.getByRole('button', { name: 'Paste style' }).isDisabled(), 'Paste style waits for something copied');
    await elementActions.getByRole('button', { name: 'Copy' }).click();
    await studio.clickOnCanvas(inputId);
    await studio.expectSelected(inputId, 'the text input');
    await elementActions.getByRole('button', { name: 'Paste style' }).click();
    const paintedRed = () =>
      studio.canvasNode(inputId).evaluate((host, red) => String([host, ...Array.from(host.querySelectorAll('*'))].some((el) => getComputedStyle(el).backgroundColor === red)), PICKED_RED_RGB);
    await studio.expectValue(paintedRed, 'true', "the button's red on the text input after Paste style");
    await studio.saveButton.click();
    await studio.expectSaveState('saved');
    const restyled = storedNodes((await api.screenNamed(projectId, 'Home')).root).find((node) => node.id === inputId);
    assert(restyled?.style.backgroundColor === PICKED_RED, `the server's text input style after Paste style: ${JSON.stringify(restyled?.style)}`);
  });

  test('keyboard: arrows walk the tree, Ctrl+D clones, Delete removes, Ctrl+C / Ctrl+V onto another screen', async () => {
    const email = uniqueEmail('keys');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const api = await StudioApi.as(e2e.api, email, workspace);
    const projectId = await api.createProject('Keyboard');
    const home = await api.createScreen(projectId, 'Home');
    assert(home.status === 201, `creating Home: HTTP ${home.status}`);
    const page = e2e.page;
    const studio = await StudioPage.signInAndOpen(page, email, workspace, projectId);
    await studio.expectOpenScreen('Home');
    const rootId = await studio.rootId();

    // A click on a palette item inserts it at the end of the screen.
    await studio.paletteItem('button').click();
    const [buttonId] = await studio.expectCanvasCount('button', 1, 'after clicking Button in the palette');
    await studio.paletteItem('textInput').click();
    const [inputId] = await studio.expectCanvasCount('textInput', 1, 'after clicking Text input in the palette');
    assert(buttonId && inputId, 'both inserted elements have ids');
    await studio.clickOnCanvas(buttonId);
    await studio.expectSelected(buttonId, 'the clicked button');
    await studio.propInput('text').fill('Copy me');
    await studio.expectValue(() => studio.canvasNode(buttonId).innerText(), 'Copy me', 'the caption on the canvas');

    // Arrows in the canvas move the selection through the tree (document order, parent).
    await studio.clickOnCanvas(buttonId);
    await studio.expectSelected(buttonId, 'the clicked button');
    await page.keyboard.press('ArrowDown');
    await studio.expectSelected(inputId, 'ArrowDown from the button');
    await page.keyboard.press('ArrowUp');
    await studio.expectSelected(buttonId, 'ArrowUp from the input');
    await page.keyboard.press('ArrowLeft');
    await studio.expectSelected(rootId, 'ArrowLeft (the parent)');
    await page.keyboard.press('ArrowRight');
    await studio.expectSelected(buttonId, 'ArrowRight (the first child)');
    // In the layers tree, arrows move the active row and Enter selects it.
    await studio.layer(buttonId).click();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await studio.expectSelected(inputId, 'ArrowDown then Enter in the layers tree');

    // Ctrl+D (focus in the layers tree) clones the input next to it; Delete in the canvas removes the clone.
    await page.keyboard.press('Control+d');
    const inputs = await studio.expectCanvasCount('textInput', 2, 'after Ctrl+D');
    const cloneId = inputs.find((id) => id !== inputId);
    assert(cloneId && inputs[0] === inputId, `the clone follows the original: ${inputs.join(', ')}`);
    await expectVisible(studio.layer(cloneId), 'the clone in the layers tree');
    await studio.clickOnCanvas(cloneId);
    await studio.expectSelected(cloneId, 'the clicked clone');
    await page.keyboard.press('Delete');
    await studio.expectCanvasCount('textInput', 1, 'after Delete');
    await expectVisible(studio.canvasNode(inputId), 'the original input after deleting the clone');
    await expectAbsent(studio.layer(cloneId), 'the deleted clone in the layers tree');
    await studio.clickOnCanvas(buttonId);
    await studio.expectSelected(buttonId, 'the clicked button');
    await page.keyboard.press('Delete');
    await studio.expectCanvasCount('button', 0, 'after deleting the button');
    await page.keyboard.press('Control+z');
    await studio.expectCanvasCount('button', 1, 'after undoing the delete');
    await expectVisible(studio.layer(buttonId), 'the restored button in the layers tree');

    // Ctrl+C on the button, Ctrl+S, a new screen, Ctrl+V: a copy of the button lands there.
    await studio.clickOnCanvas(buttonId);
    await studio.expectSelected(buttonId, 'the restored button, clicked');
    await page.keyboard.press('Control+c');
    await page.keyboard.press('Control+s');
    await studio.expectSaveState('saved');
    await studio.createScreen('Details');
    await studio.expectOpenScreen('Details');
    await studio.expectCanvasCount('button', 0, 'the new screen before pasting');
    const detailsRoot = await studio.rootId();
    await studio.canvasNode(detailsRoot).click({ position: { x: 20, y: 20 } });
    await studio.expectSelected(detailsRoot, 'the root of Details');
    await page.keyboard.press('Control+v');
    const [pastedId] = await studio.expectCanvasCount('button', 1, 'after Ctrl+V on Details');
    assert(pastedId && pastedId !== buttonId, 'the pasted button is a copy with its own id');
    await studio.expectValue(() => studio.canvasNode(pastedId).innerText(), 'Copy me', 'the pasted caption');
    await expectVisible(studio.layer(pastedId), 'the pasted button in the layers tree');
    await e2e.snap('04-pasted-on-details');
    // The paste is a step of Details' own history.
    await expectVisible(page.locator('[data-testid=studio-toolbar] button[aria-label="Undo"]:not([disabled])'), 'Undo enabled after the paste');
    await studio.undoButton.click();
    await studio.expectCanvasCount('button', 0, 'after undoing the paste');
    await studio.redoButton.click();
    await studio.expectCanvasCount('button', 1, 'after redoing the paste');

    // Home kept its button; Details holds the copy once saved.
    await page.keyboard.press('Control+s');
    await studio.expectSaveState('saved');
    const details = storedNodes((await api.screenNamed(projectId, 'Details')).root);
    assert(details.some((node) => node.type === 'button' && node.props.text === 'Copy me'), 'the server holds the pasted button on Details');
    const homeNodes = storedNodes((await api.screenNamed(projectId, 'Home')).root);
    assert(homeNodes.filter((node) => node.type === 'button').length === 1 && homeNodes.filter((node) => node.type === 'textInput').length === 1, 'Home keeps one button and one input');

    // A reload opens the screen visited last (Details), not the first one.
    await page.reload();
    await studio.expectOpenScreen('Details');
    await studio.expectCanvasCount('button', 1, 'Details after a reload');
  });

  test('drops land where the insertion line shows; elements move by dragging; layer rows outline on hover; a resize handle changes the size in one undo step', async () => {
    const email = uniqueEmail('resize');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const api = await StudioApi.as(e2e.api, email, workspace);
    const projectId = await api.createProject('Resizing');
    assert((await api.createScreen(projectId, 'Home')).status === 201, 'creating Home');
    const page = e2e.page;
    const studio = await StudioPage.signInAndOpen(page, email, workspace, projectId);
    await studio.expectOpenScreen('Home');
    await studio.chooseDevice('iPhone 15 · 393×852');
    const rootId = await studio.rootId();

    // A button, then a label dropped above it and a text input below it.
    await studio.paletteItem('button').click();
    const [buttonId] = await studio.expectCanvasCount('button', 1, 'after clicking Button');
    await studio.dragFromPalette('label', { x: 0.5, y: 0.01 });
    const [labelId] = await studio.expectCanvasCount('label', 1, 'after dropping a Label at the top');
    await studio.dragFromPalette('textInput', { x: 0.5, y: 0.6 });
    const [inputId] = await studio.expectCanvasCount('textInput', 1, 'after dropping a Text input below');
    assert(buttonId && labelId && inputId, 'three elements with ids');
    await expectLayerOrder(studio, [rootId, labelId, buttonId, inputId], 'the label above the button, the input below');

    // Dragging the label (not selected: the dropped input is) on the canvas below the input moves
    // it there, in one undo step, and selects it; the release lands where the input's bottom resize
    // handle was, which must not swallow the drop.
    await studio.expectSelected(inputId, 'the dropped input');
    await studio.dragOnCanvas(labelId, await studio.centreOf(studio.canvas.getByTestId('canvas-resize-handle-s')));
    await expectLayerOrder(studio, [rootId, buttonId, inputId, labelId], 'the label moved below the input');
    await studio.expectSelected(labelId, 'the dragged label');
    await expectHidden(studio.canvas.getByTestId('canvas-insertion-line'), 'the insertion line after the drop');
    await studio.undoButton.click();
    await expectLayerOrder(studio, [rootId, labelId, buttonId, inputId], 'the move undone');

    // Hovering the row of an element that is not selected (the dragged label is) outlines it on the canvas.
    await studio.layer(inputId).hover();
    await studio.expectValue(async () => (await studio.canvas.getByTestId('canvas-hover').getAttribute('data-target-id')) ?? '', inputId, 'the hover outline of the input');
    await studio.palette.hover({ position: { x: 20, y: 20 } });
    await expectHidden(studio.canvas.getByTestId('canvas-hover'), 'the hover outline once the pointer left the tree');

    // The bottom handle of the selected button: a taller button, undone in one step.
    await studio.clickOnCanvas(buttonId);
    await studio.expectSelected(buttonId, 'the clicked button');
    const handle = studio.canvas.getByTestId('canvas-resize-handle-s');
    await expectVisible(studio.canvas.getByTestId('canvas-resize-handle-e'), 'the right resize handle');
    await expectVisible(studio.canvas.getByTestId('canvas-resize-handle-se'), 'the corner resize handle');
    const before = await studio.canvasNode(buttonId).boundingBox();
    const grip = await handle.boundingBox();
    assert(before && grip, 'the button and its handle are on screen');
    const startHeight = Number.parseFloat(await studio.computedStyle(buttonId, 'height'));
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2 + 20, { steps: 3 });
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2 + 40, { steps: 3 });
    await page.mouse.up();
    const scale = await studio.shownZoom();
    const wanted = Math.round(startHeight + 40 / scale);
    await studio.expectValue(
      async () => String(Math.abs(Number.parseFloat(await studio.computedStyle(buttonId, 'height')) - wanted) <= 2),
      'true',
      `the button's height after dragging its handle 40 px at ${scale} (about ${wanted} px)`,
    );
    await studio.propertiesTab('Style').click();
    const heightBox = page.getByTestId('style-height').getByRole('spinbutton').or(page.getByTestId('style-height').getByRole('textbox'));
    await studio.expectValue(async () => String(Math.abs(Number(await heightBox.inputValue()) - wanted) <= 2), 'true', 'the Height field of the Style tab');
    await studio.settled(studio.propertiesPanel);
    await e2e.snap('05-resized');
    await studio.undoButton.click();
    await studio.expectValue(async () => String(Number.parseFloat(await studio.computedStyle(buttonId, 'height'))), String(startHeight), 'the height after one Undo');
  });

  test('the undo history keeps 51 steps', async () => {
    const email = uniqueEmail('history');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const api = await StudioApi.as(e2e.api, email, workspace);
    const projectId = await api.createProject('History');
    assert((await api.createScreen(projectId, 'Home')).status === 201, 'creating Home');
    const studio = await StudioPage.signInAndOpen(e2e.page, email, workspace, projectId);
    await studio.expectOpenScreen('Home');

    // 52 steps: a spacer added 52 times.
    for (let i = 0; i < 52; i++) await studio.paletteItem('spacer').click();
    await studio.expectCanvasCount('spacer', 52, 'after 52 insertions');

    // Undo until the toolbar says there is nothing left: 51 steps, the first insertion stays.
    let undone = 0;
    while ((await studio.undoButton.isEnabled()) && undone < 60) {
      await studio.undoButton.click();
      undone++;
    }
    assert(undone === 51, `the history undid ${undone} steps, expected 51`);
    await studio.expectCanvasCount('spacer', 1, 'after undoing everything the history holds');
    await studio.redoButton.click();
    await studio.expectCanvasCount('spacer', 2, 'after one Redo');
  });

  test('a typing session ends when its field loses the focus: two sessions undo in two steps', async () => {
    const email = uniqueEmail('typing');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const api = await StudioApi.as(e2e.api, email, workspace);
    const projectId = await api.createProject('Typing');
    assert((await api.createScreen(projectId, 'Home')).status === 201, 'creating Home');
    const page = e2e.page;
    const studio = await StudioPage.signInAndOpen(page, email, workspace, projectId);
    await studio.expectOpenScreen('Home');
    await studio.paletteItem('button').click();
    const [buttonId] = await studio.expectCanvasCount('button', 1, 'after clicking Button');
    assert(buttonId, 'the button has an id');
    await studio.expectSelected(buttonId, 'the new button');

    // Typing, leaving the field, then typing in it again: two undo steps, not one.
    const caption = () => studio.canvasNode(buttonId).innerText();
    await studio.propInput('text').fill('Buy');
    await studio.propInput('text').fill('Buy it');
    await page.keyboard.press('Tab');
    await studio.propInput('text').fill('Buy it now');
    await studio.expectValue(caption, 'Buy it now', 'the caption after the second session');
    await studio.undoButton.click();
    await studio.expectValue(caption, 'Buy it', 'the caption after one Undo (the second session taken back)');
    await studio.undoButton.click();
    await studio.expectValue(caption, 'Button', 'the caption after the second Undo (the first session taken back)');
  });
});
