import { type ChangePreview, type DataModel, dataOpSchema, type LiveState, type PlannedStep } from '@tessera/model/data';
import type { Transaction } from 'kysely';
import * as z from 'zod/mini';
import type { AppContext } from '../../context.ts';
import type { AppDataDatabase } from '../../db/app-data/catalog-tables.ts';
import { AppError } from '../../errors/app-error.ts';
import type { ProjectCaller } from '../projects/service.ts';
import { assertMayCommit } from './apply-change.ts';
import { type EnvironmentState, selectEnvironment } from './environment-queries.ts';
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

/** What replaying live's queue did inside its (not yet committed) transaction. */
interface QueueRun {
  draftSeq: number;
  /** The queue's last migration, or live's own seq when the queue is empty. */
  lastSeq: number;
  live: EnvironmentState;
  /** Live's model after every migration that ran. */
  model: DataModel;
  /** Every step of every migration, in order, each checked against live's own data. */
  steps: PlannedStep[];
  /** The first blocked step's message, prefixed with its migration, or null. */
  blocked: string | null;
  lost: string[];
}

/**
 * Locks live and replays every migration it has not had, oldest first, in `trx`: each
 * migration's ops replayed on live's own model, planned and checked against live's own data, with
 * the same classes and rules as on draft. A blocked step stops the run. The shared start of a
 * preview and of publishing.
 */
async function runLiveQueue(trx: Transaction<AppDataDatabase>, projectId: string): Promise<QueueRun> {
  const live = await selectEnvironment(trx, projectId, 'live', true);
  const draft = await selectEnvironment(trx, projectId, 'draft');
  if (!live || !draft) throw new Error(`environments of project ${projectId} vanished`);
  const pending = await selectMigrationsAfter(trx, projectId, live.appliedSeq);
  const run: QueueRun = { draftSeq: draft.appliedSeq, lastSeq: pending.at(-1)?.seq ?? live.appliedSeq, live, model: live.model, steps: [], blocked: null, lost: [] };
  if (pending.length === 0) return run;
  await setChangeLimits(trx);
  for (const migration of pending) {
    const ops = await runOps(trx, live.schemaName, run.model, opsOf(migration));
    run.steps.push(...ops.steps);
    run.lost.push(...ops.lost.map((what) => `migration ${migration.seq}: ${what}`));
    if (ops.blocked !== null) {
      run.blocked = `Migration ${migration.seq}: ${ops.blocked}`;
      break;
    }
    run.model = ops.model;
  }
  return run;
}

/** Thrown to roll a preview's transaction back with its result. */
class QueuePreviewRolledBack extends Error {
  constructor(readonly preview: ChangePreview) {
    super('live queue preview rolled back');
  }
}

/**
 * POST …/data/live/preview: what applying the queue would do to live — every step with its class
 * and what it puts at stake in live's own rows — found by applying it in a transaction that is
 * always rolled back. Nothing changes. Publishing shows this before it asks for confirmation.
 */
export async function previewLiveQueueFor(ctx: AppContext, caller: ProjectCaller, projectId: string): Promise<ChangePreview> {
  await assertOwnProject(ctx, caller, projectId);
  await readEnvironment(ctx.appDb, projectId, 'live');
  try {
    await ctx.appDb.transaction().execute(async (trx) => {
      const run = await runLiveQueue(trx, projectId);
      throw new QueuePreviewRolledBack({ steps: run.steps, needsConfirmation: run.lost.length > 0, blocked: run.blocked !== null });
    });
  } catch (error) {
    if (error instanceof QueuePreviewRolledBack) return error.preview;
    throw logStepError(ctx, error);
  }
  throw new Error('live queue preview ended without its result');
}

/** What applying live's queue left: the queue after, and live's model, version and last migration. */
export interface AppliedLiveQueue {
  state: LiveState;
  live: Pick<EnvironmentState, 'model' | 'version' | 'appliedSeq'>;
}

/**
 * Applies to live every migration it has not had, oldest first, inside the caller's transaction
 * on the app database: live locked, each migration replayed and checked against live's own data
 * (blocked → 422, data loss without `confirmDataLoss` → 409); nothing is applied unless all of it
 * is. Publishing a release is its only caller, so live's model (its tables, columns and access
 * rules) changes only with a publish. The live environment must exist (`readEnvironment`).
 */
export async function applyLiveQueueIn(trx: Transaction<AppDataDatabase>, projectId: string, options: { confirmDataLoss: boolean }, now: Date): Promise<AppliedLiveQueue> {
  const run = await runLiveQueue(trx, projectId);
  if (run.lastSeq === run.live.appliedSeq) {
    return { state: { draftSeq: run.draftSeq, liveSeq: run.lastSeq, pending: [] }, live: run.live };
  }
  assertMayCommit(run, options.confirmDataLoss);
  const version = run.live.version + 1;
  await updateEnvironment(trx, projectId, 'live', { model: run.model, version, appliedSeq: run.lastSeq, updatedAt: now });
  return { state: { draftSeq: run.draftSeq, liveSeq: run.lastSeq, pending: [] }, live: { model: run.model, version, appliedSeq: run.lastSeq } };
}

function opsOf(migration: MigrationRow) {
  const parsed = storedOpsSchema.safeParse(migration.ops);
  if (!parsed.success) throw new AppError('internal', `Migration ${migration.seq} cannot be read.`);
  return parsed.data;
}
