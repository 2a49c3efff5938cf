import { describe, expect, it } from 'vitest';
import { childIds, testScreen } from './op-test-kit.ts';
import { removeNode } from './remove-node.ts';

describe('removeNode', () => {
  it('removes a node and its subtree', () => {
    const result = removeNode(testScreen(), { nodeId: 'rep' });
    expect(result.ok && childIds(result.screen, 'root')).toEqual(['row', 'tabs']);
  });

  it('refuses the root and an unknown node', () => {
    expect(removeNode(testScreen(), { nodeId: 'root' })).toMatchObject({ ok: false, error: { code: 'root-locked' } });
    expect(removeNode(testScreen(), { nodeId: 'x' })).toMatchObject({ ok: false, error: { code: 'node-not-found' } });
  });
});
