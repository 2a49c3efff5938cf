import { randomUUID } from 'node:crypto';
import { messages } from '@tessera/model';
import { type EndUserSession, endUserMessages } from '@tessera/model/end-users';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../http/uuid.ts';
import { clearCounter, hitCounter } from '../../security/counter-queries.ts';
import { verifyPassword } from '../../security/passwords.ts';
import { newRefreshToken } from '../../security/refresh-token-issue.ts';
import { hashToken } from '../../security/tokens.ts';
import { lockRefreshFamily } from '../auth/session-queries.ts';
import { issueEndUserToken, verifyEndUserToken } from '../data-api/end-user-token.ts';
import { type AppTarget, endUserCounterKey, normalizeEndUserEmail } from './app-target.ts';
import {
  claimEndUserRefreshToken,
  findEndUser,
  findEndUserByEmail,
  findEndUserRefreshToken,
  insertEndUserRefreshToken,
  lockEndUserForShare,
  revokeEndUserFamily,
  setEndUserTokenReplacedBy,
  updateEndUser,
} from './queries.ts';

/** The counter of failed sign-ins of an address in a project environment. */
export const signInFailuresKey = (target: AppTarget, email: string) => endUserCounterKey('sign-in-failures', target, email);

async function createRefreshToken(ctx: AppContext, db: Db, endUserId: string, familyId: string, now: Date) {
  const { token, ...row } = newRefreshToken(ctx.config, now);
  await insertEndUserRefreshToken(db, { ...row, endUserId, familyId, createdAt: now });
  return { id: row.id, token };
}

async function sessionOf(ctx: AppContext, target: AppTarget, user: { id: string; email: string; roles: string[] }, refreshToken: string, now: Date): Promise<EndUserSession> {
  const ttlSeconds = ctx.config.accessTokenTtlSeconds;
  const accessToken = await issueEndUserToken(ctx.keys, { projectId: target.projectId, environment: target.environment, userId: user.id, roles: user.roles, ttlSeconds }, now);
  return { accessToken, refreshToken, expiresIn: ttlSeconds, user: { id: user.id, email: user.email, roles: user.roles } };
}

/**
 * POST sign-in: the end-user access token of the project environment and the first refresh token
 * of a new family. A wrong address and a wrong password get one answer in one time (a dummy hash
 * is verified for unknown addresses); failures per address are counted before the check and past
 * the limit every attempt gets 429 until the window ends. Only the right password learns that the
 * address is unconfirmed (403 `email_not_verified`) or the account disabled (403 `account_disabled`).
 */
export async function signInEndUser(ctx: AppContext, target: AppTarget, input: { email: string; password: string }): Promise<EndUserSession> {
  const email = normalizeEndUserEmail(input.email);
  const now = ctx.clock();
  const rule = ctx.config.rateLimits.loginFailuresPerUser;
  const attempts = await hitCounter(ctx.db, signInFailuresKey(target, email), rule.windowMs, now);
  if (attempts.count > rule.max) throw new AppError('too_many_requests', messages.tooManyAttempts);
  const user = await findEndUserByEmail(ctx.db, target.projectId, target.environment, email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordOk) throw new AppError('invalid_credentials', endUserMessages.invalidCredentials);
  await clearCounter(ctx.db, signInFailuresKey(target, email));
  if (user.disabledAt) throw new AppError('account_disabled', endUserMessages.disabled);
  if (!user.emailVerifiedAt) throw new AppError('email_not_verified', endUserMessages.emailNotVerified);
  const refresh = await ctx.db.transaction().execute(async (trx) => {
    await updateEndUser(trx, user.id, { lastSignInAt: now });
    return createRefreshToken(ctx, trx, user.id, randomUUID(), now);
  });
  return sessionOf(ctx, target, user, refresh.token, now);
}

/**
 * POST refresh: rotates the token and answers a new access token with the end user's current
 * roles. A token of another project environment is unknown here. A rotated token used again
 * revokes its whole family. Runs under the family's lock and a share lock of the end user's row,
 * so a disable (which revokes every token) either commits first and is seen, or waits.
 */
export async function refreshEndUserSession(ctx: AppContext, target: AppTarget, rawToken: string): Promise<EndUserSession> {
  const now = ctx.clock();
  const tokenHash = hashToken(rawToken);
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const known = await findEndUserRefreshToken(trx, tokenHash);
    if (!known || known.projectId !== target.projectId || known.environment !== target.environment) return null;
    await lockRefreshFamily(trx, known.familyId);
    const user = await lockEndUserForShare(trx, known.endUserId);
    const claimed = user && !user.disabledAt ? await claimEndUserRefreshToken(trx, tokenHash, now) : undefined;
    if (!claimed || !user) {
      const current = await findEndUserRefreshToken(trx, tokenHash);
      if (current?.rotatedAt && !current.revokedAt) {
        ctx.log.warn({ familyId: current.familyId, endUserId: current.endUserId }, 'end-user refresh token reused: family revoked');
        await revokeEndUserFamily(trx, current.familyId, now);
      }
      return null;
    }
    const next = await createRefreshToken(ctx, trx, claimed.endUserId, claimed.familyId, now);
    await setEndUserTokenReplacedBy(trx, claimed.id, next.id);
    return { user, refreshToken: next.token };
  });
  if (!outcome) throw new AppError('invalid_refresh_token', endUserMessages.sessionExpired);
  return sessionOf(ctx, target, outcome.user, outcome.refreshToken, now);
}

/** POST sign-out: revokes the refresh token's family; an unknown token, or another app's, changes nothing. */
export async function signOutEndUser(ctx: AppContext, target: AppTarget, rawToken: string): Promise<void> {
  const known = await findEndUserRefreshToken(ctx.db, hashToken(rawToken));
  if (!known || known.projectId !== target.projectId || known.environment !== target.environment) return;
  await ctx.db.transaction().execute(async (trx) => {
    await lockRefreshFamily(trx, known.familyId);
    await revokeEndUserFamily(trx, known.familyId, ctx.clock());
  });
}

/**
 * GET me: the end user of a bearer access token of this project environment, read again from the
 * database (current roles). A token of another project or environment, a builder's token, or one
 * of a deleted or disabled end user is 401.
 */
export async function findCurrentEndUser(ctx: AppContext, target: AppTarget, authorization: string | undefined) {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const claims = token ? await verifyEndUserToken(ctx.keys, token, target, ctx.clock()) : null;
  const user = claims && isUuid(claims.userId) ? await findEndUser(ctx.db, target.projectId, target.environment, claims.userId) : undefined;
  if (!user || user.disabledAt) throw new AppError('unauthorized');
  return { id: user.id, email: user.email, roles: user.roles };
}
