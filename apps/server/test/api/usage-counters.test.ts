import { randomBytes, randomUUID } from 'node:crypto';
import { type AssetKey, assets, assetTypes, isUnlimited, type PlanId, planAssets, planQuantity } from '@tessera/catalog';
import { describe, expect, it } from 'vitest';
import { assertAllowance } from '../../src/modules/plans/allowances.ts';
import { measureUsage } from '../../src/modules/plans/usage.ts';
import type { UsageCounter } from '../../src/extension-points.ts';
import { type CountedAssetKey, createUsageCounters, MissingUsageCounterError } from '../../src/modules/plans/usage-counters.ts';
import { testDatabases } from '../helpers/databases.ts';
import { type TestApp, useTestApp } from '../helpers/test-app.ts';

/**
 * The countable assets of the plans table that the product does not hold per workspace yet, and
 * why. Every other one must have a counter; adding a counter (or a countable asset to the
 * catalogue) without updating this list fails the first test.
 */
const notHeldPerWorkspace: Partial<Record<AssetKey, string>> = {
  company: 'shown in the plans table but not enforced (docs/decisions.md)',
  workspace: 'counted per creator, not per workspace (workspaces/workspace-allowance.ts)',
  ticketPerMonth: 'the product has no support tickets',
};

/** The assets the spec's plans table gives a quantity (not a feature) in at least one plan. */
const countableAssetsOfPlans = assets.filter(
  (asset) => asset.assetType !== assetTypes.feature && planAssets.some((row) => row.assetId === asset.assetId),
);

async function workspaceOn(t: TestApp, planId: PlanId): Promise<string> {
  const id = randomUUID();
  await t.db.insertInto('domains').values({ id, name: `ws-${randomBytes(5).toString('hex')}`, createdAt: new Date(), planId }).execute();
  return id;
}

/** A plan on which the asset is limited (so a check has to count), or undefined. */
function planLimiting(key: AssetKey): PlanId | undefined {
  return (['free', 'standard', 'pro', 'enterprise'] as const).find((planId) => !isUnlimited(planQuantity(planId, key)));
}

describe.each(testDatabases)('usage counters on %s', (kind) => {
  const t = useTestApp(kind);

  it('every countable asset of the plans table has a counter, but those the product does not hold yet', () => {
    const usage = t().app.ctx.usage;
    expect(countableAssetsOfPlans.map((asset) => asset.key)).toEqual(expect.arrayContaining(['mobileApp', 'developer', 'endUser', 'screen', 'action', 'diskCapacity', 'apiConnection']));
    for (const asset of countableAssetsOfPlans) {
      expect(usage.counts(asset.key), `${asset.key}: ${notHeldPerWorkspace[asset.key] ?? 'needs a counter in src/wiring.ts'}`).toBe(
        notHeldPerWorkspace[asset.key] === undefined,
      );
    }
    // The exceptions are countable assets of the plans table, nothing else.
    for (const key of Object.keys(notHeldPerWorkspace) as AssetKey[]) {
      expect(countableAssetsOfPlans.map((asset) => asset.key)).toContain(key);
    }
  });

  it('the app counts every counted asset of a new workspace as 0, and meters the others as not measured', async () => {
    const domainId = await workspaceOn(t(), 'free');
    for (const asset of countableAssetsOfPlans.filter((a) => notHeldPerWorkspace[a.key] === undefined)) {
      expect(await t().app.ctx.usage.count(t().db, domainId, asset.key, t().clock.now()), asset.key).toBe(0);
    }
    const meters = await measureUsage(t().db, t().app.ctx.usage, domainId, 'free', t().clock.now());
    for (const meter of meters) {
      expect(meter.used, meter.key).toBe(notHeldPerWorkspace[meter.key as AssetKey] === undefined ? 0 : null);
    }
  });

  it('a check of an asset without a counter refuses instead of counting it as 0', async () => {
    for (const key of Object.keys(notHeldPerWorkspace) as AssetKey[]) {
      const planId = planLimiting(key);
      if (!planId) continue;
      const domainId = await workspaceOn(t(), planId);
      await expect(assertAllowance(t().db, t().app.ctx.usage, domainId, key, t().clock.now()), key).rejects.toBeInstanceOf(MissingUsageCounterError);
      // A caller that counted the asset itself is checked against the plan as usual.
      if (planQuantity(planId, key) > 0) await expect(assertAllowance(t().db, t().app.ctx.usage, domainId, key, t().clock.now(), { used: 0 })).resolves.toBeUndefined();
    }
  });

  it('a counted asset whose counter is missing refuses: an empty Free workspace may not add a screen', async () => {
    // A wiring that forgot the counters (the type requires them; a cast gets past it).
    const forgotten = createUsageCounters({} as Record<CountedAssetKey, UsageCounter>);
    const domainId = await workspaceOn(t(), 'free');
    expect(planQuantity('free', 'screen')).toBeGreaterThan(0);
    const refusal = assertAllowance(t().db, forgotten, domainId, 'screen', t().clock.now());
    await expect(refusal).rejects.toBeInstanceOf(MissingUsageCounterError);
    await expect(refusal).rejects.toThrow("No usage counter is wired for the 'screen' asset");
    // The same check with the app's counters passes: nothing is counted yet.
    await expect(assertAllowance(t().db, t().app.ctx.usage, domainId, 'screen', t().clock.now())).resolves.toBeUndefined();
  });
});
