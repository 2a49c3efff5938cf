import type { ProjectDefinition } from '../schema/project-definition.ts';
import { clipboardPayloadSchema } from './clipboard.ts';
import { findNode, locateScreen } from './locate.ts';
import { produceOp, refuse, type OpResult } from './produce-op.ts';

/** Arguments of `pasteStyle`: the targets and the clipboard whose first node gives the style. */
export interface PasteStyleArgs {
  screenId: string;
  nodeIds: readonly string[];
  clipboard: unknown;
}

/**
 * Replaces the style of each target with the style of the clipboard's first node (paste style).
 * Props, bindings, events and children are untouched. One op for all targets: one undo entry.
 */
export function pasteStyle(project: ProjectDefinition, args: PasteStyleArgs): OpResult {
  const parsed = clipboardPayloadSchema.safeParse(args.clipboard);
  if (!parsed.success) return refuse('invalid-clipboard', 'The clipboard does not hold elements.');
  const target = locateScreen(project, args.screenId);
  if (!target) return refuse('screen-not-found', `Screen '${args.screenId}' not found.`);
  for (const id of args.nodeIds) {
    if (!target.index.nodeById.has(id)) return refuse('node-not-found', `Element '${id}' not found.`);
  }
  const style = parsed.data.nodes[0]!.style;
  return produceOp(project, (draft) => {
    const root = draft.screens[target.screenIndex]!.root;
    for (const id of args.nodeIds) findNode(root, id).style = { ...style };
  });
}
