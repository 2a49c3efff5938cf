import * as z from 'zod/mini';

/** An asset as the plans API shows it (spec §3 Asset). */
export const assetSchema = z.object({
  assetId: z.number(),
  key: z.string(),
  assetName: z.string(),
  assetType: z.number(),
  assetDescription: z.string(),
});

/** A plan with its assets (spec §3 Plan and Plan asset). */
export const planWithAssetsSchema = z.object({
  id: z.string(),
  planName: z.string(),
  planDescription: z.string(),
  planPrice: z.number(),
  planPriceCurrency: z.string(),
  stripeId: z.nullable(z.string()),
  assets: z.array(
    z.object({
      assetId: z.number(),
      assetQty: z.number(),
      assetType: z.number(),
      extraLabel: z.nullable(z.string()),
    }),
  ),
});
export type PlanWithAssets = z.infer<typeof planWithAssetsSchema>;
export const plansResponseSchema = z.object({ plans: z.array(planWithAssetsSchema), assets: z.array(assetSchema) });
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/**
 * One usage meter: what the workspace uses of an asset against its plan's quantity.
 * `limit` is null when unlimited; `used` is null where Tessera does not measure it yet.
 */
export const usageMeterSchema = z.object({
  assetId: z.number(),
  key: z.string(),
  assetName: z.string(),
  assetType: z.number(),
  used: z.nullable(z.number()),
  limit: z.nullable(z.number()),
});
export type UsageMeter = z.infer<typeof usageMeterSchema>;

/** GET /api/subscription. `billingMode` 'stripe' when the server has STRIPE_SECRET_KEY. */
export const subscriptionSchema = z.object({
  planId: z.string(),
  planName: z.string(),
  planPrice: z.number(),
  planPriceCurrency: z.string(),
  billingMode: z.enum(['stripe', 'self-hosted']),
  pendingPlanId: z.nullable(z.string()),
  canChange: z.boolean(),
  usage: z.array(usageMeterSchema),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** POST /api/subscription/change (owner). */
export const changeSubscriptionRequestSchema = z.object({ planId: z.string().check(z.minLength(1), z.maxLength(32)) });
/** 'changed': done at once (self-hosted); 'checkout': go to `checkoutUrl` (Stripe Checkout). */
export const changeSubscriptionResponseSchema = z.object({
  status: z.enum(['changed', 'checkout']),
  checkoutUrl: z.nullable(z.string()),
  subscription: subscriptionSchema,
});
export type ChangeSubscriptionResponse = z.infer<typeof changeSubscriptionResponseSchema>;

/**
 * The message of an allowance refusal (HTTP 403, code `plan_limit_reached`): names the limit and
 * the plan, e.g. "The Free plan allows 1 developer. Change the plan in Settings › Billing to add more."
 */
export function planLimitMessage(planName: string, limit: number, singular: string, plural: string): string {
  return `The ${planName} plan allows ${limit} ${limit === 1 ? singular : plural}. Change the plan in Settings › Billing to add more.`;
}
