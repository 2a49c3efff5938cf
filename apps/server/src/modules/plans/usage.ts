import { type AssetKey, assets, assetTypes, findPlan, isUnlimited, type PlanId, planQuantity } from '@tessera/catalog';
import type { UsageMeter } from '@tessera/model/workspace-api';
import type { Db } from '../../db/database.ts';
import type { UsageCounters } from '../../extension-points.ts';

/** What to do before a downgrade that the usage of an asset blocks. */
const downgradeHints: Partial<Record<AssetKey, string>> = {
  developer: 'Remove members first.',
  endUser: 'Remove end users of live apps, or members, first.',
  mobileApp: 'Delete mobile projects first.',
  apiConnection: 'Delete REST connectors first.',
};

/**
 * The usage meters of a workspace against a plan: one per countable or disk asset of the
 * catalogue (features have none). `used` is null where Tessera does not measure the asset yet,
 * `limit` null when the plan puts no limit on it.
 */
export async function measureUsage(db: Db, usage: UsageCounters, domainId: string, planId: PlanId, now: Date): Promise<UsageMeter[]> {
  const meters: UsageMeter[] = [];
  for (const asset of assets) {
    if (asset.assetType === assetTypes.feature) continue;
    const quantity = planQuantity(planId, asset.key);
    meters.push({
      assetId: asset.assetId,
      key: asset.key,
      assetName: asset.assetName,
      assetType: asset.assetType,
      used: usage.counts(asset.key) ? await usage.count(db, domainId, asset.key, now) : null,
      limit: isUnlimited(quantity) ? null : quantity,
    });
  }
  return meters;
}

/** A measured asset whose usage is above a plan's limit. */
export interface AssetOverAllowance {
  key: AssetKey;
  assetName: string;
  used: number;
  limit: number;
}

/** The measured assets whose usage is above `planId`'s limits, in catalogue order. */
export async function findAssetsOverAllowance(db: Db, usage: UsageCounters, domainId: string, planId: PlanId, now: Date): Promise<AssetOverAllowance[]> {
  const over: AssetOverAllowance[] = [];
  for (const meter of await measureUsage(db, usage, domainId, planId, now)) {
    if (meter.used === null || meter.limit === null || meter.used <= meter.limit) continue;
    over.push({ key: meter.key as AssetKey, assetName: meter.assetName, used: meter.used, limit: meter.limit });
  }
  return over;
}

/**
 * Why the workspace cannot move to `planId` now, or null when it can: the first measured asset
 * whose usage is above the plan's limit, e.g. "The Free plan allows 1 developer; the workspace
 * has 3. Remove members first."
 */
export async function findDowngradeBlocker(db: Db, usage: UsageCounters, domainId: string, planId: PlanId, now: Date): Promise<string | null> {
  const plan = findPlan(planId)!;
  const [first] = await findAssetsOverAllowance(db, usage, domainId, planId, now);
  if (!first) return null;
  const asset = assets.find((a) => a.key === first.key)!;
  const unit = (count: number) => `${count} ${count === 1 ? asset.unit[0] : asset.unit[1]}`;
  const hint = downgradeHints[asset.key] ?? `Remove some ${asset.unit[1]} first.`;
  return `The ${plan.planName} plan allows ${unit(first.limit)}; the workspace has ${first.used}. ${hint}`;
}
