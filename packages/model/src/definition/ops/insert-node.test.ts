import { applyPatches } from 'immer';
import { describe, expect, it } from 'vitest';
import { createElementNode } from '../elements/create-element-node.ts';
import { insertNode } from './insert-node.ts';
import { childIds, testNode, testProject } from './op-test-kit.ts';

describe('insertNode', () => {
  it('inserts at an index and reports patches that undo it', () => {
    const project = testProject();
    const result = insertNode(project, { screenId: 's1', parentId: 'row', index: 1, node: createElementNode('textInput', 'in1') });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(childIds(result.project, 's1', 'row')).toEqual(['btn', 'in1', 'lbl']);
    expect(result.nodeIds).toEqual(['in1']);
    expect(applyPatches(result.project, result.inversePatches)).toEqual(project);
    expect(childIds(project, 's1', 'row')).toEqual(['btn', 'lbl']);
  });

  it('appends by default', () => {
    const result = insertNode(testProject(), { screenId: 's1', parentId: 'row', node: createElementNode('icon', 'i') });
    expect(result.ok && childIds(result.project, 's1', 'row')).toEqual(['btn', 'lbl', 'i']);
  });

  it('refuses an unknown screen or parent, a leaf parent, a bad subtree and a used id', () => {
    const project = testProject();
    const node = createElementNode('label', 'x');
    expect(insertNode(project, { screenId: 'nope', parentId: 'row', node })).toMatchObject({ ok: false, error: { code: 'screen-not-found' } });
    expect(insertNode(project, { screenId: 's1', parentId: 'nope', node })).toMatchObject({ ok: false, error: { code: 'node-not-found' } });
    expect(insertNode(project, { screenId: 's1', parentId: 'btn', node })).toMatchObject({
      ok: false,
      error: { code: 'child-not-allowed', message: 'Button can not contain Label.' },
    });
    expect(insertNode(project, { screenId: 's1', parentId: 'tabs', node })).toMatchObject({ ok: false, error: { code: 'child-not-allowed' } });
    expect(insertNode(project, { screenId: 's1', parentId: 'row', node: testNode('x', 'heading', [], { level: 0 }) })).toMatchObject({
      ok: false,
      error: { code: 'invalid-props' },
    });
    expect(insertNode(project, { screenId: 's1', parentId: 'row', node: createElementNode('label', 'btn') })).toMatchObject({
      ok: false,
      error: { code: 'duplicate-node-id' },
    });
  });
});
