import { DOMAIN_NAME_PATTERN } from '@tessera/model/workspace-api';
import { dataPaths } from '@tessera/model/data';
import { endUserAuthPath } from '@tessera/model/end-users';
import { type PublishedApp, SLUG_PATTERN } from '@tessera/model/releases';
import type { AppContext } from '../../context.ts';
import { NotFoundError } from '../../errors/app-error.ts';
import { releaseContentOf } from './content-cache.ts';
import { findLiveAppRow } from './queries.ts';

/** Where `endUserAuthPaths` live: each is this base and its last segment. */
const AUTH_BASE = '/api/apps/:projectId/:environment/auth';

const appNotFound = () => new NotFoundError('App not found.');

/**
 * GET /api/published/:domainName/:projectSlug: the live release of a project as a player runs
 * it, and its hash (the answer's ETag). 404 for an unknown workspace or project, an archived
 * project, or one never published. Public: it holds only what the release froze. `unchanged`
 * tells, from the hash alone, whether the caller already holds it: then no content is read.
 */
export async function readLiveApp(
  ctx: AppContext,
  domainName: string,
  projectSlug: string,
  unchanged: (hash: string) => boolean = () => false,
): Promise<{ app: PublishedApp | null; hash: string }> {
  if (!DOMAIN_NAME_PATTERN.test(domainName) || !SLUG_PATTERN.test(projectSlug)) throw appNotFound();
  const row = await findLiveAppRow(ctx.db, domainName, projectSlug);
  if (!row || row.slug === null) throw appNotFound();
  if (unchanged(row.hash)) return { app: null, hash: row.hash };
  const content = await releaseContentOf(ctx.db, row.hash);
  if (!content) throw new Error(`release content ${row.hash} is missing`);
  return {
    hash: row.hash,
    app: {
      projectId: row.projectId,
      domainName: row.domainName,
      projectSlug: row.slug,
      name: row.name,
      release: { id: row.releaseId, number: row.number, hash: row.hash, publishedAt: row.publishedAt.toISOString() },
      screens: content.screens,
      settings: content.settings,
      icon: content.icon,
      dataApiBase: dataPaths.dataApiBase.replace(':projectId', row.projectId).replace(':environment', 'live'),
      authBase: endUserAuthPath(AUTH_BASE, row.projectId, 'live'),
    },
  };
}
