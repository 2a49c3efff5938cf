import type { ReleaseHistory, RollbackResponse } from '@tessera/model/releases';
import { publishedAppAddress } from '@tessera/model/releases';
import type { AppContext } from '../../context.ts';
import { NotFoundError } from '../../errors/app-error.ts';
import { isUuid } from '../../http/uuid.ts';
import { readEnvironment } from '../data-schema/environments.ts';
import { replaceLiveRules } from '../external-data/access/rule-store.ts';
import { recordLog } from '../logs/record-log.ts';
import { assertProjectId, type ProjectCaller, projectNotFound } from '../projects/service.ts';
import { parseReleaseContent } from './release-content.ts';
import { toReleaseSummary } from './release-view.ts';
import { findReleaseProject, findReleaseRow, listReleaseRows, readContents, setLiveRelease } from './queries.ts';

/** How many releases the history shows, newest first. */
export const HISTORY_LIMIT = 200;

const releaseNotFound = () => new NotFoundError('Release not found.');

/**
 * GET …/releases: the project's releases newest first, who published each and when, which one
 * is live, and for each what live's schema no longer has of what it names.
 */
export async function listReleases(ctx: AppContext, caller: ProjectCaller, projectId: string): Promise<ReleaseHistory> {
  assertProjectId(projectId);
  const project = await findReleaseProject(ctx.db, caller.domain.id, projectId);
  if (!project) throw projectNotFound();
  const rows = await listReleaseRows(ctx.db, project.id, HISTORY_LIMIT);
  const contents = await readContents(ctx.db, rows.map((row) => row.contentHash));
  const live = await readEnvironment(ctx.appDb, project.id, 'live');
  return {
    releases: rows.map((row) => toReleaseSummary(row, parseReleaseContent(contents.get(row.contentHash)), project.liveReleaseId, live.model)),
    liveReleaseId: project.liveReleaseId,
    slug: project.slug,
    address: project.slug === null ? null : publishedAppAddress(caller.domain.name, project.slug),
  };
}

/**
 * POST …/releases/:releaseId/rollback: that release is live at once — the project points at it
 * and the connected tables' live rules are its own again — in one transaction with the audit
 * entry. Live's schema is never changed: the answer warns of what the release names that it no
 * longer has.
 */
export async function rollbackRelease(ctx: AppContext, caller: ProjectCaller, projectId: string, releaseId: string): Promise<RollbackResponse> {
  assertProjectId(projectId);
  if (!isUuid(releaseId)) throw releaseNotFound();
  const now = ctx.clock();
  const { row, content, slug } = await ctx.db.transaction().execute(async (trx) => {
    const project = await findReleaseProject(trx, caller.domain.id, projectId, true);
    if (!project) throw projectNotFound();
    const found = await findReleaseRow(trx, project.id, releaseId);
    if (!found) throw releaseNotFound();
    // A project has a slug from its first publish on, and every release came after it.
    if (project.slug === null) throw new Error(`project ${project.id} has releases but no slug`);
    const stored = parseReleaseContent((await readContents(trx, [found.contentHash])).get(found.contentHash));
    await replaceLiveRules(trx, project.id, stored.connectedAccessRules, now, caller.userId);
    await setLiveRelease(trx, project.id, found.id, project.slug);
    await recordLog(trx, {
      domainId: caller.domain.id,
      actorId: caller.userId,
      action: 'release.rolledBack',
      targetType: 'project',
      targetId: project.id,
      targetName: project.name,
      details: { releaseId: found.id, number: found.number, fromReleaseId: project.liveReleaseId },
    });
    return { row: found, content: stored, slug: project.slug };
  });
  const live = await readEnvironment(ctx.appDb, projectId, 'live');
  return { release: toReleaseSummary(row, content, row.id, live.model), address: publishedAppAddress(caller.domain.name, slug) };
}
