import type { ElementNode } from '../schema/element-node.ts';
import {
  MAX_SCREEN_ELEMENTS,
  MAX_SCREEN_NESTING,
  measureElementTree,
  screenTreeLimitCodes,
  screenTreeLimitMaxima,
  screenTreeLimitMessages,
} from '../schema/tree-limits.ts';
import type { NodeIndex } from './node-index.ts';
import { refuse, type OpResult } from './produce-op.ts';

/**
 * Refuses an edit that would put `nodes` (each with its subtree) under `parentId` deeper than
 * `MAX_SCREEN_NESTING` levels, or, when they are `added` (a move adds nothing), bring the screen
 * past `MAX_SCREEN_ELEMENTS`: the screen could not be saved. `undefined` when they fit.
 */
export function checkPlacement(index: NodeIndex, parentId: string, nodes: readonly ElementNode[], added: boolean): OpResult | undefined {
  let parentLevel = 0;
  for (let at: string | null | undefined = parentId; at != null; at = index.parentById.get(at)) parentLevel += 1;
  let elements = 0;
  for (const node of nodes) {
    const size = measureElementTree(node);
    if (parentLevel + size.levels > MAX_SCREEN_NESTING) return refuseTreeLimit(screenTreeLimitCodes.tooDeep, screenTreeLimitMessages.tooDeep);
    elements += size.elements;
  }
  if (added && index.nodeById.size + elements > MAX_SCREEN_ELEMENTS) {
    return refuseTreeLimit(screenTreeLimitCodes.tooManyElements, screenTreeLimitMessages.tooManyElements);
  }
  return undefined;
}

/** The refusal of an edit past a tree limit: the limit's code and message, and the limit as `max`. */
export function refuseTreeLimit(code: keyof typeof screenTreeLimitMaxima, message: string) {
  return refuse(code, message, { max: screenTreeLimitMaxima[code] });
}
