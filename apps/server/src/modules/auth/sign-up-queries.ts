import type { Db } from '../../db/database.ts';

/** The password and names one sign-up chose; its activation link applies them. */
export interface SignUpCredentials {
  passwordHash: string;
  firstname: string;
  lastname: string;
}

/** Stores an activation code with the sign-up it confirms (null credentials: keep the account's). */
export async function insertActivationCode(
  db: Db,
  code: {
    id: string;
    userId: string;
    codeHash: string;
    domainId: string | null;
    credentials: SignUpCredentials | null;
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
    .returning(['id', 'domainId', 'passwordHash', 'firstname', 'lastname'])
    .executeTakeFirst();
}

/**
 * Activates a pending account with the password and names of the code used (null: keep the
 * account's). Only the call that activates it writes them: returns false when the account was
 * already active, so a later link cannot change its password.
 */
/** Takes the user's row lock for the rest of the transaction. */
export async function lockUser(db: Db, userId: string): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

export async function activateWithCredentials(
  db: Db,
  userId: string,
  carried: { passwordHash: string | null; firstname: string | null; lastname: string | null },
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({
      activatedAt: now,
      ...(carried.passwordHash !== null ? { passwordHash: carried.passwordHash } : {}),
      ...(carried.firstname !== null ? { firstname: carried.firstname } : {}),
      ...(carried.lastname !== null ? { lastname: carried.lastname } : {}),
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

/** The user's latest activation code: its invited workspace and the sign-up it carries. */
export function findLatestActivation(db: Db, userId: string) {
  return db
    .selectFrom('verificationCodes')
    .leftJoin('domains', 'domains.id', 'verificationCodes.domainId')
    .select([
      'domains.id as domainId',
      'domains.name as domainName',
      'verificationCodes.passwordHash',
      'verificationCodes.firstname',
      'verificationCodes.lastname',
    ])
    .where('verificationCodes.userId', '=', userId)
    .where('verificationCodes.purpose', '=', 'email_confirm')
    .orderBy('verificationCodes.createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}
