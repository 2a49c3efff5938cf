import { type AssetKey, assetByKey, type AssetType } from './assets.ts';

export type PlanId = 'free' | 'standard' | 'pro' | 'enterprise';

/** A plan of spec §3/§9: id, planName, planDescription, planPrice, planPriceCurrency, stripeId. */
export interface Plan {
  id: PlanId;
  planName: string;
  planDescription: string;
  planPrice: number;
  planPriceCurrency: 'USD';
  /**
   * The payment provider's price id. These are the ids Tessera's own Stripe account uses; a
   * self-hosted installation with its own Stripe account overrides them with `STRIPE_PRICE_IDS`.
   * The free plan is never sold, so it has none.
   */
  stripeId: string | null;
}

/** A plan's quantity of an asset (spec §3: planId, assetId, assetQty, assetType, extraLabel). */
export interface PlanAsset {
  planId: PlanId;
  assetId: number;
  assetQty: number;
  assetType: AssetType;
  extraLabel?: string;
}

/**
 * Quantities with a meaning beyond a count. The spec leaves -1 and -2 open; Tessera reads both
 * as "no limit": -1 is unlimited as part of the plan, -2 is unlimited by agreement (Enterprise
 * contracts fix the figures outside the product). Neither is ever enforced. 0 means "not
 * included"; for a feature asset any other quantity means "included".
 */
export const UNLIMITED = -1;
export const UNLIMITED_BY_AGREEMENT = -2;

/** True when a quantity puts no limit on the asset. */
export function isUnlimited(quantity: number): boolean {
  return quantity === UNLIMITED || quantity === UNLIMITED_BY_AGREEMENT;
}

/** The plans table of spec §9, cheapest first. */
export const plans: readonly Plan[] = [
  { id: 'free', planName: 'Free', planDescription: 'For trying things out and small personal apps', planPrice: 0, planPriceCurrency: 'USD', stripeId: null },
  {
    id: 'standard',
    planName: 'Standard',
    planDescription: 'For small teams shipping their first production app',
    planPrice: 190,
    planPriceCurrency: 'USD',
    stripeId: 'price_tessera_standard_monthly',
  },
  {
    id: 'pro',
    planName: 'Pro',
    planDescription: 'For growing teams with several apps and single sign-on',
    planPrice: 500,
    planPriceCurrency: 'USD',
    stripeId: 'price_tessera_pro_monthly',
  },
  {
    id: 'enterprise',
    planName: 'Enterprise',
    planDescription: 'For organisations that need code export and a named technical contact',
    planPrice: 750,
    planPriceCurrency: 'USD',
    stripeId: 'price_tessera_enterprise_monthly',
  },
];

type Quantities = Partial<Record<AssetKey, number | { qty: number; extraLabel: string }>>;

const U = UNLIMITED;
const A = UNLIMITED_BY_AGREEMENT;

// Spec §9 row by row. Assets a row does not name are 0 (not included), except where the issue's
// domain accesses need a decision: Workflow and Scheduled Jobs come with every paid plan.
const quantities: Record<PlanId, Quantities> = {
  free: {
    company: 1, workspace: 1, mobileApp: 1, developer: 1, endUser: 10, screen: 50, action: 50,
    diskCapacity: 250, ticketPerMonth: 10, androidIos: 1, customServerCode: 0, apiConnection: 0,
  },
  standard: {
    company: 1, workspace: 1, mobileApp: 1, developer: 3, endUser: 100, screen: 500, action: U,
    diskCapacity: 10000, ticketPerMonth: 20, androidIos: 1, customServerCode: 0, apiConnection: 1,
    workflow: 1, scheduledJobs: 1,
  },
  pro: {
    company: 1, workspace: 1, mobileApp: 2, developer: U, endUser: U, screen: U, action: U,
    diskCapacity: 50000, ticketPerMonth: 30, androidIos: 1, customServerCode: 1, apiConnection: U,
    sso: 1, onPremise: 1, privateCloud: { qty: 1, extraLabel: 'On-prem and private cloud' }, workflow: 1, scheduledJobs: 1,
  },
  enterprise: {
    company: A, workspace: A, mobileApp: A, developer: A, endUser: A, screen: A, action: U,
    diskCapacity: 100000, ticketPerMonth: A, androidIos: 1, customServerCode: 1, apiConnection: U,
    sso: 1, onPremise: 1, privateCloud: 1, codeExport: 1, technicalAccountManager: { qty: 1, extraLabel: 'Technical account manager' },
    workflow: 1, scheduledJobs: 1,
  },
};

/** Every plan asset row: each plan × each asset the plan names. */
export const planAssets: readonly PlanAsset[] = plans.flatMap((plan) =>
  Object.entries(quantities[plan.id]).map(([key, value]) => {
    const asset = assetByKey(key as AssetKey);
    const row: PlanAsset = { planId: plan.id, assetId: asset.assetId, assetType: asset.assetType, assetQty: typeof value === 'number' ? value : value!.qty };
    if (typeof value === 'object') row.extraLabel = value.extraLabel;
    return row;
  }),
);

/** Looks a plan up by id, or undefined. */
export function findPlan(id: string): Plan | undefined {
  return plans.find((p) => p.id === id);
}

/** A plan's quantity of an asset; 0 when the plan does not include it. */
export function planQuantity(planId: PlanId, key: AssetKey): number {
  const assetId = assetByKey(key).assetId;
  return planAssets.find((row) => row.planId === planId && row.assetId === assetId)?.assetQty ?? 0;
}

/** The plan every new workspace starts on. */
export const DEFAULT_PLAN_ID: PlanId = 'free';
