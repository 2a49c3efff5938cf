import type { Screen } from '../schema/screen.ts';
import { nodeNotFound } from './check-child.ts';
import { checkPlacement } from './check-placement.ts';
import { nodeIndexOf } from './node-index.ts';
import { findNode, withFreshIds } from './locate.ts';
import { produceOp, refuse, type OpResult } from './produce-op.ts';

/** Arguments of `cloneNode`; `newId` makes every id of the copy (inject a counter in tests). */
export interface CloneNodeArgs {
  nodeId: string;
  newId: () => string;
}

/**
 * Duplicates a node and its whole subtree with fresh ids, right after the original (Ctrl+D).
 * `nodeIds` of the result holds the copy's id. The root can not be cloned, nor a node whose copy
 * would bring the screen past its element limit.
 */
export function cloneNode(screen: Screen, args: CloneNodeArgs): OpResult {
  const index = nodeIndexOf(screen.root);
  const node = index.nodeById.get(args.nodeId);
  if (!node) return nodeNotFound(args.nodeId);
  const parentId = index.parentById.get(args.nodeId);
  if (parentId == null) return refuse('root-locked', "The screen's root element can not be cloned.", { operation: 'clone' });
  const tooBig = checkPlacement(index, parentId, [node], true);
  if (tooBig) return tooBig;
  const copy = withFreshIds(node, args.newId);
  return produceOp(
    screen,
    (root) => {
      const siblings = findNode(root, parentId).children;
      siblings.splice(siblings.findIndex((child) => child.id === args.nodeId) + 1, 0, copy);
    },
    [copy.id],
  );
}
