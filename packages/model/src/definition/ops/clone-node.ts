import type { ProjectDefinition } from '../schema/project-definition.ts';
import { checkPlacement } from './check-placement.ts';
import { findNode, locateScreen, withFreshIds } from './locate.ts';
import { produceOp, refuse, type OpResult } from './produce-op.ts';

/** Arguments of `cloneNode`; `newId` makes every id of the copy (inject a counter in tests). */
export interface CloneNodeArgs {
  screenId: string;
  nodeId: string;
  newId: () => string;
}

/**
 * Duplicates a node and its whole subtree with fresh ids, right after the original (Ctrl+D).
 * `nodeIds` of the result holds the copy's id. The root can not be cloned, nor a node whose copy
 * would bring the screen past its element limit.
 */
export function cloneNode(project: ProjectDefinition, args: CloneNodeArgs): OpResult {
  const target = locateScreen(project, args.screenId);
  if (!target) return refuse('screen-not-found', `Screen '${args.screenId}' not found.`);
  const node = target.index.nodeById.get(args.nodeId);
  if (!node) return refuse('node-not-found', `Element '${args.nodeId}' not found.`);
  const parentId = target.index.parentById.get(args.nodeId);
  if (parentId == null) return refuse('root-locked', "The screen's root element can not be cloned.");
  const tooBig = checkPlacement(target.index, parentId, [node], true);
  if (tooBig) return tooBig;
  const copy = withFreshIds(node, args.newId);
  return produceOp(
    project,
    (draft) => {
      const siblings = findNode(draft.screens[target.screenIndex]!.root, parentId).children;
      siblings.splice(siblings.findIndex((child) => child.id === args.nodeId) + 1, 0, copy);
    },
    [copy.id],
  );
}
