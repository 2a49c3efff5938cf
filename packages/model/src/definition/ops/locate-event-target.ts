import { getElementDeclaration } from '../elements/element-declarations.ts';
import type { ProjectDefinition } from '../schema/project-definition.ts';
import { ACTION_INTO_DATA_REPEATER_MESSAGE } from './check-child.ts';
import { locateScreen, type ScreenTarget } from './locate.ts';
import { refuse, type OpResult } from './produce-op.ts';

/**
 * The screen of a node whose event takes actions, or the refusal of an op that attaches actions:
 * an unknown screen or node, a data repeater (the spec's warning), an event the element does not
 * declare.
 */
export function locateEventTarget(
  project: ProjectDefinition,
  args: { screenId: string; nodeId: string; event: string },
): { ok: true; target: ScreenTarget } | { ok: false; refusal: OpResult } {
  const target = locateScreen(project, args.screenId);
  if (!target) return { ok: false, refusal: refuse('screen-not-found', `Screen '${args.screenId}' not found.`) };
  const node = target.index.nodeById.get(args.nodeId);
  if (!node) return { ok: false, refusal: refuse('node-not-found', `Element '${args.nodeId}' not found.`) };
  if (node.type === 'dataRepeater') return { ok: false, refusal: refuse('action-into-data-repeater', ACTION_INTO_DATA_REPEATER_MESSAGE) };
  const declaration = getElementDeclaration(node.type);
  if (!declaration?.events.includes(args.event)) {
    return { ok: false, refusal: refuse('unknown-event', `${declaration?.label ?? node.type} has no event '${args.event}'.`) };
  }
  return { ok: true, target };
}
