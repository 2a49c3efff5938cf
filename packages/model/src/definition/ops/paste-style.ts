import type { Screen } from '../schema/screen.ts';
import { nodeNotFound } from './check-child.ts';
import { clipboardPayloadSchema } from './clipboard.ts';
import { findNode } from './locate.ts';
import { nodeIndexOf } from './node-index.ts';
import { produceOp, refuse, type OpResult } from './produce-op.ts';

/** Arguments of `pasteStyle`: the targets and the clipboard whose first node gives the style. */
export interface PasteStyleArgs {
  nodeIds: readonly string[];
  clipboard: unknown;
}

/**
 * Replaces the style of each target with the style of the clipboard's first node (paste style).
 * Props, bindings, events and children are untouched. One op for all targets: one undo entry.
 */
export function pasteStyle(screen: Screen, args: PasteStyleArgs): OpResult {
  const parsed = clipboardPayloadSchema.safeParse(args.clipboard);
  if (!parsed.success) return refuse('invalid-clipboard', 'The clipboard does not hold elements.');
  const index = nodeIndexOf(screen.root);
  for (const id of args.nodeIds) {
    if (!index.nodeById.has(id)) return nodeNotFound(id);
  }
  const style = parsed.data.nodes[0]!.style;
  return produceOp(screen, (root) => {
    for (const id of args.nodeIds) findNode(root, id).style = { ...style };
  });
}
