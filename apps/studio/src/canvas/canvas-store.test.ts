import { describe, expect, it } from 'vitest';
import { createElementNode, defaultAppSettings, moveNode, setProp, type ElementNode, type HostMessage, type RootPatch, type Screen } from '@tessera/model/definition';
import { createCanvasStore } from './canvas-store.ts';

function screenRoot(): ElementNode {
  const root = createElementNode('container', 'root');
  const card = createElementNode('card', 'card');
  card.children.push(createElementNode('label', 'title', { text: 'Hello' }));
  const list = createElementNode('column', 'list');
  list.children.push(createElementNode('button', 'b1'), createElementNode('button', 'b2'));
  root.children.push(card, list);
  return root;
}

function loadedStore() {
  const store = createCanvasStore();
  store.receive({ type: 'host-load', screenId: 's1', root: screenRoot(), selection: [], renderMode: 'edit' });
  return store;
}

/** The patches the shell sends for an op on `root` (as the canvas sync posts them). */
function shellPatches(root: ElementNode, op: (screen: Screen) => ReturnType<typeof moveNode>): RootPatch[] {
  const result = op({ id: 's1', name: 'S', kind: 'screen', isMobile: false, isDesktop: true, root });
  if (!result.ok) throw new Error(result.error.message);
  return structuredClone(result.patches) as RootPatch[];
}

describe('a drop shown before the shell answers', () => {
  const move = { nodeId: 'card', parentId: 'root', index: 1 };
  const order = (store: ReturnType<typeof createCanvasStore>) => store.getState().root!.children.map((child) => child.id);

  it("shows the move at once, then the shell's patches of it in its place", () => {
    const store = loadedStore();
    const base = store.getState().root!;
    expect(store.showMove('d1', move)).toBe(true);
    const shown = store.getState().root;
    expect(order(store)).toEqual(['list', 'card']);
    expect(store.getState().shownMoves?.base).toBe(base);
    expect(store.receive({ type: 'host-patches', screenId: 's1', patches: shellPatches(base, (screen) => moveNode(screen, move)) })).toBe('applied');
    // The document's tree is the one shown: kept, nothing renders again.
    expect(store.getState().root).toBe(shown);
    expect(store.getState().shownMoves).toBeNull();
    // Later patches apply to it as to the document's.
    store.receive({ type: 'host-patches', screenId: 's1', patches: [{ op: 'replace', path: ['children', 1, 'children', 0, 'props', 'text'], value: 'Bye' }] });
    expect(store.getState().root!.children[1]!.children[0]!.props.text).toBe('Bye');
  });

  it("keeps the move on top of an earlier edit's patches, and takes it back when the shell refuses it", () => {
    const store = loadedStore();
    const base = store.getState().root!;
    store.showMove('d1', move);
    // An edit of the panel the shell made before it read the drop.
    const edit = shellPatches(base, (screen) => setProp(screen, { nodeId: 'title', name: 'text', value: 'Bye' }));
    store.receive({ type: 'host-patches', screenId: 's1', patches: edit });
    expect(order(store)).toEqual(['list', 'card']);
    expect(store.getState().root!.children[1]!.children[0]!.props.text).toBe('Bye');
    expect(store.receive({ type: 'host-move-refused', screenId: 's1', dragId: 'other' })).toBe('ignored');
    expect(store.receive({ type: 'host-move-refused', screenId: 's1', dragId: 'd1' })).toBe('applied');
    expect(order(store)).toEqual(['card', 'list']);
    expect(store.getState().root!.children[0]!.children[0]!.props.text).toBe('Bye');
    expect(store.getState().shownMoves).toBeNull();
  });

  it('forgets shown moves when a screen loads, and shows none it can not place', () => {
    const store = loadedStore();
    store.showMove('d1', move);
    store.receive({ type: 'host-load', screenId: 's1', root: screenRoot(), selection: [], renderMode: 'edit' });
    expect(order(store)).toEqual(['card', 'list']);
    expect(store.getState().shownMoves).toBeNull();
    expect(store.showMove('d2', { nodeId: 'list', parentId: 'b1', index: 0 })).toBe(false);
    expect(store.getState().shownMoves).toBeNull();
  });
});

