import type { Screen } from '../schema/screen.ts';
import { nodeNotFound } from './check-child.ts';
import { nodeIndexOf } from './node-index.ts';
import { findNode } from './locate.ts';
import { produceOp, refuse, type OpResult } from './produce-op.ts';

/** Arguments of `removeNode`. */
export interface RemoveNodeArgs {
  nodeId: string;
}

/** Removes a node and its subtree (Delete). The screen's root can not be removed. */
export function removeNode(screen: Screen, args: RemoveNodeArgs): OpResult {
  const index = nodeIndexOf(screen.root);
  if (!index.nodeById.has(args.nodeId)) return nodeNotFound(args.nodeId);
  const parentId = index.parentById.get(args.nodeId);
  if (parentId == null) return refuse('root-locked', "The screen's root element can not be removed.", { operation: 'remove' });
  return produceOp(screen, (root) => {
    const siblings = findNode(root, parentId).children;
    siblings.splice(siblings.findIndex((child) => child.id === args.nodeId), 1);
  });
}
