import { dataOpSchema, type LiveState } from '@tessera/model/data';
import * as z from 'zod/mini';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { ProjectCaller } from '../projects/service.ts';
import { assertMayCommit } from './apply-change.ts';
import { selectEnvironment } from './environment-queries.ts';
import { readEnvironment } from './environments.ts';
import { type MigrationRow, selectMigrationsAfter, setChangeLimits, updateEnvironment } from './migration-queries.ts';
import { toMigration } from './migration-view.ts';
import { assertOwnProject } from './project-access.ts';
import { runOps } from './run-steps.ts';
import { logStepError } from './step-error-log.ts';

const storedOpsSchema = z.array(dataOpSchema);

/** GET …/data/live: the last migrations of draft and live, and those live has not had, oldest first. */
export async function readLiveState(ctx: AppContext, caller: ProjectCaller, projectId: string): Promise<LiveState> {
  await assertOwnProject(ctx, caller, projectId);
  const draft = await readEnvironment(ctx.appDb, projectId, 'draft');
  const live = await readEnvironment(ctx.appDb, projectId, 'live');
  const pending = await selectMigrationsAfter(ctx.appDb, projectId, live.appliedSeq);
  return { draftSeq: draft.appliedSeq, liveSeq: live.appliedSeq, pending: pending.map((row) => toMigration(row, live.appliedSeq)) };
}

/** POST …/data/live/apply for a builder of the project's workspace. */
export async function applyLiveQueueFor(ctx: AppContext, caller: ProjectCaller, projectId: string, options: { confirmDataLoss: boolean }): Promise<LiveState> {
  await assertOwnProject(ctx, caller, projectId);
  return applyLiveQueue(ctx, projectId, options);
}

/**
 * Applies to live every migration it has not had, oldest first, in one transaction: each
 * migration's ops are replayed on live's own model and planned and checked against live's own
 * data, with the same classes and rules as on draft (blocked → 422, data loss needs
 * `confirmDataLoss` → else 409). Nothing is applied unless all of it is. The publishing of an
 * app calls this; the caller has checked the project is the caller's. Answers the queue after.
 */
export async function applyLiveQueue(ctx: AppContext, projectId: string, options: { confirmDataLoss: boolean }): Promise<LiveState> {
  await readEnvironment(ctx.appDb, projectId, 'live');
  const now = ctx.clock();
  try {
    return await ctx.appDb.transaction().execute(async (trx) => {
      const live = await selectEnvironment(trx, projectId, 'live', true);
      const draft = await selectEnvironment(trx, projectId, 'draft');
      if (!live || !draft) throw new Error(`environments of project ${projectId} vanished`);
      const pending = await selectMigrationsAfter(trx, projectId, live.appliedSeq);
      if (pending.length === 0) return { draftSeq: draft.appliedSeq, liveSeq: live.appliedSeq, pending: [] };
      await setChangeLimits(trx);
      let model = live.model;
      const queue = { blocked: null as string | null, lost: [] as string[] };
      for (const migration of pending) {
        const run = await runOps(trx, live.schemaName, model, opsOf(migration));
        queue.lost.push(...run.lost.map((what) => `migration ${migration.seq}: ${what}`));
        if (run.blocked !== null) {
          queue.blocked = `Migration ${migration.seq}: ${run.blocked}`;
          break;
        }
        model = run.model;
      }
      assertMayCommit(queue, options.confirmDataLoss);
      const liveSeq = pending.at(-1)!.seq;
      await updateEnvironment(trx, projectId, 'live', { model, version: live.version + 1, appliedSeq: liveSeq, updatedAt: now });
      return { draftSeq: draft.appliedSeq, liveSeq, pending: [] };
    });
  } catch (error) {
    throw logStepError(ctx, error);
  }
}

function opsOf(migration: MigrationRow) {
  const parsed = storedOpsSchema.safeParse(migration.ops);
  if (!parsed.success) throw new AppError('internal', `Migration ${migration.seq} cannot be read.`);
  return parsed.data;
}
