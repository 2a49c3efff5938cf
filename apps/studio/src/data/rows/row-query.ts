/**
 * The grid's view of a table (filters, sort, where the next page starts) written in PostgREST's
 * URL grammar. Pure: the same inputs always give the same query string.
 */

/** The filter operators the grid offers (the data API's own). */
export const filterOperators = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is'] as const;
export type FilterOperator = (typeof filterOperators)[number];

/** `is.` takes one of these. */
export const isValues = ['null', 'true', 'false'] as const;
export type IsValue = (typeof isValues)[number];

/** One condition of the filter builder; several are AND-ed. `in` takes comma-separated values. */
export interface RowFilter {
  column: string;
  operator: FilterOperator;
  negated: boolean;
  value: string;
}

export type SortDirection = 'asc' | 'desc';

/** Sorting by a column (the key's columns then break ties). */
export interface RowSort {
  column: string;
  direction: SortDirection;
}

/** Where a page starts: after the row holding `key` (and `sortValue` in the sorted column). */
export interface RowCursor {
  /** The row's key columns' values as text, in key order. */
  key: readonly string[];
  /** The sorted column's value of that row as text, or null when it held null. Absent without a sort on a column outside the key. */
  sortValue?: string | null;
}

/** Where a page of a table without a primary key starts: after so many rows (browse-only tables). */
export interface OffsetCursor {
  offset: number;
}

/** Where a page starts: by keyset, or by offset on a table without a key. */
export type PageCursor = RowCursor | OffsetCursor;

/** Everything one page request depends on. */
export interface RowView {
  /** The columns naming a row, in key order (one, or several); empty for a table without a key (paged by offset, browse-only). */
  primaryKey: readonly string[];
  /** Without a primary key: the columns that order rows after the sort, so offset pages do not shift. */
  tieBreak?: readonly string[];
  filters: readonly RowFilter[];
  sort: RowSort | null;
}

/** Rows per page the grid asks for. */
export const PAGE_SIZE = 100;

