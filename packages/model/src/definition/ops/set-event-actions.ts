import type { Action } from '../schema/action.ts';
import { validateAction } from '../actions/validate-action.ts';
import type { Screen } from '../schema/screen.ts';
import { findNode } from './locate.ts';
import { checkEventTarget } from './check-event-target.ts';
import { produceOp, refuse, type OpResult } from './produce-op.ts';

/** Arguments of `setEventActions`: the whole ordered list of an event's actions (empty removes the event). */
export interface SetEventActionsArgs {
  nodeId: string;
  event: string;
  actions: Action[];
}

/**
 * Replaces the actions of one element event (the properties panel's Events tab: add, edit,
 * remove, reorder). Refuses a data repeater's events but `onItemPress` with the spec's warning, an
 * event the element does not declare, an action the catalogue refuses and two actions with one id.
 */
export function setEventActions(screen: Screen, args: SetEventActionsArgs): OpResult {
  const refusal = checkEventTarget(screen, args, false);
  if (refusal) return refusal;
  const ids = new Set<string>();
  for (const [position, action] of args.actions.entries()) {
    const checked = validateAction(action, ['events', args.event, position]);
    if (!checked.ok) return refuse('invalid-action', checked.error.message, { field: checked.error.path ?? '' });
    if (ids.has(action.id)) return refuse('duplicate-action-id', `The action id '${action.id}' is used twice.`, { id: action.id });
    ids.add(action.id);
  }
  return produceOp(screen, (root) => {
    const events = findNode(root, args.nodeId).events;
    if (args.actions.length === 0) delete events[args.event];
    else events[args.event] = args.actions;
  });
}
