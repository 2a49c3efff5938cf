import { describe, expect, it } from 'vitest';
import { navigateTree, type TreeNode } from './tree-navigation.ts';

function node(id: string, ...children: TreeNode[]): TreeNode {
  return { id, children };
}

// root
// ├─ a
// │  ├─ a1
// │  └─ a2
// │     └─ a2x
// ├─ b
// └─ c
//    └─ c1
const tree = node('root', node('a', node('a1'), node('a2', node('a2x'))), node('b'), node('c', node('c1')));
const preOrder = ['root', 'a', 'a1', 'a2', 'a2x', 'b', 'c', 'c1'];

describe('navigateTree', () => {
  it('walks down and up through the whole tree in document order', () => {
    for (let i = 0; i < preOrder.length; i += 1) {
      expect(navigateTree(tree, preOrder[i]!, 'down')).toBe(preOrder[i + 1] ?? null);
      expect(navigateTree(tree, preOrder[i]!, 'up')).toBe(preOrder[i - 1] ?? null);
    }
  });

  it('goes to the parent on left and to the first child on right', () => {
    expect(navigateTree(tree, 'a2x', 'left')).toBe('a2');
    expect(navigateTree(tree, 'a', 'left')).toBe('root');
    expect(navigateTree(tree, 'root', 'left')).toBeNull();
    expect(navigateTree(tree, 'root', 'right')).toBe('a');
    expect(navigateTree(tree, 'c', 'right')).toBe('c1');
    expect(navigateTree(tree, 'b', 'right')).toBeNull();
  });

  it('selects the root when nothing is selected and nothing for an unknown id', () => {
    expect(navigateTree(tree, null, 'down')).toBe('root');
    expect(navigateTree(tree, 'ghost', 'down')).toBeNull();
  });

  it('handles a very deep tree without recursion', () => {
    let deep = node('n0');
    for (let i = 1; i <= 20_000; i += 1) deep = node(`n${i}`, deep);
    expect(navigateTree(deep, 'n0', 'up')).toBe('n1');
    expect(navigateTree(deep, 'n1', 'down')).toBe('n0');
    expect(navigateTree(deep, 'n0', 'down')).toBeNull();
  });
});
