import { quoteListValue, valueAsText } from './row-query.ts';

/**
 * How the grid names a row in selections, edits and the requests that change it: by every column
 * of its primary key. Pure, tested in node.
 */

type Row = Readonly<Record<string, unknown>>;

/**
 * The name of a row: its key column's value as text; for a key of several columns, their texts as
 * a JSON array in key order (unambiguous whatever the values hold; {@link keyValuesOf} reads it back).
 */
export function keyOf(row: Row, primaryKey: readonly string[]): string {
  const values = primaryKey.map((column) => valueAsText(row[column]) ?? '');
  return values.length === 1 ? (values[0] ?? '') : JSON.stringify(values);
}

/** The key columns' values of a row named by {@link keyOf}, in key order. */
export function keyValuesOf(key: string, primaryKey: readonly string[]): string[] {
  if (primaryKey.length === 1) return [key];
  const values: unknown = JSON.parse(key);
  if (!Array.isArray(values) || values.length !== primaryKey.length || !values.every((value) => typeof value === 'string')) {
    throw new Error(`${key} does not name a row by ${primaryKey.join(', ')}`);
  }
  return values as string[];
}

/** A row's key as people read it: `7`, or `A, 2` for a key of several columns. */
export function keyLabel(key: string, primaryKey: readonly string[]): string {
  return primaryKey.length <= 1 ? key : keyValuesOf(key, primaryKey).join(', ');
}

/**
 * The query string naming some rows by key, for PATCH and DELETE: `id=eq.7` or `id=in.(7,8)`; by
 * every column of a longer key, `a=eq.A&b=eq.2` for one row, `or=(and(a.eq.A,b.eq.2),…)` for several.
 */
export function keysQuery(primaryKey: readonly string[], keys: readonly string[]): string {
  if (primaryKey.length === 0) throw new Error('rows are named by a primary key: this table has none');
  const [only] = keys;
  if (keys.length === 1 && only !== undefined) {
    const values = keyValuesOf(only, primaryKey);
    return new URLSearchParams(primaryKey.map((column, index): [string, string] => [column, `eq.${values[index] ?? ''}`])).toString();
  }
  if (primaryKey.length === 1) return new URLSearchParams([[primaryKey[0] ?? '', `in.(${keys.map(quoteListValue).join(',')})`]]).toString();
  const rows = keys.map((key) => {
    const values = keyValuesOf(key, primaryKey);
    return `and(${primaryKey.map((column, index) => `${column}.eq.${quoteListValue(values[index] ?? '')}`).join(',')})`;
  });
  return new URLSearchParams([['or', `(${rows.join(',')})`]]).toString();
}
