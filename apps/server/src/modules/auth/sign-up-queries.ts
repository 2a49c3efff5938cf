import type { Db } from '../../db/database.ts';
import { pendingAccountIdsBefore } from '../users/queries.ts';

/** The password and names one sign-up chose; its activation link applies them. */
export interface SignUpCredentials {
  passwordHash: string;
  firstname: string;
  lastname: string;
}

/**
 * Stores an activation code with the sign-up it confirms and its browser's device key hash
 * (null credentials: the link asks the clicker for a password).
 */
export async function insertActivationCode(
  db: Db,
  code: {
    id: string;
    userId: string;
    codeHash: string;
    domainId: string | null;
    credentials: SignUpCredentials | null;
    deviceKeyHash: string | null;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<void> {
  const { credentials, ...rest } = code;
  await db
    .insertInto('verificationCodes')
    .values({
      ...rest,
      purpose: 'email_confirm',
      passwordHash: credentials?.passwordHash ?? null,
      firstname: credentials?.firstname ?? null,
      lastname: credentials?.lastname ?? null,
    })
    .execute();
}

/** Uses a live activation code of a user, atomically; returns what it carries, or undefined. */
export function consumeActivationCode(db: Db, userId: string, codeHash: string, now: Date) {
  return db
    .updateTable('verificationCodes')
    .set({ usedAt: now })
    .where('purpose', '=', 'email_confirm')
    .where('userId', '=', userId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['id', 'domainId', 'passwordHash', 'firstname', 'lastname', 'deviceKeyHash'])
    .executeTakeFirst();
}

/** Ends every other activation link of a user and forgets the password hashes they carried. */
export async function closeActivationCodes(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('verificationCodes')
    .set((eb) => ({ usedAt: eb.fn.coalesce('usedAt', eb.val(now)), passwordHash: null }))
    .where('userId', '=', userId)
    .where('purpose', '=', 'email_confirm')
    .execute();
}

/** The invited workspace (if any) of the user's latest activation code. */
export function findLatestActivation(db: Db, userId: string) {
  return db
    .selectFrom('verificationCodes')
    .leftJoin('domains', 'domains.id', 'verificationCodes.domainId')
    .select(['domains.id as domainId', 'domains.name as domainName'])
    .where('verificationCodes.userId', '=', userId)
    .where('verificationCodes.purpose', '=', 'email_confirm')
    .orderBy('verificationCodes.createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Deletes the workspaces that never-activated accounts created before `cutoff` (with `userId`,
 * only that one's) and that have no other member. Run it before deleting the accounts: their
 * deletion would leave those workspaces without a creator.
 */
export async function deleteWorkspacesOfPendingAccountsBefore(db: Db, cutoff: Date, userId?: string): Promise<void> {
  await db
    .deleteFrom('domains')
    .where('createdBy', 'in', pendingAccountIdsBefore(db, cutoff, userId))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('domainMembers')
            .select('domainMembers.userId')
            .whereRef('domainMembers.domainId', '=', 'domains.id')
            .whereRef('domainMembers.userId', '!=', 'domains.createdBy'),
        ),
      ),
    )
    .execute();
}
