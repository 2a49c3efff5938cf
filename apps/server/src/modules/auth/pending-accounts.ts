import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { deletePendingAccountsBefore } from '../users/queries.ts';
import { deleteWorkspacesOfPendingAccountsBefore } from './sign-up-queries.ts';

/** How often the server removes pending accounts past their time. */
export const PENDING_PURGE_INTERVAL_MS = 60 * 60_000;

/** Signed up before this instant and never activated: the account is gone (or about to be). */
export function pendingCutoff(ctx: AppContext, now: Date): Date {
  return new Date(now.getTime() - ctx.config.accounts.pendingTtlMs);
}

/** True when a pending account has outlived `accounts.pendingTtlMs` (it counts as no account). */
export function isExpiredPending(ctx: AppContext, user: { activatedAt: Date | null; createdAt: Date }, now: Date): boolean {
  return user.activatedAt === null && user.createdAt.getTime() <= pendingCutoff(ctx, now).getTime();
}

/**
 * Removes pending accounts signed up before the cutoff, with the personal workspace each got at
 * sign-up (nobody else can have joined it: its owner never signed in). With `userId`, only that
 * account (a new sign-up of its address replaces it). Returns how many accounts went.
 */
export async function purgeExpiredPendingAccounts(ctx: AppContext, db: Db, now: Date, userId?: string): Promise<number> {
  const cutoff = pendingCutoff(ctx, now);
  await deleteWorkspacesOfPendingAccountsBefore(db, cutoff, userId);
  return deletePendingAccountsBefore(db, cutoff, userId);
}

/** A timer owned by the app removes expired pending accounts every hour (stopped on close). */
export function purgePendingAccountsPeriodically(app: FastifyInstance, ctx: AppContext): void {
  const run = () =>
    purgeExpiredPendingAccounts(ctx, ctx.db, ctx.clock())
      .then((count) => count > 0 && ctx.log.info({ count }, 'expired pending accounts removed'))
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'pending account purge failed'));
  const timer = setInterval(run, PENDING_PURGE_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => void run());
  app.addHook('onClose', async () => clearInterval(timer));
}
