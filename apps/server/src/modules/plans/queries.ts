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


/** The workspace's stored plan id, or undefined when there is no such workspace. */
export function findDomainPlan(db: Db, domainId: string) {
  return db.selectFrom('domains').select('planId').where('id', '=', domainId).executeTakeFirst();
}

/** Locks the workspace row for the rest of the transaction. */
export async function lockDomainRow(db: Db, domainId: string): Promise<void> {
  await db.selectFrom('domains').select('id').where('id', '=', domainId).forUpdate().execute();
}
