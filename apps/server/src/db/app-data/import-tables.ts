import type { ColumnType, Generated, Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Imports of files into a project's tables, in `tessera_data` beside the data they fill: the job's
 * rows, the uploaded file in pieces and the rejected rows. An import reads its file a piece at a
 * time and writes its rows in short transactions (an all-or-nothing import stages them first, see
 * `modules/data-import/staging-queries.ts`), so on PGlite's single connection others go on between.
 */
export interface ImportTables {
  'tessera_data.import_jobs': ImportJobsTable;
  'tessera_data.import_chunks': ImportChunksTable;
  'tessera_data.import_errors': ImportErrorsTable;
}

type Count = ColumnType<string, number | undefined, number>;

/** One import: what, where, how far. Counts are bigint (read as strings). */
export interface ImportJobsTable {
  id: string;
  project_id: string;
  /** The workspace the project belongs to, for the plan's disk allowance. */
  domain_id: string;
  table_name: string;
  file_name: string;
  content_type: string;
  mode: 'allOrNothing' | 'skipBadRows';
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  created_by: string;
  bytes_total: Count;
  bytes_read: Count;
  rows_imported: Count;
  rows_rejected: Count;
  /** skipBadRows: data rows of the file committed so far (imported or rejected); a rerun resumes after them. */
  records_done: Count;
  /** Moves on with every run of the job; a run whose number is no longer current stops. */
  attempt: Generated<number>;
  message: string | null;
  created_at: ColumnType<Date, Date, never>;
  finished_at: Date | null;
}

/** The uploaded file in pieces of about 1 MB, in order (`seq` from 0). Deleted when the import ends. */
export interface ImportChunksTable {
  import_id: string;
  seq: number;
  data: Uint8Array;
}

/** A rejected row: its line in the file (header = line 1) and why. The first 10,000 are kept. */
export interface ImportErrorsTable {
  import_id: string;
  line: number;
  message: string;
}

/** Creates the import tables (a migration of the app database's catalogue). */
export async function createImportTables(db: Kysely<unknown>): Promise<void> {
  const t = db.schema.withSchema('tessera_data');
  await t
    .createTable('import_jobs')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('project_id', 'uuid', (c) => c.notNull())
    .addColumn('domain_id', 'uuid', (c) => c.notNull())
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('allOrNothing', 'skipBadRows')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('queued', 'running', 'succeeded', 'failed')`))
    .addColumn('created_by', 'uuid', (c) => c.notNull())
    .addColumn('bytes_total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('bytes_read', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_imported', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_rejected', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('records_done', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await t.createIndex('import_jobs_by_table').on('import_jobs').columns(['project_id', 'table_name', 'created_at desc']).execute();
  await t
    .createTable('import_chunks')
    .addColumn('import_id', 'uuid', (c) => c.notNull().references('tessera_data.import_jobs.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_chunks_pkey', ['import_id', 'seq'])
    .execute();
  // Pieces are kept only until the import ends: not compressed, which is faster to write and read.
  await sql`alter table tessera_data.import_chunks alter column data set storage external`.execute(db);
  await t
    .createTable('import_errors')
    .addColumn('import_id', 'uuid', (c) => c.notNull().references('tessera_data.import_jobs.id').onDelete('cascade'))
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_errors_pkey', ['import_id', 'line'])
    .execute();
}
