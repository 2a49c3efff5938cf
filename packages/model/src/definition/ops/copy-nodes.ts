import type { ProjectDefinition } from '../schema/project-definition.ts';
import type { Result } from '../result.ts';
import type { ClipboardPayload } from './clipboard.ts';
import { locateScreen } from './locate.ts';

/** Arguments of `copyNodes`: the selected nodes, in selection order. */
export interface CopyNodesArgs {
  screenId: string;
  nodeIds: readonly string[];
}

/**
 * Copies nodes to a clipboard payload (Ctrl+C). Changes nothing, so it has no patches. A node
 * whose ancestor is also selected is left out: the ancestor already carries it.
 */
export function copyNodes(project: ProjectDefinition, args: CopyNodesArgs): Result<ClipboardPayload> {
  const target = locateScreen(project, args.screenId);
  if (!target) return { ok: false, error: { code: 'screen-not-found', message: `Screen '${args.screenId}' not found.` } };
  const selected = new Set(args.nodeIds);
  const nodes = [];
  for (const id of args.nodeIds) {
    const node = target.index.nodeById.get(id);
    if (!node) return { ok: false, error: { code: 'node-not-found', message: `Element '${id}' not found.` } };
    let ancestor = target.index.parentById.get(id);
    let covered = false;
    for (; ancestor != null; ancestor = target.index.parentById.get(ancestor)) if (selected.has(ancestor)) covered = true;
    if (!covered) nodes.push(node);
  }
  return { ok: true, value: { kind: 'tessera/elements', sourceScreenId: args.screenId, nodes } };
}
