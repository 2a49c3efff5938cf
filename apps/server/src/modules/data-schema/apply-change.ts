import { applyDataOps, type ChangePreview, type ChangeResponse, type DataOp } from '@tessera/model/data';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { AppDataDatabase } from '../../db/app-data/catalog-tables.ts';
import { AppError } from '../../errors/app-error.ts';
import type { ProjectCaller } from '../projects/service.ts';
import { selectEnvironment } from './environment-queries.ts';
import { readEnvironment } from './environments.ts';
import { insertMigration, setChangeLimits, updateEnvironment } from './migration-queries.ts';
import { toMigration } from './migration-view.ts';
import { authorOf, assertOwnProject } from './project-access.ts';
import { type ChangeRun, runOps } from './run-steps.ts';
import { logStepError } from './step-error-log.ts';

export const STALE_MESSAGE = 'The data model changed since you loaded it; reload to see the latest.';

/** A change as the route passes it (the request's fields, picked). */
export interface ChangeInput {
  baseVersion: number;
  ops: DataOp[];
  confirmDataLoss: boolean;
}

/**
 * The refusals a run ends with when it may not commit: a blocked step (422), then data loss
 * without confirmation (409, naming what would be lost).
 */
export function assertMayCommit(run: Pick<ChangeRun, 'blocked' | 'lost'>, confirmDataLoss: boolean): void {
  if (run.blocked !== null) throw new AppError('conversion_failed', `${run.blocked} Nothing was changed.`);
  if (run.lost.length > 0 && !confirmDataLoss) {
    throw new AppError('confirmation_required', `This change loses data: ${run.lost.join('; ')}. Confirm to apply it.`);
  }
}

/**
 * Locks draft, checks the version and the ops, then plans and runs them in `trx`: the shared
 * start of a preview and a change.
 */
async function runOnDraft(trx: Transaction<AppDataDatabase>, projectId: string, input: ChangeInput) {
  const draft = await selectEnvironment(trx, projectId, 'draft', true);
  if (!draft) throw new Error(`draft of project ${projectId} vanished`);
  if (draft.version !== input.baseVersion) throw new AppError('stale', STALE_MESSAGE);
  const applied = applyDataOps(draft.model, input.ops);
  if (!applied.ok) throw new AppError('validation_failed', applied.error.message);
  await setChangeLimits(trx);
  return { draft, run: await runOps(trx, draft.schemaName, draft.model, input.ops) };
}

/** Thrown to roll a preview's transaction back with its result. */
class PreviewRolledBack extends Error {
  constructor(readonly preview: ChangePreview) {
    super('preview rolled back');
  }
}

/**
 * POST …/data/changes/preview: the change's SQL steps, their classes and what is at stake, found
 * by running it on draft in a transaction that is always rolled back, so the preview is what the
 * change would do, op after op. Nothing changes.
 */
export async function previewChange(ctx: AppContext, caller: ProjectCaller, projectId: string, input: ChangeInput): Promise<ChangePreview> {
  await assertOwnProject(ctx, caller, projectId);
  await readEnvironment(ctx.appDb, projectId, 'draft');
  try {
    await ctx.appDb.transaction().execute(async (trx) => {
      const { run } = await runOnDraft(trx, projectId, input);
      throw new PreviewRolledBack({ steps: run.steps, needsConfirmation: run.lost.length > 0, blocked: run.blocked !== null });
    });
  } catch (error) {
    if (error instanceof PreviewRolledBack) return error.preview;
    throw logStepError(ctx, error);
  }
  throw new Error('preview transaction ended without its result');
}

/**
 * POST …/data/changes: applies a change to draft as one migration, in one transaction: draft
 * locked, version checked (stale → 409), ops checked (400), planned and run step by step with
 * their checks (blocked → 422), data loss confirmed (else 409), then the migration recorded and
 * the model stored with the next version. Any failure rolls back all of it. Live gets the change
 * when its queue is applied.
 */
export async function applyChange(ctx: AppContext, caller: ProjectCaller, projectId: string, input: ChangeInput): Promise<ChangeResponse> {
  await assertOwnProject(ctx, caller, projectId);
  const author = await authorOf(ctx, caller);
  await readEnvironment(ctx.appDb, projectId, 'draft');
  const now = ctx.clock();
  try {
    return await ctx.appDb.transaction().execute(async (trx) => {
      const { draft, run } = await runOnDraft(trx, projectId, input);
      assertMayCommit(run, input.confirmDataLoss);
      const seq = draft.appliedSeq + 1;
      const steps = run.steps.map((step) => ({ sql: step.sql, classification: step.classification }));
      await insertMigration(trx, { projectId, seq, author, createdAt: now, ops: input.ops, summary: run.summary, steps });
      await updateEnvironment(trx, projectId, 'draft', { model: run.model, version: draft.version + 1, appliedSeq: seq, updatedAt: now });
      const live = await selectEnvironment(trx, projectId, 'live');
      const migration = toMigration(
        { seq, author_id: author.id, author_username: author.username, created_at: now, ops: input.ops, summary: run.summary, steps },
        live?.appliedSeq ?? 0,
      );
      return { model: run.model, version: draft.version + 1, migration };
    });
  } catch (error) {
    throw logStepError(ctx, error);
  }
}
