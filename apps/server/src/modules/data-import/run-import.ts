import { setImmediate as nextTurn } from 'node:timers/promises';
import { type DataTable, type ImportError, tableByName } from '@tessera/model/data';
import type { AppContext } from '../../context.ts';
import { readEnvironment } from '../data-schema/environments.ts';
import { type FileRecord, FileFormatError } from './file-records.ts';
import { openRecords } from './open-records.ts';
import {
  type AppDb,
  claimImportRun,
  deleteImportErrors,
  finishImport,
  type ImportJobRow,
  type ImportProgress,
  insertImportErrors,
  lockCurrentRun,
  lockImportRuns,
  recordProgress,
} from './queries.ts';
import { parseRow, planRows, type RowPlan } from './row-plan.ts';
import { type PendingRow, writeBatch } from './write-batch.ts';
import type { BatchTarget } from './batch-queries.ts';

/** Rows parsed between two writes (and two progress updates). */
export const BATCH_ROWS = 5_000;
/** Rejected rows whose errors are kept; the rest are counted. */
export const MAX_STORED_ERRORS = 10_000;

/** A newer run of the same import took over (this one's worker was thought lost): this one stops, writing nothing. */
class ImportSuperseded extends Error {}
/** Ends an all-or-nothing transaction without committing: the import failed. */
class RollBack extends Error {}

/** The errors of rejected rows: the first `room` kept, all counted. */
class RejectedRows {
  readonly kept: ImportError[] = [];
  total = 0;
  constructor(private readonly room: number) {}
  add(error: ImportError): void {
    this.total += 1;
    if (this.kept.length < this.room) this.kept.push(error);
  }
}

/** On PGlite the app database has one connection: an open transaction is the only way in. */
function hasSingleConnection(ctx: AppContext): boolean {
  return ctx.config.database.kind === 'pglite' && ctx.config.appDatabaseUrl === null;
}

const progressOf = (job: ImportJobRow): ImportProgress => ({
  bytesRead: Number(job.bytes_read),
  rowsImported: Number(job.rows_imported),
  rowsRejected: Number(job.rows_rejected),
  recordsDone: Number(job.records_done),
});

/** Reads the header; the plan, or the reason the file cannot be imported. */
async function readHeader(records: AsyncIterator<FileRecord>, table: DataTable): Promise<{ plan: RowPlan } | { failure: string }> {
  const first = await records.next();
  if (first.done) return { failure: 'The file is empty: its first row must name the columns.' };
  const planned = planRows(table, first.value.cells);
  return planned.ok ? { plan: planned.plan } : { failure: planned.message };
}

const rest = (records: AsyncIterator<FileRecord>): AsyncIterable<FileRecord> => ({ [Symbol.asyncIterator]: () => records });

/**
 * Between batches: stops when the server is stopping, and lets the event loop run. On PGlite
 * every query resolves without I/O, so without this turn an import would hold the process (and
 * every request) until it ends.
 */
async function betweenBatches(signal: AbortSignal | null): Promise<void> {
  if (signal?.aborted) throw new Error('the import stopped with the server; it resumes on the next run');
  await nextTurn();
}

/** Ends the run as failed: the errors (replacing any of an earlier run) and the message. */
async function failImport(ctx: AppContext, job: ImportJobRow, message: string, errors: readonly ImportError[], progress: ImportProgress): Promise<void> {
  await ctx.appDb.transaction().execute(async (trx) => {
    await deleteImportErrors(trx, job.id);
    await insertImportErrors(trx, job.id, errors.slice(0, MAX_STORED_ERRORS));
    await finishImport(trx, job.id, job.attempt, { ...progress, status: 'failed', message, finishedAt: ctx.clock() });
  });
}

/**
 * All or nothing: every row is written in one transaction, which commits only when no row was
 * rejected. After the first bad row nothing more is written, but the rest of the file is still
 * read so that every bad row is listed. A rerun starts over (the last run's rows were rolled back).
 */
