import type { ImportError } from '@tessera/model/data';
import type { BatchTarget } from './batch-queries.ts';
import {
  assertDiskRoom,
  BATCH_ROWS,
  betweenBatches,
  eachRow,
  failImport,
  hasSingleConnection,
  type ImportRun,
  ImportSuperseded,
  MAX_STORED_ERRORS,
  SerialWrites,
  stopReason,
} from './import-run.ts';
import { openRecords } from './open-records.ts';
import { type AppDb, finishImport, type ImportProgress, lockImportRuns, recordProgress } from './queries.ts';
import { parseRow } from './row-plan.ts';
import { type PendingRow, writeBatch } from './write-batch.ts';

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
 * All or nothing: every row is written in one transaction, which commits only when no row was
 * rejected. After the first bad row nothing more is written, but the rest of the file is still
 * read so that every bad row is listed. A rerun starts over (the last run's rows were rolled back).
 */
export async function importAllOrNothing({ ctx, job, table, schemaName, writable, signal }: ImportRun): Promise<void> {
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
