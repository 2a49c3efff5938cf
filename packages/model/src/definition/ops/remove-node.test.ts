import { describe, expect, it } from 'vitest';
import { childIds, testProject } from './op-test-kit.ts';
import { removeNode } from './remove-node.ts';

describe('removeNode', () => {
  it('removes a node and its subtree', () => {
    const result = removeNode(testProject(), { screenId: 's1', nodeId: 'rep' });
    expect(result.ok && childIds(result.project, 's1', 'root')).toEqual(['row', 'tabs']);
  });

  it('refuses the root and an unknown node', () => {
    expect(removeNode(testProject(), { screenId: 's1', nodeId: 'root' })).toMatchObject({ ok: false, error: { code: 'root-locked' } });
    expect(removeNode(testProject(), { screenId: 's1', nodeId: 'x' })).toMatchObject({ ok: false, error: { code: 'node-not-found' } });
  });
});
