import type { Db } from '../../db/database.ts';

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

/**
 * Activates a pending account with the password the clicker proved or chose, and the names of the
 * code used (null: keep the account's). The password of the account row (its first sign-up's,
 * which only ever answered "not activated") is always replaced. Only the call that activates
 * writes: returns false when the account was already active, so a later link changes nothing.
 */
export async function activateWithCredentials(
  db: Db,
  userId: string,
  chosen: { passwordHash: string; firstname: string | null; lastname: string | null },
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({
      activatedAt: now,
      passwordHash: chosen.passwordHash,
      ...(chosen.firstname !== null ? { firstname: chosen.firstname } : {}),
      ...(chosen.lastname !== null ? { lastname: chosen.lastname } : {}),
    })
    .where('id', '=', userId)
    .where('activatedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
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
 * Deletes never-activated accounts created before `cutoff` (one of them with `userId`) and the
 * workspaces they created that have no other member; codes, tokens and memberships cascade.
 */
export async function deletePendingAccountsBefore(db: Db, cutoff: Date, userId?: string): Promise<number> {
  let pending = db.selectFrom('users').select('id').where('activatedAt', 'is', null).where('createdAt', '<=', cutoff);
  if (userId) pending = pending.where('id', '=', userId);
  await db
    .deleteFrom('domains')
    .where('createdBy', 'in', pending)
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
  const removed = await db.deleteFrom('users').where('id', 'in', pending).executeTakeFirst();
  return Number(removed.numDeletedRows);
}
