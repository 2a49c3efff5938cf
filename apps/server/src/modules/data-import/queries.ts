import { Readable } from 'node:stream';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { AppDataDatabase } from '../../db/app-data/catalog-tables.ts';
import type { ImportJobsTable } from '../../db/app-data/import-tables.ts';

/** The app database, or one of its transactions. */
export type AppDb = Kysely<AppDataDatabase> | Transaction<AppDataDatabase>;

const jobColumns = [
  'id',
  'project_id',
  'domain_id',
  'created_by',
  'table_name',
  'file_name',
  'content_type',
  'mode',
  'status',
  'bytes_total',
  'bytes_read',
  'rows_imported',
  'rows_rejected',
  'records_done',
  'attempt',
  'message',
  'created_at',
  'finished_at',
] as const;

export type ImportJobRow = Pick<
  { [K in keyof ImportJobsTable]: ImportJobsTable[K] extends { __select__: infer S } ? S : ImportJobsTable[K] },
  (typeof jobColumns)[number]
>;

export interface NewImportJob {
  id: string;
  projectId: string;
  domainId: string;
  tableName: string;
  fileName: string;
  contentType: string;
  mode: ImportJobsTable['mode'];
  createdBy: string;
  createdAt: Date;
}

export async function insertImportJob(db: AppDb, job: NewImportJob): Promise<void> {
  await db
    .insertInto('tessera_data.import_jobs')
    .values({
      id: job.id,
      project_id: job.projectId,
      domain_id: job.domainId,
      table_name: job.tableName,
      file_name: job.fileName,
      content_type: job.contentType,
      mode: job.mode,
      status: 'queued',
      created_by: job.createdBy,
      created_at: job.createdAt,
    })
    .execute();
}

/**
 * Stores one piece of an uploaded file. The bytes travel as base64 text that the database decodes
 * (PGlite converts a bytea parameter byte by byte in JavaScript, about ten times slower).
 */
export async function insertChunk(db: AppDb, importId: string, seq: number, data: Uint8Array): Promise<void> {
  const base64 = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('base64');
  await sql`insert into tessera_data.import_chunks (import_id, seq, data) values (${importId}, ${seq}, decode(${base64}, 'base64'))`.execute(db);
}

export async function setBytesTotal(db: AppDb, importId: string, bytesTotal: number): Promise<void> {
  await db.updateTable('tessera_data.import_jobs').set({ bytes_total: bytesTotal }).where('id', '=', importId).execute();
}

/** Removes an import with its pieces and errors (an upload that did not complete). */
export async function deleteImportJob(db: AppDb, importId: string): Promise<void> {
  await db.deleteFrom('tessera_data.import_jobs').where('id', '=', importId).execute();
}

export function findImportJob(db: AppDb, projectId: string, importId: string): Promise<ImportJobRow | undefined> {
  return db.selectFrom('tessera_data.import_jobs').select(jobColumns).where('id', '=', importId).where('project_id', '=', projectId).executeTakeFirst();
}

