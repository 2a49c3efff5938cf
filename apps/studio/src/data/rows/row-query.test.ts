import { describe, expect, it } from 'vitest';
import { parseContentRange } from './content-range.ts';
import {
  cursorAfter,
  nextCursor,
  exportQuery,
  filterParams,
  filterValueOf,
  isCompleteFilter,
  keysetParam,
  nextSort,
  orderOf,
  pageQuery,
  quoteListValue,
  viewQuery,
  type RowFilter,
  type RowView,
} from './row-query.ts';

const plain: RowView = { primaryKey: ['id'], filters: [], sort: null };
const filter = (column: string, operator: RowFilter['operator'], value: string, negated = false): RowFilter => ({ column, operator, value, negated });
const decoded = (query: string) => [...new URLSearchParams(query).entries()];

describe('filters', () => {
  it('writes each operator in PostgREST form, with not.', () => {
    expect(filterValueOf(filter('name', 'eq', 'Ada'))).toBe('eq.Ada');
    expect(filterValueOf(filter('age', 'gte', '18', true))).toBe('not.gte.18');
    expect(filterValueOf(filter('name', 'ilike', '*ad*'))).toBe('ilike.*ad*');
    expect(filterValueOf(filter('done', 'is', 'null', true))).toBe('not.is.null');
    expect(filterValueOf(filter('status', 'in', 'open, in progress ,,done'))).toBe('in.(open,in progress,done)');
  });

  it('quotes list values holding reserved characters', () => {
    expect(quoteListValue('plain')).toBe('plain');
    expect(quoteListValue('a,b')).toBe('"a,b"');
    expect(quoteListValue('say "hi" \\ (now)')).toBe('"say \\"hi\\" \\\\ (now)"');
    expect(quoteListValue('2026-01-31T10:00:00Z')).toBe('"2026-01-31T10:00:00Z"');
    expect(quoteListValue('')).toBe('""');
    expect(filterValueOf(filter('tag', 'in', 'x(1), y'))).toBe('in.("x(1)",y)');
  });

  it('sends only complete filters, AND-ed as separate parameters', () => {
    expect(isCompleteFilter(filter('', 'eq', 'x'))).toBe(false);
    expect(isCompleteFilter(filter('a', 'in', ' , '))).toBe(false);
    expect(isCompleteFilter(filter('a', 'is', 'maybe'))).toBe(false);
    expect(isCompleteFilter(filter('a', 'eq', ''))).toBe(true);
    const view: RowView = { ...plain, filters: [filter('age', 'gt', '3'), filter('age', 'lt', '9'), filter('x', 'in', '')] };
    expect(filterParams(view)).toEqual([
      ['age', 'gt.3'],
      ['age', 'lt.9'],
    ]);
  });
});

