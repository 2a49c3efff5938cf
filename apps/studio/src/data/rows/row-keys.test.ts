import { describe, expect, it } from 'vitest';
import { keyLabel, keyOf, keysQuery, keyValuesOf } from './row-keys.ts';

const decoded = (query: string) => [...new URLSearchParams(query).entries()];

describe('row keys', () => {
  it('names a row by its one key column as text, or by every column of a longer key', () => {
    expect(keyOf({ id: 5, name: 'x' }, ['id'])).toBe('5');
    const named = keyOf({ bin: 'A,"1"', part: 2, qty: 3 }, ['bin', 'part']);
    expect(named).toBe('["A,\\"1\\"","2"]');
    expect(keyValuesOf(named, ['bin', 'part'])).toEqual(['A,"1"', '2']);
    expect(keyValuesOf('["x"]', ['id'])).toEqual(['["x"]']);
    expect(keyLabel(named, ['bin', 'part'])).toBe('A,"1", 2');
    expect(keyLabel('7', ['id'])).toBe('7');
  });

  it('refuses a name that does not fit the key', () => {
    expect(() => keyValuesOf('["A"]', ['bin', 'part'])).toThrow('does not name a row by bin, part');
    expect(() => keyValuesOf('[1,2]', ['bin', 'part'])).toThrow('does not name a row');
    expect(() => keysQuery([], ['1'])).toThrow('this table has none');
  });

  it('filters one row by each key column, several rows by an in list or an or of ands', () => {
    expect(decoded(keysQuery(['id'], ['5']))).toEqual([['id', 'eq.5']]);
    expect(decoded(keysQuery(['id'], ['5', 'a,b']))).toEqual([['id', 'in.(5,"a,b")']]);
    expect(decoded(keysQuery(['bin', 'part'], ['["A,B","2"]']))).toEqual([
      ['bin', 'eq.A,B'],
      ['part', 'eq.2'],
    ]);
    expect(decoded(keysQuery(['bin', 'part'], ['["A","2"]', '["(B)",""]']))).toEqual([['or', '(and(bin.eq.A,part.eq.2),and(bin.eq."(B)",part.eq.""))']]);
  });
});
