import { describe, expect, it } from 'vitest';
import { nodeAtPath } from './locate.ts';
import { buildNodeIndex, isSelfOrDescendant, nodeIndexOf, nodePath } from './node-index.ts';
import { testScreen } from './op-test-kit.ts';

describe('buildNodeIndex', () => {
  it('indexes every node and its parent', () => {
    const index = buildNodeIndex(testScreen().root);
    expect(index.nodeById.size).toBe(9);
    expect(index.nodeById.get('title')?.type).toBe('heading');
    expect(index.parentById.get('root')).toBeNull();
    expect(index.parentById.get('title')).toBe('card');
    expect(isSelfOrDescendant(index, 'title', 'rep')).toBe(true);
    expect(isSelfOrDescendant(index, 'rep', 'rep')).toBe(true);
    expect(isSelfOrDescendant(index, 'btn', 'rep')).toBe(false);
  });
});

describe('nodeIndexOf and nodePath', () => {
  it('caches the index per root and leads a path to every node', () => {
    const root = testScreen().root;
    const index = nodeIndexOf(root);
    expect(nodeIndexOf(root)).toBe(index);
    expect(nodePath(index, 'root')).toEqual([]);
    for (const [id, node] of index.nodeById) expect(nodeAtPath(root, nodePath(index, id)!)).toBe(node);
    expect(nodePath(index, 'missing')).toBeUndefined();
  });
});
