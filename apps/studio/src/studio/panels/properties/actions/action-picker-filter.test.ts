import { describe, expect, it } from 'vitest';
import { filterPickerEntries, flatEntries } from './action-picker-filter.ts';

const entries = [
  { type: 'navigate', group: 'navigation', label: 'Navigate to screen' },
  { type: 'goBack', group: 'navigation', label: 'Go back' },
  { type: 'showMessage', group: 'feedback', label: 'Show message' },
  { type: 'insert', group: 'data', label: 'Satır ekle' },
];
const groups = ['navigation', 'feedback', 'data'];
const groupLabel = (group: string) => ({ navigation: 'Navigation', feedback: 'Messages', data: 'Data' })[group] ?? group;

describe('the action picker', () => {
  it('lists every type under its group, in order, without a search', () => {
    const shown = filterPickerEntries(entries, groups, groupLabel, '');
    expect(shown.map((group) => [group.group, group.entries.map((entry) => entry.type)])).toEqual([
      ['navigation', ['navigate', 'goBack']],
      ['feedback', ['showMessage']],
      ['data', ['insert']],
    ]);
    expect(flatEntries(shown).map((entry) => entry.type)).toEqual(['navigate', 'goBack', 'showMessage', 'insert']);
  });

  it('keeps the types matching every word, by label, type or group, ignoring case and accents', () => {
    const types = (query: string) => flatEntries(filterPickerEntries(entries, groups, groupLabel, query)).map((entry) => entry.type);
    expect(types('MESSAGE')).toEqual(['showMessage']);
    expect(types('go screen')).toEqual([]);
    expect(types('navigation')).toEqual(['navigate', 'goBack']);
    expect(types('goback')).toEqual(['goBack']);
    expect(types('satir')).toEqual(['insert']);
    expect(filterPickerEntries(entries, groups, groupLabel, 'nothing like it')).toEqual([]);
  });
});
