import { type DataColumn, type DataModel, type DataTable, primaryKeyOf, tableById } from '@tessera/model/data';
import type { ImportError } from '@tessera/model/data';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { AppDataDatabase } from '../../db/app-data/catalog-tables.ts';
import { enterOwnerSession } from '../data-schema/row-security/owner-session.ts';
import { fieldOf } from './batch-queries.ts';
import { missingParentMessage, notUniqueMessage } from './refusals.ts';
import type { StagingTable } from './staging-queries.ts';

/**
 * When the move of an all-or-nothing run is refused, the statement names one value, not the line
 * it came from. These queries find every staged row the table refuses, by what the data model
 * says of the file's columns: a unique column (or the key) whose value is already in the table or
 * on an earlier line, a relation whose value names no row of its table.
 */

/** What the move's refusal can be about, per column of the file. */
export interface MoveChecks {
  unique: Array<{ index: number; column: DataColumn }>;
  references: Array<{ index: number; column: DataColumn; parent: { tableName: string; keyName: string } }>;
}

export function moveChecksOf(model: DataModel, table: DataTable, columns: readonly DataColumn[]): MoveChecks {
  const key = primaryKeyOf(table);
  const checks: MoveChecks = { unique: [], references: [] };
  for (const [index, column] of columns.entries()) {
    if (column.unique || column === key) checks.unique.push({ index, column });
    const parent = column.references ? tableById(model, column.references.tableId) : undefined;
    if (parent) checks.references.push({ index, column, parent: { tableName: parent.name, keyName: primaryKeyOf(parent).name } });
  }
  return checks;
}

/**
 * The refused rows, the first `limit` by line (one error per line) and how many lines in all.
 * Read with the platform's session: the target and the referenced tables are under row-level
 * security. A full scan of the staged rows: only run once the move has failed.
 */
export async function findRefusedLines(
  db: Kysely<AppDataDatabase>,
  target: { schemaName: string; tableName: string },
  staging: StagingTable,
  checks: MoveChecks,
  limit: number,
): Promise<{ errors: ImportError[]; total: number }> {
  const staged = sql.id(staging.schemaName, staging.tableName);
  const parts: RawBuilder<unknown>[] = [
    ...checks.unique.map(({ index, column }) => {
      const value = fieldOf(index);
      return sql`select s.line, ${column.name}::text as column_name, 'unique' as kind from (
          select line, ${value}, row_number() over (partition by ${value} order by line) as nth from ${staged} where ${value} is not null) s
        where s.nth > 1 or exists (select 1 from ${sql.id(target.schemaName, target.tableName)} t where t.${sql.id(column.name)} = s.${value})`;
    }),
    ...checks.references.map(({ index, column, parent }) => {
      const value = fieldOf(index);
      return sql`select s.line, ${column.name}::text as column_name, 'reference' as kind from ${staged} s
        where s.${value} is not null and not exists (select 1 from ${sql.id(target.schemaName, parent.tableName)} p where p.${sql.id(parent.keyName)} = s.${value})`;
    }),
  ];
  if (parts.length === 0) return { errors: [], total: 0 };
  const found = await db.transaction().execute(async (trx) => {
    await enterOwnerSession(trx);
    const { rows } = await sql<{ line: number; column_name: string; kind: 'unique' | 'reference'; total: number }>`
      select line, column_name, kind, count(*) over ()::int as total
      from (select distinct on (line) line, column_name, kind from (${sql.join(parts, sql` union all `)}) refused order by line, kind desc, column_name) first
      order by line limit ${limit}`.execute(trx);
    return rows;
  });
  const errors = found.map((row) => ({
    line: row.line,
    message: `line ${row.line}: ${row.kind === 'unique' ? notUniqueMessage(row.column_name) : missingParentMessage(row.column_name)}`,
  }));
  return { errors, total: found[0]?.total ?? 0 };
}
