import { type Insertable, sql } from 'kysely';
import type { AssetsTable, Db, PlanAssetsTable, PlansTable } from '../../db/database.ts';

/** Any fixed number: the advisory lock several starting servers take so their syncs run one by one. */
const CATALOG_SYNC_LOCK = 7_301_004;

/** Takes the catalogue sync's advisory lock until the transaction ends. */
export async function lockCatalogSync(trx: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(${CATALOG_SYNC_LOCK})`.execute(trx);
}

/** Inserts the assets, or updates those whose id exists. */
export async function upsertAssets(db: Db, rows: Insertable<AssetsTable>[]): Promise<void> {
  await db
    .insertInto('assets')
    .values(rows)
    .onConflict((oc) =>
      oc.column('assetId').doUpdateSet((eb) => ({
        key: eb.ref('excluded.key'),
        assetName: eb.ref('excluded.assetName'),
        assetType: eb.ref('excluded.assetType'),
        assetDescription: eb.ref('excluded.assetDescription'),
      })),
    )
    .execute();
}

/** Inserts the plans, or updates those whose id exists. */
export async function upsertPlans(db: Db, rows: Insertable<PlansTable>[]): Promise<void> {
  await db
    .insertInto('plans')
    .values(rows)
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
}

/** Inserts the plans' asset rows, or updates those whose plan and asset exist. */
export async function upsertPlanAssets(db: Db, rows: Insertable<PlanAssetsTable>[]): Promise<void> {
  await db
    .insertInto('planAssets')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['planId', 'assetId']).doUpdateSet((eb) => ({
        assetQty: eb.ref('excluded.assetQty'),
        assetType: eb.ref('excluded.assetType'),
        extraLabel: eb.ref('excluded.extraLabel'),
      })),
    )
    .execute();
}

/**
 * Deletes the rows the catalogue no longer has: plan asset rows, plans and assets not among the
 * kept ones (plan_assets rows of removed plans or assets go by cascade).
 */
export async function deleteCatalogRowsNotIn(
  db: Db,
  kept: { planAssets: readonly { planId: string; assetId: number }[]; planIds: string[]; assetIds: number[] },
): Promise<void> {
  await db
    .deleteFrom('planAssets')
    .where((eb) =>
      eb.not(eb(eb.refTuple('planId', 'assetId'), 'in', kept.planAssets.map((row) => eb.tuple(row.planId, row.assetId)))),
    )
    .execute();
  await db.deleteFrom('plans').where('id', 'not in', kept.planIds).execute();
  await db.deleteFrom('assets').where('assetId', 'not in', kept.assetIds).execute();
}
