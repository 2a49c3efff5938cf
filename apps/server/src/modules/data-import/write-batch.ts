import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Transaction } from 'kysely';
import type { ImportError } from '@tessera/model/data';
import type { AppDataDatabase } from '../../db/app-data/catalog-tables.ts';
import { enterOwnerSession } from '../data-schema/row-security/owner-session.ts';
import { type BatchTarget, flushWal, insertBatch, releaseSavepoint, rollbackToSavepoint, savepoint } from './batch-queries.ts';
import { isRowRefusal, refusalMessage } from './refusals.ts';
import { stageRows, type StagingTable } from './staging-queries.ts';

/** A parsed row waiting for its batch, with the line it came from. */
export interface PendingRow {
  line: number;
  values: Array<string | null>;
}

export interface BatchResult {
  inserted: number;
  errors: ImportError[];
}

/**
 * Writes a batch with `insert` inside the caller's transaction. The whole batch goes in one
 * statement; when the database refuses it (a duplicate key, a missing referenced row, a value its
 * type cannot hold), the batch is undone and its rows are written one at a time to find the
 * refused ones, each reported with its line.
 */
async function writeRows(trx: Transaction<AppDataDatabase>, rows: readonly PendingRow[], insert: (rows: readonly PendingRow[]) => Promise<void>): Promise<BatchResult> {
  if (rows.length === 0) return { inserted: 0, errors: [] };
  await savepoint(trx);
  try {
    await insert(rows);
    await releaseSavepoint(trx);
    return { inserted: rows.length, errors: [] };
  } catch (error) {
    if (!isRowRefusal(error)) throw error;
    await rollbackToSavepoint(trx);
  }
  const errors: ImportError[] = [];
  let inserted = 0;
  for (const row of rows) {
    await savepoint(trx);
    try {
      await insert([row]);
      await releaseSavepoint(trx);
      inserted += 1;
    } catch (error) {
      if (!isRowRefusal(error)) throw error;
      await rollbackToSavepoint(trx);
      errors.push({ line: row.line, message: `line ${row.line}: ${refusalMessage(error)}` });
    }
  }
  return { inserted, errors };
}

/** Writes a batch into the import's table (skip bad rows: the batch commits with its progress). */
export async function writeBatch(trx: Transaction<AppDataDatabase>, target: BatchTarget, rows: readonly PendingRow[]): Promise<BatchResult> {
  if (rows.length === 0) return { inserted: 0, errors: [] };
  // The table is under forced row-level security; the import writes as the platform, a builder.
  await enterOwnerSession(trx);
  return writeRows(trx, rows, (part) => insertBatch(trx, target, { rows: part.map((row) => row.values) }));
}

/** Stages a batch of an all-or-nothing run: a value its column's type refuses is reported with its line. */
export function stageBatch(trx: Transaction<AppDataDatabase>, staging: StagingTable, rows: readonly PendingRow[]): Promise<BatchResult> {
  return writeRows(trx, rows, (part) => stageRows(trx, staging, part));
}

/**
 * Moves an all-or-nothing run's staged rows into the import's table inside the caller's
 * transaction, through the same insert as every batch, one staged batch (a range of lines) per
 * statement: between two, the event loop turns (on PGlite the statements run on this thread) and,
 * with `flush`, the WAL is written in one piece (see `flushWal`). A refusal (a duplicate, a missing
 * referenced row) fails the whole transaction.
 */
export async function moveStagedRows(
  trx: Transaction<AppDataDatabase>,
  target: BatchTarget,
  staging: StagingTable,
  batches: ReadonlyArray<{ first: number; last: number }>,
  options: { flush: boolean },
): Promise<void> {
  await enterOwnerSession(trx);
  for (const lines of batches) {
    await insertBatch(trx, target, { staged: staging, lines });
    if (options.flush) await flushWal(trx);
    await nextTurn();
  }
}
