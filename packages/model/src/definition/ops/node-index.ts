import type { ElementNode } from '../schema/element-node.ts';

/**
 * Lookups derived from one screen's tree: node by id, and parent id by id (`null` for the root).
 * Derived, never saved or sent; rebuild it (O(n)) from the document after a change.
 */
export interface NodeIndex {
  nodeById: ReadonlyMap<string, ElementNode>;
  parentById: ReadonlyMap<string, string | null>;
}

/** Builds the node index of a screen's root. */
export function buildNodeIndex(root: ElementNode): NodeIndex {
  const nodeById = new Map<string, ElementNode>();
  const parentById = new Map<string, string | null>();
  const stack: [ElementNode, string | null][] = [[root, null]];
  while (stack.length > 0) {
    const [node, parentId] = stack.pop()!;
    nodeById.set(node.id, node);
    parentById.set(node.id, parentId);
    for (const child of node.children) stack.push([child, node.id]);
  }
  return { nodeById, parentById };
}

/** Whether `nodeId` is `ancestorId` or lies under it. */
export function isSelfOrDescendant(index: NodeIndex, nodeId: string, ancestorId: string): boolean {
  for (let current: string | null | undefined = nodeId; current != null; current = index.parentById.get(current)) {
    if (current === ancestorId) return true;
  }
  return false;
}
