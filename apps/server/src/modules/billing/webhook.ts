import { DEFAULT_PLAN_ID, findPlan, type PlanId } from '@tessera/catalog';
import type Stripe from 'stripe';
import type { Db } from '../../db/database.ts';
import { AppError, NotFoundError } from '../../errors/app-error.ts';
import { findDomainPlanId, lockDomainForAllowance } from '../plans/allowances.ts';
import { type AssetOverAllowance, findAssetsOverAllowance } from '../plans/usage.ts';
import type { UsageCounters } from '../../extension-points.ts';
import {
  domainExists,
  findSubscription,
  findSubscriptionByStripeId,
  insertStripeEvent,
  recordStripeLog,
  saveSubscription,
  setDomainPlan,
} from './queries.ts';
import type { BillingContext } from './subscription.ts';

/** Webhook bodies Stripe sends are a few KB; this leaves room without inviting floods. */
export const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * POST /api/billing/stripe/webhook. Verifies the signature over the exact bytes received, then
 * applies the event once (its id is stored in `stripe_events` in the same transaction, so a
 * redelivery or a concurrent duplicate changes nothing). Handled: `checkout.session.completed`
 * and `checkout.session.async_payment_succeeded` (apply the paid plan), and
 * `customer.subscription.deleted` (back to Free). Other types are acknowledged and ignored.
 */
export async function handleStripeWebhook(billing: BillingContext, rawBody: Buffer, signature: string | undefined): Promise<void> {
  const { ctx, stripe } = billing;
  if (!stripe || !ctx.config.stripe) throw new NotFoundError();
  const now = ctx.clock();
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', ctx.config.stripe.webhookSecret, undefined, undefined, now.getTime());
  } catch (error) {
    throw new AppError('invalid_signature', 'The Stripe-Signature header does not match the body.', { cause: error });
  }

  let outcome: WebhookOutcome | null = null;
  await ctx.db.transaction().execute(async (trx) => {
    const handled = handledTypes.has(event.type);
    if (!handled || !(await insertStripeEvent(trx, { id: event.id, type: event.type, receivedAt: now }))) return;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        outcome = await applyCheckout(trx, ctx.usage, event.data.object, now);
        break;
      case 'customer.subscription.deleted':
        outcome = await applySubscriptionDeleted(trx, ctx.usage, event.data.object, now);
        break;
      default:
        break;
    }
  });
  // Assigned inside the transaction callback, which TypeScript does not follow.
  const result = outcome as WebhookOutcome | null;
  if (!result) return;
  if (result.overAllowance) {
    ctx.log.warn(
      { stripeEventId: event.id, ...result.overAllowance },
      'the plan Stripe applied is below the workspace’s usage; further additions are refused until it fits',
    );
  }
  if (result.ignored) {
    ctx.log.warn(
      { stripeEventId: event.id, ...result.ignored },
      'a paid Stripe checkout that is not the workspace’s pending one was not applied; refund it in Stripe',
    );
  }

  // A paid-to-paid change went through a second Checkout: the old subscription must not keep
  // billing. After the commit (the new plan stands either way); a failure is logged for an operator.
  if (result.replacedSubscriptionId) {
    const id = result.replacedSubscriptionId;
    await stripe.subscriptions.cancel(id).catch((error: unknown) => {
      ctx.log.error({ err: error, stripeSubscriptionId: id }, 'could not cancel the replaced Stripe subscription');
    });
  }
}

/** What applying an event left to do after the commit. */
interface WebhookOutcome {
  /** The workspace's previous subscription, replaced by this checkout's: cancel it. */
  replacedSubscriptionId: string | null;
  /** The plan applied, whose allowances the workspace's usage exceeds: warn an operator. */
  overAllowance?: { domainId: string; planId: string; assets: AssetOverAllowance[] };
  /** A paid session that was not applied (not the pending one): warn an operator. */
  ignored?: { domainId: string; checkoutSessionId: string; expectedCheckoutSessionId: string | null; stripeSubscriptionId: string | null };
}

