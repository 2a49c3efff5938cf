import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { assertAllowance, lockDomainForAllowance } from '../plans/allowances.ts';
import type { AppTarget } from './app-target.ts';
import { markEmailVerified } from './queries.ts';

/**
 * Confirms an end user's address in `trx` (a mailed code proved the mailbox: verify-email or a
 * password reset). On live, confirming takes an End User place of the workspace's plan: the
 * workspace row is locked and the allowance checked first, so concurrent confirmations at the
 * limit cannot all pass (403 `plan_limit_reached`, and the transaction changes nothing).
 */
export async function confirmAddress(ctx: AppContext, trx: Db, target: AppTarget, endUser: { id: string; emailVerifiedAt: Date | null }, now: Date): Promise<void> {
  if (endUser.emailVerifiedAt !== null) return;
  if (target.environment === 'live') {
    await lockDomainForAllowance(trx, target.domainId);
    await assertAllowance(trx, ctx.usage, target.domainId, 'endUser', now);
  }
  await markEmailVerified(trx, endUser.id, now);
}
