import type { AppContext } from '../../context.ts';
import { isUuid } from '../../http/uuid.ts';
import type { JobDefinition } from '../../jobs/job-queue.ts';
import { deleteImportJob, findUnsentImports } from './queries.ts';
import { giveUpImport, runImport } from './run-import.ts';
import { dropStaleStagings } from './staging-queries.ts';

/** The pg-boss queue of imports; a job's id is its import's id. */
export const IMPORT_QUEUE = 'data-import';

export interface ImportJobData {
  importId: string;
}

const options = {
  // A worker that stops sending heartbeats (killed, cut off) loses the import to another within ~30 s.
  heartbeatSeconds: 30,
  // Long enough for the largest import on the slowest engine.
  expireInSeconds: 4 * 60 * 60,
  retryLimit: 5,
  retryDelay: 5,
};

/** An upload still storing its file after this long was cut off (the largest takes well under it). */
const UPLOAD_GIVEN_UP_MS = 60 * 60 * 1000;

/**
 * The import job: runs `runImport`; after the last retry the import shows as failed. On every
 * start, imports stored whole but never queued (the process stopped in between) are queued,
 * uploads cut off long ago are removed with their pieces, and staging tables no run will use
 * again (all-or-nothing runs that died) are dropped.
 */
export function importJobDefinition(ctx: AppContext): JobDefinition<ImportJobData> {
  return {
    queue: IMPORT_QUEUE,
    options,
    async run(data, run) {
      if (!isUuid(data.importId)) return;
      try {
        await runImport(ctx, data.importId, run.signal);
      } catch (error) {
        ctx.log.error({ err: error, importId: data.importId, retryCount: run.retryCount }, 'import run failed');
        if (run.retryCount < options.retryLimit) throw error;
        await giveUpImport(ctx, data.importId);
      }
    },
    async resume() {
      const now = ctx.clock().getTime();
      const { unsent } = await findUnsentImports(ctx.appDb, new Date(now));
      for (const importId of unsent) await ctx.jobs.send<ImportJobData>(IMPORT_QUEUE, { importId }, { id: importId });
      const { stale } = await findUnsentImports(ctx.appDb, new Date(now - UPLOAD_GIVEN_UP_MS));
      for (const importId of stale) await deleteImportJob(ctx.appDb, importId);
      const dropped = await dropStaleStagings(ctx.appDb);
      if (dropped > 0) ctx.log.info({ dropped }, 'imports: dropped the staging tables of runs that stopped');
    },
  };
}
