import type { Db } from '../../db/database.ts';
import { assertAllowance, lockDomainForAllowance } from '../plans/allowances.ts';
import type { UsageCounters } from '../../extension-points.ts';

/** Takes the workspace's allowance lock and checks that `adding` more screens fit the plan. */
export async function assertScreenAllowance(db: Db, usage: UsageCounters, domainId: string, now: Date, adding = 1): Promise<void> {
  await lockDomainForAllowance(db, domainId);
  await assertAllowance(db, usage, domainId, 'screen', now, { adding });
}

/**
 * Checks that `adding` more actions fit the plan (nothing to check when none are added). The
 * workspace's allowance lock is taken first, so concurrent additions are counted one after the other.
 */
export async function assertActionAllowance(db: Db, usage: UsageCounters, domainId: string, now: Date, adding: number): Promise<void> {
  if (adding <= 0) return;
  await lockDomainForAllowance(db, domainId);
  await assertAllowance(db, usage, domainId, 'action', now, { adding });
}
