import { findPlan, type Plan, type PlanId } from '@tessera/catalog';
import type { ChangeSubscriptionResponse, Subscription } from '@tessera/model/workspace-api';
import type Stripe from 'stripe';
import type { AppContext, RequestDomain } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordLog } from '../logs/record-log.ts';
import { findDomainPlanId, lockDomainForAllowance } from '../plans/allowances.ts';
import { stripePriceId } from '../plans/catalog-sync.ts';
import { findDowngradeBlocker, measureUsage } from '../plans/usage.ts';
import type { UsageCounters } from '../../extension-points.ts';
import { findSubscription, saveSubscription, setDomainPlan } from './queries.ts';
import { callStripe } from './stripe-client.ts';

/** What the billing services need: the app context and the Stripe client (null: self-hosted). */
export interface BillingContext {
  ctx: AppContext;
  stripe: Stripe | null;
}

/** GET /api/subscription: the plan, the billing mode, a started checkout and the usage meters. */
export async function getSubscription(billing: BillingContext, domain: RequestDomain): Promise<Subscription> {
  const db = billing.ctx.db;
  const planId = await findDomainPlanId(db, domain.id);
  const plan = findPlan(planId)!;
  const row = billing.stripe ? await findSubscription(db, domain.id) : undefined;
  return {
    planId,
    planName: plan.planName,
    planPrice: plan.planPrice,
    planPriceCurrency: plan.planPriceCurrency,
    billingMode: billing.stripe ? 'stripe' : 'self-hosted',
    pendingPlanId: row?.pendingPlanId ?? null,
    canChange: domain.role === 'owner',
    usage: await measureUsage(db, billing.ctx.usage, domain.id, planId, billing.ctx.clock()),
  };
}

/**
 * POST /api/subscription/change (owner). Self-hosted: the plan changes at once. Stripe: a paid plan
 * goes through Checkout (the webhook applies it); Free cancels the Stripe subscription and changes
 * at once. Either way a plan the workspace's usage does not fit is refused (409, naming the asset).
 */
export async function changeSubscription(
  billing: BillingContext,
  domain: RequestDomain,
  userId: string,
  planIdInput: string,
): Promise<ChangeSubscriptionResponse> {
  const target = findPlan(planIdInput);
  if (!target) throw new AppError('validation_failed', `planId: There is no plan "${planIdInput}".`);
  const db = billing.ctx.db;
  if ((await findDomainPlanId(db, domain.id)) === target.id) throw alreadyOnPlan();
  // Only Free costs nothing and it is never sold: every other plan is bought through Checkout.
  if (billing.stripe && billing.ctx.config.stripe && target.planPrice > 0) {
    const priceId = stripePriceId(target, billing.ctx.config.stripe.priceIds);
    if (!priceId) throw new Error(`Plan ${target.id} has no Stripe price id`);
    const checkoutUrl = await startCheckout(billing, billing.stripe, domain, userId, target, priceId);
    return { status: 'checkout', checkoutUrl, subscription: await getSubscription(billing, domain) };
  }
  await changeAtOnce(billing, domain, userId, target);
  return { status: 'changed', checkoutUrl: null, subscription: await getSubscription(billing, domain) };
}

const alreadyOnPlan = () => new AppError('conflict', 'The workspace is already on this plan.');

async function assertUsageFits(db: Db, usage: UsageCounters, domainId: string, planId: PlanId, now: Date): Promise<void> {
  const blocker = await findDowngradeBlocker(db, usage, domainId, planId, now);
  if (blocker) throw new AppError('conflict', blocker);
}

/**
 * Self-hosted, or Free in Stripe mode: the plan changes now, under the workspace's allowance lock
 * so no member or mobile project is added between the usage check and the change. In Stripe
 * mode the paid subscription is cancelled only after the locked usage check passed, still under
 * the lock, and the change commits after it; if Stripe refuses, nothing changes. The
 * `customer.subscription.deleted` of that cancel waits for the lock and then finds no
 * subscription of the workspace with that id, so it changes nothing.
 */
