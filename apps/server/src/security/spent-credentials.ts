import type { Db } from '../db/database.ts';

/** How long a spent code or token stays readable after it expired (support and audit questions). */
export const SPENT_CREDENTIAL_RETENTION_MS = 24 * 60 * 60_000;

/** How often the server removes spent codes and tokens. */
export const SPENT_CREDENTIAL_PURGE_INTERVAL_MS = 60 * 60_000;

/**
 * Removes emailed codes and password-reset tokens of builders and end users that expired more than
 * a day ago, used or not: nothing reads them again (a guess at an expired code is refused by its
 * expiry, and the newest live code is what a resend or a check looks for). Refresh tokens are kept:
 * a rotated one presented again must still revoke its family. Returns how many rows went.
 */
export async function purgeSpentCredentials(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - SPENT_CREDENTIAL_RETENTION_MS);
  const results = await Promise.all([
    db.deleteFrom('verificationCodes').where('expiresAt', '<', cutoff).executeTakeFirst(),
    db.deleteFrom('passwordResetTokens').where('expiresAt', '<', cutoff).executeTakeFirst(),
    db.deleteFrom('endUserCodes').where('expiresAt', '<', cutoff).executeTakeFirst(),
  ]);
  return results.reduce((sum, result) => sum + Number(result.numDeletedRows), 0);
}
