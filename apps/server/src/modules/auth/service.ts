import { randomUUID } from 'node:crypto';
import { type LoginResponse, messages, type RefreshResponse, type UserInfo, type UserStatus } from '@tessera/model';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { clearCounter, hitCounter } from '../../security/counter-queries.ts';
import { verifyPassword } from '../../security/passwords.ts';
import { hashToken, randomToken } from '../../security/tokens.ts';
import { recordEvent } from '../events/service.ts';
import { findUserByUsername, findUserInfo, lockTokenGeneration } from '../users/queries.ts';
import { normalizeUsername } from '../users/username.ts';
import { claimRefreshToken, consumeCodeByHash, findRefreshToken, insertVerificationCode, revokeFamily, setReplacedBy } from './queries.ts';
import { lockRefreshFamily } from './session-queries.ts';
import { createRefreshToken, endSession, issueAccessToken, startSession } from './sessions.ts';

/** Emailed and external tokens live 10 minutes (ARCHITECTURE §5). */
export const SHORT_TOKEN_TTL_MS = 10 * 60 * 1000;

/** The counter of failed sign-ins of a (normalised) username. */
export const loginFailuresKey = (username: string) => `login-failures:${username}`;

/**
 * POST /auth/login. Wrong email and wrong password get the same error and take the same time
 * (a dummy hash is verified for unknown users). Attempts per username are counted in the
 * database before the password is checked (so concurrent guesses cannot pass the limit) and the
 * count is cleared by a success; past the limit every attempt gets 429 until the window ends.
 */
export async function login(
  ctx: AppContext,
  input: { username: string; password: string; source?: string | undefined },
): Promise<LoginResponse> {
  const username = normalizeUsername(input.username);
  const rule = ctx.config.rateLimits.loginFailuresPerUser;
  const attempts = await hitCounter(ctx.db, loginFailuresKey(username), rule.windowMs, ctx.clock());
  if (attempts.count > rule.max) throw new AppError('too_many_requests', messages.tooManyAttempts);
  const user = await findUserByUsername(ctx.db, username);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordOk) throw new AppError('invalid_credentials', messages.invalidCredentials);
  await clearCounter(ctx.db, loginFailuresKey(username));
  if (input.source) {
    await recordEvent(
      ctx,
      { name: 'login_source', properties: { source: input.source }, userId: user.id, username: user.username },
      ctx.clock(),
    );
  }
  if (!user.activatedAt) return { result: '2' };
  const session = await startSession(ctx, user.id);
  return { result: '', ...session };
}

/**
 * POST /auth/refreshtoken: rotates the token. Using a token that was already rotated means it
 * leaked (or a race lost): the whole family is revoked and the caller must sign in again. Runs
 * under the family's lock, so a refresh and a revocation of one family never interleave (a
 * revocation sees the token a concurrent refresh inserted), and reads the user's token generation
 * under a share lock of their row (so a password reset's `revokeAllSessions` waits for it or it
 * for the reset).
 */
export async function refreshSession(ctx: AppContext, rawToken: string): Promise<RefreshResponse> {
  const now = ctx.clock();
  const tokenHash = hashToken(rawToken);
  const invalid = () => new AppError('invalid_refresh_token', 'Your session has expired. Please sign in again.');
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const known = await findRefreshToken(trx, tokenHash);
    if (!known) return null;
    await lockRefreshFamily(trx, known.familyId);
    const generation = await lockTokenGeneration(trx, known.userId);
    const claimed = generation === undefined ? undefined : await claimRefreshToken(trx, tokenHash, now);
    if (!claimed || generation === undefined) {
      // Read again under the lock: rotated and not revoked is a reuse.
      const current = await findRefreshToken(trx, tokenHash);
      if (current?.rotatedAt && !current.revokedAt) {
        ctx.log.warn({ familyId: current.familyId, userId: current.userId }, 'refresh token reused: family revoked');
        await revokeFamily(trx, current.familyId, now);
      }
      return null;
    }
    const next = await createRefreshToken(ctx, trx, claimed.userId, claimed.familyId, now);
    await setReplacedBy(trx, claimed.id, next.id);
    return { userId: claimed.userId, generation, sessionId: claimed.familyId, refreshToken: next.token };
  });
  if (!outcome) throw invalid();
  const tokenString = await issueAccessToken(ctx, outcome.userId, outcome.generation, outcome.sessionId, now);
  return { tokenString, refreshToken: outcome.refreshToken, token: tokenString };
}

/**
 * POST /auth/logout: ends the refresh token's session (see {@link endSession}: its family is
 * revoked and the user's access tokens stop working); unknown tokens are ignored.
 */
export async function logout(ctx: AppContext, rawToken: string | undefined): Promise<void> {
  if (!rawToken) return;
  const known = await findRefreshToken(ctx.db, hashToken(rawToken));
  if (!known) return;
  await ctx.db.transaction().execute((trx) => endSession(trx, known, ctx.clock()));
}

/** GET /auth/userinfo. A token of a deleted user is unauthorized. */
export async function getUserInfo(ctx: AppContext, userId: string): Promise<UserInfo> {
  const info = await findUserInfo(ctx.db, userId);
  if (!info) throw new AppError('unauthorized');
  return { id: info.id, username: info.username, lastUsedDomainName: info.lastUsedDomainName };
}

/**
 * GET /auth/userstatus: 'active' when an activated account has the address, else 'none' (a
 * pending address signs up again like a new one), all the sign-up form needs.
 */
export async function getUserStatus(ctx: AppContext, username: string): Promise<UserStatus> {
  const user = await findUserByUsername(ctx.db, normalizeUsername(username));
  return user?.activatedAt ? 'active' : 'none';
}

/**
 * Issues a single-use external login token (10 minutes) for a user, e.g. for a link from
 * another host of the platform. Trade it at POST /auth/externaltoken.
 */
export async function issueExternalLoginToken(ctx: AppContext, userId: string): Promise<string> {
  const token = randomToken();
  const now = ctx.clock();
  await insertVerificationCode(ctx.db, {
    id: randomUUID(),
    userId,
    purpose: 'external_login',
    codeHash: hashToken(token),
    domainId: null,
    expiresAt: new Date(now.getTime() + SHORT_TOKEN_TTL_MS),
    createdAt: now,
  });
  return token;
}

/** POST /auth/externaltoken: trades an external login token for a session, once. */
export async function loginWithExternalToken(ctx: AppContext, rawToken: string) {
  const consumed = await consumeCodeByHash(ctx.db, 'external_login', hashToken(rawToken), ctx.clock());
  if (!consumed) throw new AppError('invalid_token', messages.invalidToken);
  const user = await getUserInfo(ctx, consumed.userId);
  const session = await startSession(ctx, consumed.userId);
  return { ...session, user };
}
