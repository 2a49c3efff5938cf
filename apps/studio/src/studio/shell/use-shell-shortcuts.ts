import { useEffect } from 'react';
import { messagesForShortcut } from '../../canvas/shortcut-messages.ts';
import { isTextEntryTarget, shortcutOf } from '../../canvas/shortcuts.ts';
import type { Studio } from '../store/create-studio.ts';
import { openScreenOf, scaleOf } from '../store/studio-selectors.ts';
import { zoomIn, zoomOut } from '../stage/zoom.ts';
import { zoomShortcutOf } from './zoom-shortcut.ts';

/**
 * Ctrl + / Ctrl − / Ctrl 0 (Cmd on macOS): zooms the canvas in design mode and keeps the browser
 * from zooming the page, wherever the key was pressed (the shell or the canvas iframe). Returns
 * whether the key was a zoom key.
 */
export function handleZoomKey(studio: Studio, event: KeyboardEvent): boolean {
  const zoom = zoomShortcutOf(event);
  if (!zoom) return false;
  event.preventDefault();
  const state = studio.store.getState();
  if (state.mode !== 'design') return true;
  const scale = scaleOf(state);
  const next = zoom === 'fit' ? 'fit' : zoom === 'in' ? zoomIn(scale) : zoomOut(scale);
  if (next !== undefined) studio.setZoom(next);
  return true;
}

/** Widgets whose arrow keys are their own (the layers tree, menus, lists, tabs, sliders). */
const arrowWidgets = '[role="tree"],[role="menu"],[role="listbox"],[role="tablist"],[role="radiogroup"],[role="slider"],[role="grid"],[role="combobox"]';

/**
 * The design shortcuts while the focus is in the shell rather than the canvas: the same keys and
 * the same canvas messages as in the canvas (`shortcutOf`, `messagesForShortcut`), plus Ctrl + /
 * Ctrl − / Ctrl 0 for the zoom. Off while typing in a text field and while a dialog is open.
 * Ctrl+S never reaches the browser (no save dialog), and saves even from a text field: the
 * properties panel has already applied what was typed.
 */
export function useShellShortcuts(studio: Studio): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[role="dialog"],[role="alertdialog"]')) return;
      const state = studio.store.getState();
      const design = state.mode === 'design';

      if (handleZoomKey(studio, event)) return;

      const shortcut = shortcutOf(event);
      if (!shortcut) return;
      const screen = openScreenOf(state);
      if (shortcut.type === 'save') {
        event.preventDefault();
        if (screen && !state.readOnly) void studio.save(screen.id);
        return;
      }
      if (isTextEntryTarget(target as HTMLElement | null)) return;
      if (shortcut.type === 'navigate' && target?.closest(arrowWidgets)) return;
      if (!design || !screen || state.renderMode === 'live') return;
      event.preventDefault();
      for (const message of messagesForShortcut(shortcut, { screenId: screen.id, root: screen.root, selection: state.selection })) {
        studio.dispatch(message);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [studio]);
}
