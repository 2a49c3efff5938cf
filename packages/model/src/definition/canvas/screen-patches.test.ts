import { applyPatches } from 'immer';
import { describe, expect, it } from 'vitest';
import { setProp } from '../ops/set-prop.ts';
import { insertNode } from '../ops/insert-node.ts';
import type { OpResult } from '../ops/produce-op.ts';
import { testProject } from '../ops/op-test-kit.ts';
import { parseHostMessage } from './host-messages.ts';
import { toRootPatches } from './screen-patches.ts';

function ok(result: OpResult) {
  if (!result.ok) throw new Error(result.error.message);
  return result;
}

describe('toRootPatches', () => {
  it('re-roots an op\'s patches so the canvas copy of the root follows the document', () => {
    const project = testProject();
    const screenIndex = project.screens.findIndex((screen) => screen.id === 's1');
    const changed = ok(setProp(project, { screenId: 's1', nodeId: 'btn', name: 'text', value: 'Go' }));
    const rooted = toRootPatches(changed.patches, screenIndex)!;
    expect(rooted.every((patch) => patch.path[0] !== 'screens')).toBe(true);
    expect(applyPatches(project.screens[screenIndex]!.root, rooted)).toEqual(changed.project.screens[screenIndex]!.root);
  });

  it('keeps inserted subtrees as values and skips other screens', () => {
    const project = testProject();
    const node = { id: 'new', type: 'label', props: {}, style: {}, bindings: {}, events: {}, children: [] };
    const changed = ok(insertNode(project, { screenId: 's1', parentId: 'root', node }));
    expect(toRootPatches(changed.patches, 0)).toEqual([{ op: 'add', path: ['children', expect.any(Number)], value: node }]);
    expect(toRootPatches(changed.patches, 1)).toEqual([]);
  });

  it('asks for a reload when the root or the screen list is replaced', () => {
    expect(toRootPatches([{ op: 'replace', path: ['screens', 0, 'root'], value: {} }], 0)).toBeUndefined();
    expect(toRootPatches([{ op: 'add', path: ['screens', 1], value: {} }], 0)).toBeUndefined();
  });
});

describe('parseHostMessage', () => {
  it('accepts the shell\'s messages and drops anything else', () => {
    expect(parseHostMessage({ type: 'host-hover', nodeId: null })).toEqual({ type: 'host-hover', nodeId: null });
    expect(parseHostMessage({ type: 'host-palette-drag', phase: 'drop', elementType: 'button', x: 10, y: 20 })?.type).toBe('host-palette-drag');
    expect(parseHostMessage({ type: 'host-patches', screenId: 's1', patches: [{ op: 'move', path: [] }] })).toBeUndefined();
    expect(parseHostMessage({ type: 'host-load', screenId: 's1', root: { id: 'r' }, selection: [], renderMode: 'edit' })).toBeUndefined();
    expect(parseHostMessage('select')).toBeUndefined();
  });
});
