import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { runPeriodically } from '../../jobs/run-periodically.ts';
import { PENDING_PURGE_INTERVAL_MS, pendingCutoff } from '../auth/pending-accounts.ts';
import { deleteAbandonedEndUsers } from './queries.ts';

/**
 * Removes end users of every project who signed up longer ago than builders' pending accounts live
 * (`accounts.pendingTtlMs`), never confirmed their address and hold no unexpired code. They could
 * never sign in, so they own no rows. Returns how many went.
 */
export function purgeAbandonedSignUps(ctx: Pick<AppContext, 'db' | 'config'>, now: Date): Promise<number> {
  return deleteAbandonedEndUsers(ctx.db, pendingCutoff(ctx, now), now);
}

/** Every hour (and at start), with builders' pending accounts. */
export function purgeAbandonedSignUpsPeriodically(app: FastifyInstance, ctx: AppContext): void {
  runPeriodically(app, { name: 'abandoned end-user sign-up purge', everyMs: PENDING_PURGE_INTERVAL_MS, run: () => purgeAbandonedSignUps(ctx, ctx.clock()) });
}
