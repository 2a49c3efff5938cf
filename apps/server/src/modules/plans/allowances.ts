import { type AssetKey, assetByKey, assetTypes, findPlan, isUnlimited, type PlanId, planQuantity } from '@tessera/catalog';
import { planLimitMessage } from '@tessera/model/workspace-api';
import type { Db } from '../../db/database.ts';
import { AppError, NotFoundError } from '../../errors/app-error.ts';

/**
 * Counts what a workspace uses of an asset at `now` (the service's clock: e.g. an invitation
 * holds its seat until it expires). Assets without a counter here are not measured yet: the
 * module that brings them (seats, screens, actions, API connections…) registers one with
 * {@link registerUsageCounter}, or passes its own count to {@link assertAllowance}.
 */
type UsageCounter = (db: Db, domainId: string, now: Date) => Promise<number>;

const counters = new Map<AssetKey, UsageCounter>();

/** Adds the usage counter of an asset (one per asset; a second registration replaces the first). */
export function registerUsageCounter(key: AssetKey, counter: UsageCounter): void {
  counters.set(key, counter);
}

registerUsageCounter('mobileApp', async (db, domainId) => {
  const row = await db
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('domainId', '=', domainId)
    .where((eb) => eb.or([eb('supportAndroid', '=', true), eb('supportIos', '=', true)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
});

/** The workspace's plan id (as stored; unknown ids fall back to the catalogue's free plan). */
export async function findDomainPlanId(db: Db, domainId: string): Promise<PlanId> {
  const row = await db.selectFrom('domains').select('planId').where('id', '=', domainId).executeTakeFirst();
  if (!row) throw new NotFoundError('Workspace not found.');
  return findPlan(row.planId)?.id ?? 'free';
}

/** What a workspace uses of an asset at `now`, or null when it is not measured. */
export async function countUsage(db: Db, domainId: string, key: AssetKey, now: Date): Promise<number | null> {
  const counter = counters.get(key);
  return counter ? counter(db, domainId, now) : null;
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
 * top of what it uses at `now` (`used` when the caller counted it, else the registered counter). Feature
 * assets only check that the plan includes them. Call it inside the transaction that adds, after
 * locking the workspace row (see {@link lockDomainForAllowance}), so two concurrent additions
 * cannot both take the last seat.
 */
export async function assertAllowance(
  db: Db,
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
  const used = options.used ?? (await countUsage(db, domainId, key, now)) ?? 0;
  if (used + (options.adding ?? 1) > quantity) throw planLimitError(planId, key);
}

/** Locks the workspace row for the rest of the transaction: allowance checks then add one at a time. */
export async function lockDomainForAllowance(db: Db, domainId: string): Promise<void> {
  await db.selectFrom('domains').select('id').where('id', '=', domainId).forUpdate().execute();
}

/** True when the workspace's plan includes a feature asset (domain accesses: Workflow, Scheduled Jobs). */
export async function hasFeature(db: Db, domainId: string, key: AssetKey): Promise<boolean> {
  return planQuantity(await findDomainPlanId(db, domainId), key) !== 0;
}
