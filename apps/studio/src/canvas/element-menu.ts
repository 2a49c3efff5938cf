import { eventsShown, getElementDeclaration, nodeIndexOf, type CanvasMessage, type ElementNode } from '@tessera/model/definition';
import type { ShortcutKeys } from './shortcuts.ts';

/** One entry of the element menu: its label and the canvas message it sends. */
export interface ElementMenuItem {
  command: 'actions' | 'form' | 'detach-form';
  label: string;
  message: CanvasMessage;
}

/**
 * The action popup of a node's main event (`eventsShown`: the screen's load event on the root),
 * or `null` for a node without events or not on the screen.
 */
export function actionPopupOf(root: ElementNode, screenId: string, nodeId: string): CanvasMessage | null {
  const node = nodeIndexOf(root).nodeById.get(nodeId);
  if (!node) return null;
  const event = eventsShown(getElementDeclaration(node.type)?.events ?? [], node.id === root.id)[0];
  return event ? { type: 'action-popup', screenId, nodeId, event } : null;
}

/**
 * What the element menu (right-click, the context-menu key or Shift+F10) offers for a node:
 * "Actions…" when it has events, "Form…" for a form, and "Detach form" for a form bound to a
 * table. Empty for a node that is not on the screen or offers none of them.
 */
export function elementMenuItems(root: ElementNode, screenId: string, nodeId: string): ElementMenuItem[] {
  const node = nodeIndexOf(root).nodeById.get(nodeId);
  if (!node) return [];
  const items: ElementMenuItem[] = [];
  const actions = actionPopupOf(root, screenId, nodeId);
  if (actions) items.push({ command: 'actions', label: 'Actions…', message: actions });
  if (node.type === 'form') {
    items.push({ command: 'form', label: 'Form…', message: { type: 'form-popup', screenId, nodeId } });
    const dataSource = node.props.dataSource;
    if (typeof dataSource === 'string' && dataSource !== '') items.push({ command: 'detach-form', label: 'Detach form', message: { type: 'detach-form', screenId, nodeId } });
  }
  return items;
}

/** Whether a key press opens the element menu of the selection: the context-menu key or Shift+F10. */
export function isElementMenuKey(keys: ShortcutKeys): boolean {
  if (keys.ctrlKey || keys.metaKey || keys.altKey) return false;
  return keys.key === 'ContextMenu' || (keys.key === 'F10' && keys.shiftKey);
}

/**
 * Whether a `contextmenu` event came from the keyboard (the context-menu key, Shift+F10) rather
 * than a pointer: a pointer event with no pointer type where the browser says which (Chromium
 * sends it as a `PointerEvent`), otherwise any button but the secondary one. A Ctrl+click on macOS
 * (primary button, a mouse) is a pointer's.
 */
export function isKeyboardContextMenu(event: { button: number; pointerType?: string }): boolean {
  return event.pointerType !== undefined ? event.pointerType === '' : event.button !== 2;
}

/**
 * The item a key moves the menu's focus to (arrows wrap around, Home and End go to the ends), or
 * `null` for a key that does not move it.
 */
export function menuFocusAfter(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Where the menu goes: at the point, moved left and up as far as it needs to stay inside the
 * viewport (with a margin), never past its top-left corner.
 */
export function placeMenu(point: { x: number; y: number }, size: { width: number; height: number }, viewport: { width: number; height: number }, margin = 4): { x: number; y: number } {
  const x = Math.max(margin, Math.min(point.x, viewport.width - size.width - margin));
  const y = Math.max(margin, Math.min(point.y, viewport.height - size.height - margin));
  return { x, y };
}
