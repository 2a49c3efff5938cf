import type { ColumnTypeName, DataColumn } from '@tessera/model/data';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { AppDataDatabase } from '../../db/app-data/catalog-tables.ts';

/** The array type each column's values are sent as (one parameter per column, see `postgresTypeOf`). */
const arrayTypes: Record<ColumnTypeName, RawBuilder<unknown>> = {
  text: sql`text[]`,
  longText: sql`text[]`,
  integer: sql`bigint[]`,
  decimal: sql`numeric[]`,
  boolean: sql`boolean[]`,
  date: sql`date[]`,
  dateTime: sql`timestamptz[]`,
  uuid: sql`uuid[]`,
  json: sql`jsonb[]`,
  enum: sql`text[]`,
  file: sql`text[]`,
};

/** Where an import's rows go: a table of a project's draft schema and the columns the file names. */
export interface BatchTarget {
  schemaName: string;
  tableName: string;
  columns: readonly DataColumn[];
}

/**
 * Inserts rows into a project's table in one statement: each column's values travel as one array
 * parameter and `unnest` zips them back into rows, so a batch of thousands of rows is one round
 * trip of a fixed-size statement. Every row an import writes goes through here.
 */
export async function insertBatch(trx: Transaction<AppDataDatabase>, target: BatchTarget, rows: ReadonlyArray<ReadonlyArray<string | null>>): Promise<void> {
  if (rows.length === 0) return;
  const arrays = target.columns.map((column, index) => sql`${rows.map((row) => row[index] ?? null)}::${arrayTypes[column.type]}`);
  await sql`insert into ${sql.id(target.schemaName, target.tableName)} (${sql.join(target.columns.map((column) => sql.id(column.name)))})
    select * from unnest(${sql.join(arrays)})`.execute(trx);
}

/** A savepoint inside the import's transaction, so one failed statement does not end it. */
export async function savepoint(trx: Transaction<AppDataDatabase>): Promise<void> {
  await sql`savepoint import_batch`.execute(trx);
}

export async function releaseSavepoint(trx: Transaction<AppDataDatabase>): Promise<void> {
  await sql`release savepoint import_batch`.execute(trx);
}

/** Undoes what the failed statement did and drops the savepoint. */
export async function rollbackToSavepoint(trx: Transaction<AppDataDatabase>): Promise<void> {
  await sql`rollback to savepoint import_batch`.execute(trx);
  await sql`release savepoint import_batch`.execute(trx);
}
