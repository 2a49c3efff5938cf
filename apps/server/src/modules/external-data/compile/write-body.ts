import type { ExternalColumn } from '@tessera/model/connectors';
import { sql } from 'kysely';
import { dataApiCodes, refuse } from '../../data-api/data-api-error.ts';
import { NAME_ECHO_LENGTH, quoteInput } from '../../data-api/grammar/errors.ts';
import type { Preferences } from '../../data-api/grammar/ast.ts';
import { columnSql, type ExternalTarget } from './external-target.ts';
import { bindValue } from './external-values.ts';
import type { Sql } from './sql-dialect.ts';

/** A body's rows as the columns they write and each row's values, bound in the target's dialect. */
export interface WriteRows {
  columns: ExternalColumn[];
  /** One list per row, in `columns` order; a key a row leaves out is null, or DEFAULT with `Prefer: missing=default`. */
  values: Sql[][];
}

function bodyColumn(target: ExternalTarget, name: string): ExternalColumn {
  const column = target.table.columns.find((candidate) => candidate.name === name);
  if (!column) refuse(400, dataApiCodes.bodyColumnNotFound, `The table "${target.table.name}" has no column ${quoteInput(name, NAME_ECHO_LENGTH)}.`);
  return column;
}

/**
 * The columns a body writes, in the table's order: the keys of its rows (or only `columns=`
 * when given), each matched to an introspected column (PGRST204 when none matches); values
 * parsed by their column's type (22P02). A body that writes no column is refused (PGRST102).
 */
export function writeRows(target: ExternalTarget, rows: readonly Record<string, unknown>[], columnsParam: readonly string[] | null, missing: Preferences['missing']): WriteRows {
  const names = new Set<string>();
  for (const name of columnsParam ?? rows.flatMap((row) => Object.keys(row))) names.add(bodyColumn(target, name).name);
  const columns = target.table.columns.filter((column) => names.has(column.name));
  if (rows.length === 0 || columns.length === 0) refuse(400, dataApiCodes.invalidBody, 'Send at least one row with at least one column of the table.');
  const values = rows.map((row) =>
    columns.map((column) => {
      if (!Object.hasOwn(row, column.name)) return missing === 'default' ? sql`default` : sql`${null}`;
      return sql`${bindValue(target.dialect, column, row[column.name])}`;
    }),
  );
  return { columns, values };
}

/** `(a, b, …)` of column names. */
export const columnListSql = (columns: readonly ExternalColumn[]): Sql => sql`(${sql.join(columns.map(columnSql))})`;

/** `(v1, v2, …)` of one row. */
export const valueListSql = (values: readonly Sql[]): Sql => sql`(${sql.join(values)})`;
