import type { Action } from '../schema/action.ts';
import type { Screen } from '../schema/screen.ts';
import { validateAction } from '../actions/validate-action.ts';
import { findNode } from './locate.ts';
import { checkEventTarget } from './check-event-target.ts';
import { produceOp, refuse, type OpResult } from './produce-op.ts';

/** Arguments of `addAction`: the action goes at `index` (default: last) of the event's list. */
export interface AddActionArgs {
  nodeId: string;
  event: string;
  action: Action;
  index?: number;
}

/**
 * Attaches an action to an element event (an action dropped on an element). Refuses a drop on a
 * data repeater with the spec's warning, an event the element does not declare, and an action the
 * catalogue refuses (unknown type, bad params).
 */
export function addAction(screen: Screen, args: AddActionArgs): OpResult {
  const refusal = checkEventTarget(screen, args, true);
  if (refusal) return refusal;
  const checked = validateAction(args.action, ['events', args.event]);
  if (!checked.ok) return refuse('invalid-action', checked.error.message, { field: checked.error.path ?? '' });
  return produceOp(screen, (root) => {
    const events = findNode(root, args.nodeId).events;
    const list = (events[args.event] ??= []);
    const at = args.index === undefined || args.index > list.length || args.index < 0 ? list.length : args.index;
    list.splice(at, 0, args.action);
  });
}
