import { describe, expect, it } from 'vitest';
import { filterOptions, selectionSummary, toggleValue } from './select-logic.ts';
import { validOptions } from './valid-options.ts';

const options = [
  { value: 'fr', label: 'France' },
  { value: 'de', label: 'Germany' },
  { value: 'es', label: 'Spain' },
];

describe('select logic', () => {
  it('summarises the selection in option order, or shows the placeholder', () => {
    expect(selectionSummary(options, ['es', 'fr'], 'Pick')).toBe('France, Spain');
    expect(selectionSummary(options, [], 'Pick')).toBe('Pick');
    expect(selectionSummary(options, ['xx'], 'Pick')).toBe('Pick');
  });

  it('toggles a value in a multiple selection', () => {
    expect(toggleValue(['fr'], 'de')).toEqual(['fr', 'de']);
    expect(toggleValue(['fr', 'de'], 'fr')).toEqual(['de']);
  });

  it('filters by label, ignoring case', () => {
    expect(filterOptions(options, ' AN ')).toEqual([options[0], options[1]]);
    expect(filterOptions(options, '')).toBe(options);
  });

  it('keeps only well-formed, distinct options', () => {
    expect(validOptions([{ value: 'a', label: 'A' }, { value: 'a', label: 'again' }, 'b', null, { value: 1, label: 'one' }, { value: 'c', label: 'C' }])).toEqual([
      { value: 'a', label: 'A' },
      { value: 'c', label: 'C' },
    ]);
  });
});
