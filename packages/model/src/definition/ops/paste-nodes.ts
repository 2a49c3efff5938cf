import { validateElementTree } from '../elements/validate-element-tree.ts';
import type { Screen } from '../schema/screen.ts';
import { formatPath } from '../result.ts';
import { findTreeLimitBreach } from '../schema/tree-limits.ts';
import { checkChildAllowed, nodeNotFound } from './check-child.ts';
import { checkPlacement, refuseTreeLimit } from './check-placement.ts';
import { clipboardPayloadSchema } from './clipboard.ts';
import { clampIndex } from './insert-node.ts';
import { findNode, withFreshIds } from './locate.ts';
import { nodeIndexOf } from './node-index.ts';
import { produceOp, refuse, type OpResult } from './produce-op.ts';

/**
 * Arguments of `pasteNodes`. `clipboard` is unknown on purpose: it may come from the system
 * clipboard, so it is validated here. The nodes go at `index` (default: last) of `parentId`.
 */
export interface PasteNodesArgs {
  parentId: string;
  index?: number;
  clipboard: unknown;
  newId: () => string;
}

/**
 * Pastes a clipboard payload into a parent, on this or any other screen (Ctrl+V), with fresh ids
 * throughout. `nodeIds` of the result lists the pasted roots. All or nothing: one node the parent
 * does not accept, or a paste past the screen's nesting or element limits, refuses the whole paste.
 */
export function pasteNodes(screen: Screen, args: PasteNodesArgs): OpResult {
  const breach = clipboardLimitBreach(args.clipboard);
  if (breach) return refuseTreeLimit(breach.code, breach.message);
  const parsed = clipboardPayloadSchema.safeParse(args.clipboard);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refuse('invalid-clipboard', `The clipboard does not hold elements (${formatPath(issue?.path ?? [])}).`);
  }
  const index = nodeIndexOf(screen.root);
  const parent = index.nodeById.get(args.parentId);
  if (!parent) return nodeNotFound(args.parentId);
  for (const node of parsed.data.nodes) {
    const notAllowed = checkChildAllowed(parent, node.type);
    if (notAllowed) return notAllowed;
    const valid = validateElementTree(node);
    if (!valid.ok) return { ok: false, error: valid.error };
  }
  const tooBig = checkPlacement(index, args.parentId, parsed.data.nodes, true);
  if (tooBig) return tooBig;
  const copies = parsed.data.nodes.map((node) => withFreshIds(node, args.newId));
  const at = clampIndex(args.index, parent.children.length);
  return produceOp(
    screen,
    (root) => {
      findNode(root, args.parentId).children.splice(at, 0, ...copies);
    },
    copies.map((copy) => copy.id),
  );
}

/** The first tree limit a clipboard's nodes pass (a clipboard from elsewhere may hold anything). */
function clipboardLimitBreach(clipboard: unknown) {
  const nodes = typeof clipboard === 'object' && clipboard !== null ? (clipboard as { nodes?: unknown }).nodes : undefined;
  if (!Array.isArray(nodes)) return null;
  for (const node of nodes) {
    const breach = findTreeLimitBreach(node);
    if (breach) return breach;
  }
  return null;
}
