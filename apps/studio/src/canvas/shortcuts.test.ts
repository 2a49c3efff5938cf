import { describe, expect, it } from 'vitest';
import { isTextEntryTarget, shortcutOf, type ShortcutKeys } from './shortcuts.ts';

function press(key: string, modifiers: Partial<Omit<ShortcutKeys, 'key'>> = {}): ShortcutKeys {
  return { key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...modifiers };
}

describe('shortcutOf', () => {
  it('maps Ctrl and Cmd combinations alike', () => {
    const cases: [string, string][] = [['c', 'copy'], ['v', 'paste'], ['d', 'clone'], ['z', 'undo'], ['y', 'redo'], ['s', 'save']];
    for (const [key, type] of cases) {
      expect(shortcutOf(press(key, { ctrlKey: true }))).toEqual({ type });
      expect(shortcutOf(press(key, { metaKey: true }))).toEqual({ type });
      expect(shortcutOf(press(key.toUpperCase(), { ctrlKey: true }))).toEqual({ type });
    }
  });

  it('maps the Shift combinations to redo and paste style', () => {
    expect(shortcutOf(press('Z', { ctrlKey: true, shiftKey: true }))).toEqual({ type: 'redo' });
    expect(shortcutOf(press('V', { metaKey: true, shiftKey: true }))).toEqual({ type: 'paste-style' });
    expect(shortcutOf(press('C', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(shortcutOf(press('S', { ctrlKey: true, shiftKey: true }))).toBeNull();
  });

  it('maps Delete, Backspace and the arrows without modifiers', () => {
    expect(shortcutOf(press('Delete'))).toEqual({ type: 'remove' });
    expect(shortcutOf(press('Backspace'))).toEqual({ type: 'remove' });
    expect(shortcutOf(press('ArrowUp'))).toEqual({ type: 'navigate', direction: 'up' });
    expect(shortcutOf(press('ArrowDown'))).toEqual({ type: 'navigate', direction: 'down' });
    expect(shortcutOf(press('ArrowLeft'))).toEqual({ type: 'navigate', direction: 'left' });
    expect(shortcutOf(press('ArrowRight'))).toEqual({ type: 'navigate', direction: 'right' });
    expect(shortcutOf(press('ArrowUp', { shiftKey: true }))).toBeNull();
    expect(shortcutOf(press('ArrowUp', { ctrlKey: true }))).toBeNull();
  });

  it('ignores plain letters, Alt combinations and unknown keys', () => {
    expect(shortcutOf(press('c'))).toBeNull();
    expect(shortcutOf(press('s', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(shortcutOf(press('Delete', { altKey: true }))).toBeNull();
    expect(shortcutOf(press('Enter', { ctrlKey: true }))).toBeNull();
    expect(shortcutOf(press('x', { ctrlKey: true }))).toBeNull();
  });
});

describe('isTextEntryTarget', () => {
  it('is true for text fields and editable content only', () => {
    expect(isTextEntryTarget({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(isTextEntryTarget({ tagName: 'input' })).toBe(true);
    expect(isTextEntryTarget({ tagName: 'INPUT', type: 'number' })).toBe(true);
    expect(isTextEntryTarget({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTextEntryTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTextEntryTarget({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isTextEntryTarget({ tagName: 'BUTTON' })).toBe(false);
    expect(isTextEntryTarget({ tagName: 'DIV' })).toBe(false);
    expect(isTextEntryTarget(null)).toBe(false);
  });
});
