import { tableByName } from '@tessera/model/data';
import type { AppContext } from '../../context.ts';
import { authorize } from '../data-api/access/authorize.ts';
import { readEnvironment } from '../data-schema/environments.ts';
import { importAllOrNothing } from './all-or-nothing.ts';
import { failImport, ImportSuperseded, progressOf } from './import-run.ts';
import { claimImportRun } from './queries.ts';
import { importSkippingBadRows } from './skip-bad-rows.ts';

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
    const importRun = { ctx, job, model: environment.model, table, schemaName: environment.schemaName, writable: access.columns, signal };
    if (job.mode === 'allOrNothing') await importAllOrNothing(importRun);
    else await importSkippingBadRows(importRun);
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
