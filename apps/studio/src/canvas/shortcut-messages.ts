import type { CanvasMessage, ElementNode } from '@tessera/model/definition';
import { pasteTargetOf } from './paste-target.ts';
import type { Shortcut } from './shortcuts.ts';
import { navigateTree } from './tree-navigation.ts';

/** The screen a shortcut acts on: its id, its tree and the selection (the last id is the primary one). */
export interface ShortcutContext {
  screenId: string;
  root: ElementNode;
  selection: readonly string[];
}

/**
 * The canvas messages a shortcut asks the shell for; empty when it has nothing to act on (Delete
 * with only the root selected, an arrow at the edge of the tree). The root is never removed or
 * cloned. Ctrl+V pastes where `pasteTargetOf` says for the primary selected node.
 */
export function messagesForShortcut(shortcut: Shortcut, context: ShortcutContext): CanvasMessage[] {
  const { screenId, root, selection } = context;
  const primary = selection.length > 0 ? selection[selection.length - 1]! : null;
  const movable = selection.filter((id) => id !== root.id);
  switch (shortcut.type) {
    case 'remove':
      return movable.length > 0 ? [{ type: 'remove', screenId, nodeIds: movable }] : [];
    case 'copy':
      return selection.length > 0 ? [{ type: 'copy', screenId, nodeIds: [...selection] }] : [];
    case 'paste':
      return [{ type: 'paste', screenId, ...pasteTargetOf(root, primary) }];
    case 'paste-style':
      return selection.length > 0 ? [{ type: 'paste-style', screenId, nodeIds: [...selection] }] : [];
    case 'clone':
      return movable.map((nodeId) => ({ type: 'clone', screenId, nodeId }));
    case 'undo':
      return [{ type: 'undo', screenId }];
    case 'redo':
      return [{ type: 'redo', screenId }];
    case 'save':
      return [{ type: 'save', screenId }];
    case 'navigate': {
      const next = navigateTree(root, primary, shortcut.direction);
      return next !== null && next !== primary ? [{ type: 'select', screenId, nodeId: next }] : [];
    }
    default: {
      const unhandled: never = shortcut;
      return unhandled;
    }
  }
}
