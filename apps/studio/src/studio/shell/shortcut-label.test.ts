import { expect, test } from 'vitest';
import { shortcutLabel } from './shortcut-label.ts';

test('shortcut labels follow the platform', () => {
  expect(shortcutLabel(['Mod', 'Z'], 'MacIntel')).toBe('⌘Z');
  expect(shortcutLabel(['Mod', 'Shift', 'Z'], 'MacIntel')).toBe('⌘⇧Z');
  expect(shortcutLabel(['Mod', 'Y'], 'Win32')).toBe('Ctrl+Y');
  expect(shortcutLabel(['Mod', '+'], 'Linux x86_64')).toBe('Ctrl++');
});
