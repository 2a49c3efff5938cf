import { isOnOverlay } from './canvas-overlay-marker.ts';
import type { CanvasServices } from './canvas-services.ts';
import { isElementMenuKey } from './element-menu.ts';
import { openElementMenuOfSelection } from './element-menu-opener.ts';
import { messagesForShortcut } from './shortcut-messages.ts';
import { isTextEntryTarget, shortcutOf } from './shortcuts.ts';

/**
 * Attaches the design shortcuts to the canvas window (edit mode): each recognised key combination
 * has its browser default prevented (Ctrl+S never opens the save dialog) and becomes the canvas
 * messages of `messagesForShortcut`. The context-menu key and Shift+F10 open the element menu of
 * the selection. Escape calls `onEscape` (cancel a drag). Keys pressed in the overlay (the element
 * menu's items) are the overlay's own. Returns the detach function.
 */
export function attachKeyboardShortcuts(services: CanvasServices, win: Window, onEscape: () => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') return onEscape();
    if (isOnOverlay(event.target) || isTextEntryTarget(event.target as HTMLElement | null)) return;
    if (isElementMenuKey(event)) {
      event.preventDefault();
      event.stopPropagation();
      openElementMenuOfSelection(services);
      return;
    }
    const shortcut = shortcutOf(event);
    if (!shortcut) return;
    event.preventDefault();
    event.stopPropagation();
    const { screenId, root, selection } = services.store.getState();
    if (!screenId || !root) return;
    for (const message of messagesForShortcut(shortcut, { screenId, root, selection })) services.send(message);
  };
  win.addEventListener('keydown', onKeyDown, { capture: true });
  return () => win.removeEventListener('keydown', onKeyDown, { capture: true });
}
