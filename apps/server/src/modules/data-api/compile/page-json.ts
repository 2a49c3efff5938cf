import type { ColumnTypeName, DataColumn } from '@tessera/model/data';
import { sql } from 'kysely';
import type { Sql } from './sql-parts.ts';

/**
 * How a selected value is written as JSON text in SQL, each form giving exactly what
 * `row_to_json` writes for the value's type:
 * - `text`: its output text as it is (`bigint`, `boolean`, `jsonb`, an embed's JSON text);
 * - `quoted`: its output text in quotes (`uuid`: nothing in it to escape);
 * - `toJson`: `to_json` (strings escaped, dates in ISO 8601, a numeric's NaN quoted).
 */
export type JsonForm = 'text' | 'quoted' | 'toJson';

/** One output column of a page: its name in the answer, its value, and its JSON form. */
export interface SelectedField {
  name: string;
  value: Sql;
  json: JsonForm;
}

const jsonFormOfType: Record<ColumnTypeName, JsonForm> = {
  text: 'toJson',
  longText: 'toJson',
  integer: 'text',
  decimal: 'toJson',
  boolean: 'text',
  date: 'toJson',
  dateTime: 'toJson',
  uuid: 'quoted',
  json: 'text',
  enum: 'toJson',
  file: 'toJson',
};

export const jsonFormOf = (column: DataColumn): JsonForm => jsonFormOfType[column.type];

function jsonValueSql(field: SelectedField): Sql {
  switch (field.json) {
    case 'text':
      return sql`coalesce(${field.value}::text, 'null')`;
    case 'quoted':
      return sql`coalesce('"' || ${field.value}::text || '"', 'null')`;
    case 'toJson':
      return sql`coalesce(to_json(${field.value})::text, 'null')`;
  }
}

/**
 * One row as a JSON object, written as text by concatenation: byte for byte `row_to_json` of the
 * same select list (keys in order, no spaces), without forming the row and looking up each
 * column's type again for every row. The keys are parameters (a name may be a caller's alias).
 */
export function rowJsonSql(fields: readonly SelectedField[]): Sql {
  if (fields.length === 0) return sql`'{}'`;
  const parts = fields.map((field, index) => sql`${`${index === 0 ? '{' : ','}${JSON.stringify(field.name)}:`}::text || ${jsonValueSql(field)}`);
  return sql`${sql.join(parts, sql` || `)} || '}'`;
}

const pageColumn = (index: number) => `c${index}`;

/**
 * The select list of a page's rows: each field's value under a name of its own (`c0`, `c1`…, so
 * a caller's alias or a column selected twice never clashes), for `pageJsonSql` to write once
 * the page is cut. Written before the ORDER BY and LIMIT, the JSON would be built for every row
 * the sort reads, not only for the rows of the page.
 */
export function pageColumnsSql(fields: readonly SelectedField[]): Sql {
  return fields.length > 0 ? sql.join(fields.map((field, index) => sql`${field.value} as ${sql.id(pageColumn(index))}`)) : sql``;
}

/** A row of the subquery `alias` (selecting `pageColumnsSql(fields)`) as a JSON object. */
export function pageRowJsonSql(fields: readonly SelectedField[], alias: string): Sql {
  return rowJsonSql(fields.map((field, index) => ({ ...field, value: sql.id(alias, pageColumn(index)) })));
}

/** The rows of the subquery `alias` (selecting `pageColumnsSql(fields)`), in order, as one JSON array; `[]` for none. */
export function pageJsonSql(fields: readonly SelectedField[], alias: string): Sql {
  return sql`'[' || coalesce(string_agg(${pageRowJsonSql(fields, alias)}, ','), '') || ']'`;
}
