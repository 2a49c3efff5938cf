import { getElementDeclaration } from '../elements/element-declarations.ts';
import type { Action } from '../schema/action.ts';
import type { ProjectDefinition } from '../schema/project-definition.ts';
import { ACTION_INTO_DATA_REPEATER_MESSAGE } from './check-child.ts';
import { findNode, locateScreen } from './locate.ts';
import { produceOp, refuse, type OpResult } from './produce-op.ts';

/** Arguments of `addAction`: the action goes at `index` (default: last) of the event's list. */
export interface AddActionArgs {
  screenId: string;
  nodeId: string;
  event: string;
  action: Action;
  index?: number;
}

/**
 * Attaches an action to an element event (an action dropped on an element). Refuses a drop on a
 * data repeater with the spec's warning, and an event the element does not declare.
 */
export function addAction(project: ProjectDefinition, args: AddActionArgs): OpResult {
  const target = locateScreen(project, args.screenId);
  if (!target) return refuse('screen-not-found', `Screen '${args.screenId}' not found.`);
  const node = target.index.nodeById.get(args.nodeId);
  if (!node) return refuse('node-not-found', `Element '${args.nodeId}' not found.`);
  if (node.type === 'dataRepeater') return refuse('action-into-data-repeater', ACTION_INTO_DATA_REPEATER_MESSAGE);
  const declaration = getElementDeclaration(node.type);
  if (!declaration?.events.includes(args.event)) {
    return refuse('unknown-event', `${declaration?.label ?? node.type} has no event '${args.event}'.`);
  }
  return produceOp(project, (draft) => {
    const events = findNode(draft.screens[target.screenIndex]!.root, args.nodeId).events;
    const list = (events[args.event] ??= []);
    const at = args.index === undefined || args.index > list.length || args.index < 0 ? list.length : args.index;
    list.splice(at, 0, args.action);
  });
}
