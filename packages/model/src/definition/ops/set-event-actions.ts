import { actionSchema, type Action } from '../schema/action.ts';
import type { ProjectDefinition } from '../schema/project-definition.ts';
import { formatPath } from '../result.ts';
import { findNode } from './locate.ts';
import { locateEventTarget } from './locate-event-target.ts';
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
  const located = locateEventTarget(project, args);
  if (!located.ok) return located.refusal;
  const { target } = located;
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