async function importAllOrNothing(ctx: AppContext, job: ImportJobRow, table: DataTable, schemaName: string, signal: AbortSignal | null): Promise<void> {
  const rejected = new RejectedRows(MAX_STORED_ERRORS);
  const progress: ImportProgress = { bytesRead: 0, rowsImported: 0, rowsRejected: 0, recordsDone: 0 };
  let failure: string | null = null;
  try {
    await ctx.appDb.transaction().execute(async (trx) => {
      await lockImportRuns(trx, job.id);
      // Progress is written beside the transaction, so others see it move; on a single connection
      // it can only go through the transaction (seen when it ends).
      const progressDb: AppDb = hasSingleConnection(ctx) ? trx : ctx.appDb;
      const records = openRecords(trx, job)[Symbol.asyncIterator]();
      try {
        const header = await readHeader(records, table);
        if ('failure' in header) {
          failure = header.failure;
          throw new RollBack();
        }
        const target: BatchTarget = { schemaName, tableName: table.name, columns: header.plan.columns };
        const now = ctx.clock();
        let batch: PendingRow[] = [];
        const flush = async () => {
          if (rejected.total === 0) {
            const written = await writeBatch(trx, target, batch);
            progress.rowsImported += written.inserted;
            for (const error of written.errors) rejected.add(error);
          }
          batch = [];
          progress.rowsRejected = rejected.total;
          if (!(await recordProgress(progressDb, job.id, job.attempt, progress))) throw new ImportSuperseded();
          await betweenBatches(signal);
        };
        for await (const record of rest(records)) {
          const row = parseRow(header.plan, record.cells, record.line, now);
          progress.recordsDone += 1;
          progress.bytesRead = record.bytesRead;
          if (!row.ok) rejected.add({ line: record.line, message: row.message });
          else if (rejected.total === 0) batch.push({ line: record.line, values: row.values });
          if (batch.length >= BATCH_ROWS || progress.recordsDone % BATCH_ROWS === 0) await flush();
        }
        await flush();
      } catch (error) {
        if (!(error instanceof FileFormatError)) throw error;
        failure = error.message;
        throw new RollBack();
      } finally {
        await records.return?.();
      }
      if (rejected.total > 0) throw new RollBack();
      if (!(await finishImport(trx, job.id, job.attempt, { ...progress, status: 'succeeded', message: null, finishedAt: ctx.clock() }))) throw new ImportSuperseded();
    });
    return;
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  const message =
    failure ??
    `${rejected.total} ${rejected.total === 1 ? 'row has an error' : 'rows have errors'}, so nothing was imported. First: ${rejected.kept[0]?.message ?? ''}`;
  await failImport(ctx, job, message, rejected.kept, { ...progress, rowsImported: 0 });
}

/**
 * Skip bad rows: each batch commits with its rejected rows' errors and the progress, so a rerun
 * after a lost worker resumes after the last committed row and never writes a row twice.
 */
async function importSkippingBadRows(ctx: AppContext, job: ImportJobRow, table: DataTable, schemaName: string, signal: AbortSignal | null): Promise<void> {
  let progress = progressOf(job);
  let room = MAX_STORED_ERRORS - Math.min(progress.rowsRejected, MAX_STORED_ERRORS);
  const alreadyDone = progress.recordsDone;
  const records = openRecords(ctx.appDb, job)[Symbol.asyncIterator]();
  try {
    const header = await readHeader(records, table);
    if ('failure' in header) {
      await failImport(ctx, job, header.failure, [], progress);
      return;
    }
    const target: BatchTarget = { schemaName, tableName: table.name, columns: header.plan.columns };
    const now = ctx.clock();
    let batch: PendingRow[] = [];
    let batchErrors: ImportError[] = [];
    let seen = 0;
    const flush = async (bytesRead: number) => {
      const next = await ctx.appDb.transaction().execute(async (trx) => {
        if (!(await lockCurrentRun(trx, job.id, job.attempt))) throw new ImportSuperseded();
        const written = await writeBatch(trx, target, batch);
        const errors = [...batchErrors, ...written.errors];
        const kept = errors.slice(0, room);
        await insertImportErrors(trx, job.id, kept);
        const moved: ImportProgress = {
          bytesRead: Math.max(progress.bytesRead, bytesRead),
          rowsImported: progress.rowsImported + written.inserted,
          rowsRejected: progress.rowsRejected + errors.length,
          recordsDone: seen,
        };
        await recordProgress(trx, job.id, job.attempt, moved);
        return { moved, kept: kept.length };
      });
      progress = next.moved;
      room -= next.kept;
      batch = [];
      batchErrors = [];
      await betweenBatches(signal);
    };
    let bytesRead = progress.bytesRead;
    for await (const record of rest(records)) {
      seen += 1;
      bytesRead = record.bytesRead;
      if (seen <= alreadyDone) continue;
      const row = parseRow(header.plan, record.cells, record.line, now);
      if (row.ok) batch.push({ line: record.line, values: row.values });
      else batchErrors.push({ line: record.line, message: row.message });
      if (batch.length + batchErrors.length >= BATCH_ROWS) await flush(bytesRead);
    }
    await flush(bytesRead);
  } catch (error) {
    if (!(error instanceof FileFormatError)) throw error;
    await failImport(ctx, job, `${error.message}. The rows before it were imported.`, [], progress);
    return;
  } finally {
    await records.return?.();
  }
  const message = progress.rowsRejected > 0 ? `${progress.rowsRejected} ${progress.rowsRejected === 1 ? 'row was' : 'rows were'} skipped: see the errors.` : null;
  await finishImport(ctx.appDb, job.id, job.attempt, { ...progress, status: 'succeeded', message, finishedAt: ctx.clock() });
}

/**
 * Runs an import (the job's handler). Idempotent: a finished import is left as it is; an
 * unfinished one is taken over by this run (see `claimImportRun`), and a run that was taken
 * over stops without writing.
 */
export async function runImport(ctx: AppContext, importId: string, signal: AbortSignal | null = null): Promise<void> {
  const job = await claimImportRun(ctx.appDb, importId);
  if (!job) return;
  try {
    const environment = await readEnvironment(ctx.appDb, job.project_id, 'draft');
    const table = tableByName(environment.model, job.table_name);
    if (!table) {
      await failImport(ctx, job, `Table ${job.table_name} no longer exists in draft.`, [], progressOf(job));
      return;
    }
    if (job.mode === 'allOrNothing') await importAllOrNothing(ctx, job, table, environment.schemaName, signal);
    else await importSkippingBadRows(ctx, job, table, environment.schemaName, signal);
  } catch (error) {
    if (error instanceof ImportSuperseded) return;
    throw error;
  }
}

/** Ends an import that failed on every run (the database unreachable, a bug): it shows as failed. */
export async function giveUpImport(ctx: AppContext, importId: string): Promise<void> {
  const job = await claimImportRun(ctx.appDb, importId);
  if (!job) return;
  await failImport(ctx, job, 'The import stopped on an unexpected error. Try again; if it fails again, contact support.', [], progressOf(job));
}
