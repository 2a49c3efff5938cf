import * as z from 'zod/mini';
import type { ElementNode } from './element-node.ts';
import { findTreeLimitBreach } from './tree-limits.ts';

const RECORD_FIELDS = ['props', 'style', 'bindings', 'events'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNonEmptyString(value: unknown): boolean {
  return typeof value === 'string' && value.length > 0;
}

/**
 * Whether `root` has the outline of an element tree: every element an object with a non-empty
 * string `id` and `type`, objects for `props`, `style`, `bindings` and `events`, and a `children`
 * array. Walks without recursion; the values inside the fields are not looked at.
 */
export function hasElementTreeOutline(root: unknown): root is ElementNode {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const node = pending.pop();
    if (!isRecord(node) || !isNonEmptyString(node.id) || !isNonEmptyString(node.type)) return false;
    if (!RECORD_FIELDS.every((field) => isRecord(node[field]))) return false;
    if (!Array.isArray(node.children)) return false;
    for (const child of node.children) pending.push(child);
  }
  return true;
}

/**
 * An element tree posted by a sender that parsed it with `elementTreeSchema` already (the studio
 * shell's open document, sent to its own canvas frame): the limits and the outline are checked,
 * so nothing recursive overflows and every element can be rendered, but the fields are not parsed
 * again. Parsing a 10,000-element tree a second time cost the canvas 30–45 ms and a full copy
 * of the tree on every screen load.
 */
export const postedElementTreeSchema = z.custom<ElementNode>(
  (value) => findTreeLimitBreach(value) === null && hasElementTreeOutline(value),
  'Not an element tree within the screen limits',
);
