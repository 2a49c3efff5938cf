import type { ImportError } from '@tessera/model/data';
import type { BatchTarget } from './batch-queries.ts';
import { assertDiskAllowance } from '../data-schema/disk-usage.ts';
import {
  BATCH_ROWS,
  betweenBatches,
  eachRow,
  failImport,
  type ImportRun,
  ImportSuperseded,
  MAX_STORED_ERRORS,
  progressOf,
  SerialWrites,
  stopReason,
} from './import-run.ts';
import { openRecords } from './open-records.ts';
import { finishImport, type ImportProgress, insertImportErrors, lockCurrentRun, recordProgress } from './queries.ts';
import { parseRow } from './row-plan.ts';
import { type PendingRow, writeBatch } from './write-batch.ts';

/**
 * Skip bad rows: each batch commits with its rejected rows' errors and the progress, so a rerun
 * after a lost worker resumes after the last committed row and never writes a row twice.
 */
export async function importSkippingBadRows({ ctx, job, table, schemaName, writable, signal }: ImportRun): Promise<void> {
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
      if (rows.length > 0) await assertDiskAllowance(ctx, job.domain_id);
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
