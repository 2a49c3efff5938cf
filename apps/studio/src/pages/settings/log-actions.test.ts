import { describe, expect, it } from 'vitest';
import { translations } from '@tessera/catalog';
import { logActionGroups, logActionKey, logEntryKey } from './log-actions.ts';

function lookup(table: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], table);
}

describe('log actions', () => {
  it('words every known action in English and Turkish', () => {
    for (const group of logActionGroups) {
      for (const action of group.actions) {
        expect(action.startsWith(`${group.prefix}.`), action).toBe(true);
        const key = logActionKey(action)!;
        const path = key.replace(/^settings\./, '');
        expect(typeof lookup(translations.settings.en, path), key).toBe('string');
        expect(typeof lookup(translations.settings.tr, path), key).toBe('string');
      }
    }
    expect(lookup(translations.settings.en, 'logs.actions.project.created')).toBe('created project');
  });

  it('words a member who left as such', () => {
    expect(logEntryKey({ action: 'member.removed', details: { left: true } })).toBe('settings.logs.actions.member.left');
    expect(logEntryKey({ action: 'member.removed', details: { left: false } })).toBe('settings.logs.actions.member.removed');
  });

  it('leaves unknown actions to be shown as they are', () => {
    expect(logActionKey('project.exploded')).toBeNull();
    expect(logActionKey('constructor')).toBeNull();
  });
});
