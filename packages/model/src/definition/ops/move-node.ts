import type { Screen } from '../schema/screen.ts';
import { checkChildAllowed, nodeNotFound } from './check-child.ts';
import { checkPlacement } from './check-placement.ts';
import { clampIndex } from './insert-node.ts';
import { carryNodeIndexOverMove, isSelfOrDescendant, nodeIndexOf, nodePath } from './node-index.ts';
import { nodeAtPath } from './locate.ts';
import { produceOp, refuse, type OpResult } from './produce-op.ts';

/**
 * Arguments of `moveNode`. `index` is the node's position among `parentId`'s children after the
 * move (so reordering within the same parent reads naturally); default: last.
 */
export interface MoveNodeArgs {
  nodeId: string;
  parentId: string;
  index?: number;
}

/**
 * Moves a node to another parent or reorders it within its parent. Refuses moving the root, moving
 * a node into itself or its own descendant, a parent that does not accept the node's type, and a
 * parent where the node's subtree would nest past the screen's limit.
 * Dropping a node where it already is succeeds with no patches (record nothing).
 */
export function moveNode(screen: Screen, args: MoveNodeArgs): OpResult {
  const index = nodeIndexOf(screen.root);
  const node = index.nodeById.get(args.nodeId);
  const parent = index.nodeById.get(args.parentId);
  if (!node) return nodeNotFound(args.nodeId);
  if (!parent) return nodeNotFound(args.parentId);
  const fromParentId = index.parentById.get(args.nodeId);
  if (fromParentId == null) return refuse('root-locked', "The screen's root element can not be moved.", { operation: 'move' });
  if (isSelfOrDescendant(index, args.parentId, args.nodeId)) {
    return refuse('into-own-descendant', 'An element can not be moved into itself or one of its children.');
  }
  const notAllowed = checkChildAllowed(parent, node.type);
  if (notAllowed) return notAllowed;
  const tooDeep = checkPlacement(index, args.parentId, [node], false);
  if (tooDeep) return tooDeep;
  const fromParent = index.nodeById.get(fromParentId)!;
  const fromIndex = fromParent.children.findIndex((child) => child.id === args.nodeId);
  const remaining = parent.children.length - (fromParentId === args.parentId ? 1 : 0);
  const toIndex = clampIndex(args.index, remaining);
  if (fromParentId === args.parentId && fromIndex === toIndex) return produceOp(screen, () => {});
  const fromPath = nodePath(index, fromParentId)!;
  const toPath = nodePath(index, args.parentId)!;
  const result = produceOp(screen, (root) => {
    // Both parents are found before the first splice, which may shift the other's path.
    const from = nodeAtPath(root, fromPath);
    const to = nodeAtPath(root, toPath);
    const [moved] = from.children.splice(fromIndex, 1);
    to.children.splice(toIndex, 0, moved!);
  });
  if (result.ok) carryNodeIndexOverMove(screen.root, result.screen.root, { nodeId: args.nodeId, fromParentId, toParentId: args.parentId });
  return result;
}
