import { nodeIndexOf, type ElementNode } from '@tessera/model/definition';

/** One visible row of the layers tree. */
export interface LayerRow {
  node: ElementNode;
  /** 0 for the screen's root. */
  depth: number;
  parentId: string | null;
  hasChildren: boolean;
  /** Whether its children are shown (always false for a leaf). */
  expanded: boolean;
  /** Its position among its siblings, from 1, and how many siblings it has (for `aria-posinset`/`aria-setsize`). */
  position: number;
  siblings: number;
}

/**
 * The rows of the layers tree in display order: the root, then the children of every expanded
 * node, depth first. Collapsed subtrees are never visited, so the cost follows the visible rows,
 * not the tree. Iterative, so a deep tree cannot overflow the stack.
 */
export function flattenLayers(root: ElementNode, expanded: ReadonlySet<string>): LayerRow[] {
  const rows: LayerRow[] = [];
  // A stack of frames, children pushed in reverse so they pop in order.
  const stack: { node: ElementNode; depth: number; parentId: string | null; position: number; siblings: number }[] = [
    { node: root, depth: 0, parentId: null, position: 1, siblings: 1 },
  ];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const { node } = frame;
    const hasChildren = node.children.length > 0;
    const open = hasChildren && expanded.has(node.id);
    rows.push({ ...frame, hasChildren, expanded: open });
    if (!open) continue;
    for (let index = node.children.length - 1; index >= 0; index--) {
      stack.push({ node: node.children[index]!, depth: frame.depth + 1, parentId: node.id, position: index + 1, siblings: node.children.length });
    }
  }
  return rows;
}

/**
 * The ids of every ancestor of the nodes in `ids` (not the nodes themselves): what must be
 * expanded for them to show. Reads the tree's cached node index (shared with the properties
 * panel and the ops, built once per tree); unknown ids add nothing.
 */
export function ancestorIds(root: ElementNode, ids: readonly string[]): Set<string> {
  const result = new Set<string>();
  if (ids.length === 0) return result;
  const { parentById } = nodeIndexOf(root);
  for (const id of ids) {
    for (let parent = parentById.get(id); parent != null && !result.has(parent); parent = parentById.get(parent)) result.add(parent);
  }
  return result;
}

/** The row's display name: its `text`, `title`, `label` or `name` prop when one is a non-empty string, else `fallback`. */
export function layerName(node: ElementNode, fallback: string): string {
  for (const key of ['text', 'title', 'label', 'name'] as const) {
    const value = node.props[key];
    if (typeof value === 'string' && value.trim() !== '') return value.replace(/\s+/g, ' ').trim();
  }
  return fallback;
}
