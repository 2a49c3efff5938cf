import type { Transaction } from 'kysely';
import type { ImportError } from '@tessera/model/data';
import type { AppDataDatabase } from '../../db/app-data/catalog-tables.ts';
import { enterOwnerSession } from '../data-schema/row-security/owner-session.ts';
import { type BatchTarget, insertBatch, releaseSavepoint, rollbackToSavepoint, savepoint } from './batch-queries.ts';

/** A parsed row waiting for its batch, with the line it came from. */
export interface PendingRow {
  line: number;
  values: Array<string | null>;
}

/** What the database itself refuses of a row: a constraint (class 23) or a value it cannot hold (class 22). */
function isRowRefusal(error: unknown): error is { code: string; column?: string; detail?: string } {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('23') || code.startsWith('22'));
}

/** The refusal in the product's words: never the database's message (it may quote SQL). */
function refusalMessage(error: { code: string; column?: string; detail?: string }): string {
  const keyColumns = /^Key \(([^)]*)\)=/.exec(error.detail ?? '')?.[1];
  switch (error.code) {
    case '23505':
      return keyColumns ? `column ${keyColumns}: the value is already in the table or earlier in the file (it must be unique)` : 'a value that must be unique is already in the table';
    case '23503':
      return keyColumns ? `column ${keyColumns}: no row of the referenced table has this value` : 'a value refers to a row that does not exist';
    case '23502':
      return error.column ? `column ${error.column}: a value is required` : 'a required value is missing';
    case '23514':
      return 'a value is not allowed by the table';
    default:
      return 'a value does not fit its column';
  }
}

/**
 * Writes a batch inside the import's transaction. The whole batch goes in one statement; when
 * the database refuses it (a duplicate key, a missing referenced row), the batch is undone and its
 * rows are written one at a time to find the refused ones, each reported with its line.
 */
export async function writeBatch(trx: Transaction<AppDataDatabase>, target: BatchTarget, rows: readonly PendingRow[]): Promise<{ inserted: number; errors: ImportError[] }> {
  if (rows.length === 0) return { inserted: 0, errors: [] };
  // The table is under forced row-level security; the import writes as the platform, a builder.
  await enterOwnerSession(trx);
  await savepoint(trx);
  try {
    await insertBatch(trx, target, rows.map((row) => row.values));
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
      await insertBatch(trx, target, [row.values]);
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
