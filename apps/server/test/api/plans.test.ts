import { assets, planAssets, plans } from '@tessera/catalog';
import { type PlansResponse, workspacePaths as paths } from '@tessera/model/workspace-api';
import { describe, expect, it } from 'vitest';
import { syncPlanCatalog } from '../../src/modules/plans/catalog-sync.ts';
import { bearer, createActiveUser, loginAs } from '../helpers/accounts.ts';
import { testDatabases } from '../helpers/databases.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe.each(testDatabases)('plans on %s', (kind) => {
  const t = useTestApp(kind);

  const tableRows = async () => ({
    plans: await t().db.selectFrom('plans').selectAll().orderBy('sortOrder').execute(),
    assets: await t().db.selectFrom('assets').selectAll().orderBy('assetId').execute(),
    planAssets: await t().db.selectFrom('planAssets').selectAll().orderBy('planId').orderBy('assetId').execute(),
  });

  it('answers the catalogue’s plans, cheapest first, with their assets (signed in)', async () => {
    const email = await createActiveUser(t());
    const { tokenString } = await loginAs(t(), email);
    const response = await t().inject({ method: 'GET', url: paths.plans, headers: bearer(tokenString) });
    expect(response.statusCode).toBe(200);
    const body: PlansResponse = response.json();
    expect(body.plans.map((p) => [p.id, p.planName, p.planPrice, p.planPriceCurrency, p.stripeId])).toEqual([
      ['free', 'Free', 0, 'USD', null],
      ['standard', 'Standard', 190, 'USD', 'price_tessera_standard_monthly'],
      ['pro', 'Pro', 500, 'USD', 'price_tessera_pro_monthly'],
      ['enterprise', 'Enterprise', 750, 'USD', 'price_tessera_enterprise_monthly'],
    ]);
    expect(body.assets.map((a) => a.key)).toEqual(assets.map((a) => a.key));
    const free = body.plans[0]!;
    const quantity = (plan: typeof free, key: string) =>
      plan.assets.find((a) => a.assetId === assets.find((asset) => asset.key === key)!.assetId)?.assetQty;
    expect(quantity(free, 'developer')).toBe(1);
    expect(quantity(free, 'mobileApp')).toBe(1);
    expect(quantity(free, 'customServerCode')).toBe(0);
    expect(quantity(body.plans[2]!, 'developer')).toBe(-1);
    expect(quantity(body.plans[3]!, 'developer')).toBe(-2);
    const extra = body.plans[3]!.assets.find((a) => a.extraLabel !== null);
    expect(extra?.extraLabel).toBe('Technical account manager');
    expect(body.plans.flatMap((p) => p.assets)).toHaveLength(planAssets.length);
  });

  it('answers 401 without a token', async () => {
    expect((await t().inject({ method: 'GET', url: paths.plans })).statusCode).toBe(401);
  });

  it('syncs idempotently, restoring changed rows and removing what the catalogue dropped', async () => {
    const synced = await tableRows();
    expect(synced.plans).toHaveLength(plans.length);
    await syncPlanCatalog(t().db);
    expect(await tableRows()).toEqual(synced);

    await t().db.updateTable('planAssets').set({ assetQty: 999 }).where('planId', '=', 'free').execute();
    await t().db.updateTable('plans').set({ planPrice: 1 }).where('id', '=', 'pro').execute();
    await t().db.insertInto('assets').values({ assetId: 999, key: 'gone', assetName: 'Gone', assetType: 1, assetDescription: 'Dropped' }).execute();
    await t().db.insertInto('plans').values({ id: 'legacy', planName: 'Legacy', planDescription: 'Old', planPrice: 5, planPriceCurrency: 'USD', stripeId: null, sortOrder: 9 }).execute();
    await t().db.insertInto('planAssets').values({ planId: 'legacy', assetId: 999, assetQty: 1, assetType: 1, extraLabel: null }).execute();
    await t().db.deleteFrom('planAssets').where('planId', '=', 'standard').where('assetId', '=', 4).execute();
    await t().db.insertInto('planAssets').values({ planId: 'free', assetId: 13, assetQty: 1, assetType: 2, extraLabel: null }).execute();
    await syncPlanCatalog(t().db);
    expect(await tableRows()).toEqual(synced);
  });

  it('overrides price ids and survives concurrent syncs', async () => {
    await Promise.all([
      syncPlanCatalog(t().db, { standard: 'price_a' }),
      syncPlanCatalog(t().db, { standard: 'price_a' }),
      syncPlanCatalog(t().db, { standard: 'price_a' }),
    ]);
    const standard = await t().db.selectFrom('plans').select('stripeId').where('id', '=', 'standard').executeTakeFirstOrThrow();
    expect(standard.stripeId).toBe('price_a');
    await syncPlanCatalog(t().db);
    const restored = await t().db.selectFrom('plans').select('stripeId').where('id', '=', 'standard').executeTakeFirstOrThrow();
    expect(restored.stripeId).toBe('price_tessera_standard_monthly');
  });
});
