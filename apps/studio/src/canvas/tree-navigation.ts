/** An arrow key's move through the element tree. */
export type TreeDirection = 'up' | 'down' | 'left' | 'right';

/** The shape `navigateTree` walks: an element node or anything with ids and children. */
export interface TreeNode {
  id: string;
  children: readonly TreeNode[];
}

/**
 * The node an arrow key selects next: `up` and `down` are the previous and next node in document
 * (pre-)order, `left` the parent, `right` the first child. `null` when there is none in that
 * direction or `selectedId` is not in the tree. With nothing selected (`null`) every direction
 * selects the root. O(n) in the tree size, with no index to keep up to date.
 *
 * @example
 * navigateTree(root, 'title', 'down'); // the node after `title` in document order
 */
export function navigateTree(root: TreeNode, selectedId: string | null, direction: TreeDirection): string | null {
  if (selectedId === null) return root.id;
  const path = pathTo(root, selectedId);
  if (!path) return null;
  const node = path[path.length - 1]!.node;
  const parentStep = path.length > 1 ? path[path.length - 2]! : null;
  switch (direction) {
    case 'left':
      return parentStep?.node.id ?? null;
    case 'right':
      return node.children[0]?.id ?? null;
    case 'up': {
      if (!parentStep) return null;
      const index = path[path.length - 1]!.index;
      if (index === 0) return parentStep.node.id;
      return lastDescendant(parentStep.node.children[index - 1]!).id;
    }
    case 'down': {
      if (node.children.length > 0) return node.children[0]!.id;
      // Climb until an ancestor (or the node itself) has a next sibling.
      for (let level = path.length - 1; level > 0; level -= 1) {
        const siblings = path[level - 1]!.node.children;
        const next = siblings[path[level]!.index + 1];
        if (next) return next.id;
      }
      return null;
    }
  }
}

interface PathStep {
  node: TreeNode;
  /** Index of `node` among its parent's children (0 for the root). */
  index: number;
}

/** Root-to-node path of the node with `id`, or `null`. Iterative, so deep trees cannot overflow the stack. */
function pathTo(root: TreeNode, id: string): PathStep[] | null {
  if (root.id === id) return [{ node: root, index: 0 }];
  const path: PathStep[] = [{ node: root, index: 0 }];
  // Next child index to visit at each level of `path`.
  const cursor: number[] = [0];
  while (path.length > 0) {
    const level = path.length - 1;
    const childIndex = cursor[level]!;
    const child = path[level]!.node.children[childIndex];
    if (!child) {
      path.pop();
      cursor.pop();
      continue;
    }
    cursor[level] = childIndex + 1;
    path.push({ node: child, index: childIndex });
    if (child.id === id) return path;
    cursor.push(0);
  }
  return null;
}

function lastDescendant(node: TreeNode): TreeNode {
  let current = node;
  while (current.children.length > 0) current = current.children[current.children.length - 1]!;
  return current;
}
