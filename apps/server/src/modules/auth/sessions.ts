import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@tessera/model';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { signAccessToken } from '../../security/jwt.ts';
import { hashToken, randomToken } from '../../security/tokens.ts';
import { insertRefreshToken } from './queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Stores a new refresh token in `familyId` and returns the raw token (shown once, kept hashed). */
export async function createRefreshToken(
  ctx: AppContext,
  db: Db,
  userId: string,
  familyId: string,
  now: Date,
): Promise<{ id: string; token: string }> {
  const token = randomToken();
  const id = randomUUID();
  await insertRefreshToken(db, {
    id,
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ctx.config.refreshTokenTtlDays * DAY_MS),
    createdAt: now,
  });
  return { id, token };
}

/** Starts a session: an access token and the first refresh token of a new family. */
export async function startSession(ctx: AppContext, userId: string): Promise<TokenPair> {
  const now = ctx.clock();
  const refresh = await createRefreshToken(ctx, ctx.db, userId, randomUUID(), now);
  const tokenString = await signAccessToken(ctx.keys, userId, ctx.config.accessTokenTtlSeconds, now);
  return { tokenString, refreshToken: refresh.token };
}
