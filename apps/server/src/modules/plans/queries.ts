import type { Db } from '../../db/database.ts';

/** The synced plans, cheapest first. */
export function listPlans(db: Db) {
  return db
    .selectFrom('plans')
    .select(['id', 'planName', 'planDescription', 'planPrice', 'planPriceCurrency', 'stripeId'])
    .orderBy('sortOrder')
    .execute();
}

/** Every plan's asset rows, by plan then asset. */
export function listPlanAssets(db: Db) {
  return db
    .selectFrom('planAssets')
    .select(['planId', 'assetId', 'assetQty', 'assetType', 'extraLabel'])
    .orderBy('planId')
    .orderBy('assetId')
    .execute();
}

/** The synced assets, in catalogue order. */
export function listAssets(db: Db) {
  return db.selectFrom('assets').select(['assetId', 'key', 'assetName', 'assetType', 'assetDescription']).orderBy('assetId').execute();
}

