import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@tessera/model';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { signAccessToken } from '../../security/jwt.ts';
import { newRefreshToken } from '../../security/refresh-token-issue.ts';
import { bumpTokenGeneration, findTokenGeneration } from '../users/queries.ts';
import { insertRefreshToken, revokeAllUserTokens, revokeFamily } from './queries.ts';
import { lockRefreshFamily } from './session-queries.ts';

/** Stores a new refresh token in `familyId` and returns the raw token (shown once, kept hashed). */
export async function createRefreshToken(
  ctx: AppContext,
  db: Db,
  userId: string,
  familyId: string,
  now: Date,
): Promise<{ id: string; token: string }> {
  const { token, ...row } = newRefreshToken(ctx.config, now);
  await insertRefreshToken(db, { ...row, userId, familyId, createdAt: now });
  return { id: row.id, token };
}

/** An access token of the user at their current token generation, for the session (refresh family) `sessionId`. */
export function issueAccessToken(ctx: AppContext, userId: string, generation: number, sessionId: string, now: Date): Promise<string> {
  return signAccessToken(ctx.keys, { userId, generation, sessionId }, ctx.config.accessTokenTtlSeconds, now);
}

/** Starts a session: an access token and the first refresh token of a new family. */
export async function startSession(ctx: AppContext, userId: string): Promise<TokenPair> {
  const now = ctx.clock();
  const generation = await findTokenGeneration(ctx.db, userId);
  if (generation === undefined) throw new AppError('unauthorized');
  const sessionId = randomUUID();
  const refresh = await createRefreshToken(ctx, ctx.db, userId, sessionId, now);
  const tokenString = await issueAccessToken(ctx, userId, generation, sessionId, now);
  return { tokenString, refreshToken: refresh.token };
}

/**
 * Signs one session out (POST /auth/logout): its refresh family is revoked, under the family's
 * lock, and the user's token generation moves on, so every access token of the user stops
 * working. The user's other sessions keep their refresh tokens and get new access tokens at their
 * next refresh. Only a live family moves the generation: an old, revoked token changes nothing.
 * Run it in a transaction.
 */
export async function endSession(db: Db, session: { familyId: string; userId: string }, now: Date): Promise<void> {
  await lockRefreshFamily(db, session.familyId);
  if ((await revokeFamily(db, session.familyId, now)) > 0) await bumpTokenGeneration(db, session.userId);
}

/**
 * Ends every session of the user (a password reset): the token generation moves on first, which
 * locks the user's row so a refresh running meanwhile commits before the revocation or waits and
 * fails; then every refresh family is revoked. Run it in a transaction.
 */
export async function revokeAllSessions(db: Db, userId: string, now: Date): Promise<void> {
  await bumpTokenGeneration(db, userId);
  await revokeAllUserTokens(db, userId, now);
}
