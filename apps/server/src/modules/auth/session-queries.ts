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
