import { assert, describe, expect, it } from 'vitest';
import { nodeAtPath } from './locate.ts';
import { buildNodeIndex, isSelfOrDescendant, nodeIndexOf, nodePath } from './node-index.ts';
import { testScreen } from './op-test-kit.ts';
import { setProp } from './set-prop.ts';

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

describe('carryNodeIndex', () => {
  it("gives a prop change's new root an index equal to a fresh build", () => {
    const screen = testScreen();
    nodeIndexOf(screen.root);
    const result = setProp(screen, { nodeId: 'title', name: 'text', value: 'Carried' });
    assert(result.ok);
    const carried = nodeIndexOf(result.screen.root);
    const built = buildNodeIndex(result.screen.root);
    expect(carried.nodeById.get('title')?.props['text']).toBe('Carried');
    expect(carried.nodeById.size).toBe(built.nodeById.size);
    for (const [id, node] of built.nodeById) expect(carried.nodeById.get(id)).toBe(node);
    expect(carried.parentById).toEqual(built.parentById);
  });
});