const handledTypes = new Set<string>(['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'customer.subscription.deleted']);

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * A completed (and paid) subscription checkout: the workspace moves to the plan it paid for and
 * keeps the customer and subscription ids. Only the session the workspace is waiting for
 * (`subscriptions.checkout_session_id`) is applied: an older or out-of-order one changes neither
 * the plan nor the current subscription, and is written to the audit log
 * (`subscription.checkout_ignored`) so an operator can refund it. Returns the workspace's previous
 * subscription id when this checkout replaced it. Sessions that are not ours or not paid yet are
 * ignored.
 */
async function applyCheckout(db: Db, usage: UsageCounters, session: Stripe.Checkout.Session, now: Date): Promise<WebhookOutcome | null> {
  const domainId = session.client_reference_id ?? session.metadata?.domainId;
  const plan = findPlan(session.metadata?.planId ?? '');
  if (session.mode !== 'subscription' || !domainId || !plan) return null;
  if (session.payment_status === 'unpaid') return null; // an async payment method: wait for async_payment_succeeded
  if (!(await domainExists(db, domainId))) return null;
  await lockDomainForAllowance(db, domainId);
  const previous = await findSubscription(db, domainId);
  const subscriptionId = idOf(session.subscription);
  const expected = previous?.checkoutSessionId ?? null;
  if (expected !== session.id) {
    const ignored = { domainId, checkoutSessionId: session.id, expectedCheckoutSessionId: expected, stripeSubscriptionId: subscriptionId };
    await recordStripeLog(db, {
      domainId,
      action: 'subscription.checkout_ignored',
      targetName: plan.planName,
      details: { planId: plan.id, checkoutSessionId: session.id, stripeSubscriptionId: subscriptionId, expectedCheckoutSessionId: expected },
    });
    return { replacedSubscriptionId: null, ignored };
  }
  const from = await findDomainPlanId(db, domainId);
  await setDomainPlan(db, domainId, plan.id);
  await saveSubscription(
    db,
    domainId,
    {
      stripeCustomerId: idOf(session.customer) ?? previous?.stripeCustomerId ?? null,
      stripeSubscriptionId: subscriptionId,
      checkoutSessionId: null,
      pendingPlanId: null,
    },
    now,
  );
  await recordStripeLog(db, {
    domainId,
    action: 'subscription.changed',
    targetName: plan.planName,
    details: { from, to: plan.id, checkoutSessionId: session.id, stripeSubscriptionId: subscriptionId },
  });
  const overAllowance = await recordOverAllowance(db, usage, domainId, plan.id, now);
  const replaced = previous?.stripeSubscriptionId;
  return { replacedSubscriptionId: replaced && replaced !== subscriptionId ? replaced : null, ...(overAllowance ? { overAllowance } : {}) };
}

/**
 * The workspace's current Stripe subscription ended (cancelled in Stripe's dashboard, unpaid…):
 * back to Free. Events about other subscriptions (one Tessera replaced or cancelled itself) are
 * ignored.
 */
async function applySubscriptionDeleted(db: Db, usage: UsageCounters, subscription: Stripe.Subscription, now: Date): Promise<WebhookOutcome | null> {
  const row = await findSubscriptionByStripeId(db, subscription.id);
  if (!row) return null;
  await lockDomainForAllowance(db, row.domainId);
  const from = await findDomainPlanId(db, row.domainId);
  await setDomainPlan(db, row.domainId, DEFAULT_PLAN_ID);
  await saveSubscription(db, row.domainId, { stripeSubscriptionId: null }, now);
  await recordStripeLog(db, {
    domainId: row.domainId,
    action: 'subscription.changed',
    targetName: findPlan(DEFAULT_PLAN_ID)!.planName,
    details: { from, to: DEFAULT_PLAN_ID, reason: 'stripe_subscription_deleted', stripeSubscriptionId: subscription.id },
  });
  const overAllowance = await recordOverAllowance(db, usage, row.domainId, DEFAULT_PLAN_ID, now);
  return { replacedSubscriptionId: null, ...(overAllowance ? { overAllowance } : {}) };
}

/**
 * A plan applied from a webhook is applied even when the workspace's usage is above its
 * allowances (the customer paid for it, or Stripe ended the subscription): the assets over the
 * limit go to the audit log (`subscription.over_allowance`), and the allowance checks refuse
 * further additions until the usage fits. Called under the allowance lock, after the change.
 */
async function recordOverAllowance(db: Db, usage: UsageCounters, domainId: string, planId: PlanId, now: Date): Promise<WebhookOutcome['overAllowance'] | null> {
  const assets = await findAssetsOverAllowance(db, usage, domainId, planId, now);
  if (assets.length === 0) return null;
  await recordStripeLog(db, {
    domainId,
    action: 'subscription.over_allowance',
    targetName: findPlan(planId)!.planName,
    details: { planId, assets },
  });
  return { domainId, planId, assets };
}
