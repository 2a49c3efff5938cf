import type { ElementNode } from '@tessera/model/definition';

/** A `drag-move` as the canvas sends it: `index` among `parentId`'s children after the move. */
export interface NodeMove {
  nodeId: string;
  parentId: string;
  index: number;
}

/**
 * The child positions from `root` to the node `nodeId` (`[]` for the root), or `null`. One walk in
 * document order that stops at the node, keeping the positions of the current branch only.
 */
function pathTo(root: ElementNode, nodeId: string): number[] | null {
  if (root.id === nodeId) return [];
  // The root's children first: the moves of a large screen's cards.
  const top = root.children.findIndex((child) => child.id === nodeId);
  if (top >= 0) return [top];
  const path: number[] = [];
  const stack: { node: ElementNode; at: number; level: number }[] = [];
  for (let index = root.children.length - 1; index >= 0; index--) stack.push({ node: root.children[index]!, at: index, level: 0 });
  while (stack.length > 0) {
    const { node, at, level } = stack.pop()!;
    path.length = level;
    path.push(at);
    if (node.id === nodeId) return path;
    for (let index = node.children.length - 1; index >= 0; index--) stack.push({ node: node.children[index]!, at: index, level: level + 1 });
  }
  return null;
}

/** `root` with the node at `path` replaced by `change(node)`, copying only the nodes on the path. */
function replaceAt(root: ElementNode, path: readonly number[], change: (node: ElementNode) => ElementNode): ElementNode {
  if (path.length === 0) return change(root);
  const [at, ...rest] = path as [number, ...number[]];
  const children = [...root.children];
  children[at] = replaceAt(children[at]!, rest, change);
  return { ...root, children };
}

function nodeAt(root: ElementNode, path: readonly number[]): ElementNode {
  return path.reduce((node, at) => node.children[at]!, root);
}

/** The index a move lands at among `length` other children, as the shell clamps it: out of range, last. */
const clamped = (index: number, length: number) => (index > length || index < 0 ? length : Math.floor(index));

/**
 * The tree after `move`, as the shell's `moveNode` makes it, copying only the nodes on the way to
 * the two parents (the moved node and every other node keep their objects). `null` for a move the
 * canvas does not show ahead of the shell: the root, an unknown node or parent, a parent inside
 * the node. Whether the parent accepts the node is the shell's to decide (`host-move-refused`).
 */
export function movedTree(root: ElementNode, move: NodeMove): ElementNode | null {
  const from = pathTo(root, move.nodeId);
  const to = pathTo(root, move.parentId);
  if (!from || from.length === 0 || !to) return null;
  if (to.length >= from.length && from.every((at, level) => to[level] === at)) return null;
  const fromParent = from.slice(0, -1);
  const fromIndex = from[from.length - 1]!;
  const node = nodeAt(root, from);
  const removed = replaceAt(root, fromParent, (parent) => ({ ...parent, children: parent.children.filter((_, index) => index !== fromIndex) }));
  // A later sibling of the node on the way to the new parent moved up one place.
  const target = to.map((at, level) => (level === fromParent.length && fromParent.every((p, l) => to[l] === p) && at > fromIndex ? at - 1 : at));
  return replaceAt(removed, target, (parent) => {
    const children = [...parent.children];
    children.splice(clamped(move.index, children.length), 0, node);
    return { ...parent, children };
  });
}

/** Whether `root` has the node where `move` puts it (the shell's patches of that move arrived). */
export function showsMove(root: ElementNode, move: NodeMove): boolean {
  const to = pathTo(root, move.parentId);
  if (!to) return false;
  const parent = nodeAt(root, to);
  return parent.children[clamped(move.index, parent.children.length - 1)]?.id === move.nodeId;
}
