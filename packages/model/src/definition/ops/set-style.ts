import type { ElementStyle } from '../schema/element-node.ts';
import type { ProjectDefinition } from '../schema/project-definition.ts';
import { findNode, locateScreen } from './locate.ts';
import { produceOp, refuse, type OpResult } from './produce-op.ts';

/**
 * Arguments of `setStyle`: the style properties to change; `null` removes one. Several at once so
 * a resize (width and height) is one change.
 */
export interface SetStyleArgs {
  screenId: string;
  nodeId: string;
  style: Record<string, ElementStyle[string] | null>;
}

/** Merges style properties into a node's style (properties panel, resize, position change). */
export function setStyle(project: ProjectDefinition, args: SetStyleArgs): OpResult {
  const target = locateScreen(project, args.screenId);
  if (!target) return refuse('screen-not-found', `Screen '${args.screenId}' not found.`);
  if (!target.index.nodeById.has(args.nodeId)) return refuse('node-not-found', `Element '${args.nodeId}' not found.`);
  for (const [name, value] of Object.entries(args.style)) {
    if (value !== null && typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) {
      return refuse('invalid-style', `style.${name}: expected a string or a finite number.`);
    }
  }
  return produceOp(project, (draft) => {
    const style = findNode(draft.screens[target.screenIndex]!.root, args.nodeId).style;
    for (const [name, value] of Object.entries(args.style)) {
      if (value === null) delete style[name];
      else style[name] = value;
    }
  });
}
