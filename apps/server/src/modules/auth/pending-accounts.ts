import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { runPeriodically } from '../../jobs/run-periodically.ts';
import { deletePendingAccountsBefore } from '../users/queries.ts';
import { deleteWorkspacesOfPendingAccountsBefore } from './sign-up-queries.ts';

/** How often the server removes pending accounts past their time. */
export const PENDING_PURGE_INTERVAL_MS = 60 * 60_000;

/** Signed up before this instant and never activated: the account is gone (or about to be). */
export function pendingCutoff(ctx: Pick<AppContext, 'config'>, now: Date): Date {
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

/** Every hour (and at start), expired pending accounts go. */
export function purgePendingAccountsPeriodically(app: FastifyInstance, ctx: AppContext): void {
  runPeriodically(app, { name: 'pending account purge', everyMs: PENDING_PURGE_INTERVAL_MS, run: () => purgeExpiredPendingAccounts(ctx, ctx.db, ctx.clock()) });
}