async function changeAtOnce(billing: BillingContext, domain: RequestDomain, userId: string, target: Plan): Promise<void> {
  const { db } = billing.ctx;
  // Refuse early, before taking the lock; checked again under it.
  if (billing.stripe) await assertUsageFits(db, billing.ctx.usage, domain.id, target.id, billing.ctx.clock());
  await db.transaction().execute(async (trx) => {
    await lockDomainForAllowance(trx, domain.id);
    const from = await findDomainPlanId(trx, domain.id);
    if (from === target.id) throw alreadyOnPlan();
    await assertUsageFits(trx, billing.ctx.usage, domain.id, target.id, billing.ctx.clock());
    let cancelledSubscriptionId: string | null = null;
    if (billing.stripe) {
      const stripe = billing.stripe;
      const row = await findSubscription(trx, domain.id);
      const subscriptionId = row?.stripeSubscriptionId;
      if (subscriptionId) {
        await callStripe(() => stripe.subscriptions.cancel(subscriptionId));
        cancelledSubscriptionId = subscriptionId;
      }
    }
    await setDomainPlan(trx, domain.id, target.id);
    if (billing.stripe) {
      const now = billing.ctx.clock();
      await saveSubscription(trx, domain.id, { stripeSubscriptionId: null, checkoutSessionId: null, pendingPlanId: null }, now);
    }
    await recordLog(trx, {
      domainId: domain.id,
      actorId: userId,
      action: 'subscription.changed',
      targetType: 'subscription',
      targetId: domain.id,
      targetName: target.planName,
      details: { from, to: target.id, ...(cancelledSubscriptionId ? { cancelledStripeSubscriptionId: cancelledSubscriptionId } : {}) },
    });
  });
}

/** The page Stripe Checkout returns to: the workspace's billing settings (spec §2). */
export function billingPageUrl(publicUrl: string, domainName: string, outcome: 'success' | 'cancelled'): string {
  return `${publicUrl}/${encodeURIComponent(domainName)}/settings/billing?checkout=${outcome}`;
}

/**
 * Stripe mode, paid plan: creates a Checkout Session for the plan's price and remembers it as the
 * workspace's pending change. The plan itself changes when `checkout.session.completed` arrives.
 */
async function startCheckout(
  billing: BillingContext,
  stripe: Stripe,
  domain: RequestDomain,
  userId: string,
  target: Plan,
  priceId: string,
): Promise<string> {
  const { db, config } = billing.ctx;
  await assertUsageFits(db, billing.ctx.usage, domain.id, target.id, billing.ctx.clock());
  const row = await findSubscription(db, domain.id);
  const metadata = { domainId: domain.id, planId: target.id };
  const session = await callStripe(() =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: priceId, quantity: 1 }],
      client_reference_id: domain.id,
      metadata,
      subscription_data: { metadata },
      ...(row?.stripeCustomerId ? { customer: row.stripeCustomerId } : {}),
      success_url: billingPageUrl(config.publicUrl, domain.name, 'success'),
      cancel_url: billingPageUrl(config.publicUrl, domain.name, 'cancelled'),
    }),
  );
  if (!session.url) throw new AppError('bad_gateway', 'The payment provider returned no checkout page. Please try again.');
  await db.transaction().execute(async (trx) => {
    await saveSubscription(trx, domain.id, { checkoutSessionId: session.id, pendingPlanId: target.id }, billing.ctx.clock());
    await recordLog(trx, {
      domainId: domain.id,
      actorId: userId,
      action: 'subscription.checkout_started',
      targetType: 'subscription',
      targetId: domain.id,
      targetName: target.planName,
      details: { planId: target.id, checkoutSessionId: session.id },
    });
  });
  return session.url;
}
