import type { PlansResponse } from '@tessera/model/workspace-api';
import type { Db } from '../../db/database.ts';
import { listAssets, listPlanAssets, listPlans } from './queries.ts';

/** GET /api/plans: the plans of spec §9 with their assets, from the tables synced at start-up. */
export async function getPlans(db: Db): Promise<PlansResponse> {
  const [planRows, planAssetRows, assetRows] = await Promise.all([listPlans(db), listPlanAssets(db), listAssets(db)]);
  return {
    plans: planRows.map((plan) => ({
      ...plan,
      assets: planAssetRows
        .filter((row) => row.planId === plan.id)
        .map(({ assetId, assetQty, assetType, extraLabel }) => ({ assetId, assetQty, assetType, extraLabel })),
    })),
    assets: assetRows,
  };
}
