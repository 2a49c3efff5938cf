import { applyPatches } from 'immer';
import { describe, expect, it } from 'vitest';
import { createElementNode } from '../elements/create-element-node.ts';
import { insertNode } from './insert-node.ts';
import { childIds, testNode, testScreen } from './op-test-kit.ts';

describe('insertNode', () => {
  it('inserts at an index and reports patches that undo it', () => {
    const project = testScreen();
    const result = insertNode(project, { parentId: 'row', index: 1, node: createElementNode('textInput', 'in1') });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(childIds(result.screen, 'row')).toEqual(['btn', 'in1', 'lbl']);
    expect(result.nodeIds).toEqual(['in1']);
    expect(applyPatches(result.screen.root, result.inversePatches)).toEqual(project.root);
    expect(childIds(project, 'row')).toEqual(['btn', 'lbl']);
  });

  it('appends by default', () => {
    const result = insertNode(testScreen(), { parentId: 'row', node: createElementNode('icon', 'i') });
    expect(result.ok && childIds(result.screen, 'row')).toEqual(['btn', 'lbl', 'i']);
  });

  it('refuses an unknown parent, a leaf parent, a bad subtree and a used id', () => {
    const project = testScreen();
    const node = createElementNode('label', 'x');
    expect(insertNode(project, { parentId: 'nope', node })).toMatchObject({ ok: false, error: { code: 'node-not-found', params: { id: 'nope' } } });
    expect(insertNode(project, { parentId: 'btn', node })).toMatchObject({
      ok: false,
      error: { code: 'child-not-allowed', message: 'Button can not contain Label.', params: { parentType: 'button', childType: 'label' } },
    });
    expect(insertNode(project, { parentId: 'tabs', node })).toMatchObject({ ok: false, error: { code: 'child-not-allowed' } });
    expect(insertNode(project, { parentId: 'row', node: testNode('x', 'heading', [], { level: 0 }) })).toMatchObject({
      ok: false,
      error: { code: 'invalid-props' },
    });
    expect(insertNode(project, { parentId: 'row', node: createElementNode('label', 'btn') })).toMatchObject({
      ok: false,
      error: { code: 'duplicate-node-id' },
    });
  });
});
