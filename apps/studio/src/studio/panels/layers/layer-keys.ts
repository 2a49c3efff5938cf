import type { LayerRow } from './flatten-layers.ts';

/** What a key press in the layers tree asks for; the tree applies it. */
export type LayerKeyCommand =
  | { type: 'focus'; index: number }
  | { type: 'expand'; id: string }
  | { type: 'collapse'; id: string }
  | { type: 'select'; id: string };

/**
 * The tree keyboard of the WAI-ARIA tree pattern over the visible rows: Up/Down move, Home/End
 * jump, Right expands a collapsed parent or moves to its first child, Left collapses an expanded
 * parent or moves to the parent, Enter (and Space) selects. `null` for other keys or nothing to do.
 */
export function layerKeyCommand(rows: readonly LayerRow[], activeIndex: number, key: string): LayerKeyCommand | null {
  if (rows.length === 0) return null;
  const index = Math.min(Math.max(activeIndex, 0), rows.length - 1);
  const row = rows[index]!;
  switch (key) {
    case 'ArrowDown':
      return index < rows.length - 1 ? { type: 'focus', index: index + 1 } : null;
    case 'ArrowUp':
      return index > 0 ? { type: 'focus', index: index - 1 } : null;
    case 'Home':
      return index > 0 ? { type: 'focus', index: 0 } : null;
    case 'End':
      return index < rows.length - 1 ? { type: 'focus', index: rows.length - 1 } : null;
    case 'ArrowRight':
      if (!row.hasChildren) return null;
      // Expanded rows are followed by their first child.
      return row.expanded ? { type: 'focus', index: index + 1 } : { type: 'expand', id: row.node.id };
    case 'ArrowLeft': {
      if (row.expanded) return { type: 'collapse', id: row.node.id };
      if (row.parentId === null) return null;
      for (let at = index - 1; at >= 0; at--) if (rows[at]!.node.id === row.parentId) return { type: 'focus', index: at };
      return null;
    }
    case 'Enter':
    case ' ':
      return { type: 'select', id: row.node.id };
    default:
      return null;
  }
}