describe('order and keyset', () => {
  it('orders by the key alone, or by the sorted column then the key, nulls last', () => {
    expect(orderOf(plain)).toBe('id.asc');
    expect(orderOf({ ...plain, sort: { column: 'id', direction: 'desc' } })).toBe('id.desc');
    expect(orderOf({ ...plain, sort: { column: 'name', direction: 'desc' } })).toBe('name.desc.nullslast,id.desc');
  });

  it('starts the next page after the key without a sort', () => {
    expect(keysetParam(plain, { key: ['100'] })).toEqual(['id', 'gt.100']);
    expect(keysetParam({ ...plain, sort: { column: 'id', direction: 'desc' } }, { key: ['100'] })).toEqual(['id', 'lt.100']);
  });

  it('starts after (value, key) when sorted, and walks the null tail by key', () => {
    const asc: RowView = { ...plain, sort: { column: 'name', direction: 'asc' } };
    expect(keysetParam(asc, { key: ['7'], sortValue: 'Bo, Jr.' })).toEqual(['or', '(name.gt."Bo, Jr.",and(name.eq."Bo, Jr.",id.gt.7),name.is.null)']);
    expect(keysetParam(asc, { key: ['7'], sortValue: null })).toEqual(['and', '(name.is.null,id.gt.7)']);
    const desc: RowView = { ...plain, sort: { column: 'score', direction: 'desc' } };
    expect(keysetParam(desc, { key: ['7'], sortValue: '4.5' })).toEqual(['or', '(score.lt.4.5,and(score.eq.4.5,id.lt.7),score.is.null)']);
  });

  it('orders and continues by every column of a key of several, a sorted key column first', () => {
    const stock: RowView = { primaryKey: ['bin', 'part'], filters: [], sort: null };
    expect(orderOf(stock)).toBe('bin.asc,part.asc');
    expect(orderOf({ ...stock, sort: { column: 'part', direction: 'desc' } })).toBe('part.desc,bin.desc');
    expect(orderOf({ ...stock, sort: { column: 'qty', direction: 'desc' } })).toBe('qty.desc.nullslast,bin.desc,part.desc');
    expect(keysetParam(stock, { key: ['A,1', '2'] })).toEqual(['or', '(bin.gt."A,1",and(bin.eq."A,1",part.gt.2))']);
    expect(keysetParam({ ...stock, sort: { column: 'part', direction: 'desc' } }, { key: ['A', '2'] })).toEqual(['or', '(part.lt.2,and(part.eq.2,bin.lt.A))']);
    const byQty: RowView = { ...stock, sort: { column: 'qty', direction: 'asc' } };
    expect(keysetParam(byQty, { key: ['A', '2'], sortValue: '5' })).toEqual(['or', '(qty.gt.5,and(qty.eq.5,bin.gt.A),and(qty.eq.5,bin.eq.A,part.gt.2),qty.is.null)']);
    expect(keysetParam(byQty, { key: ['A', '2'], sortValue: null })).toEqual(['or', '(and(qty.is.null,bin.gt.A),and(qty.is.null,bin.eq.A,part.gt.2))']);
    expect(cursorAfter(byQty, { bin: 'A', part: 2, qty: null })).toEqual({ key: ['A', '2'], sortValue: null });
    expect(cursorAfter(stock, { bin: 'B', part: 10, qty: 1 })).toEqual({ key: ['B', '10'] });
    const three: RowView = { primaryKey: ['a', 'b', 'c'], filters: [], sort: null };
    expect(decoded(pageQuery(three, { key: ['1', '2', '3'] }))).toEqual([
      ['select', '*'],
      ['order', 'a.asc,b.asc,c.asc'],
      ['or', '(a.gt.1,and(a.eq.1,b.gt.2),and(a.eq.1,b.eq.2,c.gt.3))'],
      ['limit', '100'],
    ]);
  });

  it('takes the cursor from the last row of a page', () => {
    expect(cursorAfter(plain, { id: 42, name: 'x' })).toEqual({ key: ['42'] });
    const sorted: RowView = { ...plain, sort: { column: 'name', direction: 'asc' } };
    expect(cursorAfter(sorted, { id: 'a-b', name: null })).toEqual({ key: ['a-b'], sortValue: null });
    expect(cursorAfter(sorted, { id: 3, name: true })).toEqual({ key: ['3'], sortValue: 'true' });
  });

  it('builds the whole page query: select, order, filters, keyset, limit, never offset', () => {
    const view: RowView = { primaryKey: ['id'], filters: [filter('done', 'is', 'false')], sort: null };
    expect(decoded(pageQuery(view, null))).toEqual([
      ['select', '*'],
      ['order', 'id.asc'],
      ['done', 'is.false'],
      ['limit', '100'],
    ]);
    const next = pageQuery(view, { key: ['200'] });
    expect(decoded(next)).toContainEqual(['id', 'gt.200']);
    expect(next).not.toContain('offset');
    // Counts take the filters only; an export takes them in the grid's order, without a page.
    const sorted: RowView = { ...view, sort: { column: 'title', direction: 'desc' } };
    expect(decoded(viewQuery(sorted))).toEqual([
      ['select', '*'],
      ['done', 'is.false'],
    ]);
    expect(decoded(exportQuery(sorted))).toEqual([
      ['select', '*'],
      ['order', 'title.desc.nullslast,id.desc'],
      ['done', 'is.false'],
    ]);
    expect(decoded(exportQuery(view))).toEqual([
      ['select', '*'],
      ['order', 'id.asc'],
      ['done', 'is.false'],
    ]);
  });

  it('pages a table without a key by offset, ordered by the sort then every tie-break column', () => {
    const keyless: RowView = { primaryKey: [], tieBreak: ['name', 'born'], filters: [filter('name', 'like', 'A*')], sort: null };
    expect(decoded(pageQuery(keyless, null))).toEqual([
      ['select', '*'],
      ['order', 'name.asc,born.asc'],
      ['name', 'like.A*'],
      ['limit', '100'],
    ]);
    const sorted: RowView = { ...keyless, sort: { column: 'born', direction: 'desc' } };
    expect(decoded(pageQuery(sorted, { offset: 200 }))).toEqual([
      ['select', '*'],
      ['order', 'born.desc.nullslast,name.desc'],
      ['name', 'like.A*'],
      ['offset', '200'],
      ['limit', '100'],
    ]);
    expect(nextCursor(sorted, { name: 'Ada' }, 300)).toEqual({ offset: 300 });
    expect(nextCursor(plain, { id: 9 }, 300)).toEqual({ key: ['9'] });
    // Nothing to order by: no order= at all (the server's order), exports too.
    const bare: RowView = { primaryKey: [], filters: [], sort: null };
    expect(decoded(pageQuery(bare, null))).toEqual([
      ['select', '*'],
      ['limit', '100'],
    ]);
    expect(decoded(exportQuery(sorted))).toEqual([
      ['select', '*'],
      ['order', 'born.desc.nullslast,name.desc'],
      ['name', 'like.A*'],
    ]);
  });

  it('cycles a header: ascending, descending, none; another column starts ascending', () => {
    expect(nextSort(null, 'a')).toEqual({ column: 'a', direction: 'asc' });
    expect(nextSort({ column: 'a', direction: 'asc' }, 'a')).toEqual({ column: 'a', direction: 'desc' });
    expect(nextSort({ column: 'a', direction: 'desc' }, 'a')).toBeNull();
    expect(nextSort({ column: 'a', direction: 'desc' }, 'b')).toEqual({ column: 'b', direction: 'asc' });
  });
});

describe('Content-Range', () => {
  it('reads ranges and totals, counted or not', () => {
    expect(parseContentRange('0-99/12345')).toEqual({ start: 0, end: 99, total: 12345 });
    expect(parseContentRange('*/0')).toEqual({ start: null, end: null, total: 0 });
    expect(parseContentRange('0-24/*')).toEqual({ start: 0, end: 24, total: null });
    expect(parseContentRange(null)).toBeNull();
    expect(parseContentRange('items 0-1/2')).toBeNull();
  });
});
