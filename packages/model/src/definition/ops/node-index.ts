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

// One index per root object: roots are immutable (an edit makes a new root), so a cached index
// never goes stale, and the ops and the studio's selectors share one O(n) build per tree.
const indexes = new WeakMap<ElementNode, NodeIndex>();

/**
 * The node index of a screen's root, built on first use and cached for that root object. Use it
 * instead of `buildNodeIndex` wherever the same tree is indexed more than once (an op after the
 * panel that showed its node); never mutate a root that was indexed.
 */
export function nodeIndexOf(root: ElementNode): NodeIndex {
  let index = indexes.get(root);
  if (!index) {
    index = buildNodeIndex(root);
    indexes.set(root, index);
  }
  return index;
}

/**
 * The child positions leading from the root to `nodeId` (`[]` for the root), or `undefined` when
 * the tree lacks it. An op follows it on its Immer draft with `nodeAtPath`, which drafts only the
 * nodes on the way, where a search would draft every node it visits.
 */
export function nodePath(index: NodeIndex, nodeId: string): number[] | undefined {
  if (!index.nodeById.has(nodeId)) return undefined;
  const path: number[] = [];
  for (let id = nodeId, parentId = index.parentById.get(id); parentId != null; id = parentId, parentId = index.parentById.get(id)) {
    const node = index.nodeById.get(id);
    path.push(index.nodeById.get(parentId)!.children.findIndex((child) => child === node));
  }
  return path.reverse();
}

/**
 * Gives `after` a node index derived from `before`'s cached one, for an op that changed only the
 * node at `path` (its props, style, events or bindings, not its children): the same parents, and
 * the new objects of the nodes on the path. A copy of the id map instead of a walk of the tree
 * (at 10,000 elements, about a tenth of `buildNodeIndex`). Does nothing when `before` was never
 * indexed.
 */
export function carryNodeIndex(before: ElementNode, after: ElementNode, path: readonly number[]): void {
  const previous = indexes.get(before);
  if (!previous || before === after || indexes.has(after)) return;
  const nodeById = new Map(previous.nodeById);
  let node = after;
  nodeById.set(node.id, node);
  for (const position of path) {
    node = node.children[position]!;
    nodeById.set(node.id, node);
  }
  indexes.set(after, { nodeById, parentById: previous.parentById });
}

/**
 * Gives `after` a node index derived from `before`'s cached one, for an op that moved `nodeId`
 * from `fromParentId` to `toParentId` and changed nothing else: only the nodes from the root to
 * each parent (and the moved node's place) are new, and only the moved node has a new parent. Map
 * copies instead of a walk of the tree. Does nothing when `before` was never indexed.
 */
export function carryNodeIndexOverMove(before: ElementNode, after: ElementNode, move: { nodeId: string; fromParentId: string; toParentId: string }): void {
  const previous = indexes.get(before);
  if (!previous || before === after || indexes.has(after)) return;
  const nodeById = new Map(previous.nodeById);
  let toParent = after;
  for (const parentId of new Set([move.fromParentId, move.toParentId])) {
    // A parent's ancestors are the same before and after: a node never moves into itself.
    const chain: string[] = [];
    for (let id: string | null | undefined = parentId; id != null; id = previous.parentById.get(id)) chain.push(id);
    let node = after;
    nodeById.set(node.id, node);
    for (let at = chain.length - 2; at >= 0; at -= 1) {
      node = node.children.find((child) => child.id === chain[at])!;
      nodeById.set(node.id, node);
    }
    if (parentId === move.toParentId) toParent = node;
  }
  nodeById.set(move.nodeId, toParent.children.find((child) => child.id === move.nodeId)!);
  const parentById = move.fromParentId === move.toParentId ? previous.parentById : new Map(previous.parentById).set(move.nodeId, move.toParentId);
  indexes.set(after, { nodeById, parentById });
}
