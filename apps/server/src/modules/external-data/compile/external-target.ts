import type { ExternalColumn, ExternalTable } from '@tessera/model/connectors';
import { sql } from 'kysely';
import { dataApiCodes, refuse } from '../../data-api/data-api-error.ts';
import { quoteInput, NAME_ECHO_LENGTH } from '../../data-api/grammar/errors.ts';
import type { Sql, SqlDialect } from './sql-dialect.ts';

/**
 * The external table a request is compiled against: where it lives (the Postgres schema, the
 * MySQL database, the MSSQL schema or the Oracle owner; null for the connection's default) and
 * its introspected shape, the only source of identifiers.
 */
export interface ExternalTarget {
  dialect: SqlDialect;
  schema: string | null;
  table: ExternalTable;
}

/** `schema.table` quoted in the dialect's style. */
export function tableSql(target: ExternalTarget): Sql {
  return target.schema === null ? sql.id(target.table.name) : sql.id(target.schema, target.table.name);
}

/** The column a request names, matched exactly against the introspected table; an unknown name is refused (42703). */
export function columnOf(target: ExternalTarget, name: string): ExternalColumn {
  const column = target.table.columns.find((candidate) => candidate.name === name);
  if (!column) refuse(400, dataApiCodes.columnNotFound, `The table "${target.table.name}" has no column ${quoteInput(name, NAME_ECHO_LENGTH)}.`);
  return column;
}

/** A column's quoted name (always the introspected spelling). */
export const columnSql = (column: ExternalColumn): Sql => sql.id(column.name);

/** The primary key's columns, in key order. */
export function primaryKeyColumns(target: ExternalTarget): ExternalColumn[] {
  return target.table.primaryKey.map((name) => columnOf(target, name));
}
