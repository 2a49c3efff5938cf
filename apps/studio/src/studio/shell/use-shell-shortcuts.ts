import { useEffect } from 'react';
import { messagesForShortcut } from '../../canvas/shortcut-messages.ts';
import { isTextEntryTarget, shortcutOf } from '../../canvas/shortcuts.ts';
import type { Studio } from '../store/create-studio.ts';
import { openScreenOf, scaleOf } from '../store/studio-selectors.ts';
import { zoomIn, zoomOut } from '../zoom/zoom.ts';
import { shortcutActs, type FocusRegion, type ShortcutFocus } from './shortcut-focus.ts';
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

/** Where the focus is, read from the page for `shortcutActs`. */
function focusOf(target: Element | null): ShortcutFocus {
  const region: FocusRegion = !target
    ? null
    : target.closest('[role="dialog"],[role="alertdialog"]')
      ? 'dialog'
      : target.closest('[role="tree"]')
        ? 'tree'
        : target.closest('[data-testid="studio-stage"]')
          ? 'stage'
          : null;
  return {
    tagName: target?.tagName ?? null,
    role: target?.getAttribute('role') ?? null,
    region,
    textEntry: isTextEntryTarget(target as HTMLElement | null),
  };
}

/**
 * The design shortcuts while the focus is in the shell rather than the canvas: the same keys and
 * the same canvas messages as in the canvas (`shortcutOf`, `messagesForShortcut`), plus Ctrl + /
 * Ctrl − / Ctrl 0 for the zoom. Where each acts is `shortcutActs`: nothing in a dialog; Ctrl+S
 * everywhere else, never reaching the browser (no save dialog); undo and redo outside text fields;
 * the element shortcuts only with the focus on the page, the stage, the canvas frame or the
 * layers tree, so Delete on a focused screen row or toolbar button does not remove an element.
 */
export function useShellShortcuts(studio: Studio): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const target = event.target instanceof Element ? event.target : null;
      const focus = focusOf(target);
      if (focus.region === 'dialog') return;
      if (handleZoomKey(studio, event)) return;

      const shortcut = shortcutOf(event);
      if (!shortcut || !shortcutActs(shortcut, focus)) return;
      const state = studio.store.getState();
      const screen = openScreenOf(state);
      if (shortcut.type === 'save') {
        event.preventDefault();
        if (screen && !state.readOnly) void studio.save(screen.id);
        return;
      }
      if (state.mode !== 'design' || !screen || state.renderMode === 'live') return;
      event.preventDefault();
      for (const message of messagesForShortcut(shortcut, { screenId: screen.id, root: screen.root, selection: state.selection })) {
        studio.dispatch(message);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [studio]);
}
