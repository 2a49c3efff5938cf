import { assets, type Plan, planAssets, plans } from '@tessera/catalog';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Any fixed number: the advisory lock several starting servers take so their syncs run one by one. */
const CATALOG_SYNC_LOCK = 7_301_004;

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
    await sql`select pg_advisory_xact_lock(${CATALOG_SYNC_LOCK})`.execute(trx);

    await trx
      .insertInto('assets')
      .values(assets.map(({ assetId, key, assetName, assetType, assetDescription }) => ({ assetId, key, assetName, assetType, assetDescription })))
      .onConflict((oc) =>
        oc.column('assetId').doUpdateSet((eb) => ({
          key: eb.ref('excluded.key'),
          assetName: eb.ref('excluded.assetName'),
          assetType: eb.ref('excluded.assetType'),
          assetDescription: eb.ref('excluded.assetDescription'),
        })),
      )
      .execute();

    await trx
      .insertInto('plans')
      .values(
        plans.map((plan, index) => ({
          id: plan.id,
          planName: plan.planName,
          planDescription: plan.planDescription,
          planPrice: plan.planPrice,
          planPriceCurrency: plan.planPriceCurrency,
          stripeId: stripePriceId(plan, priceIds),
          sortOrder: index,
        })),
      )
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          planName: eb.ref('excluded.planName'),
          planDescription: eb.ref('excluded.planDescription'),
          planPrice: eb.ref('excluded.planPrice'),
          planPriceCurrency: eb.ref('excluded.planPriceCurrency'),
          stripeId: eb.ref('excluded.stripeId'),
          sortOrder: eb.ref('excluded.sortOrder'),
        })),
      )
      .execute();

    await trx
      .insertInto('planAssets')
      .values(
        planAssets.map((row) => ({
          planId: row.planId,
          assetId: row.assetId,
          assetQty: row.assetQty,
          assetType: row.assetType,
          extraLabel: row.extraLabel ?? null,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['planId', 'assetId']).doUpdateSet((eb) => ({
          assetQty: eb.ref('excluded.assetQty'),
          assetType: eb.ref('excluded.assetType'),
          extraLabel: eb.ref('excluded.extraLabel'),
        })),
      )
      .execute();

    // What the catalogue dropped (plan_assets rows of removed plans or assets go by cascade).
    await trx
      .deleteFrom('planAssets')
      .where((eb) =>
        eb.not(eb(eb.refTuple('planId', 'assetId'), 'in', planAssets.map((row) => eb.tuple(row.planId, row.assetId)))),
      )
      .execute();
    await trx.deleteFrom('plans').where('id', 'not in', plans.map((plan) => plan.id)).execute();
    await trx.deleteFrom('assets').where('assetId', 'not in', assets.map((asset) => asset.assetId)).execute();
  });
}
