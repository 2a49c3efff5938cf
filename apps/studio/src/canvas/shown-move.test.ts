import { createElementNode, moveNode, type ElementNode, type Screen } from '@tessera/model/definition';
import { describe, expect, it } from 'vitest';
import { movedTree, showsMove, type NodeMove } from './shown-move.ts';

/** root: cards a, b, c (each with a label), and a column holding buttons x, y. */
function tree(): ElementNode {
  const root = createElementNode('container', 'root');
  for (const id of ['a', 'b', 'c']) {
    const card = createElementNode('card', id);
    card.children.push(createElementNode('label', `${id}-label`));
    root.children.push(card);
  }
  const column = createElementNode('column', 'col');
  column.children.push(createElementNode('button', 'x'), createElementNode('button', 'y'));
  root.children.push(column);
  return root;
}

const ids = (node: ElementNode) => node.children.map((child) => child.id);

/** The tree the shell's `moveNode` makes of the same move. */
function shellMove(root: ElementNode, move: NodeMove): ElementNode {
  const screen: Screen = { id: 's', name: 'S', kind: 'screen', isMobile: false, isDesktop: true, root };
  const result = moveNode(screen, move);
  if (!result.ok) throw new Error(result.error.message);
  return result.screen.root;
}

describe('a drop shown before the shell answers', () => {
  const moves: NodeMove[] = [
    { nodeId: 'a', parentId: 'root', index: 1 },
    { nodeId: 'c', parentId: 'root', index: 0 },
    { nodeId: 'b', parentId: 'root', index: 99 },
    { nodeId: 'a-label', parentId: 'col', index: 1 },
    { nodeId: 'x', parentId: 'c', index: 0 },
    { nodeId: 'a', parentId: 'col', index: 2 },
    { nodeId: 'y', parentId: 'b', index: -1 },
  ];

  it.each(moves)('moves $nodeId under $parentId at $index as the shell does', (move) => {
    const root = tree();
    const moved = movedTree(root, move)!;
    expect(moved).toEqual(shellMove(tree(), move));
    expect(showsMove(moved, move)).toBe(true);
    expect(showsMove(root, move)).toBe(false);
  });

  it('copies only the parents on the way: the moved node and the others keep their objects', () => {
    const root = tree();
    const moved = movedTree(root, { nodeId: 'x', parentId: 'c', index: 1 })!;
    expect(ids(moved.children[2]!)).toEqual(['c-label', 'x']);
    expect(moved.children[2]!.children[1]).toBe(root.children[3]!.children[0]);
    expect(moved.children[0]).toBe(root.children[0]);
    expect(moved.children[1]).toBe(root.children[1]);
    expect(moved.children[3]!.children[0]).toBe(root.children[3]!.children[1]);
    // A later sibling of the node's parent on the way to the new one: found after the removal.
    const up = movedTree(root, { nodeId: 'a', parentId: 'c', index: 0 })!;
    expect(ids(up)).toEqual(['b', 'c', 'col']);
    expect(ids(up.children[1]!)).toEqual(['a', 'c-label']);
  });

  it('shows no move of the root, of unknown nodes, or into the node itself', () => {
    const root = tree();
    expect(movedTree(root, { nodeId: 'root', parentId: 'col', index: 0 })).toBeNull();
    expect(movedTree(root, { nodeId: 'nope', parentId: 'root', index: 0 })).toBeNull();
    expect(movedTree(root, { nodeId: 'a', parentId: 'nope', index: 0 })).toBeNull();
    expect(movedTree(root, { nodeId: 'col', parentId: 'col', index: 0 })).toBeNull();
    expect(movedTree(root, { nodeId: 'a', parentId: 'a-label', index: 0 })).toBeNull();
  });
});
