import { describe, expect, test } from 'vitest';
import { findScreen } from '../editor/screen-change.ts';
import { fakeStudio } from '../test-kit/fake-studio.ts';

async function openHome() {
  const kit = fakeStudio();
  await kit.studio.loadScreens();
  await kit.studio.openScreen('home');
  kit.posted.length = 0;
  return kit;
}

const homeRoot = (kit: Awaited<ReturnType<typeof openHome>>) => findScreen(kit.state().definition, 'home')!.root;

describe('editing through the studio', () => {
  test('opening a screen loads it from the server and shows it on the canvas', async () => {
    const kit = fakeStudio();
    await kit.studio.loadScreens();
    await kit.studio.openScreen('home');
    expect(kit.state().openScreenId).toBe('home');
    expect(kit.state().versions.home).toBe(1);
    expect(kit.state().dirty.home).toBe(false);
    expect(kit.posted.at(-1)).toMatchObject({ type: 'host-load', screenId: 'home', selection: [], renderMode: 'edit' });
  });

  test('a drag-move answers the canvas: the patches of the move, or a refusal it takes the shown drop back with', async () => {
    const kit = await openHome();
    // home: root > row > [btn, lbl]
    kit.studio.dispatch({ type: 'drag-move', screenId: 'home', nodeId: 'lbl', parentId: 'row', index: 0, dragId: 'd1' });
    expect(homeRoot(kit).children[0]!.children.map((node) => node.id)).toEqual(['lbl', 'btn']);
    expect(kit.posted.map((message) => message.type)).toEqual(['host-patches']);
    kit.posted.length = 0;
    // A button accepts no children: refused, the document unchanged, the canvas told.
    const before = homeRoot(kit);
    kit.studio.dispatch({ type: 'drag-move', screenId: 'home', nodeId: 'lbl', parentId: 'btn', index: 0, dragId: 'd2' });
    expect(homeRoot(kit)).toBe(before);
    expect(kit.posted).toEqual([{ type: 'host-move-refused', screenId: 'home', dragId: 'd2' }]);
  });

  test('a drop records one history entry, marks the screen dirty, selects the new node and patches the canvas', async () => {
    const kit = await openHome();
    kit.studio.dispatch({ type: 'drag-create', screenId: 'home', elementType: 'label', parentId: 'root' });
    expect(homeRoot(kit).children.map((node) => node.id)).toEqual(['row', 'n1']);
    expect(kit.state()).toMatchObject({ selection: ['n1'], canUndo: true, canRedo: false });
    expect(kit.state().dirty.home).toBe(true);
    expect(kit.posted.map((message) => message.type)).toEqual(['host-patches', 'host-selection']);
    expect(kit.posted[0]).toMatchObject({ type: 'host-patches', screenId: 'home', patches: [{ op: 'add', path: ['children', 1] }] });
  });

  test('undo and redo walk the history; undo drops a selection that no longer exists', async () => {
    const kit = await openHome();
    const before = homeRoot(kit);
    kit.studio.dispatch({ type: 'drag-create', screenId: 'home', elementType: 'label', parentId: 'root' });
    const after = homeRoot(kit);
    kit.studio.undo();
    expect(homeRoot(kit)).toEqual(before);
    expect(kit.state()).toMatchObject({ canUndo: false, canRedo: true, selection: [] });
    expect(kit.state().dirty.home).toBe(false);
    kit.studio.redo();
    expect(homeRoot(kit)).toEqual(after);
    expect(kit.state().dirty.home).toBe(true);
    // The canvas message undo goes the same way.
    kit.studio.dispatch({ type: 'undo', screenId: 'home' });
    expect(homeRoot(kit)).toEqual(before);
  });

  test('an undo or redo from the canvas applies only to the screen it names, while that screen is open', async () => {
    const kit = await openHome();
    kit.studio.dispatch({ type: 'drag-create', screenId: 'home', elementType: 'label', parentId: 'root' });
    const homeAfter = homeRoot(kit);
    await kit.studio.openScreen('other');
    kit.studio.dispatch({ type: 'drag-create', screenId: 'other', elementType: 'label', parentId: 'root2' });
    const otherAfter = findScreen(kit.state().definition, 'other')!.root;
    // Sent by the canvas while it still showed home, arriving once other is open.
    kit.studio.dispatch({ type: 'undo', screenId: 'home' });
    expect(findScreen(kit.state().definition, 'other')!.root).toBe(otherAfter);
    expect(homeRoot(kit)).toBe(homeAfter);
    kit.studio.dispatch({ type: 'undo', screenId: 'other' });
    expect(findScreen(kit.state().definition, 'other')!.root.children).toEqual([]);
    kit.studio.dispatch({ type: 'redo', screenId: 'home' });
    expect(findScreen(kit.state().definition, 'other')!.root.children).toEqual([]);
  });

  test('typing in one field undoes in one step', async () => {
    const kit = await openHome();
    for (const text of ['S', 'Sa', 'Sav', 'Save']) kit.studio.dispatch({ type: 'property-change', screenId: 'home', nodeId: 'btn', name: 'text', value: text });
    kit.studio.undo();
    expect(homeRoot(kit).children[0]!.children[0]!.props).toEqual({ text: 'Go' });
    expect(kit.state().canUndo).toBe(false);
  });

  test('a typing session ends when the field loses the focus: two sessions are two undo steps', async () => {
    const kit = await openHome();
    const type = (text: string) => kit.studio.dispatch({ type: 'property-change', screenId: 'home', nodeId: 'btn', name: 'text', value: text });
    const text = () => homeRoot(kit).children[0]!.children[0]!.props.text;
    type('S');
    type('Sa');
    kit.studio.endTypingSession();
    type('Sav');
    type('Save');
    kit.studio.endTypingSession();
    kit.studio.undo();
    expect(text()).toBe('Sa');
    kit.studio.undo();
    expect(text()).toBe('Go');
    expect(kit.state().canUndo).toBe(false);
  });

  test('a refused op changes nothing and shows its code, message and params', async () => {
    const kit = await openHome();
    const before = kit.state();
    kit.studio.dispatch({ type: 'remove', screenId: 'home', nodeIds: ['root'] });
    expect(kit.state()).toBe(before);
    expect(kit.refusals).toEqual([{ code: 'root-locked', message: "The screen's root element can not be removed.", params: { operation: 'remove' } }]);
    expect(kit.posted).toEqual([]);
  });

  test('remove clears the selection', async () => {
    const kit = await openHome();
    kit.studio.select(['btn']);
    kit.studio.dispatch({ type: 'remove', screenId: 'home', nodeIds: ['btn'] });
    expect(kit.state().selection).toEqual([]);
    expect(kit.posted.at(-1)).toEqual({ type: 'host-selection', screenId: 'home', nodeIds: [] });
  });

  test('copy on one screen, paste on another', async () => {
    const kit = await openHome();
    kit.studio.dispatch({ type: 'copy', screenId: 'home', nodeIds: ['btn'] });
    await kit.studio.openScreen('other');
    kit.studio.dispatch({ type: 'paste', screenId: 'other', parentId: 'root2' });
    const other = findScreen(kit.state().definition, 'other')!;
    expect(other.root.children).toHaveLength(1);
    expect(other.root.children[0]).toMatchObject({ type: 'button', props: { text: 'Go' } });
    expect(kit.state().selection).toEqual([other.root.children[0]!.id]);
    // Each screen keeps its own history.
    expect(kit.state().canUndo).toBe(true);
    await kit.studio.openScreen('home');
    expect(kit.state().canUndo).toBe(false);
  });

  test('a read-only studio changes nothing', async () => {
    const kit = fakeStudio({ readOnly: true });
    await kit.studio.openScreen('home');
    const before = kit.state().definition;
    kit.studio.dispatch({ type: 'drag-create', screenId: 'home', elementType: 'label', parentId: 'root' });
    kit.studio.dispatch({ type: 'remove', screenId: 'home', nodeIds: ['root'] });
    expect(kit.state().definition).toBe(before);
    expect(kit.refusals).toEqual([]);
    expect(await kit.studio.save('home')).toBe(false);
  });

  test('selection from the layers tree keeps only existing nodes; hover reaches the canvas once', async () => {
    const kit = await openHome();
    kit.studio.select(['btn', 'gone']);
    expect(kit.state().selection).toEqual(['btn']);
    kit.studio.hover('lbl');
    kit.studio.hover('lbl');
    expect(kit.posted.filter((message) => message.type === 'host-hover')).toEqual([{ type: 'host-hover', nodeId: 'lbl' }]);
  });

  test("the canvas's action popup selects the node and asks once for its event's editor", async () => {
    const kit = await openHome();
    kit.studio.dispatch({ type: 'action-popup', screenId: 'home', nodeId: 'btn', event: 'onClick' });
    expect(kit.state()).toMatchObject({ selection: ['btn'], popup: { kind: 'action', nodeId: 'btn', event: 'onClick', seq: 1 } });
    kit.studio.popupShown();
    expect(kit.state().popup).toMatchObject({ seq: 1, shown: true });
    kit.studio.dispatch({ type: 'action-popup', screenId: 'home', nodeId: 'btn', event: 'onClick' });
    expect(kit.state().popup).toEqual({ kind: 'action', nodeId: 'btn', event: 'onClick', seq: 2 });
    kit.studio.dispatch({ type: 'select', screenId: 'home', nodeId: 'lbl', additive: false });
    expect(kit.state().popup?.seq).toBe(2);
  });

  test('an action dropped on an element is one undoable step; dropped on a data repeater it is refused and changes nothing', async () => {
    const kit = await openHome();
    const action = { id: 'a1', type: 'showMessage', params: { text: 'Hi' } };
    kit.studio.dispatch({ type: 'action-drop', screenId: 'home', nodeId: 'btn', action });
    expect(homeRoot(kit).children[0]!.children[0]!.events.onClick).toHaveLength(1);
    kit.studio.undo();
    expect(homeRoot(kit).children[0]!.children[0]!.events).toEqual({});
    kit.studio.dispatch({ type: 'drag-create', screenId: 'home', elementType: 'dataRepeater', parentId: 'root' });
    const before = homeRoot(kit);
    const repeaterId = before.children[1]!.id;
    kit.studio.dispatch({ type: 'action-drop', screenId: 'home', nodeId: repeaterId, action });
    expect(homeRoot(kit)).toBe(before);
    expect(kit.refusals.at(-1)).toEqual({ code: 'action-into-data-repeater', message: 'You can not drag action into a data repeater' });
  });

  test("the Events tab's add, reorder and failure choice are one undo step each; a bad action is refused and changes nothing", async () => {
    const kit = await openHome();
    const button = () => homeRoot(kit).children[0]!.children[0]!;
    const navigate = { id: 'a1', type: 'navigate', params: { screenId: 'other' } };
    const message = { id: 'a2', type: 'showMessage', params: { text: 'Hi' }, condition: 'user != null' };
    const change = (actions: object[]) => kit.studio.dispatch({ type: 'events-change', screenId: 'home', nodeId: 'btn', event: 'onClick', actions: actions as never });
    change([navigate]);
    change([navigate, message]);
    change([message, navigate]);
    change([message, { ...navigate, onError: { kind: 'navigate', screenId: 'home' } }]);
    expect(button().events.onClick).toEqual([message, { ...navigate, onError: { kind: 'navigate', screenId: 'home' } }]);
    kit.studio.undo();
    expect(button().events.onClick).toEqual([message, navigate]);
    kit.studio.undo();
    expect(button().events.onClick).toEqual([navigate, message]);
    const before = homeRoot(kit);
    change([{ ...navigate, onError: { kind: 'navigate', screenId: '' } }]);
    change([{ id: 'a3', type: 'noSuchAction', params: {} }]);
    expect(homeRoot(kit)).toBe(before);
    expect(kit.refusals.map((refusal) => refusal.code)).toEqual(['invalid-action', 'invalid-action']);
  });

  test('a history holds at most 51 entries and is dropped when the screen is reloaded', async () => {
    const kit = await openHome();
    for (let i = 0; i < 60; i += 1) kit.studio.dispatch({ type: 'clone', screenId: 'home', nodeId: 'lbl' });
    let undone = 0;
    while (kit.state().canUndo) {
      kit.studio.undo();
      undone += 1;
    }
    expect(undone).toBe(51);
    kit.studio.redo();
    expect(kit.state().canUndo).toBe(true);
    await kit.studio.reloadScreen('home');
    expect(kit.state()).toMatchObject({ canUndo: false, canRedo: false });
  });
});
