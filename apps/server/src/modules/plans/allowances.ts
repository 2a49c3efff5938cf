import { type AssetKey, assetByKey, assetTypes, findPlan, isUnlimited, type PlanId, planQuantity } from '@tessera/catalog';
import { planLimitMessage } from '@tessera/model/workspace-api';
import type { Db } from '../../db/database.ts';
import { AppError, NotFoundError } from '../../errors/app-error.ts';
import { findDomainPlan, lockDomainRow } from './queries.ts';
import type { UsageCounters } from '../../extension-points.ts';

/** The workspace's plan id (as stored; unknown ids fall back to the catalogue's free plan). */
export async function findDomainPlanId(db: Db, domainId: string): Promise<PlanId> {
  const row = await findDomainPlan(db, domainId);
  if (!row) throw new NotFoundError('Workspace not found.');
  return findPlan(row.planId)?.id ?? 'free';
}

/** The refusal of an allowance: 403 `plan_limit_reached`, naming the limit and the plan. */
export function planLimitError(planId: PlanId, key: AssetKey): AppError {
  const plan = findPlan(planId)!;
  const asset = assetByKey(key);
  const quantity = planQuantity(planId, key);
  const message =
    asset.assetType === assetTypes.feature || quantity === 0
      ? `The ${plan.planName} plan does not include ${asset.assetName}. Change the plan in Settings › Billing to use it.`
      : planLimitMessage(plan.planName, quantity, asset.unit[0], asset.unit[1]);
  return new AppError('plan_limit_reached', message);
}

/**
 * Throws {@link planLimitError} unless the workspace's plan allows `adding` more of the asset on
 * top of what it uses at `now` (`used` when the caller counted it, else the asset's counter in
 * `usage`;
 * an asset without one refuses with `MissingUsageCounterError`). Feature assets only check that
 * the plan includes them. Call it inside the transaction that adds, after locking the workspace
 * row (see {@link lockDomainForAllowance}), so two concurrent additions cannot both take the last seat.
 */
export async function assertAllowance(
  db: Db,
  usage: UsageCounters,
  domainId: string,
  key: AssetKey,
  now: Date,
  options: { adding?: number; used?: number } = {},
): Promise<void> {
  const planId = await findDomainPlanId(db, domainId);
  const quantity = planQuantity(planId, key);
  const asset = assetByKey(key);
  if (asset.assetType === assetTypes.feature) {
    if (quantity === 0) throw planLimitError(planId, key);
    return;
  }
  if (isUnlimited(quantity)) return;
  const used = options.used ?? (await usage.count(db, domainId, key, now));
  if (used + (options.adding ?? 1) > quantity) throw planLimitError(planId, key);
}

/** Locks the workspace row for the rest of the transaction: allowance checks then add one at a time. */
export async function lockDomainForAllowance(db: Db, domainId: string): Promise<void> {
  await lockDomainRow(db, domainId);
}

/** True when the workspace's plan includes a feature asset (domain accesses: Workflow, Scheduled Jobs). */
export async function hasFeature(db: Db, domainId: string, key: AssetKey): Promise<boolean> {
  return planQuantity(await findDomainPlanId(db, domainId), key) !== 0;
}
