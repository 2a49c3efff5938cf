import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DataModel, DataTable, ImportError } from '@tessera/model/data';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { type FileRecord, type FileRecords, FileFormatError } from './file-records.ts';
import { deleteImportErrors, finishImport, type ImportJobRow, type ImportProgress, insertImportErrors } from './queries.ts';
import { planRows, type RowPlan } from './row-plan.ts';
import { dropImportStagings } from './staging-queries.ts';

/**
 * What both import modes share: the batch size, how a run stops (taken over, refused, broken
 * file, full disk), the rows of a file after its header, writes that overlap parsing, and the
 * failed ending.
 */

/** Rows parsed between two writes (and two progress updates). */
export const BATCH_ROWS = 5_000;
/** Rejected rows whose errors are kept; the rest are counted. */
export const MAX_STORED_ERRORS = 10_000;

/** One run of an import: the job as claimed, its table in draft (and draft's model) and the columns it may write. */
export interface ImportRun {
  ctx: AppContext;
  job: ImportJobRow;
  model: DataModel;
  table: DataTable;
  schemaName: string;
  writable: ReadonlySet<string>;
  signal: AbortSignal | null;
}

/** A newer run of the same import took over (this one's worker was thought lost): this one stops, writing nothing. */
export class ImportSuperseded extends Error {}
/** The import may not write what its file holds (the data API's access decision refused it). */
export class ImportRefused extends Error {}

/**
 * Batch writes one after another, each running while the next batch is parsed (on Postgres the
 * database inserts on its own core meanwhile). At most one write is pending; its failure is
 * thrown by the next `submit` or by `drain`.
 */
export class SerialWrites {
  private pending: Promise<void> = Promise.resolve();
  async submit(write: () => Promise<void>): Promise<void> {
    await this.pending;
    const next = write();
    next.catch(() => undefined);
    this.pending = next;
  }
  drain(): Promise<void> {
    return this.pending;
  }
}

/** The app database is embedded PGlite (one connection, statements run on this thread, no WAL writer). */
export function isEmbeddedDatabase(ctx: AppContext): boolean {
  return ctx.config.database.kind === 'pglite' && ctx.config.appDatabaseUrl === null;
}

export const progressOf = (job: ImportJobRow): ImportProgress => ({
  bytesRead: Number(job.bytes_read),
  rowsImported: Number(job.rows_imported),
  rowsRejected: Number(job.rows_rejected),
  recordsDone: Number(job.records_done),
});

/**
 * The file's data rows with the header's plan: `onRow` is called for each row after the header,
 * with how many data rows came before it, and awaited only when it returns a promise (most rows
 * need no turn of the event loop). A bad or missing header is a `FileFormatError`.
 */
export async function eachRow(
  records: FileRecords,
  table: DataTable,
  writable: ReadonlySet<string>,
  onRow: (plan: RowPlan, record: FileRecord, index: number) => Promise<void> | undefined,
): Promise<void> {
  let plan: RowPlan | null = null;
  let index = 0;
  for await (const run of records) {
    for (const record of run) {
      if (!plan) {
        const planned = planRows(table, record.cells);
        if (!planned.ok) throw new FileFormatError(planned.message);
        const refused = planned.plan.columns.find((column) => !writable.has(column.name));
        if (refused) throw new ImportRefused(`line 1: column ${refused.name} may not be written by this import`);
        plan = planned.plan;
        continue;
      }
      const pending = onRow(plan, record, index);
      index += 1;
      if (pending) await pending;
    }
  }
  if (!plan) throw new FileFormatError('The file is empty: its first row must name the columns.');
}

/**
 * Between batches: stops when the server is stopping, and lets the event loop run. On PGlite
 * every query resolves without I/O, so without this turn an import would hold the process (and
 * every request) until it ends.
 */
export async function betweenBatches(signal: AbortSignal | null): Promise<void> {
  if (signal?.aborted) throw new Error('the import stopped with the server; it resumes on the next run');
  await nextTurn();
}

/** A reason the import stops for good (not retried): the file is broken, refused, or the plan's disk is full. */
export function stopReason(error: unknown): string | null {
  if (error instanceof FileFormatError || error instanceof ImportRefused) return error.message;
  if (error instanceof AppError && error.code === 'plan_limit_reached') return error.message;
  return null;
}

/**
 * Ends the run as failed: the errors (replacing any of an earlier run), the message, and no
 * staging table of any run of the import left behind. A run taken over by a newer one changes nothing.
 */
export async function failImport(ctx: AppContext, job: ImportJobRow, message: string, errors: readonly ImportError[], progress: ImportProgress): Promise<void> {
  await ctx.appDb.transaction().execute(async (trx) => {
    if (!(await finishImport(trx, job.id, job.attempt, { ...progress, status: 'failed', message, finishedAt: ctx.clock() }))) return;
    await deleteImportErrors(trx, job.id);
    await insertImportErrors(trx, job.id, errors.slice(0, MAX_STORED_ERRORS));
    await dropImportStagings(trx, job.id);
  });
}
