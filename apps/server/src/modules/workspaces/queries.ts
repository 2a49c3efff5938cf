import type { Db } from '../../db/database.ts';

/**
 * The workspaces a user created whose plan is none of `otherPlanIds` (an unknown plan id counts
 * as Free). A workspace from before creators were recorded counts for its owners.
 */
export async function countOwnWorkspacesNotOn(db: Db, userId: string, otherPlanIds: readonly string[]): Promise<number> {
  const row = await db
    .selectFrom('domains')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('planId', 'not in', otherPlanIds)
    .where((eb) =>
      eb.or([
        eb('createdBy', '=', userId),
        eb.and([
          eb('createdBy', 'is', null),
          eb.exists(
            eb
              .selectFrom('domainMembers')
              .select('domainMembers.userId')
              .whereRef('domainMembers.domainId', '=', 'domains.id')
              .where('domainMembers.userId', '=', userId)
              .where('domainMembers.role', '=', 'owner'),
          ),
        ]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
