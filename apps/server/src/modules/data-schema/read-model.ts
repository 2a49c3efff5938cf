import type { DataModelResponse, Migration } from '@tessera/model/data';
import type { AppContext } from '../../context.ts';
import type { ProjectCaller } from '../projects/service.ts';
import { readEnvironment } from './environments.ts';
import { selectMigrations } from './migration-queries.ts';
import { toMigration } from './migration-view.ts';
import { assertOwnProject } from './project-access.ts';

/** The history answers at most this many migrations, the newest. */
export const MIGRATION_HISTORY_LIMIT = 500;

/** GET …/data/model: draft's model, its version, and how many migrations live has not had. */
export async function readDataModel(ctx: AppContext, caller: ProjectCaller, projectId: string): Promise<DataModelResponse> {
  await assertOwnProject(ctx, caller, projectId);
  const draft = await readEnvironment(ctx.appDb, projectId, 'draft');
  const live = await readEnvironment(ctx.appDb, projectId, 'live');
  return { model: draft.model, version: draft.version, livePending: draft.appliedSeq - live.appliedSeq };
}

/** GET …/data/migrations: who changed what, when, and the SQL that ran on draft, newest first. */
export async function listMigrations(ctx: AppContext, caller: ProjectCaller, projectId: string): Promise<{ migrations: Migration[] }> {
  await assertOwnProject(ctx, caller, projectId);
  const live = await readEnvironment(ctx.appDb, projectId, 'live');
  const rows = await selectMigrations(ctx.appDb, projectId, MIGRATION_HISTORY_LIMIT);
  return { migrations: rows.map((row) => toMigration(row, live.appliedSeq)) };
}
