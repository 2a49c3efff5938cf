import type { Shortcut } from '../../canvas/shortcuts.ts';

/**
 * The nearest region of the studio page that holds the focus, as far as the shortcuts care:
 * a dialog, the layers tree (`[role=tree]`), the stage (the grey area around the canvas), or
 * none of them (a panel, the toolbar, the page itself).
 */
export type FocusRegion = 'dialog' | 'tree' | 'stage' | null;

/** What the shortcuts need to know about the focused element. */
export interface ShortcutFocus {
  /** Its tag name (any case); `null` when nothing has the focus. */
  tagName: string | null;
  /** Its `role` attribute. */
  role: string | null;
  region: FocusRegion;
  /** Whether keys typed there edit text (`isTextEntryTarget`). */
  textEntry: boolean;
}

/** Roles of controls that act on their own keys (Delete on a screen row must not remove an element). */
const controlRoles = new Set(['button', 'link', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'tab', 'checkbox', 'radio', 'switch', 'treeitem', 'gridcell', 'row']);

/** Tags of controls (buttons, links, fields not for text such as a checkbox). */
const controlTags = new Set(['button', 'a', 'summary', 'input', 'select', 'textarea']);

/** Whether the focus sits where the element shortcuts act on the selection. */
function onElements(focus: ShortcutFocus): boolean {
  const tag = focus.tagName?.toLowerCase() ?? null;
  // Nothing focused, or the page itself: a click on the stage background or the canvas blurs to it.
  if (tag === null || tag === 'body' || tag === 'html') return true;
  // The canvas frame (its own keys go to the canvas, which sends the same commands).
  if (tag === 'iframe') return true;
  if (focus.region === 'tree') return true;
  if (focus.region === 'stage') return !controlTags.has(tag) && !controlRoles.has(focus.role ?? '');
  return false;
}

/**
 * Whether a design shortcut pressed in the shell acts, given where the focus is. Nothing acts in
 * a dialog. Ctrl+S acts everywhere else, even in a text field (the properties panel has applied
 * what was typed). Undo and redo act outside text fields. The element shortcuts (Delete, copy,
 * paste, paste style, duplicate, arrows) act only with the focus on the page itself, the stage,
 * the canvas frame or the layers tree, never on a button, link or other control elsewhere (a
 * screen row, a palette item, a toolbar button); the arrows in the layers tree are the tree's own.
 */
export function shortcutActs(shortcut: Shortcut, focus: ShortcutFocus): boolean {
  if (focus.region === 'dialog') return false;
  if (shortcut.type === 'save') return true;
  if (focus.textEntry) return false;
  if (shortcut.type === 'undo' || shortcut.type === 'redo') return true;
  if (shortcut.type === 'navigate' && focus.region === 'tree') return false;
  return onElements(focus);
}
