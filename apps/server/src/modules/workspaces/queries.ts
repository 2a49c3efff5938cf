import type { Db } from '../../db/database.ts';

/**
 * Locks the user's row for the rest of the transaction (no key update: rows that reference the
 * user may still be written), so two workspace creations by one user count one after the other.
 */
export async function lockUserForWorkspaceAllowance(db: Db, userId: string): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
}

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
