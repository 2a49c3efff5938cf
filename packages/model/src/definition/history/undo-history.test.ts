import { describe, expect, it } from 'vitest';
import { createElementNode } from '../elements/create-element-node.ts';
import { addAction } from '../ops/add-action.ts';
import { cloneNode } from '../ops/clone-node.ts';
import { copyNodes } from '../ops/copy-nodes.ts';
import { insertNode } from '../ops/insert-node.ts';
import { moveNode } from '../ops/move-node.ts';
import { counterIds, testScreen } from '../ops/op-test-kit.ts';
import { pasteNodes } from '../ops/paste-nodes.ts';
import { pasteStyle } from '../ops/paste-style.ts';
import type { OpResult } from '../ops/produce-op.ts';
import { removeNode } from '../ops/remove-node.ts';
import { setProp } from '../ops/set-prop.ts';
import { setStyle } from '../ops/set-style.ts';
import type { ElementNode } from '../schema/element-node.ts';
import type { Screen } from '../schema/screen.ts';
import { createUndoHistory, UNDO_HISTORY_LIMIT } from './undo-history.ts';

function ok(result: OpResult) {
  if (!result.ok) throw new Error(result.error.message);
  return result;
}

/** The screen `s1` with another root. */
function withRoot(root: ElementNode): Screen {
  return { ...testScreen(), root };
}

describe('createUndoHistory', () => {
  it('keeps at most 51 entries: the 52nd drops the oldest', () => {
    const history = createUndoHistory();
    let root = testScreen().root;
    const start = root;
    const states: ElementNode[] = [root];
    for (let step = 1; step <= 52; step++) {
      const result = ok(setProp(withRoot(root), { nodeId: 'btn', name: 'text', value: `v${step}` }));
      history.record(result);
      root = result.screen.root;
      states.push(root);
    }
    expect(UNDO_HISTORY_LIMIT).toBe(51);
    expect(history.size()).toBe(51);
    for (let step = 51; step >= 1; step--) root = history.undo(root)!.root;
    expect(history.canUndo()).toBe(false);
    expect(history.undo(root)).toBeUndefined();
    // The first change can no longer be undone: we stop at state 1, not at the start.
    expect(root).toEqual(states[1]);
    expect(root).not.toEqual(start);
  });

  it('redoes, and a new entry clears redo', () => {
    const history = createUndoHistory();
    const a = ok(setProp(testScreen(), { nodeId: 'btn', name: 'text', value: 'A' }));
    history.record(a);
    const undone = history.undo(a.screen.root)!.root;
    expect(history.canRedo()).toBe(true);
    expect(history.redo(undone)?.root).toEqual(a.screen.root);
    history.undo(a.screen.root);
    history.record(ok(setProp(withRoot(undone), { nodeId: 'btn', name: 'text', value: 'B' })));
    expect(history.canRedo()).toBe(false);
    expect(history.redo(undone)).toBeUndefined();
  });

  it('merges a drag into one entry and undoes it in one step', () => {
    const history = createUndoHistory();
    const start = testScreen();
    let screen = start;
    for (const left of [10, 20, 30]) {
      const result = ok(setStyle(screen, { nodeId: 'lbl', style: { left } }));
      history.record(result, { mergeKey: 'drag:1' });
      screen = result.screen;
    }
    expect(history.size()).toBe(1);
    expect(history.undo(screen.root)?.root).toEqual(start.root);
  });

  it('a sealed entry takes no more changes: the same merge key then starts a second entry', () => {
    const history = createUndoHistory();
    const typed = ok(setProp(testScreen(), { nodeId: 'btn', name: 'text', value: 'A' }));
    history.record(typed, { mergeKey: 'prop:btn:text' });
    history.seal();
    const again = ok(setProp(typed.screen, { nodeId: 'btn', name: 'text', value: 'AB' }));
    history.record(again, { mergeKey: 'prop:btn:text' });
    expect(history.size()).toBe(2);
    expect(history.undo(again.screen.root)?.root).toEqual(typed.screen.root);
  });

  it('ignores empty entries and clears', () => {
    const history = createUndoHistory();
    history.record({ patches: [], inversePatches: [] });
    expect(history.size()).toBe(0);
    history.record(ok(removeNode(testScreen(), { nodeId: 'lbl' })));
    history.clear();
    expect(history.canUndo()).toBe(false);
    expect(history.canRedo()).toBe(false);
  });

  it('round-trips every op: undo all restores the exact tree, redo all the exact result', () => {
    const newId = counterIds();
    const history = createUndoHistory();
    const start = testScreen();
    let screen = start;
    const apply = (run: (s: Screen) => OpResult) => {
      const result = ok(run(screen));
      history.record(result);
      screen = result.screen;
    };
    apply((s) => insertNode(s, { parentId: 'row', index: 0, node: createElementNode('textInput', newId()) }));
    apply((s) => moveNode(s, { nodeId: 'lbl', parentId: 'card' }));
    apply((s) => moveNode(s, { nodeId: 'tabs', parentId: 'root', index: 0 }));
    apply((s) => cloneNode(s, { nodeId: 'rep', newId }));
    apply((s) => setProp(s, { nodeId: 'btn', name: 'text', value: 'Save' }));
    apply((s) => setStyle(s, { nodeId: 'btn', style: { color: '#fff', width: 100 } }));
    const clipboard = copyNodes(screen, { nodeIds: ['btn'] });
    if (!clipboard.ok) throw new Error('copy');
    apply((s) => pasteNodes(s, { parentId: 'root', clipboard: clipboard.value, newId }));
    apply((s) => pasteStyle(s, { nodeIds: ['title'], clipboard: clipboard.value }));
    apply((s) => addAction(s, { nodeId: 'btn', event: 'onClick', action: { id: 'a', type: 'navigate', params: { screenId: 's2' } } }));
    apply((s) => removeNode(s, { nodeId: 'row' }));
    const end = screen.root;
    let root = end;
    while (history.canUndo()) root = history.undo(root)!.root;
    expect(root).toEqual(start.root);
    while (history.canRedo()) root = history.redo(root)!.root;
    expect(root).toEqual(end);
  });

  it('records patches rooted at the screen root, the paths the canvas applies', () => {
    const result = ok(setProp(testScreen(), { nodeId: 'btn', name: 'text', value: 'Save' }));
    expect(result.patches).toEqual([{ op: 'replace', path: ['children', 0, 'children', 0, 'props', 'text'], value: 'Save' }]);
  });
});
