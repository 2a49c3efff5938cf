import type { ElementStyle } from '../schema/element-node.ts';
import type { Screen } from '../schema/screen.ts';
import { nodeNotFound } from './check-child.ts';
import { carryNodeIndex, nodeIndexOf, nodePath } from './node-index.ts';
import { nodeAtPath } from './locate.ts';
import { produceOp, refuse, type OpResult } from './produce-op.ts';

/**
 * Arguments of `setStyle`: the style properties to change; `null` removes one. Several at once so
 * a resize (width and height) is one change.
 */
export interface SetStyleArgs {
  nodeId: string;
  style: Record<string, ElementStyle[string] | null>;
}

/** Merges style properties into a node's style (properties panel, resize, position change). */
export function setStyle(screen: Screen, args: SetStyleArgs): OpResult {
  const path = nodePath(nodeIndexOf(screen.root), args.nodeId);
  if (!path) return nodeNotFound(args.nodeId);
  for (const [name, value] of Object.entries(args.style)) {
    if (value !== null && typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) {
      return refuse('invalid-style', `style.${name}: expected a string or a finite number.`, { name });
    }
  }
  const result = produceOp(screen, (root) => {
    const style = nodeAtPath(root, path).style;
    for (const [name, value] of Object.entries(args.style)) {
      if (value === null) delete style[name];
      else style[name] = value;
    }
  });
  if (result.ok) carryNodeIndex(screen.root, result.screen.root, path);
  return result;
}
