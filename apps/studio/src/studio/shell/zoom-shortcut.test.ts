import { expect, test } from 'vitest';
import { zoomShortcutOf } from './zoom-shortcut.ts';

const keys = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

test('Ctrl or Cmd with +, − or 0 zooms', () => {
  expect(zoomShortcutOf(keys('+', { ctrlKey: true, shiftKey: true }))).toBe('in');
  expect(zoomShortcutOf(keys('=', { metaKey: true }))).toBe('in');
  expect(zoomShortcutOf(keys('-', { ctrlKey: true }))).toBe('out');
  expect(zoomShortcutOf(keys('0', { ctrlKey: true }))).toBe('fit');
  expect(zoomShortcutOf(keys('+'))).toBeNull();
  expect(zoomShortcutOf(keys('-', { ctrlKey: true, altKey: true }))).toBeNull();
  expect(zoomShortcutOf(keys('z', { ctrlKey: true }))).toBeNull();
});
