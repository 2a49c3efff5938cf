import { describe, expect, it } from 'vitest';
import { parsePrefer } from './parse-prefer.ts';
import { parseRange } from './parse-range.ts';
import { accepted, refused } from './test-helpers.ts';

const prefer = (header: string | undefined) => {
  const result = parsePrefer(header);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('Prefer', () => {
  it('defaults to no count, minimal return, no resolution, missing columns as null', () => {
    expect(prefer(undefined)).toEqual({ count: null, return: 'minimal', resolution: null, missing: 'null' });
    expect(accepted('').prefer).toEqual(prefer(''));
  });

  it('reads every applied preference, with spaces around, the first of a name winning', () => {
    expect(prefer('count=exact,return=representation, resolution=merge-duplicates ,missing=default')).toEqual({
      count: 'exact',
      return: 'representation',
      resolution: 'merge-duplicates',
      missing: 'default',
    });
    expect(prefer('count=planned, count=exact').count).toBe('planned');
    expect(prefer('count=estimated').count).toBe('estimated');
    expect(prefer('return=headers-only, resolution=ignore-duplicates')).toMatchObject({ return: 'headers-only', resolution: 'ignore-duplicates' });
    expect(prefer('return=minimal').return).toBe('minimal');
  });

  it('ignores unknown preferences and unknown values', () => {
    expect(prefer('count=bogus, tx=rollback, timezone=UTC, anything, return=representation')).toEqual({
      count: null,
      return: 'representation',
      resolution: null,
      missing: 'null',
    });
  });

  it('refuses preferences it does not apply when handling=strict, quoting little of them', () => {
    expect(prefer('handling=strict, count=exact, tx=commit').count).toBe('exact');
    const error = refused('', { prefer: `handling=strict, tx=rollback, max-affected=5, ${'x'.repeat(500)}` });
    expect(error).toMatchObject({ status: 400, code: 'PGRST122', message: 'Invalid preferences given with handling=strict' });
    expect(error.details).toContain('tx=rollback, max-affected=5');
    expect(error.details!.length).toBeLessThan(100);
  });
});

describe('Range', () => {
  it('reads 0-49 and 10- with no unit or the items unit, as inclusive bounds', () => {
    expect(accepted('', { range: '0-49' }).range).toEqual({ start: 0, end: 49 });
    expect(accepted('', { range: '10-', 'range-unit': 'items' }).range).toEqual({ start: 10, end: null });
    expect(accepted('', { range: '5-5', 'range-unit': 'Items' }).range).toEqual({ start: 5, end: 5 });
    expect(accepted('', {}).range).toBeNull();
    expect(parseRange('', undefined)).toEqual({ ok: true, value: null });
  });

  it('refuses a malformed range, another unit, or a lower bound above the upper one with 416 PGRST103', () => {
    for (const [range, unit] of [['5-1', undefined], ['abc', undefined], ['-5', undefined], ['0-49', 'bytes'], ['items=0-49', undefined], ['1-2-3', undefined], [`0-${'9'.repeat(20)}`, undefined]] as const) {
      expect(refused('', { range, 'range-unit': unit })).toMatchObject({ status: 416, code: 'PGRST103', message: 'Requested range not satisfiable' });
    }
    expect(refused('', { range: '5-1' }).details).toBe('The lower boundary must be lower than or equal to the upper boundary in the Range header.');
    expect(refused('', { range: '0-9', 'range-unit': 'bytes' }).details).toBe('Only the items range unit is supported.');
  });
});
