import { describe, expect, it } from 'vitest';
import { createElementNode } from '../elements/create-element-node.ts';
import { addAction } from '../ops/add-action.ts';
import { cloneNode } from '../ops/clone-node.ts';
import { copyNodes } from '../ops/copy-nodes.ts';
import { insertNode } from '../ops/insert-node.ts';
import { moveNode } from '../ops/move-node.ts';
import { counterIds, testProject } from '../ops/op-test-kit.ts';
import { pasteNodes } from '../ops/paste-nodes.ts';
import { pasteStyle } from '../ops/paste-style.ts';
import type { OpResult } from '../ops/produce-op.ts';
import { removeNode } from '../ops/remove-node.ts';
import { setProp } from '../ops/set-prop.ts';
import { setStyle } from '../ops/set-style.ts';
import type { ProjectDefinition } from '../schema/project-definition.ts';
import { createUndoHistory, UNDO_HISTORY_LIMIT } from './undo-history.ts';

function ok(result: OpResult) {
  if (!result.ok) throw new Error(result.error.message);
  return result;
}

describe('createUndoHistory', () => {
  it('keeps at most 51 entries: the 52nd drops the oldest', () => {
    const history = createUndoHistory();
    let project = testProject();
    const start = project;
    const states: ProjectDefinition[] = [project];
    for (let step = 1; step <= 52; step++) {
      const result = ok(setProp(project, { screenId: 's1', nodeId: 'btn', name: 'text', value: `v${step}` }));
      history.record(result);
      project = result.project;
      states.push(project);
    }
    expect(UNDO_HISTORY_LIMIT).toBe(51);
    expect(history.size()).toBe(51);
    for (let step = 51; step >= 1; step--) project = history.undo(project)!.project;
    expect(history.canUndo()).toBe(false);
    expect(history.undo(project)).toBeUndefined();
    // The first change can no longer be undone: we stop at state 1, not at the start.
    expect(project).toEqual(states[1]);
    expect(project).not.toEqual(start);
  });

  it('redoes, and a new entry clears redo', () => {
    const history = createUndoHistory();
    const a = ok(setProp(testProject(), { screenId: 's1', nodeId: 'btn', name: 'text', value: 'A' }));
    history.record(a);
    const undone = history.undo(a.project)!.project;
    expect(history.canRedo()).toBe(true);
    expect(history.redo(undone)?.project).toEqual(a.project);
    history.undo(a.project);
    history.record(ok(setProp(undone, { screenId: 's1', nodeId: 'btn', name: 'text', value: 'B' })));
    expect(history.canRedo()).toBe(false);
    expect(history.redo(undone)).toBeUndefined();
  });

  it('merges a drag into one entry and undoes it in one step', () => {
    const history = createUndoHistory();
    const start = testProject();
    let project = start;
    for (const left of [10, 20, 30]) {
      const result = ok(setStyle(project, { screenId: 's1', nodeId: 'lbl', style: { left } }));
      history.record(result, { mergeKey: 'drag:1' });
      project = result.project;
    }
    expect(history.size()).toBe(1);
    expect(history.undo(project)?.project).toEqual(start);
  });

  it('ignores empty entries and clears', () => {
    const history = createUndoHistory();
    history.record({ patches: [], inversePatches: [] });
    expect(history.size()).toBe(0);
    history.record(ok(removeNode(testProject(), { screenId: 's1', nodeId: 'lbl' })));
    history.clear();
    expect(history.canUndo()).toBe(false);
    expect(history.canRedo()).toBe(false);
  });

  it('round-trips every op: undo all restores the exact document, redo all the exact result', () => {
    const newId = counterIds();
    const history = createUndoHistory();
    const start = testProject();
    let project = start;
    const apply = (run: (p: ProjectDefinition) => OpResult) => {
      const result = ok(run(project));
      history.record(result);
      project = result.project;
    };
    apply((p) => insertNode(p, { screenId: 's1', parentId: 'row', index: 0, node: createElementNode('textInput', newId()) }));
    apply((p) => moveNode(p, { screenId: 's1', nodeId: 'lbl', parentId: 'card' }));
    apply((p) => moveNode(p, { screenId: 's1', nodeId: 'tabs', parentId: 'root', index: 0 }));
    apply((p) => cloneNode(p, { screenId: 's1', nodeId: 'rep', newId }));
    apply((p) => setProp(p, { screenId: 's1', nodeId: 'btn', name: 'text', value: 'Save' }));
    apply((p) => setStyle(p, { screenId: 's1', nodeId: 'btn', style: { color: '#fff', width: 100 } }));
    const clipboard = copyNodes(project, { screenId: 's1', nodeIds: ['btn'] });
    if (!clipboard.ok) throw new Error('copy');
    apply((p) => pasteNodes(p, { screenId: 's2', parentId: 'root2', clipboard: clipboard.value, newId }));
    apply((p) => pasteStyle(p, { screenId: 's1', nodeIds: ['title'], clipboard: clipboard.value }));
    apply((p) => addAction(p, { screenId: 's1', nodeId: 'btn', event: 'onClick', action: { id: 'a', type: 'navigate', params: {} } }));
    apply((p) => removeNode(p, { screenId: 's1', nodeId: 'row' }));
    const end = project;
    while (history.canUndo()) project = history.undo(project)!.project;
    expect(project).toEqual(start);
    while (history.canRedo()) project = history.redo(project)!.project;
    expect(project).toEqual(end);
  });
});
