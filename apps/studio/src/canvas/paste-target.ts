import { buildNodeIndex, getElementDeclaration, type ElementNode } from '@tessera/model/definition';

/** Where Ctrl+V pastes: a parent and, when pasting next to a node, the index after it. */
export interface PasteTarget {
  parentId: string;
  index?: number;
}

/**
 * The paste target for the selected node: into it when its element takes children, else right
 * after it in its parent, else (nothing or an unknown node selected) at the end of the root.
 * Whether the parent accepts the clipboard's types is the paste op's check, not this one's.
 */
export function pasteTargetOf(root: ElementNode, selectedId: string | null): PasteTarget {
  if (selectedId === null) return { parentId: root.id };
  const index = buildNodeIndex(root);
  const selected = index.nodeById.get(selectedId);
  if (!selected) return { parentId: root.id };
  if (getElementDeclaration(selected.type)?.children !== 'none') return { parentId: selected.id };
  const parentId = index.parentById.get(selectedId);
  if (parentId == null) return { parentId: root.id };
  const parent = index.nodeById.get(parentId)!;
  return { parentId, index: parent.children.findIndex((child) => child.id === selectedId) + 1 };
}
