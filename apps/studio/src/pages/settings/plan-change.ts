import { assetTypes } from '@tessera/catalog';
import { describeQuantity, quantityRank, type PlanAssetRow, type QuantityView } from './plan-quantity.ts';

/** The assets and plan rows a comparison needs (the shape of GET /api/plans). */
export interface ComparedAsset {
  assetId: number;
  assetName: string;
  assetType: number;
}

/** One asset whose allowance differs between two plans. */
export interface AllowanceChange {
  assetId: number;
  assetName: string;
  from: QuantityView;
  to: QuantityView;
  /** more/less for counts, gained/lost for features (and for counts going to or from "not included"). */
  direction: 'more' | 'less' | 'gained' | 'lost';
}

const rowOf = (rows: readonly PlanAssetRow[], assetId: number) => rows.find((row) => row.assetId === assetId);

/**
 * What moving from one plan to another changes, asset by asset, in the assets' order. Assets whose
 * allowance ranks the same (e.g. -1 and -2, both unlimited) are left out.
 */
export function compareAllowances(
  assets: readonly ComparedAsset[],
  fromRows: readonly PlanAssetRow[],
  toRows: readonly PlanAssetRow[],
): AllowanceChange[] {
  const changes: AllowanceChange[] = [];
  for (const asset of assets) {
    const fromRow = rowOf(fromRows, asset.assetId);
    const toRow = rowOf(toRows, asset.assetId);
    const fromRank = quantityRank(fromRow?.assetQty ?? 0);
    const toRank = quantityRank(toRow?.assetQty ?? 0);
    if (fromRank === toRank) continue;
    const up = toRank > fromRank;
    const switched = fromRank === 0 || toRank === 0 || asset.assetType === assetTypes.feature;
    changes.push({
      assetId: asset.assetId,
      assetName: asset.assetName,
      from: describeQuantity(asset.assetType, fromRow),
      to: describeQuantity(asset.assetType, toRow),
      direction: switched ? (up ? 'gained' : 'lost') : up ? 'more' : 'less',
    });
  }
  return changes;
}
