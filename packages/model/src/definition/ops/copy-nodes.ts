import type { Result } from '../result.ts';
import type { Screen } from '../schema/screen.ts';
import { nodeNotFound } from './check-child.ts';
import type { ClipboardPayload } from './clipboard.ts';
import { nodeIndexOf } from './node-index.ts';

/** Arguments of `copyNodes`: the selected nodes, in selection order. */
export interface CopyNodesArgs {
  nodeIds: readonly string[];
}

/**
 * Copies nodes of a screen to a clipboard payload (Ctrl+C). Changes nothing, so it has no
 * patches. A node whose ancestor is also selected is left out: the ancestor already carries it.
 */
export function copyNodes(screen: Screen, args: CopyNodesArgs): Result<ClipboardPayload> {
  const index = nodeIndexOf(screen.root);
  const selected = new Set(args.nodeIds);
  const nodes = [];
  for (const id of args.nodeIds) {
    const node = index.nodeById.get(id);
    if (!node) return nodeNotFound(id);
    let ancestor = index.parentById.get(id);
    let covered = false;
    for (; ancestor != null; ancestor = index.parentById.get(ancestor)) if (selected.has(ancestor)) covered = true;
    if (!covered) nodes.push(node);
  }
  return { ok: true, value: { kind: 'tessera/elements', sourceScreenId: screen.id, nodes } };
}
