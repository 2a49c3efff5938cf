import type { Db } from '../../db/database.ts';
import { releaseContentOf } from './content-cache.ts';
import { appReferences } from './release-references.ts';

/**
 * The names of the workspace's projects whose live release calls the request (its screens'
 * `callRest` actions name it; archived projects too, as a restore opens their live app again),
 * sorted. The workspace's projects are share-locked until the caller's transaction ends: a
 * publish (which takes a project's row) waits for a deletion checked here, or the deletion waits
 * for the publish and reads the release it made, so a request is never frozen into a release as
 * it is deleted. Run it in the transaction that deletes the request.
 */
export async function liveAppsUsingRequest(db: Db, domainId: string, requestId: string): Promise<string[]> {
  await db.selectFrom('projects').select('id').where('domainId', '=', domainId).forShare().execute();
  const live = await db
    .selectFrom('projects as p')
    .innerJoin('releases as r', 'r.id', 'p.liveReleaseId')
    .select(['p.name', 'r.contentHash'])
    .where('p.domainId', '=', domainId)
    .orderBy('p.name')
    .execute();
  const names: string[] = [];
  for (const project of live) {
    const content = await releaseContentOf(db, project.contentHash);
    if (content && appReferences(content.screens).restRequestIds.has(requestId)) names.push(project.name);
  }
  return names;
}
