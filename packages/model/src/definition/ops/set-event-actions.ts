import { getElementDeclaration } from '../elements/element-declarations.ts';
import { actionSchema, type Action } from '../schema/action.ts';
import type { ProjectDefinition } from '../schema/project-definition.ts';
import { formatPath } from '../result.ts';
import { ACTION_INTO_DATA_REPEATER_MESSAGE } from './check-child.ts';
import { findNode, locateScreen } from './locate.ts';
import { produceOp, refuse, type OpResult } from './produce-op.ts';

/** Arguments of `setEventActions`: the whole ordered list of an event's actions (empty removes the event). */
export interface SetEventActionsArgs {
  screenId: string;
  nodeId: string;
  event: string;
  actions: Action[];
}

/**
 * Replaces the actions of one element event (the properties panel's Events tab: add, edit,
 * remove, reorder). Refuses a data repeater with the spec's warning, an event the element does
 * not declare, a malformed action and two actions with one id.
 */
export function setEventActions(project: ProjectDefinition, args: SetEventActionsArgs): OpResult {
  const target = locateScreen(project, args.screenId);
  if (!target) return refuse('screen-not-found', `Screen '${args.screenId}' not found.`);
  const node = target.index.nodeById.get(args.nodeId);
  if (!node) return refuse('node-not-found', `Element '${args.nodeId}' not found.`);
  if (node.type === 'dataRepeater') return refuse('action-into-data-repeater', ACTION_INTO_DATA_REPEATER_MESSAGE);
  const declaration = getElementDeclaration(node.type);
  if (!declaration?.events.includes(args.event)) {
    return refuse('unknown-event', `${declaration?.label ?? node.type} has no event '${args.event}'.`);
  }
  const ids = new Set<string>();
  for (const [position, action] of args.actions.entries()) {
    const parsed = actionSchema.safeParse(action);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return refuse('invalid-action', `${formatPath(['events', args.event, position, ...(issue?.path ?? [])])}: ${issue?.message ?? 'invalid'}`);
    }
    if (ids.has(action.id)) return refuse('duplicate-action-id', `The action id '${action.id}' is used twice.`);
    ids.add(action.id);
  }
  return produceOp(project, (draft) => {
    const events = findNode(draft.screens[target.screenIndex]!.root, args.nodeId).events;
    if (args.actions.length === 0) delete events[args.event];
    else events[args.event] = args.actions;
  });
}
