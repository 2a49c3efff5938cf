import type { ProjectDefinition } from '../schema/project-definition.ts';
import { findNode, locateScreen } from './locate.ts';
import { produceOp, refuse, type OpResult } from './produce-op.ts';

/** Arguments of `removeNode`. */
export interface RemoveNodeArgs {
  screenId: string;
  nodeId: string;
}

/** Removes a node and its subtree (Delete). The screen's root can not be removed. */
export function removeNode(project: ProjectDefinition, args: RemoveNodeArgs): OpResult {
  const target = locateScreen(project, args.screenId);
  if (!target) return refuse('screen-not-found', `Screen '${args.screenId}' not found.`);
  if (!target.index.nodeById.has(args.nodeId)) return refuse('node-not-found', `Element '${args.nodeId}' not found.`);
  const parentId = target.index.parentById.get(args.nodeId);
  if (parentId == null) return refuse('root-locked', "The screen's root element can not be removed.");
  return produceOp(project, (draft) => {
    const siblings = findNode(draft.screens[target.screenIndex]!.root, parentId).children;
    siblings.splice(siblings.findIndex((child) => child.id === args.nodeId), 1);
  });
}
