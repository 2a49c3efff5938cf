import type { Db, VerificationPurpose } from '../../db/database.ts';

// Refresh tokens

export async function insertRefreshToken(
  db: Db,
  token: { id: string; userId: string; familyId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insertInto('refreshTokens').values(token).execute();
}

export function findRefreshToken(db: Db, tokenHash: string) {
  return db.selectFrom('refreshTokens').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
}

/**
 * Marks a live token rotated, atomically: only one of two concurrent uses wins. Returns the row
 * when this call rotated it, undefined when it was already rotated, revoked or expired.
 */
export function claimRefreshToken(db: Db, tokenHash: string, now: Date) {
  return db
    .updateTable('refreshTokens')
    .set({ rotatedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('rotatedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['id', 'userId', 'familyId'])
    .executeTakeFirst();
}

export async function setReplacedBy(db: Db, id: string, replacedBy: string): Promise<void> {
  await db.updateTable('refreshTokens').set({ replacedBy }).where('id', '=', id).execute();
}

/** Revokes every live token of a family; returns how many it revoked (0: already revoked). */
export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<number> {
  const result = await db
    .updateTable('refreshTokens')
    .set({ revokedAt: now })
    .where('familyId', '=', familyId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function revokeAllUserTokens(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('refreshTokens')
    .set({ revokedAt: now })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .execute();
}

// Verification codes (activation links, reset codes, external login tokens)

export async function insertVerificationCode(
  db: Db,
  code: {
    id: string;
    userId: string;
    purpose: VerificationPurpose;
    codeHash: string;
    domainId: string | null;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<void> {
  await db.insertInto('verificationCodes').values(code).execute();
}

/** Ends every unused code of one purpose for a user (a new one replaces them). */
export async function invalidateCodes(db: Db, userId: string, purpose: VerificationPurpose, now: Date): Promise<void> {
  await db
    .updateTable('verificationCodes')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .execute();
}

/**
 * Uses a single-use code by its hash, atomically: returns it when this call consumed a live code
 * (unused, unexpired, under the attempt limit), undefined otherwise.
 */
export function consumeCodeByHash(
  db: Db,
  purpose: VerificationPurpose,
  codeHash: string,
  now: Date,
  userId?: string,
) {
  let query = db
    .updateTable('verificationCodes')
    .set({ usedAt: now })
    .where('purpose', '=', purpose)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now);
  if (userId) query = query.where('userId', '=', userId);
  return query.returning(['id', 'userId', 'domainId']).executeTakeFirst();
}

/** The newest unused code of a purpose for a user, expired or not. */
export function findLatestUnusedCode(db: Db, userId: string, purpose: VerificationPurpose) {
  return db
    .selectFrom('verificationCodes')
    .selectAll()
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

// Password reset tokens

export async function insertPasswordResetToken(
  db: Db,
  token: { id: string; userId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insertInto('passwordResetTokens').values(token).execute();
}

export function consumePasswordResetToken(db: Db, tokenHash: string, userId: string, now: Date) {
  return db
    .updateTable('passwordResetTokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['id', 'userId'])
    .executeTakeFirst();
}