describe('createCanvasStore', () => {
  it('applies patches and keeps the references of untouched subtrees', () => {
    const store = loadedStore();
    const before = store.getState().root!;
    const outcome = store.receive({
      type: 'host-patches',
      screenId: 's1',
      patches: [{ op: 'replace', path: ['children', 0, 'children', 0, 'props', 'text'], value: 'Bye' }],
    });
    const after = store.getState().root!;
    expect(outcome).toBe('applied');
    expect(after).not.toBe(before);
    expect(after.children[0]!.children[0]!.props.text).toBe('Bye');
    expect(after.children[0]).not.toBe(before.children[0]);
    expect(after.children[1]).toBe(before.children[1]);
    expect(after.children[1]!.children[0]).toBe(before.children[1]!.children[0]);
  });

  it('changes the selection without touching the root, and notifies only on change', () => {
    const store = loadedStore();
    const root = store.getState().root;
    let notified = 0;
    store.subscribe(() => (notified += 1));
    const select: HostMessage = { type: 'host-selection', screenId: 's1', nodeIds: ['b1'] };
    expect(store.receive(select)).toBe('applied');
    expect(store.getState().root).toBe(root);
    expect(store.getState().selection).toEqual(['b1']);
    expect(store.receive({ ...select, nodeIds: ['b1'] })).toBe('ignored');
    store.setHover('b2');
    store.setHover('b2');
    expect(notified).toBe(2);
    expect(store.getState().root).toBe(root);
  });

  it('ignores patches and selections of another screen', () => {
    const store = loadedStore();
    const state = store.getState();
    expect(store.receive({ type: 'host-patches', screenId: 's2', patches: [{ op: 'remove', path: ['children', 0] }] })).toBe('ignored');
    expect(store.receive({ type: 'host-selection', screenId: 's2', nodeIds: ['b1'] })).toBe('ignored');
    expect(store.getState()).toBe(state);
  });

  it('asks for a reload when a patch does not fit and keeps the state', () => {
    const store = loadedStore();
    const state = store.getState();
    const outcome = store.receive({
      type: 'host-patches',
      screenId: 's1',
      patches: [{ op: 'replace', path: ['children', 7, 'children', 3, 'props', 'text'], value: 'x' }],
    });
    expect(outcome).toBe('reload');
    expect(store.getState()).toBe(state);
  });

  it('switches the render mode and clears the edit indicators', () => {
    const store = loadedStore();
    store.setHover('card');
    const zone = { x: 0, y: 0, width: 10, height: 10 };
    store.setDropIndicator({ parentId: 'root', zone, line: zone });
    store.receive({ type: 'host-render-mode', renderMode: 'live' });
    expect(store.getState()).toMatchObject({ renderMode: 'live', hover: null, dropIndicator: null });
  });

  describe('the Run preview app', () => {
    const runApp = (openScreenId = 's1'): HostMessage => ({
      type: 'host-run-app',
      openScreen: { id: openScreenId, name: 'Home', kind: 'screen', isMobile: false, isDesktop: true },
      screens: [{ id: 's2', name: 'Details', kind: 'screen', isMobile: false, isDesktop: true, root: createElementNode('container', 's2-root') }],
      settings: { ...defaultAppSettings(), environment: [{ name: 'API', value: 'x' }] },
      previewToken: 'pt1',
    });

    it('keeps the other screens and settings while running the shown screen, without touching the root', () => {
      const store = loadedStore();
      store.receive({ type: 'host-render-mode', renderMode: 'live' });
      const root = store.getState().root;
      expect(store.receive(runApp())).toBe('applied');
      expect(store.getState().run?.screens.map((screen) => screen.id)).toEqual(['s2']);
      expect(store.getState().run?.settings.environment).toEqual([{ name: 'API', value: 'x' }]);
      expect(store.getState().run?.previewToken).toBe('pt1');
      expect(store.getState().root).toBe(root);
    });

    it('ignores it in edit mode and for another screen', () => {
      const store = loadedStore();
      expect(store.receive(runApp())).toBe('ignored');
      store.receive({ type: 'host-render-mode', renderMode: 'live' });
      expect(store.receive(runApp('s9'))).toBe('ignored');
      expect(store.getState().run).toBeNull();
    });

    it('drops it when the Run ends or another screen loads', () => {
      const store = loadedStore();
      store.receive({ type: 'host-render-mode', renderMode: 'live' });
      store.receive(runApp());
      store.receive({ type: 'host-render-mode', renderMode: 'edit' });
      expect(store.getState().run).toBeNull();
      store.receive({ type: 'host-render-mode', renderMode: 'live' });
      store.receive(runApp());
      store.receive({ type: 'host-load', screenId: 's2', root: createElementNode('container', 's2-root'), selection: [], renderMode: 'live' });
      expect(store.getState().run).toBeNull();
    });
  });

  it('keeps the drop indicator object when the same place is shown again', () => {
    const store = loadedStore();
    const zone = { x: 0, y: 0, width: 10, height: 10 };
    store.setDropIndicator({ parentId: 'root', zone, line: zone });
    const shown = store.getState().dropIndicator;
    store.setDropIndicator({ parentId: 'root', zone: { ...zone }, line: { ...zone } });
    expect(store.getState().dropIndicator).toBe(shown);
    store.setDropIndicator(null);
    expect(store.getState().dropIndicator).toBeNull();
  });

  it("shows a click's selection at once; the shell's answer of the same selection changes nothing", () => {
    const store = loadedStore();
    store.showSelection(['card']);
    const shown = store.getState();
    expect(shown.selection).toEqual(['card']);
    const screenId = shown.screenId!;
    expect(store.receive({ type: 'host-selection', screenId, nodeIds: ['card'] })).toBe('ignored');
    expect(store.getState()).toBe(shown);
    store.receive({ type: 'host-selection', screenId, nodeIds: ['root'] });
    expect(store.getState().selection).toEqual(['root']);
  });
});
