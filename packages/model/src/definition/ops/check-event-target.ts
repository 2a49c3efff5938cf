import { getElementDeclaration } from '../elements/element-declarations.ts';
import type { Screen } from '../schema/screen.ts';
import { ACTION_INTO_DATA_REPEATER_MESSAGE, nodeNotFound } from './check-child.ts';
import { nodeIndexOf } from './node-index.ts';
import { refuse, type OpResult } from './produce-op.ts';

/** The one event of a data repeater, set in the Events tab (never by dragging an action onto it). */
const REPEATER_EVENT = 'onItemPress';

/**
 * The refusal of an op that attaches actions to a node's event, or `undefined` when it may: an
 * unknown node, an action dragged onto a data repeater (the spec's warning; its `onItemPress` is
 * edited in the Events tab, `dragged: false`), an event the element does not declare.
 */
export function checkEventTarget(screen: Screen, args: { nodeId: string; event: string }, dragged: boolean): OpResult | undefined {
  const node = nodeIndexOf(screen.root).nodeById.get(args.nodeId);
  if (!node) return nodeNotFound(args.nodeId);
  if (node.type === 'dataRepeater' && (dragged || args.event !== REPEATER_EVENT)) {
    return refuse('action-into-data-repeater', ACTION_INTO_DATA_REPEATER_MESSAGE);
  }
  const declaration = getElementDeclaration(node.type);
  if (!declaration?.events.includes(args.event)) {
    return refuse('unknown-event', `${declaration?.label ?? node.type} has no event '${args.event}'.`, { elementType: node.type, event: args.event });
  }
  return undefined;
}
