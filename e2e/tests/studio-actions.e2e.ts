import type { Locator } from 'playwright-core';
import { describe, test } from 'vitest';
import { uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectHidden, expectVisible } from '../harness/expect.ts';
import { DataModelApi } from '../pages/DataDiagramPage.ts';
import { StudioApi, StudioPage, storedNodes, type StoredNode } from '../pages/StudioPage.ts';

const e2e = useE2E({ name: 'studio-actions' });

const REPEATER_WARNING = 'You can not drag action into a data repeater';

/** A project with two screens, opened on the first in the studio. */
async function openProject(label: string) {
  const email = uniqueEmail(label);
  const { workspace } = await e2e.api.createActiveAccount(email);
  const api = await StudioApi.as(e2e.api, email, workspace);
  const projectId = await api.createProject('Actions');
  for (const name of ['Home', 'Details']) assert((await api.createScreen(projectId, name)).status === 201, `creating ${name}`);
  const studio = await StudioPage.signInAndOpen(e2e.page, email, workspace, projectId);
  await studio.expectOpenScreen('Home');
  return { api, projectId, studio };
}

/** The action types listed under an event, in order (`data-action-type` of its rows). */
async function actionTypes(event: Locator): Promise<string> {
  return (await event.locator('li[data-action-type]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-action-type')))).join(' ');
}

/** The text of the canvas's focused element menu item ('' when none has the focus). */
async function focusedMenuItem(studio: StudioPage): Promise<string> {
  return studio.canvas.locator('body').evaluate((body) => {
    const focused = body.ownerDocument.activeElement;
    return focused?.getAttribute('role') === 'menuitem' ? (focused.textContent ?? '') : '';
  });
}

/** Picks `option` in the select labelled `label` inside `scope` (Radix: the options open in a portal). */
async function choose(studio: StudioPage, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await studio.page.getByRole('option', { name: option, exact: true }).click();
}

