import type { DataColumn } from '@tessera/model/data';
import { sql, type Transaction } from 'kysely';
import type { AppDataDatabase } from '../../db/app-data/catalog-tables.ts';
import { pgType } from '../data-schema/planner/column-sql.ts';
import { DATA_API_ROLE } from '../data-schema/row-security/rls-role.ts';
import { unnestRows } from './batch-queries.ts';
import type { AppDb } from './queries.ts';

/**
 * The staging table of an all-or-nothing run: its rows wait here, batch by batch, until the run
 * moves them all into the target in one statement. It lives in the target's draft schema, so the
 * plan's Disk Capacity counts it as it grows, under a name no data model can hold (`_tessera` is
 * reserved), so neither the data API nor the studio ever reach it; the data API's role has no
 * grant on it either. Unlogged: after a crash it is empty, and the run's rerun drops it anyway.
 */
export interface StagingTable {
  schemaName: string;
  tableName: string;
  /** The file's columns, staged as `c0, c1, …` of their types, after `line` (the row's line in the file). */
  columns: readonly DataColumn[];
}

const STAGING_PREFIX = '_tessera_import_';
const UUID_HEX = /^[0-9a-f]{32}$/;

/** `_tessera_import_<import id without dashes>_<attempt>`: one table per run, at most 59 characters. */
export function stagingTableName(importId: string, attempt: number): string {
  const hex = importId.replaceAll('-', '').toLowerCase();
  if (!UUID_HEX.test(hex) || !Number.isSafeInteger(attempt) || attempt < 1) throw new Error(`not an import run: ${importId} ${attempt}`);
  return `${STAGING_PREFIX}${hex}_${attempt}`;
}

/** The import and run a staging table belongs to, or null for any other name. */
function runOfStaging(tableName: string): { importId: string; attempt: number } | null {
  const match = /^_tessera_import_([0-9a-f]{32})_(\d+)$/.exec(tableName);
  if (!match) return null;
  const hex = match[1]!;
  return { importId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`, attempt: Number(match[2]) };
}

/** The run's staging table; its rows are keyed by line, so the move reads them in order, a batch at a time. */
export async function createStaging(trx: Transaction<AppDataDatabase>, staging: StagingTable): Promise<void> {
  const table = sql.id(staging.schemaName, staging.tableName);
  const columns = staging.columns.map((column, index) => sql`${sql.id(`c${index}`)} ${pgType(column.type)}`);
  await sql`create unlogged table ${table} (line integer primary key, ${sql.join(columns)})`.execute(trx);
  // The schema's default privileges grant the data API's role every new table: not this one.
  await sql`revoke all on table ${table} from ${sql.id(DATA_API_ROLE)}`.execute(trx);
}

/** Stages parsed rows with their lines in one statement; a value the column's type refuses fails it (class 22). */
export async function stageRows(trx: Transaction<AppDataDatabase>, staging: StagingTable, rows: ReadonlyArray<{ line: number; values: ReadonlyArray<string | null> }>): Promise<void> {
  if (rows.length === 0) return;
  const lines = { name: 'line', values: sql`${rows.map((row) => row.line)}::integer[]` };
  await sql`insert into ${sql.id(staging.schemaName, staging.tableName)} select * from ${unnestRows(
    staging.columns,
    rows.map((row) => row.values),
    [lines],
  )}`.execute(trx);
}

interface FoundStaging {
  schemaName: string;
  tableName: string;
  importId: string;
  attempt: number;
}

/** The staging tables in the database, of one import or of all. Read from the catalogue. */
async function findStagings(db: AppDb, importId: string | null): Promise<FoundStaging[]> {
  const prefix = importId === null ? STAGING_PREFIX : `${STAGING_PREFIX}${importId.replaceAll('-', '').toLowerCase()}_`;
  const { rows } = await sql<{ schema_name: string; table_name: string }>`
    select n.nspname as schema_name, c.relname as table_name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and starts_with(c.relname::text, ${prefix})`.execute(db);
  return rows.flatMap((row) => {
    const run = runOfStaging(row.table_name);
    return run ? [{ schemaName: row.schema_name, tableName: row.table_name, ...run }] : [];
  });
}

async function dropStagings(db: AppDb, stagings: readonly FoundStaging[]): Promise<void> {
  for (const staging of stagings) await sql`drop table if exists ${sql.id(staging.schemaName, staging.tableName)}`.execute(db);
}

/** Drops one run's staging table (its rows were moved, or the run failed). */
export async function dropStaging(db: AppDb, staging: Pick<StagingTable, 'schemaName' | 'tableName'>): Promise<void> {
  await sql`drop table if exists ${sql.id(staging.schemaName, staging.tableName)}`.execute(db);
}

/** Drops the staging tables of every run of an import: a rerun starts clean, a finished import leaves none. */
export async function dropImportStagings(db: AppDb, importId: string): Promise<void> {
  await dropStagings(db, await findStagings(db, importId));
}

/**
 * Drops the staging tables no run will use again: their import finished or is gone, or a newer
 * run took it over. The current run's table is kept (that run may be going on in another
 * process; if it died, its rerun drops it). Returns how many were dropped.
 */
export async function dropStaleStagings(db: AppDb): Promise<number> {
  const stagings = await findStagings(db, null);
  if (stagings.length === 0) return 0;
  const runs = await db
    .selectFrom('tessera_data.import_jobs')
    .select(['id', 'attempt', 'status'])
    .where('id', 'in', [...new Set(stagings.map((staging) => staging.importId))])
    .execute();
  const current = new Map(runs.filter((run) => run.status === 'running').map((run) => [run.id, run.attempt]));
  const stale = stagings.filter((staging) => current.get(staging.importId) !== staging.attempt);
  await dropStagings(db, stale);
  return stale.length;
}
