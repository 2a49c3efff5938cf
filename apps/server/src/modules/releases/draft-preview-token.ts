import { PREVIEW_TOKEN_TTL_SECONDS, type PreviewToken } from '@tessera/model/releases';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { signPreviewToken } from '../../security/draft-preview.ts';
import { assertProjectId, type ProjectCaller, projectNotFound } from '../projects/service.ts';
import { findReleaseProject } from './queries.ts';

/**
 * POST /api/projects/:projectId/preview-token: a preview token of a project of the caller's
 * workspace (404 for another workspace's or an unknown one), for the studio's Run preview to
 * reach the project's draft as a visitor or end user. The route asks for a Developer seat. The
 * token carries the caller's session (`sessionId`, the access token's refresh family) and dies
 * with it: a sign-out or a revoked session refuses it at the next request.
 */
export async function mintPreviewToken(ctx: AppContext, caller: ProjectCaller, sessionId: string | null, projectId: string): Promise<PreviewToken> {
  // An access token signed before it carried its session: the studio refreshes it and asks again.
  if (sessionId === null) throw new AppError('unauthorized');
  assertProjectId(projectId);
  const project = await findReleaseProject(ctx.db, caller.domain.id, projectId);
  if (!project) throw projectNotFound();
  const token = await signPreviewToken(ctx.keys, { projectId: project.id, userId: caller.userId, sessionId }, ctx.clock());
  return { token, expiresIn: PREVIEW_TOKEN_TTL_SECONDS };
}
