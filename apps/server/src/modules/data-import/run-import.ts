import { setImmediate as nextTurn } from 'node:timers/promises';
import { type DataTable, type ImportError, tableByName } from '@tessera/model/data';
import { CamelCasePlugin, type Transaction } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { AppDataDatabase } from '../../db/app-data/catalog-tables.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { authorize } from '../data-api/access/authorize.ts';
import { assertDiskAllowance } from '../data-schema/disk-usage.ts';
import { readEnvironment } from '../data-schema/environments.ts';
import { assertAllowance } from '../plans/allowances.ts';
import type { BatchTarget } from './batch-queries.ts';
import { type FileRecord, type FileRecords, FileFormatError } from './file-records.ts';
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

/**
 * Batch writes one after another, each running while the next batch is parsed (on Postgres the
 * database inserts on its own core meanwhile). At most one write is pending; its failure is
 * thrown by the next `submit` or by `drain`.
 */
class SerialWrites {
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

/** On PGlite the app database has one connection: inside a transaction, the transaction is the only way in. */
function hasSingleConnection(ctx: AppContext): boolean {
  return ctx.config.database.kind === 'pglite' && ctx.config.appDatabaseUrl === null;
}

const progressOf = (job: ImportJobRow): ImportProgress => ({
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
async function eachRow(
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
async function betweenBatches(signal: AbortSignal | null): Promise<void> {
  if (signal?.aborted) throw new Error('the import stopped with the server; it resumes on the next run');
  await nextTurn();
}

/** The import may not write what its file holds (the data API's access decision refused it). */
class ImportRefused extends Error {}

/** A reason the import stops for good (not retried): the file is broken, refused, or the plan's disk is full. */
function stopReason(error: unknown): string | null {
  if (error instanceof FileFormatError || error instanceof ImportRefused) return error.message;
  if (error instanceof AppError && error.code === 'plan_limit_reached') return error.message;
  return null;
}

/**
 * Asks the plan's Disk Capacity allowance before a batch is written; past it, the import stops
 * with the plan's message. Inside an all-or-nothing transaction on a single connection (PGlite)
 * the platform tables are read through that transaction, as the platform database reads them.
 */
async function assertDiskRoom(ctx: AppContext, domainId: string, trx: Transaction<AppDataDatabase> | null): Promise<void> {
  if (!trx) return assertDiskAllowance(ctx, domainId);
  const platform = trx.withPlugin(new CamelCasePlugin({ maintainNestedObjectKeys: true })) as unknown as Db;
  await assertAllowance(platform, ctx.usage, domainId, 'diskCapacity', ctx.clock(), { adding: 0 });
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
async function importAllOrNothing(ctx: AppContext, job: ImportJobRow, table: DataTable, schemaName: string, writable: ReadonlySet<string>, signal: AbortSignal | null): Promise<void> {
  const rejected = new RejectedRows(MAX_STORED_ERRORS);
  const progress: ImportProgress = { bytesRead: 0, rowsImported: 0, rowsRejected: 0, recordsDone: 0 };
  let failure: string | null = null;
  try {
    await ctx.appDb.transaction().execute(async (trx) => {
      await lockImportRuns(trx, job.id);
      // The file and the progress are read and written beside the transaction, so others see the
      // progress move; on a single connection only the transaction can reach the database.
      const single = hasSingleConnection(ctx);
      const beside: AppDb = single ? trx : ctx.appDb;
      const writes = new SerialWrites();
      const now = ctx.clock();
      let batch: PendingRow[] = [];
      let target: BatchTarget | null = null;
      let recordsDone = 0;
      let bytesRead = 0;
      const submit = () => {
        const rows = batch;
        const reached = { recordsDone, bytesRead };
        batch = [];
        return writes.submit(async () => {
          if (rejected.total === 0 && target) {
            await assertDiskRoom(ctx, job.domain_id, single ? trx : null);
            const written = await writeBatch(trx, target, rows);
            progress.rowsImported += written.inserted;
            for (const error of written.errors) rejected.add(error);
          }
          Object.assign(progress, reached, { rowsRejected: rejected.total });
          if (!(await recordProgress(beside, job.id, job.attempt, progress))) throw new ImportSuperseded();
        });
      };
      try {
        await eachRow(openRecords(beside, job), table, writable, (plan, record) => {
          target ??= { schemaName, tableName: table.name, columns: plan.columns, numberedKey: plan.numberedKey };
          const row = parseRow(plan, record.cells, record.line, now);
          recordsDone += 1;
          bytesRead = record.bytesRead;
          if (!row.ok) rejected.add({ line: record.line, message: row.message });
          else if (rejected.total === 0) batch.push({ line: record.line, values: row.values });
          return recordsDone % BATCH_ROWS === 0 ? submit().then(() => betweenBatches(signal)) : undefined;
        });
        await submit();
        await writes.drain();
      } catch (error) {
        await writes.drain().catch(() => undefined);
        failure = stopReason(error);
        if (failure === null) throw error;
        throw new RollBack();
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
  await failImport(ctx, job, message, rejected.kept, { ...progress, rowsImported: 0, rowsRejected: rejected.total });
}

/**
 * Skip bad rows: each batch commits with its rejected rows' errors and the progress, so a rerun
 * after a lost worker resumes after the last committed row and never writes a row twice.
 */
async function importSkippingBadRows(ctx: AppContext, job: ImportJobRow, table: DataTable, schemaName: string, writable: ReadonlySet<string>, signal: AbortSignal | null): Promise<void> {
  let progress = progressOf(job);
  let room = MAX_STORED_ERRORS - Math.min(progress.rowsRejected, MAX_STORED_ERRORS);
  const alreadyDone = progress.recordsDone;
  const writes = new SerialWrites();
  const now = ctx.clock();
  let target: BatchTarget | null = null;
  let batch: PendingRow[] = [];
  let batchErrors: ImportError[] = [];
  let seen = 0;
  let bytesRead = progress.bytesRead;
  const submit = () => {
    const rows = batch;
    const parseErrors = batchErrors;
    const reached = { recordsDone: seen, bytesRead };
    batch = [];
    batchErrors = [];
    return writes.submit(async () => {
      if (rows.length > 0) await assertDiskRoom(ctx, job.domain_id, null);
      const next = await ctx.appDb.transaction().execute(async (trx) => {
        if (!(await lockCurrentRun(trx, job.id, job.attempt))) throw new ImportSuperseded();
        const written = target ? await writeBatch(trx, target, rows) : { inserted: 0, errors: [] };
        const errors = [...parseErrors, ...written.errors];
        const kept = errors.slice(0, room);
        await insertImportErrors(trx, job.id, kept);
        const moved: ImportProgress = {
          bytesRead: Math.max(progress.bytesRead, reached.bytesRead),
          rowsImported: progress.rowsImported + written.inserted,
          rowsRejected: progress.rowsRejected + errors.length,
          recordsDone: reached.recordsDone,
        };
        await recordProgress(trx, job.id, job.attempt, moved);
        return { moved, kept: kept.length };
      });
      progress = next.moved;
      room -= next.kept;
    });
  };
  try {
    await eachRow(openRecords(ctx.appDb, job), table, writable, (plan, record, index) => {
      target ??= { schemaName, tableName: table.name, columns: plan.columns, numberedKey: plan.numberedKey };
      seen = index + 1;
      bytesRead = record.bytesRead;
      if (index < alreadyDone) return undefined;
      const row = parseRow(plan, record.cells, record.line, now);
      if (row.ok) batch.push({ line: record.line, values: row.values });
      else batchErrors.push({ line: record.line, message: row.message });
      return batch.length + batchErrors.length >= BATCH_ROWS ? submit().then(() => betweenBatches(signal)) : undefined;
    });
    await submit();
    await writes.drain();
  } catch (error) {
    await writes.drain().catch(() => undefined);
    const reason = stopReason(error);
    if (reason === null) throw error;
    const imported = progress.rowsImported > 0 ? ` The ${progress.rowsImported} rows before it were imported.` : '';
    await failImport(ctx, job, `${reason}${imported}`, [], progress);
    return;
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
    // The data API's one access decision, as for every insert: an import is its builder's insert
    // into draft. Imports write whole rows, so a decision that only lets some rows in is refused.
    const access = authorize(environment.model, table, 'insert', { kind: 'builder', userId: job.created_by });
    if (!access.allowed || access.rowPredicate !== null) {
      await failImport(ctx, job, access.allowed ? `Imports may not write table ${table.name}.` : access.error.message, [], progressOf(job));
      return;
    }
    if (job.mode === 'allOrNothing') await importAllOrNothing(ctx, job, table, environment.schemaName, access.columns, signal);
    else await importSkippingBadRows(ctx, job, table, environment.schemaName, access.columns, signal);
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