describe('design studio: actions on events', () => {
  test('add a navigate and a conditional message to a button, reorder them, choose what a failure shows, save and reload', async () => {
    const { api, projectId, studio } = await openProject('actions');
    const page = studio.page;
    const details = (await api.screens(projectId)).find((screen) => screen.name === 'Details');
    const home = (await api.screens(projectId)).find((screen) => screen.name === 'Home');
    assert(details && home, 'both screens exist');

    await studio.paletteItem('button').click();
    const [buttonId] = await studio.expectCanvasCount('button', 1, 'after adding a button');
    assert(buttonId, 'the button has an id');
    await studio.clickOnCanvas(buttonId);
    await studio.expectSelected(buttonId, 'the button');
    await studio.propertiesTab('Events').click();
    const onClick = page.getByTestId('event-onClick');

    // Add action: the picker lists every type by group; typing filters, Enter picks (keyboard only).
    await onClick.getByRole('button', { name: 'Add action', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Add an action to On click' });
    await expectVisible(picker.getByRole('group', { name: 'End users', exact: true }), 'the End users group in the picker');
    await expectVisible(picker.getByRole('option', { name: 'Call REST request', exact: true }), 'a REST action in the picker');
    await e2e.snap('01-picker');
    await page.keyboard.type('navig');
    await expectHidden(picker.getByRole('option', { name: 'Show message', exact: true }), 'Show message filtered out');
    await page.keyboard.press('Enter');
    const navigateEditor = page.getByRole('dialog', { name: 'Add Navigate to screen to On click' });
    await expectVisible(navigateEditor, 'the navigate editor');

    // Without a screen it is refused; the screen is picked from the project's screens.
    await navigateEditor.getByRole('button', { name: 'Add', exact: true }).click();
    await expectVisible(navigateEditor.getByText('This field is required.', { exact: true }), 'the missing screen');
    await choose(studio, navigateEditor, 'Screen', 'Details');
    await navigateEditor.getByTestId('action-param-params-add').click();
    await navigateEditor.getByTestId('action-param-params-name-0').fill('from');
    await navigateEditor.getByTestId('action-param-params-value-0').fill('"home"');
    await e2e.snap('02-navigate-editor');
    await navigateEditor.getByRole('button', { name: 'Add', exact: true }).click();
    await expectHidden(navigateEditor, 'the navigate editor after Add');
    await expectVisible(onClick.getByText('Details', { exact: true }), 'the navigate row names its screen');

    // A Show message with a condition; a bad condition is refused with the checker's message.
    await onClick.getByRole('button', { name: 'Add action', exact: true }).click();
    await page.getByRole('dialog', { name: 'Add an action to On click' }).getByRole('option', { name: 'Show message', exact: true }).click();
    const messageEditor = page.getByRole('dialog', { name: 'Add Show message to On click' });
    await messageEditor.getByTestId('action-param-text').fill('Welcome back');
    await messageEditor.getByTestId('action-condition').fill('process.env');
    await messageEditor.getByRole('button', { name: 'Add', exact: true }).click();
    await expectVisible(messageEditor.getByRole('alert').filter({ hasText: 'process' }), 'the refused condition');
    assert(await messageEditor.isVisible(), 'a refused condition keeps the editor open');
    await messageEditor.getByTestId('action-condition').fill('user != null');
    await messageEditor.getByRole('button', { name: 'Add', exact: true }).click();
    await expectHidden(messageEditor, 'the message editor after Add');
    await studio.expectValue(() => actionTypes(onClick), 'navigate showMessage', 'the actions in the order they were added');
    await expectVisible(onClick.getByText('Only if user != null', { exact: true }), "the message's condition in its row");

    // Reorder with the buttons, then with Alt+↓ on a row; each move is one undoable step.
    await onClick.getByRole('button', { name: 'Move action 2 up', exact: true }).click();
    await studio.expectValue(() => actionTypes(onClick), 'showMessage navigate', 'after moving the message up');
    await onClick.getByRole('button', { name: 'Edit action 1', exact: true }).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await studio.expectValue(() => actionTypes(onClick), 'navigate showMessage', 'after Alt+↓ on the message');
    await studio.undoButton.click();
    await studio.expectValue(() => actionTypes(onClick), 'showMessage navigate', 'Undo takes back the keyboard move only');
    // Dragged onto the first row, the second takes its place; Undo again puts it back.
    await onClick.locator('li[data-action-type]').nth(1).dragTo(onClick.locator('li[data-action-type]').nth(0));
    await studio.expectValue(() => actionTypes(onClick), 'navigate showMessage', 'after dragging the navigate row up');
    await studio.undoButton.click();
    await studio.expectValue(() => actionTypes(onClick), 'showMessage navigate', 'Undo takes back the drag');

    // When the navigation fails: go to the Home screen.
    await onClick.getByRole('button', { name: 'Edit action 2', exact: true }).click();
    const editNavigate = page.getByRole('dialog', { name: 'Edit Navigate to screen' });
    await editNavigate.getByRole('radio', { name: 'Go to a screen', exact: true }).click();
    await editNavigate.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(editNavigate.getByTestId('action-on-error').getByText('This field is required.', { exact: true }), 'the failure screen is required');
    await choose(studio, editNavigate.getByTestId('action-on-error'), 'Screen', 'Home');
    await e2e.snap('03-on-error');
    await editNavigate.getByRole('button', { name: 'Save', exact: true }).click();
    await expectHidden(editNavigate, 'the navigate editor after Save');

    // Saved on the server as the builder left it.
    await studio.saveButton.click();
    await studio.expectSaveState('saved');
    const stored = storedNodes((await api.screenNamed(projectId, 'Home')).root).find((node) => node.id === buttonId) as StoredNode;
    const actions = stored.events.onClick ?? [];
    assert(actions.length === 2, `two stored actions: ${JSON.stringify(stored.events)}`);
    const [message, navigate] = actions;
    assert(message?.type === 'showMessage' && message.params.text === 'Welcome back' && message.condition === 'user != null', `the stored message: ${JSON.stringify(message)}`);
    assert(
      navigate?.type === 'navigate' &&
        navigate.params.screenId === details.id &&
        JSON.stringify(navigate.params.params) === JSON.stringify({ from: '"home"' }) &&
        JSON.stringify(navigate.onError) === JSON.stringify({ kind: 'navigate', screenId: home.id }),
      `the stored navigate: ${JSON.stringify(navigate)}`,
    );

    // A reload shows them again, in order, with the condition; the editor shows the failure choice.
    await page.reload();
    await studio.expectOpenScreen('Home');
    await studio.clickOnCanvas(buttonId);
    await studio.expectSelected(buttonId, 'the button after a reload');
    await studio.propertiesTab('Events').click();
    await studio.expectValue(() => actionTypes(onClick), 'showMessage navigate', 'the actions after a reload');
    await expectVisible(onClick.getByText('Only if user != null', { exact: true }), 'the condition after a reload');
    await onClick.getByRole('button', { name: 'Edit action 2', exact: true }).click();
    const reopened = page.getByRole('dialog', { name: 'Edit Navigate to screen' });
    await expectVisible(reopened.getByRole('radio', { name: 'Go to a screen', exact: true, checked: true }), 'the failure choice after a reload');
    await reopened.getByRole('button', { name: 'Cancel', exact: true }).click();
    await e2e.snap('04-reloaded');
  });

  test("a double-click and the element menu open the action and form editors; an action dragged onto a data repeater is refused with the spec's warning", async () => {
    const { studio } = await openProject('repeater');
    const page = studio.page;
    await studio.paletteItem('button').click();
    const [buttonId] = await studio.expectCanvasCount('button', 1, 'after adding a button');
    await studio.paletteItem('dataRepeater').click();
    const [repeaterId] = await studio.expectCanvasCount('dataRepeater', 1, 'after adding a data repeater');
    assert(buttonId && repeaterId, 'both elements have ids');

    // A double-click on the button asks for the action popup of its On click (canvas protocol, spec §4).
    await studio.canvasNode(buttonId).dblclick();
    const picker = page.getByRole('dialog', { name: 'Add an action to On click' });
    await expectVisible(picker, 'the action picker opened by the action popup');
    await studio.expectSelected(buttonId, 'the button selected by the popup');
    await picker.getByRole('option', { name: 'Go back', exact: true }).click();
    await page.getByRole('dialog', { name: 'Add Go back to On click' }).getByRole('button', { name: 'Add', exact: true }).click();
    const onClick = page.getByTestId('event-onClick');
    await studio.expectValue(() => actionTypes(onClick), 'goBack', 'the action added from the popup');

    // Dragged onto the data repeater's layer: refused with the spec's warning, nothing added.
    const row = onClick.locator('li[data-action-type]').first();
    await row.dragTo(studio.layer(repeaterId));
    await expectVisible(studio.toasts.getByText(REPEATER_WARNING, { exact: true }), "the spec's warning");
    await studio.settled(studio.toasts);
    await e2e.snap('05-repeater-warning');
    await studio.layer(repeaterId).click();
    await studio.expectSelected(repeaterId, 'the data repeater');
    await studio.propertiesTab('Events').click();
    await expectVisible(page.getByTestId('event-onItemPress').getByText('No actions yet.', { exact: true }), 'nothing added to the repeater');

    // Dragged onto the root's layer, a copy joins the screen's first event.
    await studio.layer(buttonId).click();
    await studio.propertiesTab('Events').click();
    const rootId = await studio.rootId();
    await onClick.locator('li[data-action-type]').first().dragTo(studio.layer(rootId));
    await studio.layer(rootId).click();
    await studio.propertiesTab('Events').click();
    await studio.expectValue(() => actionTypes(page.getByTestId('event-onLoad')), 'goBack', "the copy in the screen's load event");

    // A right-click on a form selects it and opens its element menu; Escape closes it and the
    // keys stay with the canvas.
    await studio.paletteItem('form').click();
    const [formId] = await studio.expectCanvasCount('form', 1, 'after adding a form');
    assert(formId, 'the form has an id');
    await studio.layer(buttonId).click();
    await studio.expectSelected(buttonId, 'the button');
    await studio.canvasNode(formId).click({ button: 'right' });
    await studio.expectSelected(formId, 'the form selected by the right-click');
    await expectVisible(studio.elementMenuItem('Form…'), 'the form popup in the element menu');
    await studio.expectValue(async () => (await studio.elementMenu.getByRole('menuitem').allTextContents()).join(', '), 'Actions…, Form…', 'the items of an unbound form');
    await studio.expectValue(() => focusedMenuItem(studio), 'Actions…', 'the focus on the first item');
    await e2e.snap('06-element-menu');
    await page.keyboard.press('Escape');
    await expectHidden(studio.elementMenu, 'the element menu closed by Escape');
    assert(await studio.canvasHasFocus(), 'the canvas keeps the focus after Escape');

    // From the keyboard, on the selected form (the Events tab showing): Shift+F10, ArrowDown, Enter
    // ask for the form popup, which shows the form's settings (table, submit) in the Properties tab.
    await studio.propertiesTab('Events').click();
    await studio.clickOnCanvas(formId);
    await expectVisible(studio.propertiesPanel.getByRole('tab', { name: 'Events', selected: true }), 'the Events tab of the form');
    await page.keyboard.press('Shift+F10');
    await studio.expectValue(() => focusedMenuItem(studio), 'Actions…', 'the menu opened by Shift+F10, its first item focused');
    await page.keyboard.press('ArrowDown');
    await studio.expectValue(() => focusedMenuItem(studio), 'Form…', 'ArrowDown on the next item');
    await page.keyboard.press('Enter');
    await expectHidden(studio.elementMenu, 'the element menu closed by the choice');
    await studio.expectSelected(formId, 'the form after the form popup');
    await expectVisible(studio.propertiesPanel.getByRole('tab', { name: 'Properties', selected: true }), 'the Properties tab of the form');
    await expectVisible(page.getByTestId('prop-dataSource'), "the form's table setting");
  });

  test("the context-menu key detaches a bound form; a right-click on empty space opens the screen's load actions", async () => {
    const email = uniqueEmail('detach');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const api = await StudioApi.as(e2e.api, email, workspace);
    const projectId = await api.createProject('Orders');
    await (await DataModelApi.as(e2e.api, email, workspace)).change(projectId, [
      { op: 'createTable', tableId: 'tasks', name: 'tasks', position: { x: 0, y: 0 }, primaryKey: { columnId: 'tasks_id', name: 'id', type: 'integer' } },
    ]);
    const created = await api.createScreen(projectId, 'Home');
    assert(created.status === 201, `creating the screen gave HTTP ${created.status}`);
    const node = (id: string, type: string, props: Record<string, unknown>) => ({ id, type, props, style: { height: 120 }, bindings: {}, events: {}, children: [] });
    const seeded = await api.saveScreen(projectId, created.body.id, created.body.version, { ...created.body.root, children: [node('taskForm', 'form', { dataSource: 'tasks' })] });
    assert(seeded === 200, `seeding the screen gave HTTP ${seeded}`);
    const studio = await StudioPage.signInAndOpen(e2e.page, email, workspace, projectId);
    const page = studio.page;
    await studio.expectOpenScreen('Home');

    // A form bound to a table: the context-menu key on it offers Detach form; End and Enter choose it.
    await studio.clickOnCanvas('taskForm');
    await studio.expectSelected('taskForm', 'the form');
    await studio.propertiesTab('Properties').click();
    await expectVisible(page.getByTestId('data-source-table').getByText('tasks', { exact: true }), 'the form bound to tasks');
    await studio.clickOnCanvas('taskForm');
    await page.keyboard.press('ContextMenu');
    await studio.expectValue(async () => (await studio.elementMenu.getByRole('menuitem').allTextContents()).join(', '), 'Actions…, Form…, Detach form', 'the items of a bound form');
    await e2e.snap('01-bound-form-menu');
    await page.keyboard.press('End');
    await studio.expectValue(() => focusedMenuItem(studio), 'Detach form', 'End on the last item');
    await page.keyboard.press('Enter');
    await expectHidden(studio.elementMenu, 'the element menu closed by the choice');
    await expectVisible(page.getByTestId('data-source-table').getByText('No table', { exact: true }), 'the form detached from its table');
    await studio.expectSaveState('unsaved');
    assert(await studio.canvasHasFocus(), 'the canvas keeps the focus after the choice');

    // Saved (Ctrl+S in the canvas): the stored form has no table any more, and its menu no Detach form.
    await page.keyboard.press('Control+s');
    await studio.expectSaveState('saved');
    const form = storedNodes((await api.screen(projectId, created.body.id)).root).find((each) => each.id === 'taskForm');
    assert(form && (form.props.dataSource ?? '') === '', `the stored form: ${JSON.stringify(form)}`);
    await page.keyboard.press('ContextMenu');
    await studio.expectValue(async () => (await studio.elementMenu.getByRole('menuitem').allTextContents()).join(', '), 'Actions…, Form…', 'the items of the detached form');
    await page.keyboard.press('Tab');
    await expectHidden(studio.elementMenu, 'the element menu closed by Tab');

    // A right-click on empty space selects the screen's root; Actions… (clicked) opens its load event.
    const rootId = await studio.rootId();
    const frame = await studio.frameElement.boundingBox();
    assert(frame, 'the canvas frame is on screen');
    await page.mouse.click(frame.x + frame.width / 2, frame.y + frame.height - 20, { button: 'right' });
    await studio.expectSelected(rootId, 'the root selected by the right-click');
    await studio.elementMenuItem('Actions…').click();
    await expectVisible(page.getByRole('dialog', { name: 'Add an action to On screen load' }), "the picker of the screen's load event");
    await e2e.snap('02-screen-load-picker');
  });
});
