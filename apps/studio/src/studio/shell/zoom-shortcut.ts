import type { ShortcutKeys } from '../../canvas/shortcuts.ts';

/** What a zoom key asks for. */
export type ZoomShortcut = 'in' | 'out' | 'fit';

/**
 * Ctrl + (also Ctrl = on layouts where + needs Shift), Ctrl − and Ctrl 0 (fit); Cmd on macOS.
 * `null` for any other key. The caller prevents the browser's own page zoom.
 */
export function zoomShortcutOf(keys: ShortcutKeys): ZoomShortcut | null {
  if (!(keys.ctrlKey || keys.metaKey) || keys.altKey) return null;
  switch (keys.key) {
    case '+':
    case '=':
      return 'in';
    case '-':
    case '_':
      return 'out';
    case '0':
      return 'fit';
    default:
      return null;
  }
}
