import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keyOf } from './row-keys.ts';
import { firstPageOnly, flattenPages, removeRows, replaceRow } from './row-pages.ts';
import type { RowPage } from './rows-api.ts';

const data: InfiniteData<RowPage> = {
  pages: [
    { rows: [{ id: 1, name: 'a' }, { id: 2, name: 'b' }], total: 4, more: true },
    { rows: [{ id: 3, name: 'c' }, { id: 4, name: 'd' }], total: null, more: true },
  ],
  pageParams: [null, { key: ['2'] }],
};

describe('loaded pages', () => {
  it('flattens pages and names rows by key as text', () => {
    expect(flattenPages(data).map((row) => keyOf(row, ['id']))).toEqual(['1', '2', '3', '4']);
    expect(flattenPages(undefined)).toEqual([]);
  });

  it('replaces one row where it is, leaving the other pages as they were', () => {
    const next = replaceRow(data, ['id'], '3', { id: 3, name: 'C' });
    expect(flattenPages(next).map((row) => row.name)).toEqual(['a', 'b', 'C', 'd']);
    expect(next?.pages[0]).toBe(data.pages[0]);
    expect(replaceRow(undefined, ['id'], '3', { id: 3 })).toBeUndefined();
  });

  it('removes rows and lowers the count', () => {
    const next = removeRows(data, ['id'], new Set(['1', '4']));
    expect(flattenPages(next).map((row) => row.id)).toEqual([2, 3]);
    expect(next?.pages[0]?.total).toBe(2);
    expect(next?.pageParams).toBe(data.pageParams);
    // A page made shorter by a delete still says more rows may follow.
    expect(next?.pages.map((page) => page.more)).toEqual([true, true]);
  });

  it('finds and removes rows of a key of several columns by every column', () => {
    const stock: InfiniteData<RowPage> = { pages: [{ rows: [{ bin: 'A', part: 1, qty: 5 }, { bin: 'A', part: 2, qty: 6 }, { bin: 'B', part: 1, qty: 7 }], total: 3, more: false }], pageParams: [null] };
    const key = ['bin', 'part'];
    expect(flattenPages(stock).map((row) => keyOf(row, key))).toEqual(['["A","1"]', '["A","2"]', '["B","1"]']);
    expect(flattenPages(replaceRow(stock, key, '["A","2"]', { bin: 'A', part: 2, qty: 60 })).map((row) => row.qty)).toEqual([5, 60, 7]);
    const left = removeRows(stock, key, new Set(['["B","1"]']));
    expect(flattenPages(left).map((row) => row.qty)).toEqual([5, 6]);
    expect(left?.pages[0]?.total).toBe(2);
  });

  it('cuts the pages to the first before a reload', () => {
    expect(firstPageOnly(data)).toEqual({ pages: [data.pages[0]], pageParams: [null] });
    const one = { pages: [data.pages[0]!], pageParams: [null] };
    expect(firstPageOnly(one)).toBe(one);
  });
});
