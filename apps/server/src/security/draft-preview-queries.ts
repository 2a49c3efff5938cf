import type { Db } from '../db/database.ts';

/** What a preview token's builder may still do with the project, read afresh. */
export type PreviewerStanding = 'developer' | 'notDeveloper' | 'archived' | 'noProject';

/**
 * One read by primary keys: the project (and whether it is archived) and the builder's membership
 * of its workspace with its seat. A builder removed from the workspace, or whose seat is no longer
 * Developer, is `notDeveloper`.
 */
export async function findPreviewerStanding(db: Db, projectId: string, userId: string): Promise<PreviewerStanding> {
  const row = await db
    .selectFrom('projects')
    .leftJoin('domainMembers', (join) => join.onRef('domainMembers.domainId', '=', 'projects.domainId').on('domainMembers.userId', '=', userId))
    .select(['projects.archivedAt', 'domainMembers.resourceType'])
    .where('projects.id', '=', projectId)
    .executeTakeFirst();
  if (!row) return 'noProject';
  if (row.archivedAt !== null) return 'archived';
  return row.resourceType === 'developer' ? 'developer' : 'notDeveloper';
}
