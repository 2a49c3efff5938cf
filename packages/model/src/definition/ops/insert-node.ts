import { validateElementTree } from '../elements/validate-element-tree.ts';
import type { ElementNode } from '../schema/element-node.ts';
import type { Screen } from '../schema/screen.ts';
import { checkChildAllowed, nodeNotFound } from './check-child.ts';
import { checkPlacement } from './check-placement.ts';
import { buildNodeIndex, nodeIndexOf } from './node-index.ts';
import { findNode } from './locate.ts';
import { produceOp, refuse, type OpResult } from './produce-op.ts';

/** Arguments of `insertNode`: the new subtree goes at `index` (default: last) of `parentId`'s children. */
export interface InsertNodeArgs {
  parentId: string;
  index?: number;
  node: ElementNode;
}

/**
 * Inserts a new node (or subtree) into a screen: drag-create from the palette, add child. Refuses
 * an unknown parent, a child type the parent does not accept, an invalid subtree, an id that the
 * screen already uses, and a subtree past the screen's nesting or element limits.
 */
export function insertNode(screen: Screen, args: InsertNodeArgs): OpResult {
  const index = nodeIndexOf(screen.root);
  const parent = index.nodeById.get(args.parentId);
  if (!parent) return nodeNotFound(args.parentId);
  const notAllowed = checkChildAllowed(parent, args.node.type);
  if (notAllowed) return notAllowed;
  const valid = validateElementTree(args.node);
  if (!valid.ok) return { ok: false, error: valid.error };
  const tooBig = checkPlacement(index, args.parentId, [args.node], true);
  if (tooBig) return tooBig;
  for (const id of buildNodeIndex(args.node).nodeById.keys()) {
    if (index.nodeById.has(id)) return refuse('duplicate-node-id', `The id '${id}' is already used on this screen.`, { id });
  }
  const at = clampIndex(args.index, parent.children.length);
  return produceOp(
    screen,
    (root) => {
      findNode(root, args.parentId).children.splice(at, 0, args.node);
    },
    [args.node.id],
  );
}

/** An insertion index within `0..length`; `undefined` or out of range means the end. */
export function clampIndex(index: number | undefined, length: number): number {
  if (index === undefined || index > length || index < 0) return length;
  return Math.floor(index);
}
