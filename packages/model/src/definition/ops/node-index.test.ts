import { assert, describe, expect, it } from 'vitest';
import { nodeAtPath } from './locate.ts';
import { buildNodeIndex, isSelfOrDescendant, nodeIndexOf, nodePath } from './node-index.ts';
import { testScreen } from './op-test-kit.ts';
import { moveNode } from './move-node.ts';
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

describe('carryNodeIndexOverMove', () => {
  it("gives a move's new root an index equal to a fresh build, within a parent and across parents", () => {
    for (const move of [
      { nodeId: 'lbl', parentId: 'row', index: 0 },
      { nodeId: 'btn', parentId: 'root', index: 0 },
      { nodeId: 'row', parentId: 'tab1', index: 0 },
      { nodeId: 'title', parentId: 'row', index: 1 },
    ]) {
      const screen = testScreen();
      nodeIndexOf(screen.root);
      const result = moveNode(screen, move);
      assert(result.ok);
      const carried = nodeIndexOf(result.screen.root);
      const built = buildNodeIndex(result.screen.root);
      expect(carried.nodeById.size).toBe(built.nodeById.size);
      for (const [id, node] of built.nodeById) expect(carried.nodeById.get(id), `${move.nodeId}: ${id}`).toBe(node);
      expect(carried.parentById).toEqual(built.parentById);
      expect(carried.parentById.get(move.nodeId)).toBe(move.parentId);
    }
  });
});
