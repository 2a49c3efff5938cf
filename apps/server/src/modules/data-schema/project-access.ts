import type { AppContext } from '../../context.ts';
import { assertProjectId, type ProjectCaller, projectNotFound } from '../projects/service.ts';
import { usernameOf } from '../users/queries.ts';
import { projectInDomain } from './project-queries.ts';

/**
 * Checks that the project is one of the caller's workspace: 404 for a malformed id, an unknown
 * one, or another workspace's. Reads the platform database, so call it before opening a
 * transaction on the app database (on embedded PGlite both share one connection).
 */
export async function assertOwnProject(ctx: AppContext, caller: ProjectCaller, projectId: string): Promise<void> {
  assertProjectId(projectId);
  if (!(await projectInDomain(ctx.db, caller.domain.id, projectId))) throw projectNotFound();
}

/** The caller as the migration history records them: id and username now. */
export async function authorOf(ctx: AppContext, caller: ProjectCaller): Promise<{ id: string; username: string }> {
  const row = await usernameOf(ctx.db, caller.userId).executeTakeFirst();
  return { id: caller.userId, username: row?.username ?? '' };
}
