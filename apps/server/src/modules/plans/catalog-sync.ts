import { assets, type Plan, planAssets, plans } from '@tessera/catalog';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { deleteCatalogRowsNotIn, lockCatalogSync, upsertAssets, upsertPlanAssets, upsertPlans } from './catalog-queries.ts';

/**
 * The price id a plan is sold with: the configured override (STRIPE_PRICE_IDS, for a self-hosted
 * Stripe account) or the catalogue's own. null for a plan that is never sold (Free).
 */
export function stripePriceId(plan: Plan, priceIds: Record<string, string>): string | null {
  return priceIds[plan.id] ?? plan.stripeId;
}

/**
 * Makes the `plans`, `assets` and `plan_assets` tables equal to the catalogue (@tessera/catalog),
 * with price ids overridden by `priceIds`. Idempotent: run at every start; rows the catalogue no
 * longer has are removed. One transaction under an advisory lock, so servers starting together on
 * one Postgres do not interleave.
 */
export async function syncPlanCatalog(db: Kysely<Database>, priceIds: Record<string, string> = {}): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockCatalogSync(trx);
    await upsertAssets(
      trx,
      assets.map(({ assetId, key, assetName, assetType, assetDescription }) => ({ assetId, key, assetName, assetType, assetDescription })),
    );
    await upsertPlans(
      trx,
      plans.map((plan, index) => ({
        id: plan.id,
        planName: plan.planName,
        planDescription: plan.planDescription,
        planPrice: plan.planPrice,
        planPriceCurrency: plan.planPriceCurrency,
        stripeId: stripePriceId(plan, priceIds),
        sortOrder: index,
      })),
    );
    await upsertPlanAssets(
      trx,
      planAssets.map((row) => ({
        planId: row.planId,
        assetId: row.assetId,
        assetQty: row.assetQty,
        assetType: row.assetType,
        extraLabel: row.extraLabel ?? null,
      })),
    );
    await deleteCatalogRowsNotIn(trx, {
      planAssets,
      planIds: plans.map((plan) => plan.id),
      assetIds: assets.map((asset) => asset.assetId),
    });
  });
}
