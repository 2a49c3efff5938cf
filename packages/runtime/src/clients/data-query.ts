import type { ActionFilterOperator } from '@tessera/model/definition';
import { type ClientError } from './client-result.ts';

/** A filter with its value already evaluated. */
export interface DataFilter {
  column: string;
  operator: ActionFilterOperator;
  value: unknown;
}

export interface DataOrder {
  column: string;
  direction: 'asc' | 'desc';
}

/** A read of one table: which columns (PostgREST `select`, default `*`), filters, order and page. */
export interface DataQuery {
  select?: string;
  filters?: readonly DataFilter[];
  order?: readonly DataOrder[];
  limit?: number;
  offset?: number;
}

type Scalar = string | number | boolean;
const isScalar = (value: unknown): value is Scalar => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** An `in.(…)` item, quoted (PostgREST's rule) when it holds a character that ends or opens one. */
function listItem(value: Scalar): string {
  const text = String(value);
  return /[,()"\\]|^\s|\s$|^$/.test(text) ? `"${text.replace(/[\\"]/g, (character) => `\\${character}`)}"` : text;
}

function badValue(filter: DataFilter, expected: string): ClientError {
  return { code: 'invalid_filter', message: `The filter on ${filter.column} (${filter.operator}) needs ${expected}.`, field: filter.column };
}

/**
 * One filter as a query-string value (`eq.5`, `in.(1,"a,b")`, `is.null`). A null compared with
 * `eq`/`neq` becomes `is.null`/`not.is.null`, as SQL never finds a row equal to null. Refuses a
 * value the operator cannot take (a list for `eq`, text for `is`).
 */
export function filterValue(filter: DataFilter): { ok: true; value: string } | { ok: false; error: ClientError } {
  const { operator, value } = filter;
  if (operator === 'in') {
    if (!Array.isArray(value) || !value.every(isScalar)) return { ok: false, error: badValue(filter, 'a list of texts, numbers or booleans') };
    return { ok: true, value: `in.(${value.map(listItem).join(',')})` };
  }
  if (operator === 'is') {
    if (value !== null && typeof value !== 'boolean') return { ok: false, error: badValue(filter, 'null, true or false') };
    return { ok: true, value: `is.${String(value)}` };
  }
  if (value === null && (operator === 'eq' || operator === 'neq')) return { ok: true, value: operator === 'eq' ? 'is.null' : 'not.is.null' };
  if (!isScalar(value)) return { ok: false, error: badValue(filter, 'a text, a number or a boolean') };
  return { ok: true, value: `${operator}.${String(value)}` };
}

/** The query string of a read or a filtered write (`select=*&done=eq.false&order=title.asc&limit=20`). */
export function queryString(query: DataQuery, options: { select: boolean }): { ok: true; value: string } | { ok: false; error: ClientError } {
  const params = new URLSearchParams();
  if (options.select) params.set('select', query.select ?? '*');
  for (const filter of query.filters ?? []) {
    const value = filterValue(filter);
    if (!value.ok) return value;
    params.append(filter.column, value.value);
  }
  if (query.order && query.order.length > 0) params.set('order', query.order.map((key) => `${key.column}.${key.direction}`).join(','));
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.offset !== undefined && query.offset > 0) params.set('offset', String(query.offset));
  return { ok: true, value: params.toString() };
}

/** The total of a `Content-Range` answer (`0-9/42` → 42), or null when not counted (`0-9/*`). */
export function countOfContentRange(header: string | null): number | null {
  const match = header ? /\/(\d+)$/.exec(header.trim()) : null;
  return match ? Number(match[1]) : null;
}
