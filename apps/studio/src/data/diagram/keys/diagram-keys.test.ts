import { describe, expect, test } from 'vitest';
import { diagramCommandOf, keysLabel, shortcutTargetActs, type ShortcutTarget } from './diagram-keys.ts';

const press = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});
const target = (patch: Partial<ShortcutTarget>): ShortcutTarget => ({ tagName: 'DIV', isContentEditable: false, inDialog: false, isControl: false, ...patch });

describe('diagram keys', () => {
  test('undo, redo, delete and escape with the platform modifier', () => {
    expect(diagramCommandOf(press('z', { ctrlKey: true }), 'Win32')).toBe('undo');
    expect(diagramCommandOf(press('Z', { ctrlKey: true, shiftKey: true }), 'Linux x86_64')).toBe('redo');
    expect(diagramCommandOf(press('y', { ctrlKey: true }), 'Win32')).toBe('redo');
    expect(diagramCommandOf(press('z', { metaKey: true }), 'MacIntel')).toBe('undo');
    expect(diagramCommandOf(press('z', { ctrlKey: true }), 'MacIntel')).toBeNull();
    expect(diagramCommandOf(press('Delete'), 'Win32')).toBe('delete');
    expect(diagramCommandOf(press('Backspace'), 'Win32')).toBe('delete');
    expect(diagramCommandOf(press('Escape'), 'Win32')).toBe('escape');
    expect(diagramCommandOf(press('Delete', { ctrlKey: true }), 'Win32')).toBeNull();
    expect(diagramCommandOf(press('a'), 'Win32')).toBeNull();
    expect(keysLabel(['Mod', 'Shift', 'Z'], 'Win32')).toBe('Ctrl+Shift+Z');
    expect(keysLabel(['Mod', 'Shift', 'Z'], 'MacIntel')).toBe('⌘⇧Z');
  });

  test('nothing in a dialog or a text field; Delete not on a control', () => {
    expect(shortcutTargetActs('undo', null)).toBe(true);
    expect(shortcutTargetActs('undo', target({ inDialog: true }))).toBe(false);
    expect(shortcutTargetActs('undo', target({ tagName: 'INPUT' }))).toBe(false);
    expect(shortcutTargetActs('delete', target({ tagName: 'INPUT', type: 'checkbox', isControl: true }))).toBe(false);
    expect(shortcutTargetActs('undo', target({ tagName: 'INPUT', type: 'checkbox', isControl: true }))).toBe(true);
    expect(shortcutTargetActs('escape', target({ tagName: 'TEXTAREA' }))).toBe(false);
    expect(shortcutTargetActs('delete', target({ tagName: 'BUTTON', isControl: true }))).toBe(false);
    expect(shortcutTargetActs('delete', target({}))).toBe(true);
  });
});