/** A table's imports, newest first. */
export function listImportJobs(db: AppDb, projectId: string, tableName: string, limit: number): Promise<ImportJobRow[]> {
  return db
    .selectFrom('tessera_data.import_jobs')
    .select(jobColumns)
    .where('project_id', '=', projectId)
    .where('table_name', '=', tableName)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function listImportErrors(db: AppDb, importId: string, limit: number) {
  return db.selectFrom('tessera_data.import_errors').select(['line', 'message']).where('import_id', '=', importId).orderBy('line').limit(limit).execute();
}

/**
 * Imports whose file was stored whole (`bytes_total` set) but that never ran, made before
 * `before`: their job may not have been queued. Uploads cut off before the end are `stale`.
 */
export async function findUnsentImports(db: AppDb, before: Date): Promise<{ unsent: string[]; stale: string[] }> {
  const rows = await db
    .selectFrom('tessera_data.import_jobs')
    .select(['id', 'bytes_total'])
    .where('status', '=', 'queued')
    .where('created_at', '<', before)
    .execute();
  return {
    unsent: rows.filter((row) => Number(row.bytes_total) > 0).map((row) => row.id),
    stale: rows.filter((row) => Number(row.bytes_total) === 0).map((row) => row.id),
  };
}

/**
 * Starts a run of an unfinished import: its attempt number moves on (so an older run still going
 * somewhere stops at its next write) and it reads as running. Undefined when it is finished or gone.
 */
export function claimImportRun(db: AppDb, importId: string): Promise<ImportJobRow | undefined> {
  return db
    .updateTable('tessera_data.import_jobs')
    .set((eb) => ({ status: 'running', attempt: eb('attempt', '+', 1) }))
    .where('id', '=', importId)
    .where('status', 'in', ['queued', 'running'])
    .returning(jobColumns)
    .executeTakeFirst();
}

/** Locks the import's row when `attempt` is still its current run; false when a newer run took over. */
export async function lockCurrentRun(trx: Transaction<AppDataDatabase>, importId: string, attempt: number): Promise<boolean> {
  const row = await trx
    .selectFrom('tessera_data.import_jobs')
    .select('id')
    .where('id', '=', importId)
    .where('attempt', '=', attempt)
    .where('status', '=', 'running')
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export interface ImportProgress {
  bytesRead: number;
  rowsImported: number;
  rowsRejected: number;
  recordsDone: number;
}

/** Writes the run's progress; false when a newer run took over. */
export async function recordProgress(db: AppDb, importId: string, attempt: number, progress: ImportProgress): Promise<boolean> {
  const result = await db
    .updateTable('tessera_data.import_jobs')
    .set({
      bytes_read: progress.bytesRead,
      rows_imported: progress.rowsImported,
      rows_rejected: progress.rowsRejected,
      records_done: progress.recordsDone,
    })
    .where('id', '=', importId)
    .where('attempt', '=', attempt)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Keeps rejected rows' errors (a rerun that meets the same line again keeps the first). */
export async function insertImportErrors(db: AppDb, importId: string, errors: ReadonlyArray<{ line: number; message: string }>): Promise<void> {
  if (errors.length === 0) return;
  await db
    .insertInto('tessera_data.import_errors')
    .values(errors.map((error) => ({ import_id: importId, line: error.line, message: error.message })))
    .onConflict((conflict) => conflict.columns(['import_id', 'line']).doNothing())
    .execute();
}

export async function deleteImportErrors(db: AppDb, importId: string): Promise<void> {
  await db.deleteFrom('tessera_data.import_errors').where('import_id', '=', importId).execute();
}

/** Ends the run: its outcome and counts, and the stored file is deleted. False when a newer run took over. */
export async function finishImport(
  db: AppDb,
  importId: string,
  attempt: number,
  outcome: ImportProgress & { status: 'succeeded' | 'failed'; message: string | null; finishedAt: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('tessera_data.import_jobs')
    .set({
      status: outcome.status,
      message: outcome.message,
      bytes_read: outcome.bytesRead,
      rows_imported: outcome.rowsImported,
      rows_rejected: outcome.rowsRejected,
      records_done: outcome.recordsDone,
      finished_at: outcome.finishedAt,
    })
    .where('id', '=', importId)
    .where('attempt', '=', attempt)
    .where('status', '=', 'running')
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await db.deleteFrom('tessera_data.import_chunks').where('import_id', '=', importId).execute();
  return true;
}

/**
 * The stored file as a byte stream, a piece (about 1 MB) at a time, so only a few pieces are ever
 * in memory. Each piece is one short query, so other work goes on between them.
 */
export function readChunks(db: AppDb, importId: string): Readable {
  async function* pieces() {
    for (let seq = 0; ; seq += 1) {
      const row = await db
        .selectFrom('tessera_data.import_chunks')
        .select(sql<string>`encode(data, 'base64')`.as('data'))
        .where('import_id', '=', importId)
        .where('seq', '=', seq)
        .executeTakeFirst();
      if (!row) return;
      yield Buffer.from(row.data, 'base64');
    }
  }
  // Up to four pieces read ahead, so parsing rarely waits for the next one.
  return Readable.from(pieces(), { objectMode: false, highWaterMark: 4 * 1024 * 1024 });
}
