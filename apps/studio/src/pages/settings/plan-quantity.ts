import { assetTypes, UNLIMITED, UNLIMITED_BY_AGREEMENT } from '@tessera/catalog';

/** How one plan's quantity of an asset reads in the plans table and the plan pages. */
export type QuantityView =
  | { kind: 'count'; value: number; unit: 'MB' | null; extraLabel: string | null }
  | { kind: 'unlimited'; extraLabel: string | null }
  /** -2: unlimited, with figures fixed by agreement (Enterprise). */
  | { kind: 'byAgreement'; extraLabel: string | null }
  | { kind: 'included'; extraLabel: string | null }
  | { kind: 'notIncluded' };

/** A plan's row for an asset, as GET /api/plans sends it (absent when the plan does not name the asset). */
export interface PlanAssetRow {
  assetId: number;
  assetQty: number;
  extraLabel: string | null;
}

/**
 * Reads a plan quantity (spec §3 plan asset): 0 is "not included"; -1 unlimited; -2 unlimited by
 * agreement; a feature asset (type 2) with any other quantity is "included"; disk capacity
 * (type 3) counts megabytes.
 */
export function describeQuantity(assetType: number, row: PlanAssetRow | undefined): QuantityView {
  const qty = row?.assetQty ?? 0;
  const extraLabel = row?.extraLabel ?? null;
  if (qty === 0) return { kind: 'notIncluded' };
  if (qty === UNLIMITED) return { kind: 'unlimited', extraLabel };
  if (qty === UNLIMITED_BY_AGREEMENT) return { kind: 'byAgreement', extraLabel };
  if (assetType === assetTypes.feature) return { kind: 'included', extraLabel };
  return { kind: 'count', value: qty, unit: assetType === assetTypes.diskCapacity ? 'MB' : null, extraLabel };
}

/** Orders quantities for "more" or "less": not included < any count < unlimited (either kind). */
export function quantityRank(qty: number): number {
  if (qty === UNLIMITED || qty === UNLIMITED_BY_AGREEMENT) return Number.POSITIVE_INFINITY;
  return Math.max(qty, 0);
}
