import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** What a preview token's builder may still do with the project, read afresh. */
export type PreviewerStanding = 'developer' | 'notDeveloper' | 'signedOut' | 'archived' | 'noProject';

/**
 * One read by primary keys and the refresh family's index: the project (and whether it is
 * archived), the builder's membership of its workspace with its seat, and whether the builder's
 * session `sessionId` is still signed in (a current refresh token of the family: not rotated, not
 * revoked, not expired). A builder removed from the workspace, or whose seat is no longer
 * Developer, is `notDeveloper`; one whose session signed out or was revoked, `signedOut`.
 */
export async function findPreviewerStanding(db: Db, projectId: string, userId: string, sessionId: string, now: Date): Promise<PreviewerStanding> {
  const row = await db
    .selectFrom('projects')
    .leftJoin('domainMembers', (join) => join.onRef('domainMembers.domainId', '=', 'projects.domainId').on('domainMembers.userId', '=', userId))
    .select(['projects.archivedAt', 'domainMembers.resourceType'])
    .select(({ exists, selectFrom }) =>
      exists(
        selectFrom('refreshTokens')
          .select(sql`1`.as('one'))
          .where('refreshTokens.familyId', '=', sessionId)
          .where('refreshTokens.userId', '=', userId)
          .where('refreshTokens.rotatedAt', 'is', null)
          .where('refreshTokens.revokedAt', 'is', null)
          .where('refreshTokens.expiresAt', '>', now),
      ).as('signedIn'),
    )
    .where('projects.id', '=', projectId)
    .executeTakeFirst();
  if (!row) return 'noProject';
  if (row.archivedAt !== null) return 'archived';
  if (row.resourceType !== 'developer') return 'notDeveloper';
  return row.signedIn ? 'developer' : 'signedOut';
}
