import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The advisory-lock key space of refresh-token families: the two-integer form, whose keys never
 * meet the one-bigint keys of other locks (the catalogue sync's).
 */
const FAMILY_LOCK_SPACE = 7_301;

/**
 * Takes the family's lock until the transaction ends. Refreshes and revocations of one family
 * then run one at a time, so a revocation sees every token a refresh of the family inserted.
 */
export async function lockRefreshFamily(db: Db, familyId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(FAMILY_LOCK_SPACE)}, hashtext(${familyId}))`.execute(db);
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