/** Characters that end a value inside `or=(…)`, `and=(…)` and `in.(…)`: such values are quoted. */
const RESERVED_IN_LIST = /[,()"\\:]|^\s|\s$/;

/** A value as PostgREST reads it inside a list or a logic tree: double-quoted when it must be. */
export function quoteListValue(value: string): string {
  if (value === '' || RESERVED_IN_LIST.test(value)) return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return value;
}

/** The values of an `in` filter as the builder's text gives them: split on commas, trimmed, empty ones dropped. */
export function splitInValues(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** `[not.]op.value` of one filter. */
export function filterValueOf(filter: RowFilter): string {
  const prefix = filter.negated ? 'not.' : '';
  if (filter.operator === 'in') return `${prefix}in.(${splitInValues(filter.value).map(quoteListValue).join(',')})`;
  return `${prefix}${filter.operator}.${filter.value}`;
}

/** True when the filter has what it needs to be sent (an `in` with at least one value, an `is` with a known value). */
export function isCompleteFilter(filter: RowFilter): boolean {
  if (filter.column === '') return false;
  if (filter.operator === 'in') return splitInValues(filter.value).length > 0;
  if (filter.operator === 'is') return (isValues as readonly string[]).includes(filter.value);
  return true;
}

/** `order=` of a view without a key: the sorted column (nulls last), then the tie-break columns; empty when none. */
function keylessOrderOf(view: RowView): string {
  const direction = view.sort?.direction ?? 'asc';
  const terms = view.sort ? [`${view.sort.column}.${direction}.nullslast`] : [];
  for (const column of view.tieBreak ?? []) if (column !== view.sort?.column) terms.push(`${column}.${direction}`);
  return terms.join(',');
}

/** The sort of a view when it is on a column outside the key (nullable, placed last); null otherwise. */
function sortOutsideKey(view: RowView): RowSort | null {
  return view.sort && !view.primaryKey.includes(view.sort.column) ? view.sort : null;
}

/** The key columns in the order that breaks ties: a sorted key column first, then the others in key order. */
function keyTerms(view: RowView): string[] {
  const sorted = view.sort && view.primaryKey.includes(view.sort.column) ? view.sort.column : null;
  return sorted === null ? [...view.primaryKey] : [sorted, ...view.primaryKey.filter((column) => column !== sorted)];
}

/** `order=` of a view: the sorted column (nulls last either way), then every key column, in one direction. */
export function orderOf(view: RowView): string {
  if (view.primaryKey.length === 0) return keylessOrderOf(view);
  const direction = view.sort?.direction ?? 'asc';
  const sort = sortOutsideKey(view);
  const keys = keyTerms(view).map((column) => `${column}.${direction}`);
  return (sort ? [`${sort.column}.${direction}.nullslast`, ...keys] : keys).join(',');
}

/**
 * The keyset condition of the page after `cursor`: rows past the cursor's row in the view's order,
 * never an OFFSET, so the millionth row costs what the first does. Over key columns k1…kn the row
 * comes after when, for some i, k1…k(i-1) equal the cursor's and ki is past it: one `and(…)` per
 * i, flat under one `or=`, so a long key stays within the grammar's nesting limit.
 */
export function keysetParam(view: RowView, cursor: RowCursor): [string, string] {
  const direction = view.sort?.direction ?? 'asc';
  const past = direction === 'asc' ? 'gt' : 'lt';
  const valueOf = (column: string) => cursor.key[view.primaryKey.indexOf(column)] ?? '';
  const terms = keyTerms(view);
  /** Each way of coming after the cursor by the key alone, as the conditions it ANDs. */
  const keyAfter = terms.map((column, index) => [...terms.slice(0, index).map((earlier) => `${earlier}.eq.${quoteListValue(valueOf(earlier))}`), `${column}.${past}.${quoteListValue(valueOf(column))}`]);
  const anyOf = (ways: readonly (readonly string[])[]) => ways.map((way) => (way.length === 1 ? (way[0] ?? '') : `and(${way.join(',')})`)).join(',');
  const sort = sortOutsideKey(view);
  if (!sort) {
    const [only] = terms;
    if (terms.length === 1 && only !== undefined) return [only, `${past}.${valueOf(only)}`];
    return ['or', `(${anyOf(keyAfter)})`];
  }
  // Nulls sort last in both directions: past a null only more nulls with a key further on.
  if (cursor.sortValue === null || cursor.sortValue === undefined) {
    const ways = keyAfter.map((way) => [`${sort.column}.is.null`, ...way]);
    return ways.length === 1 ? ['and', `(${ways[0]?.join(',') ?? ''})`] : ['or', `(${anyOf(ways)})`];
  }
  const value = quoteListValue(cursor.sortValue);
  const tied = keyAfter.map((way) => [`${sort.column}.eq.${value}`, ...way]);
  return ['or', `(${sort.column}.${past}.${value},${anyOf(tied)},${sort.column}.is.null)`];
}

/** The filter parameters of a view, in the builder's order (complete filters only). */
export function filterParams(view: RowView): [string, string][] {
  return view.filters.filter(isCompleteFilter).map((filter) => [filter.column, filterValueOf(filter)]);
}

/** `select=*` and the view's `order=` (left out when the view has no order). */
function orderedParams(view: RowView): [string, string][] {
  const order = orderOf(view);
  return order === '' ? [['select', '*']] : [['select', '*'], ['order', order]];
}

/**
 * The query string of one page: `select=*&order=…&<filters>&<keyset>&limit=100`; on a table
 * without a key, `offset=` instead of the keyset.
 */
export function pageQuery(view: RowView, cursor: PageCursor | null, limit = PAGE_SIZE): string {
  const params = new URLSearchParams([...orderedParams(view), ...filterParams(view)]);
  if (cursor && 'offset' in cursor) params.set('offset', String(cursor.offset));
  else if (cursor && view.primaryKey.length > 0) params.append(...keysetParam(view, cursor));
  params.set('limit', String(limit));
  return params.toString();
}

/** The query string of a count: the view's filters, no order, no page. */
export function viewQuery(view: RowView): string {
  return new URLSearchParams([['select', '*'], ...filterParams(view)]).toString();
}

/** The query string of a CSV export: the view's filters in the grid's order, every row (the server streams it). */
export function exportQuery(view: RowView): string {
  return new URLSearchParams([...orderedParams(view), ...filterParams(view)]).toString();
}

/** A cell value as the text a filter or cursor carries. */
export function valueAsText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Where the page after a full page starts: after its last row by keyset, or after every row loaded
 * (`loaded`) on a table without a key.
 */
export function nextCursor(view: RowView, lastRow: Readonly<Record<string, unknown>>, loaded: number): PageCursor {
  return view.primaryKey.length === 0 ? { offset: loaded } : cursorAfter(view, lastRow);
}

/** The cursor after `row`, the last row of a page. */
export function cursorAfter(view: RowView, row: Readonly<Record<string, unknown>>): RowCursor {
  const key = view.primaryKey.map((column) => valueAsText(row[column]) ?? '');
  const sort = sortOutsideKey(view);
  return sort ? { key, sortValue: valueAsText(row[sort.column]) } : { key };
}

/** The next sort of a header click: none → ascending → descending → none; another column starts ascending. */
export function nextSort(current: RowSort | null, column: string): RowSort | null {
  if (!current || current.column !== column) return { column, direction: 'asc' };
  if (current.direction === 'asc') return { column, direction: 'desc' };
  return null;
}
