/** A key press as far as the diagram's shortcuts read it. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** What a key press asks the diagram to do. */
export type DiagramCommand = 'undo' | 'redo' | 'delete' | 'escape';

/** Whether the platform's shortcut modifier is Command (macOS, iOS) rather than Ctrl. */
export function usesCommandKey(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/**
 * The diagram's shortcuts, as on the canvas: Ctrl+Z undo, Ctrl+Shift+Z and Ctrl+Y redo (Cmd on
 * macOS), Delete or Backspace removes the selection, Escape closes the details panel.
 */
export function diagramCommandOf(press: KeyPress, platform: string): DiagramCommand | null {
  const mod = usesCommandKey(platform) ? press.metaKey : press.ctrlKey;
  const key = press.key.toLowerCase();
  if (mod && !press.altKey) {
    if (key === 'z') return press.shiftKey ? 'redo' : 'undo';
    if (key === 'y' && !press.shiftKey) return 'redo';
    return null;
  }
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  if (key === 'delete' || key === 'backspace') return 'delete';
  if (key === 'escape') return 'escape';
  return null;
}

/** How a shortcut reads on this platform: `⌘⇧Z` on macOS, `Ctrl+Shift+Z` elsewhere. */
export function keysLabel(keys: readonly ('Mod' | 'Shift' | string)[], platform: string): string {
  const mac = usesCommandKey(platform);
  const names = keys.map((key) => (key === 'Mod' ? (mac ? '⌘' : 'Ctrl') : key === 'Shift' ? (mac ? '⇧' : 'Shift') : key));
  return mac ? names.join('') : names.join('+');
}

/** Input types that do not take typed text (a shortcut still acts there). */
const nonTextInputs = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** The element a key press came from, as far as `shortcutTargetActs` reads it. */
export interface ShortcutTarget {
  tagName: string;
  type?: string;
  isContentEditable: boolean;
  /** Whether it sits in a dialog or a menu, which handle their own keys. */
  inDialog: boolean;
  /** Whether it is a control with keys of its own (a button, a tab, an option). */
  isControl: boolean;
}

/**
 * Whether a diagram shortcut acts where the focus is: never in a dialog or a menu; undo and redo
 * outside text fields; Delete only with the focus on the diagram itself, not on a field or a
 * control of the details panel; Escape outside text fields too.
 */
export function shortcutTargetActs(command: DiagramCommand, target: ShortcutTarget | null): boolean {
  if (!target) return true;
  if (target.inDialog) return false;
  const tag = target.tagName.toLowerCase();
  const textEntry = target.isContentEditable || tag === 'textarea' || tag === 'select' || (tag === 'input' && !nonTextInputs.has((target.type ?? 'text').toLowerCase()));
  if (textEntry) return false;
  if (command === 'delete') return !target.isControl;
  return true;
}
