import { getElementDeclaration } from '../elements/element-declarations.ts';
import type { Screen } from '../schema/screen.ts';
import { ACTION_INTO_DATA_REPEATER_MESSAGE, nodeNotFound } from './check-child.ts';
import { nodeIndexOf } from './node-index.ts';
import { refuse, type OpResult } from './produce-op.ts';

/**
 * The refusal of an op that attaches actions to a node's event, or `undefined` when it may: an
 * unknown node, a data repeater (the spec's warning), an event the element does not declare.
 */
export function checkEventTarget(screen: Screen, args: { nodeId: string; event: string }): OpResult | undefined {
  const node = nodeIndexOf(screen.root).nodeById.get(args.nodeId);
  if (!node) return nodeNotFound(args.nodeId);
  if (node.type === 'dataRepeater') return refuse('action-into-data-repeater', ACTION_INTO_DATA_REPEATER_MESSAGE);
  const declaration = getElementDeclaration(node.type);
  if (!declaration?.events.includes(args.event)) {
    return refuse('unknown-event', `${declaration?.label ?? node.type} has no event '${args.event}'.`, { elementType: node.type, event: args.event });
  }
  return undefined;
}
