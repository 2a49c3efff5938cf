import type { ImportError } from '@tessera/model/data';
import { assertDiskAllowance } from '../data-schema/disk-usage.ts';
import type { BatchTarget } from './batch-queries.ts';
import {
  BATCH_ROWS,
  betweenBatches,
  eachRow,
  failImport,
  type ImportRun,
  ImportSuperseded,
  isEmbeddedDatabase,
  MAX_STORED_ERRORS,
  SerialWrites,
  stopReason,
} from './import-run.ts';
import { findRefusedLines, moveChecksOf } from './move-refusals.ts';
import { openRecords } from './open-records.ts';
import { finishImport, type ImportProgress, lockCurrentRun, recordProgress } from './queries.ts';
import { isRowRefusal } from './refusals.ts';
import { parseRow } from './row-plan.ts';
import { createStaging, dropImportStagings, dropStaging, type StagingTable, stagingTableName } from './staging-queries.ts';
import { type PendingRow, moveStagedRows, stageBatch } from './write-batch.ts';

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

const failedRowsMessage = (total: number, first: ImportError | undefined) =>
  `${total} ${total === 1 ? 'row has an error' : 'rows have errors'}, so nothing was imported. First: ${first?.message ?? ''}`;

/**
 * All or nothing: the rows are staged batch by batch, each batch in its own short transaction with
 * the progress, into the run's staging table (`staging-queries.ts`); when the whole file is staged
 * without a bad row, one last transaction moves them all into the table, drops the staging table
 * and marks the import done. No row is in the table before that commit, and no connection is held
 * longer than one batch or the move (on PGlite's single connection, every other request goes on
 * between batches). After the first bad row nothing more is staged, but the rest of the file is
 * still read so that every bad row is listed. A rerun drops what any earlier run staged and starts over.
 */
export async function importAllOrNothing({ ctx, job, model, table, schemaName, writable, signal }: ImportRun): Promise<void> {
  const rejected = new RejectedRows(MAX_STORED_ERRORS);
  const progress: ImportProgress = { bytesRead: 0, rowsImported: 0, rowsRejected: 0, recordsDone: 0 };
  const fail = (message: string, errors: readonly ImportError[], rowsRejected: number) => failImport(ctx, job, message, errors, { ...progress, rowsImported: 0, rowsRejected });
  await ctx.appDb.transaction().execute(async (trx) => {
    if (!(await lockCurrentRun(trx, job.id, job.attempt))) throw new ImportSuperseded();
    await dropImportStagings(trx, job.id);
  });

  const writes = new SerialWrites();
  const now = ctx.clock();
  let batch: PendingRow[] = [];
  // Known from the file's header on (the `as` keeps the type checker from fixing them at null).
  let into = null as { target: BatchTarget; staging: StagingTable } | null;
  let staged = false;
  /** The lines each staged batch spans: the move takes them one at a time. */
  const stagedBatches: Array<{ first: number; last: number }> = [];
  let recordsDone = 0;
  let bytesRead = 0;
  const submit = () => {
    const rows = batch;
    const reached = { recordsDone, bytesRead };
    batch = [];
    return writes.submit(async () => {
      const stage = rejected.total === 0 && rows.length > 0 ? (into?.staging ?? null) : null;
      if (stage) await assertDiskAllowance(ctx, job.domain_id);
      await ctx.appDb.transaction().execute(async (trx) => {
        if (!(await lockCurrentRun(trx, job.id, job.attempt))) throw new ImportSuperseded();
        if (stage) {
          if (!staged) await createStaging(trx, stage);
          const written = await stageBatch(trx, stage, rows);
          progress.rowsImported += written.inserted;
          for (const error of written.errors) rejected.add(error);
        }
        Object.assign(progress, reached, { rowsRejected: rejected.total });
        await recordProgress(trx, job.id, job.attempt, progress);
      });
      if (stage) {
        staged = true;
        stagedBatches.push({ first: rows[0]!.line, last: rows.at(-1)!.line });
      }
    });
  };
  try {
    await eachRow(openRecords(ctx.appDb, job), table, writable, (plan, record) => {
      into ??= {
        target: { schemaName, tableName: table.name, columns: plan.columns, numberedKey: plan.numberedKey },
        staging: { schemaName, tableName: stagingTableName(job.id, job.attempt), columns: plan.columns },
      };
      const row = parseRow(plan, record.cells, record.line, now);
      recordsDone += 1;
      bytesRead = record.bytesRead;
      if (!row.ok) rejected.add({ line: record.line, message: row.message });
      else if (rejected.total === 0) batch.push({ line: record.line, values: row.values });
      return recordsDone % BATCH_ROWS === 0 ? submit().then(() => betweenBatches(signal)) : undefined;
    });
    await submit();
    await writes.drain();
    if (rejected.total > 0) return await fail(failedRowsMessage(rejected.total, rejected.kept[0]), rejected.kept, rejected.total);
    // Staged whole: the server stopping now leaves the table as it was, and the rerun starts over.
    await betweenBatches(signal);
    if (staged) await assertDiskAllowance(ctx, job.domain_id);
  } catch (error) {
    await writes.drain().catch(() => undefined);
    const reason = stopReason(error);
    if (reason === null) throw error;
    return await fail(reason, [], rejected.total);
  }

  try {
    await ctx.appDb.transaction().execute(async (trx) => {
      if (!(await lockCurrentRun(trx, job.id, job.attempt))) throw new ImportSuperseded();
      if (staged && into) {
        await moveStagedRows(trx, into.target, into.staging, stagedBatches, { flush: isEmbeddedDatabase(ctx) });
        await dropStaging(trx, into.staging);
      }
      if (!(await finishImport(trx, job.id, job.attempt, { ...progress, status: 'succeeded', message: null, finishedAt: ctx.clock() }))) throw new ImportSuperseded();
    });
  } catch (error) {
    if (!isRowRefusal(error) || !into) throw error;
    // The move names one refused value: the staged rows tell every refused line.
    const found = await findRefusedLines(ctx.appDb, into.target, into.staging, moveChecksOf(model, table, into.target.columns), MAX_STORED_ERRORS);
    // None found: the refusal was about the table as it was then (a row since removed, a model
    // changed meanwhile). The job's rerun decides again from the file.
    if (found.total === 0) throw error;
    await fail(failedRowsMessage(found.total, found.errors[0]), found.errors, found.total);
  }
}
