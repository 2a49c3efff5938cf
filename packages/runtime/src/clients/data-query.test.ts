import { describe, expect, it } from 'vitest';
import { countOfContentRange, filterValue, queryString } from './data-query.ts';

describe('data API query strings', () => {
  it('writes filters, order and a page in PostgREST grammar', () => {
    const query = queryString(
      {
        filters: [
          { column: 'done', operator: 'eq', value: false },
          { column: 'title', operator: 'ilike', value: '%report%' },
          { column: 'id', operator: 'in', value: [1, 'a,b', 'say "hi"'] },
          { column: 'due', operator: 'is', value: null },
        ],
        order: [{ column: 'created_at', direction: 'desc' }, { column: 'title', direction: 'asc' }],
        limit: 20,
        offset: 40,
      },
      { select: true },
    );
    expect(query.ok && new URLSearchParams(query.value).getAll('id')).toEqual(['in.(1,"a,b","say \\"hi\\"")']);
    expect(query.ok && [...new URLSearchParams(query.value)]).toEqual([
      ['select', '*'],
      ['done', 'eq.false'],
      ['title', 'ilike.%report%'],
      ['id', 'in.(1,"a,b","say \\"hi\\"")'],
      ['due', 'is.null'],
      ['order', 'created_at.desc,title.asc'],
      ['limit', '20'],
      ['offset', '40'],
    ]);
  });

  it('compares with null as SQL can', () => {
    expect(filterValue({ column: 'a', operator: 'eq', value: null })).toEqual({ ok: true, value: 'is.null' });
    expect(filterValue({ column: 'a', operator: 'neq', value: null })).toEqual({ ok: true, value: 'not.is.null' });
  });

  it('refuses a value its operator cannot take, naming the column', () => {
    expect(filterValue({ column: 'tags', operator: 'eq', value: ['a'] })).toMatchObject({ ok: false, error: { code: 'invalid_filter', field: 'tags' } });
    expect(filterValue({ column: 'id', operator: 'in', value: 'a,b' })).toMatchObject({ ok: false });
    expect(filterValue({ column: 'done', operator: 'is', value: 'yes' })).toMatchObject({ ok: false });
  });

  it('reads the total of a counted answer', () => {
    expect(countOfContentRange('0-9/42')).toBe(42);
    expect(countOfContentRange('*/0')).toBe(0);
    expect(countOfContentRange('0-9/*')).toBeNull();
    expect(countOfContentRange(null)).toBeNull();
  });
});
