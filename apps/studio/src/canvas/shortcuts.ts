import type { TreeDirection } from './tree-navigation.ts';

/**
 * A design shortcut: what a key press asks the studio to do with the selection. The canvas turns
 * it into a canvas message; the shell maps the same keys when the focus is outside the canvas.
 */
export type Shortcut =
  | { type: 'remove' }
  | { type: 'copy' }
  | { type: 'paste' }
  | { type: 'paste-style' }
  | { type: 'clone' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'save' }
  | { type: 'navigate'; direction: TreeDirection };

/** The fields of a `KeyboardEvent` that decide a shortcut. */
export interface ShortcutKeys {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

const arrowDirections: Readonly<Record<string, TreeDirection>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/**
 * The shortcut a key press means, or `null` for any other key. Ctrl and Cmd are the same
 * modifier; a press with Alt is never a shortcut (AltGr types characters on many layouts).
 * The caller prevents the browser's default for every shortcut it gets (Ctrl+S must not open the
 * save dialog, Ctrl+D must not bookmark) and ignores keys typed into text fields
 * (`isTextEntryTarget`).
 *
 * | keys | shortcut |
 * |---|---|
 * | Delete, Backspace | `remove` |
 * | Ctrl+C / Ctrl+V / Ctrl+Shift+V | `copy` / `paste` / `paste-style` |
 * | Ctrl+D | `clone` |
 * | Ctrl+Z / Ctrl+Y, Ctrl+Shift+Z | `undo` / `redo` |
 * | Ctrl+S | `save` |
 * | arrows | `navigate` up, down (document order), left (parent), right (first child) |
 */
export function shortcutOf(keys: ShortcutKeys): Shortcut | null {
  if (keys.altKey) return null;
  const mod = keys.ctrlKey || keys.metaKey;
  if (!mod) {
    if (keys.key === 'Delete' || keys.key === 'Backspace') return keys.shiftKey ? null : { type: 'remove' };
    const direction = arrowDirections[keys.key];
    return direction && !keys.shiftKey ? { type: 'navigate', direction } : null;
  }
  // Caps Lock and Shift turn letters upper-case; the letter is what counts.
  const letter = keys.key.length === 1 ? keys.key.toLowerCase() : '';
  if (keys.shiftKey) {
    if (letter === 'v') return { type: 'paste-style' };
    if (letter === 'z') return { type: 'redo' };
    return null;
  }
  switch (letter) {
    case 'c':
      return { type: 'copy' };
    case 'v':
      return { type: 'paste' };
    case 'd':
      return { type: 'clone' };
    case 'z':
      return { type: 'undo' };
    case 'y':
      return { type: 'redo' };
    case 's':
      return { type: 'save' };
    default:
      return null;
  }
}

/** The fields of an event target that tell whether the user is typing into it. */
export interface ShortcutTarget {
  tagName?: string;
  isContentEditable?: boolean;
  type?: string;
}

const nonTextInputTypes = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);

/**
 * Whether keys pressed on `target` edit text (an input, a text area, a select or editable
 * content): shortcuts are off there, so Backspace deletes a character and not the element.
 */
export function isTextEntryTarget(target: ShortcutTarget | null | undefined): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName?.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  return !nonTextInputTypes.has((target.type ?? 'text').toLowerCase());
}
