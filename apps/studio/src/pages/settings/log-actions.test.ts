import { describe, expect, it } from 'vitest';
import { translations } from '@tessera/catalog';
import { logActions } from '@tessera/model/workspace-api';
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

  it('words every verb the server writes to the audit log', () => {
    // The server's log writers take only the shared list's verbs (a type check): a verb added
    // there without words here fails.
    const grouped = new Set<string>(logActionGroups.flatMap((group) => group.actions));
    for (const action of logActions) {
      expect(grouped.has(action), `${action} is in no group of the log page`).toBe(true);
      expect(logActionKey(action), action).not.toBeNull();
    }
    expect(lookup(translations.settings.en, 'logs.actions.project.app_settings_updated')).toBe('changed run settings');
    expect(lookup(translations.settings.en, 'logs.actions.release.rolledBack')).toBe('rolled back to an earlier release');
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
