import { describe, expect, test } from 'vitest';
import type { Shortcut } from '../../canvas/shortcuts.ts';
import { shortcutActs, type ShortcutFocus } from './shortcut-focus.ts';

const focus = (tagName: string | null, region: ShortcutFocus['region'] = null, extra: Partial<ShortcutFocus> = {}): ShortcutFocus => ({
  tagName,
  role: null,
  region,
  textEntry: false,
  ...extra,
});

const element: Shortcut[] = [{ type: 'remove' }, { type: 'copy' }, { type: 'paste' }, { type: 'paste-style' }, { type: 'clone' }, { type: 'navigate', direction: 'down' }];
const document: Shortcut[] = [{ type: 'save' }, { type: 'undo' }, { type: 'redo' }];

describe('where the shell shortcuts act', () => {
  test('every shortcut acts with the focus on the page, the stage or the canvas frame', () => {
    for (const where of [focus(null), focus('BODY'), focus('html'), focus('DIV', 'stage'), focus('IFRAME', 'stage')]) {
      for (const shortcut of [...element, ...document]) expect(shortcutActs(shortcut, where), `${shortcut.type} on ${where.tagName}`).toBe(true);
    }
  });

  test('in the layers tree the element shortcuts act but the arrows are the tree own', () => {
    const tree = focus('DIV', 'tree', { role: 'tree' });
    for (const shortcut of [...element.filter((item) => item.type !== 'navigate'), ...document]) expect(shortcutActs(shortcut, tree)).toBe(true);
    expect(shortcutActs({ type: 'navigate', direction: 'up' }, tree)).toBe(false);
  });

  test('a focused button or link outside the stage and tree takes no element shortcut, but save, undo and redo still act', () => {
    const controls = [
      focus('BUTTON'), // a toolbar button, a screen row
      focus('A'),
      focus('DIV', null, { role: 'option' }), // a palette item
      focus('LI', null, { role: 'button' }),
      focus('DIV'), // a panel that keeps the focus
      focus('INPUT', null, { role: null }), // a checkbox
      focus('BUTTON', 'stage'), // Retry over a screen that failed to load
    ];
    for (const where of controls) {
      for (const shortcut of element) expect(shortcutActs(shortcut, where), `${shortcut.type} on ${where.tagName}/${where.role}`).toBe(false);
      for (const shortcut of document) expect(shortcutActs(shortcut, where)).toBe(true);
    }
  });

  test('in a text field only save acts; in a dialog nothing does', () => {
    const field = focus('INPUT', null, { textEntry: true });
    expect(shortcutActs({ type: 'save' }, field)).toBe(true);
    for (const shortcut of [...element, { type: 'undo' } as const, { type: 'redo' } as const]) expect(shortcutActs(shortcut, field)).toBe(false);
    for (const shortcut of [...element, ...document]) expect(shortcutActs(shortcut, focus('BUTTON', 'dialog'))).toBe(false);
  });
});
