import type { ElementNode } from '../schema/element-node.ts';

/**
 * Finds a node by id under `root` (works on Immer drafts too). Ops call it inside their recipe
 * after checking existence on the index, so a miss there is a broken invariant.
 */
export function findNode<T extends { id: string; children: T[] }>(root: T, id: string): T {
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.id === id) return node;
    for (const child of node.children) stack.push(child);
  }
  throw new Error(`Node '${id}' vanished between check and change`);
}

/**
 * The node at `path` (child positions from `root`, see `nodePath`). On an Immer draft it drafts
 * only the nodes on the path. The path comes from the index of the same tree, so a miss is a
 * broken invariant.
 */
export function nodeAtPath<T extends { children: T[] }>(root: T, path: readonly number[]): T {
  let node = root;
  for (const position of path) {
    const child = node.children[position];
    if (child === undefined) throw new Error(`No node at path ${path.join('.')}`);
    node = child;
  }
  return node;
}

/** A copy of a subtree with every id replaced by `newId()` (depth first, document order). */
export function withFreshIds(node: ElementNode, newId: () => string): ElementNode {
  return {
    ...node,
    id: newId(),
    props: structuredCloneJson(node.props),
    style: { ...node.style },
    bindings: { ...node.bindings },
    events: structuredCloneJson(node.events),
    children: node.children.map((child) => withFreshIds(child, newId)),
  };
}

// The definition is JSON, so a JSON round trip is an exact deep copy (no structuredClone: the
// package targets plain ES2023 without DOM or Node typings).
function structuredCloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
