import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * Fixed-window counters in the `rate_limits` table, shared by every server process.
 * `hitCounter` adds one and returns the count in the current window and its end.
 */
export async function hitCounter(
  db: Db,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ count: number; resetAt: Date }> {
  const resetAt = new Date(now.getTime() + windowMs);
  const row = await db
    .insertInto('rateLimits')
    .values({ key, count: 1, resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
        resetAt: sql<Date>`case when rate_limits.reset_at <= ${now} then excluded.reset_at else rate_limits.reset_at end`,
      }),
    )
    .returning(['count', 'resetAt'])
    .executeTakeFirstOrThrow();
  return { count: row.count, resetAt: row.resetAt };
}

/** The count in the key's current window (0 when none or expired), without adding to it. */
export async function readCounter(db: Db, key: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('rateLimits')
    .select('count')
    .where('key', '=', key)
    .where('resetAt', '>', now)
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** Forgets a key (e.g. failed logins after a successful one). */
export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rateLimits').where('key', '=', key).execute();
}

/** Deletes every counter whose window has ended; returns how many went. */
export async function purgeExpiredCounters(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('rateLimits').where('resetAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
