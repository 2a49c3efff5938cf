import type { Db, NewUser } from '../../db/database.ts';

// The user rows: every module reads and writes accounts through these queries. One exception:
// the preferences module reads and writes its own columns (language, time zone, date format) in
// modules/preferences/queries.ts.

export function findUserByUsername(db: Db, username: string) {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findUserById(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user with the name of their last used workspace (userinfo). */
export function findUserInfo(db: Db, id: string) {
  return db
    .selectFrom('users')
    .leftJoin('domains', 'domains.id', 'users.lastUsedDomainId')
    .select(['users.id', 'users.username', 'domains.name as lastUsedDomainName'])
    .where('users.id', '=', id)
    .executeTakeFirst();
}

export async function insertUser(db: Db, user: NewUser): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function updateUser(
  db: Db,
  id: string,
  changes: Partial<{
    firstname: string;
    lastname: string;
    passwordHash: string | null;
    activatedAt: Date | null;
    lastUsedDomainId: string | null;
  }>,
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/** Activates a pending account (no-op for an active one). */
export async function activateUser(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ activatedAt: now }).where('id', '=', id).where('activatedAt', 'is', null).execute();
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

/**
 * Activates a pending account and drops its password, atomically: returns the id when this call
 * did it, undefined when the account was already active.
 */
export function activatePendingWithoutPassword(db: Db, id: string, now: Date) {
  return db
    .updateTable('users')
    .set({ activatedAt: now, passwordHash: null })
    .where('id', '=', id)
    .where('activatedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
}

/**
 * Takes the user's row lock for the rest of the transaction; returns whether it is active then.
 * Flows that lock a user and a workspace take the user first (activation, accepting an
 * invitation), so they never deadlock. `noKeyUpdate` takes the weaker lock (rows that reference
 * the user may still be written): enough to make two workspace creations by one user count one
 * after the other.
 */
export function lockUser(db: Db, userId: string, strength: 'update' | 'noKeyUpdate' = 'update') {
  const query = db.selectFrom('users').select(['id', 'activatedAt']).where('id', '=', userId);
  return (strength === 'update' ? query.forUpdate() : query.forNoKeyUpdate()).executeTakeFirst();
}

/** Makes a workspace the user's lastUsedDomainName. */
export async function setLastUsedDomain(db: Db, userId: string, domainId: string): Promise<void> {
  await db.updateTable('users').set({ lastUsedDomainId: domainId }).where('id', '=', userId).execute();
}

/** Clears the user's lastUsedDomainName if it points at the workspace (the studio then offers the workspace list). */
export async function clearLastUsedDomain(db: Db, userId: string, domainId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ lastUsedDomainId: null })
    .where('id', '=', userId)
    .where('lastUsedDomainId', '=', domainId)
    .execute();
}

/** The user's token generation (undefined for a deleted user): one primary-key read. */
export async function findTokenGeneration(db: Db, userId: string): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('tokenGeneration').where('id', '=', userId).executeTakeFirst();
  return row?.tokenGeneration;
}

/**
 * The user's token generation, share-locking their row until the transaction ends: a concurrent
 * {@link bumpTokenGeneration} (sign-out everywhere) waits for this transaction, or this read waits
 * for it and sees its outcome.
 */
export async function lockTokenGeneration(db: Db, userId: string): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('tokenGeneration').where('id', '=', userId).forShare().executeTakeFirst();
  return row?.tokenGeneration;
}

/** Moves the user's token generation on: every access token signed before stops working. */
export async function bumpTokenGeneration(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ tokenGeneration: eb('tokenGeneration', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

/**
 * The ids of never-activated accounts created before `cutoff` (with `userId`, only that one's), as
 * a subquery: the statements that remove such accounts and what they created select through it.
 */
export function pendingAccountIdsBefore(db: Db, cutoff: Date, userId?: string) {
  const pending = db.selectFrom('users').select('id').where('activatedAt', 'is', null).where('createdAt', '<=', cutoff);
  return userId ? pending.where('id', '=', userId) : pending;
}

/**
 * Deletes never-activated accounts created before `cutoff` (with `userId`, only that one);
 * their codes, tokens and memberships cascade. Returns how many went.
 */
export async function deletePendingAccountsBefore(db: Db, cutoff: Date, userId?: string): Promise<number> {
  const removed = await db
    .deleteFrom('users')
    .where('id', 'in', pendingAccountIdsBefore(db, cutoff, userId))
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}

/** The user's time zone preference (a catalogue id such as 'GMT+05:30'). */
export async function findUserTimeZone(db: Db, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('timeZone').where('id', '=', userId).executeTakeFirst();
  return row?.timeZone;
}

/** The user's username as a subquery, for a statement that records it as it is then (the audit log's actor). */
export function usernameOf(db: Db, userId: string) {
  return db.selectFrom('users').select('username').where('id', '=', userId);
}
