import { workspacePaths as paths } from '@tessera/model/workspace-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helpers/accounts.ts';
import { testDatabases } from '../helpers/databases.ts';
import { type FakeStripe, signedStripeEvent, startFakeStripe } from '../helpers/stripe-fake.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { type SignedIn as Member, scoped, signedInUser as signedIn } from '../helpers/workspaces.ts';

const WEBHOOK_SECRET = 'whsec_test_tessera';
const SECRET_KEY = 'sk_test_tessera';

const as = (member: Member) => scoped(member, member.domainName);

let events = 0;
const nextEventId = () => `evt_test_${(events += 1)}_${Date.now().toString(36)}`;

describe.each(testDatabases)('subscription through Stripe on %s', (kind) => {
  let stripe: FakeStripe;
  let app: TestApp;
  const t = () => app;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    app = await createTestApp(kind, {
      stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, priceIds: { pro: 'price_selfhosted_pro' }, apiBaseUrl: stripe.url },
    });
  });
  afterAll(async () => {
    await app?.close();
    await stripe?.close();
  });

  const change = (member: Member, planId: string) =>
    t().inject({ method: 'POST', url: paths.changeSubscription, headers: as(member), payload: { planId } });
  const deliver = (delivery: { payload: string; headers: Record<string, string> }) =>
    t().inject({ method: 'POST', url: paths.stripeWebhook, headers: delivery.headers, payload: delivery.payload });
  const planOf = async (domainId: string) =>
    (await t().db.selectFrom('domains').select('planId').where('id', '=', domainId).executeTakeFirstOrThrow()).planId;
  const subscriptionRow = (domainId: string) => t().db.selectFrom('subscriptions').selectAll().where('domainId', '=', domainId).executeTakeFirst();
  const subscriptionLogs = (domainId: string) =>
    t().db.selectFrom('logs').selectAll().where('domainId', '=', domainId).where('action', 'like', 'subscription.%').orderBy('id').execute();
  const completed = (member: Member, session: { id: string; planId: string; subscription: string; customer?: string }) =>
    signedStripeEvent(WEBHOOK_SECRET, {
      id: nextEventId(),
      type: 'checkout.session.completed',
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: member.domainId,
        metadata: { domainId: member.domainId, planId: session.planId },
        customer: session.customer ?? 'cus_test_1',
        subscription: session.subscription,
      },
    });
  /** Starts a checkout through the API and returns the session id Stripe gave it. */
  const startCheckout = async (member: Member, planId: string) => {
    const response = await change(member, planId);
    expect(response.statusCode, response.body).toBe(200);
    return (await subscriptionRow(member.domainId))!.checkoutSessionId!;
  };

  it('starts a Checkout Session for a paid plan and changes nothing until the webhook', async () => {
    const alice = await signedIn(t());
    const before = stripe.requests.length;
    const response = await change(alice, 'standard');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.status).toBe('checkout');
    expect(body.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
    expect(body.subscription).toMatchObject({ planId: 'free', billingMode: 'stripe', pendingPlanId: 'standard', canChange: true });
    expect(await planOf(alice.domainId)).toBe('free');

    const sent = stripe.requests.slice(before);
    expect(sent).toHaveLength(1);
    const billingPage = `http://tessera.test/${alice.domainName}/settings/billing`;
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      authorization: `Bearer ${SECRET_KEY}`,
      form: {
        mode: 'subscription',
        'line_items[0][price]': 'price_tessera_standard_monthly',
        'line_items[0][quantity]': '1',
        client_reference_id: alice.domainId,
        'metadata[domainId]': alice.domainId,
        'metadata[planId]': 'standard',
        success_url: `${billingPage}?checkout=success`,
        cancel_url: `${billingPage}?checkout=cancelled`,
      },
    });
    const row = await subscriptionRow(alice.domainId);
    expect(row).toMatchObject({ pendingPlanId: 'standard', checkoutSessionId: body.checkoutUrl.split('/').at(-1), stripeSubscriptionId: null });
    const logs = await subscriptionLogs(alice.domainId);
    expect(logs.map((l) => [l.action, l.actorName])).toEqual([['subscription.checkout_started', alice.email]]);
  });

  it('sells a plan at the configured price id override', async () => {
    const alice = await signedIn(t());
    await change(alice, 'pro');
    expect(stripe.requests.at(-1)!.form['line_items[0][price]']).toBe('price_selfhosted_pro');
    const plans = (await t().inject({ method: 'GET', url: paths.plans, headers: bearer(alice.token) })).json().plans;
    expect(plans.find((p: { id: string }) => p.id === 'pro').stripeId).toBe('price_selfhosted_pro');
  });

  it('applies the paid plan when checkout.session.completed arrives, once per event', async () => {
    const alice = await signedIn(t());
    const sessionId = await startCheckout(alice, 'standard');
    const delivery = completed(alice, { id: sessionId, planId: 'standard', subscription: 'sub_test_a', customer: 'cus_test_a' });
    const response = await deliver(delivery);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await planOf(alice.domainId)).toBe('standard');
    expect(await subscriptionRow(alice.domainId)).toMatchObject({
      stripeCustomerId: 'cus_test_a',
      stripeSubscriptionId: 'sub_test_a',
      checkoutSessionId: null,
      pendingPlanId: null,
    });
    const logs = await subscriptionLogs(alice.domainId);
    expect(logs.at(-1)).toMatchObject({
      action: 'subscription.changed',
      actorId: null,
      actorName: 'Stripe',
      targetName: 'Standard',
      details: { from: 'free', to: 'standard', checkoutSessionId: sessionId, stripeSubscriptionId: 'sub_test_a' },
    });
    const subscription = (await t().inject({ method: 'GET', url: paths.subscription, headers: as(alice) })).json();
    expect(subscription).toMatchObject({ planId: 'standard', pendingPlanId: null, billingMode: 'stripe' });

    // Stripe delivers again: nothing is applied twice (the plan an owner set meanwhile stays).
    await t().db.updateTable('domains').set({ planId: 'enterprise' }).where('id', '=', alice.domainId).execute();
    const again = await deliver(delivery);
    expect(again.statusCode).toBe(200);
    expect(await planOf(alice.domainId)).toBe('enterprise');
    expect(await subscriptionLogs(alice.domainId)).toHaveLength(logs.length);
  });

  it('refuses a missing, forged, tampered, foreign or stale signature with 400 invalid_signature', async () => {
    const alice = await signedIn(t());
    const sessionId = await startCheckout(alice, 'pro');
    const good = completed(alice, { id: sessionId, planId: 'pro', subscription: 'sub_test_forged' });
    const foreign = signedStripeEvent('whsec_someone_else', { id: nextEventId(), type: 'checkout.session.completed', object: JSON.parse(good.payload).data.object });
    const stale = signedStripeEvent(WEBHOOK_SECRET, { id: nextEventId(), type: 'checkout.session.completed', object: JSON.parse(good.payload).data.object }, {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const { 'stripe-signature': _dropped, ...unsigned } = good.headers;
    const deliveries = [
      { payload: good.payload, headers: unsigned },
      { payload: good.payload, headers: { ...good.headers, 'stripe-signature': 't=1,v1=deadbeef' } },
      { payload: good.payload.replace('"pro"', '"enterprise"'), headers: good.headers },
      { payload: `${good.payload} `, headers: good.headers },
      foreign,
      stale,
    ];
    for (const delivery of deliveries) {
      const response = await deliver(delivery);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_signature');
    }
    expect(await planOf(alice.domainId)).toBe('free');
    expect(await t().db.selectFrom('stripeEvents').select('id').where('id', '=', JSON.parse(good.payload).id).execute()).toEqual([]);
    // The genuine delivery still works afterwards.
    expect((await deliver(good)).statusCode).toBe(200);
    expect(await planOf(alice.domainId)).toBe('pro');
  });

  it('cancels the replaced subscription when a paid plan changes through a second checkout', async () => {
    const alice = await signedIn(t());
    await deliver(completed(alice, { id: await startCheckout(alice, 'standard'), planId: 'standard', subscription: 'sub_test_old' }));
    const second = await startCheckout(alice, 'pro');
    expect(stripe.requests.at(-1)!.form.customer).toBe('cus_test_1');
    const before = stripe.requests.length;
    await deliver(completed(alice, { id: second, planId: 'pro', subscription: 'sub_test_new' }));
    expect(await planOf(alice.domainId)).toBe('pro');
    expect(stripe.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /v1/subscriptions/sub_test_old']);
    expect((await subscriptionRow(alice.domainId))!.stripeSubscriptionId).toBe('sub_test_new');
    // Stripe then reports the old one deleted: not the workspace's subscription any more, ignored.
    await deliver(signedStripeEvent(WEBHOOK_SECRET, { id: nextEventId(), type: 'customer.subscription.deleted', object: { id: 'sub_test_old', object: 'subscription', status: 'canceled' } }));
    expect(await planOf(alice.domainId)).toBe('pro');
  });

  it('applies only the checkout the workspace is waiting for: an older session arriving late changes nothing', async () => {
    const alice = await signedIn(t());
    const s1 = await startCheckout(alice, 'standard');
    const s2 = await startCheckout(alice, 'pro');
    expect(s2).not.toBe(s1);
    expect((await deliver(completed(alice, { id: s2, planId: 'pro', subscription: 'sub_test_s2' }))).statusCode).toBe(200);
    expect(await planOf(alice.domainId)).toBe('pro');
    const before = stripe.requests.length;
    const late = completed(alice, { id: s1, planId: 'standard', subscription: 'sub_test_s1' });
    const response = await deliver(late);
    expect(response.statusCode, response.body).toBe(200);
    expect(await planOf(alice.domainId)).toBe('pro');
    expect(await subscriptionRow(alice.domainId)).toMatchObject({ stripeSubscriptionId: 'sub_test_s2', checkoutSessionId: null, pendingPlanId: null });
    // Neither s2's subscription nor anything else is cancelled.
    expect(stripe.requests.slice(before)).toEqual([]);
    // Recorded once, for an operator to refund.
    expect(await t().db.selectFrom('stripeEvents').select('id').where('id', '=', JSON.parse(late.payload).id).execute()).toHaveLength(1);
    const logs = await subscriptionLogs(alice.domainId);
    expect(logs.at(-1)).toMatchObject({
      action: 'subscription.checkout_ignored',
      actorName: 'Stripe',
      targetName: 'Standard',
      details: { planId: 'standard', checkoutSessionId: s1, stripeSubscriptionId: 'sub_test_s1', expectedCheckoutSessionId: null },
    });
    expect((await deliver(late)).statusCode).toBe(200);
    expect(await subscriptionLogs(alice.domainId)).toHaveLength(logs.length);
  });

  it('ignores a session completed while a newer checkout is pending, then applies the newer one', async () => {
    const alice = await signedIn(t());
    const s1 = await startCheckout(alice, 'standard');
    const s2 = await startCheckout(alice, 'pro');
    await deliver(completed(alice, { id: s1, planId: 'standard', subscription: 'sub_test_first' }));
    expect(await planOf(alice.domainId)).toBe('free');
    expect(await subscriptionRow(alice.domainId)).toMatchObject({ checkoutSessionId: s2, pendingPlanId: 'pro', stripeSubscriptionId: null });
    expect((await subscriptionLogs(alice.domainId)).at(-1)).toMatchObject({ action: 'subscription.checkout_ignored', details: { expectedCheckoutSessionId: s2 } });
    await deliver(completed(alice, { id: s2, planId: 'pro', subscription: 'sub_test_second' }));
    expect(await planOf(alice.domainId)).toBe('pro');
  });

  it('applies a paid plan the usage outgrew while its checkout was pending, and records it for an operator', async () => {
    const alice = await signedIn(t());
    await deliver(completed(alice, { id: await startCheckout(alice, 'pro'), planId: 'pro', subscription: 'sub_test_pro' }));
    const phone = (name: string) => t().inject({ method: 'POST', url: paths.projects, headers: as(alice), payload: { name, supportIOS: true } });
    expect((await phone('First phone app')).statusCode).toBe(201);
    const downgrade = await startCheckout(alice, 'standard'); // fits now: Standard allows 1 mobile app
    expect((await phone('Second phone app')).statusCode).toBe(201); // still on Pro
    const response = await deliver(completed(alice, { id: downgrade, planId: 'standard', subscription: 'sub_test_std' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(await planOf(alice.domainId)).toBe('standard'); // paid for: applied
    const logs = await subscriptionLogs(alice.domainId);
    expect(logs.slice(-2).map((l) => l.action)).toEqual(['subscription.changed', 'subscription.over_allowance']);
    expect(logs.at(-1)).toMatchObject({
      actorName: 'Stripe',
      targetName: 'Standard',
      details: { planId: 'standard', assets: [expect.objectContaining({ key: 'mobileApp', used: 2, limit: 1 })] },
    });
    // The allowance check refuses further additions.
    const third = await phone('Third phone app');
    expect(third.statusCode).toBe(403);
    expect(third.json().error.code).toBe('plan_limit_reached');
  });

  it('goes back to Free when Stripe deletes the workspace’s subscription', async () => {
    const alice = await signedIn(t());
    await deliver(completed(alice, { id: await startCheckout(alice, 'pro'), planId: 'pro', subscription: 'sub_test_ends' }));
    expect(await planOf(alice.domainId)).toBe('pro');
    const deleted = signedStripeEvent(WEBHOOK_SECRET, {
      id: nextEventId(),
      type: 'customer.subscription.deleted',
      object: { id: 'sub_test_ends', object: 'subscription', status: 'canceled' },
    });
    expect((await deliver(deleted)).statusCode).toBe(200);
    expect(await planOf(alice.domainId)).toBe('free');
    expect((await subscriptionRow(alice.domainId))!.stripeSubscriptionId).toBeNull();
    expect((await subscriptionLogs(alice.domainId)).at(-1)).toMatchObject({
      actorName: 'Stripe',
      details: { from: 'pro', to: 'free', reason: 'stripe_subscription_deleted', stripeSubscriptionId: 'sub_test_ends' },
    });
  });

  it('downgrades to Free at once, cancelling the Stripe subscription first', async () => {
    const alice = await signedIn(t());
    await deliver(completed(alice, { id: await startCheckout(alice, 'standard'), planId: 'standard', subscription: 'sub_test_cancel' }));
    const before = stripe.requests.length;
    const response = await change(alice, 'free');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'changed', checkoutUrl: null, subscription: { planId: 'free' } });
    expect(stripe.requests.slice(before).map((r) => `${r.method} ${r.path} ${r.authorization}`)).toEqual([
      `DELETE /v1/subscriptions/sub_test_cancel Bearer ${SECRET_KEY}`,
    ]);
    expect((await subscriptionRow(alice.domainId))!.stripeSubscriptionId).toBeNull();
    expect((await subscriptionLogs(alice.domainId)).at(-1)).toMatchObject({
      actorName: alice.email,
      details: { from: 'standard', to: 'free', cancelledStripeSubscriptionId: 'sub_test_cancel' },
    });
  });

  it('changes nothing when Stripe refuses, answering 502', async () => {
    const alice = await signedIn(t());
    stripe.failNext(500, 2);
    const response = await change(alice, 'pro');
    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe('bad_gateway');
    expect(await subscriptionRow(alice.domainId)).toBeUndefined();

    await deliver(completed(alice, { id: await startCheckout(alice, 'standard'), planId: 'standard', subscription: 'sub_test_kept' }));
    stripe.failNext(400);
    const downgrade = await change(alice, 'free');
    expect(downgrade.statusCode).toBe(502);
    expect(await planOf(alice.domainId)).toBe('standard');
  });

  it('refuses a downgrade the usage does not fit before calling Stripe', async () => {
    const alice = await signedIn(t());
    await deliver(completed(alice, { id: await startCheckout(alice, 'pro'), planId: 'pro', subscription: 'sub_test_fits' }));
    for (const name of ['First phone app', 'Second phone app']) {
      expect((await t().inject({ method: 'POST', url: paths.projects, headers: as(alice), payload: { name, supportIOS: true } })).statusCode).toBe(201);
    }
    const before = stripe.requests.length;
    for (const planId of ['standard', 'free']) {
      const response = await change(alice, planId);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toContain('allows 1 mobile app; the workspace has 2.');
    }
    expect(stripe.requests.length).toBe(before);
    expect(await planOf(alice.domainId)).toBe('pro');
  });

  it('takes only a JSON body within its size limit', async () => {
    const alice = await signedIn(t());
    const good = completed(alice, { id: 'cs_size', planId: 'pro', subscription: 'sub_size' });
    const text = await deliver({ payload: good.payload, headers: { ...good.headers, 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    const huge = await deliver({ payload: JSON.stringify({ filler: 'x'.repeat(300 * 1024) }), headers: good.headers });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('payload_too_large');
    const empty = await deliver({ payload: '', headers: good.headers });
    expect(empty.statusCode).toBe(400);
    expect(await planOf(alice.domainId)).toBe('free');
  });

  it('acknowledges events it does not handle and sessions that are not its own', async () => {
    const alice = await signedIn(t());
    const other = signedStripeEvent(WEBHOOK_SECRET, { id: nextEventId(), type: 'invoice.paid', object: { id: 'in_1', object: 'invoice' } });
    expect((await deliver(other)).statusCode).toBe(200);
    const foreignSession = signedStripeEvent(WEBHOOK_SECRET, {
      id: nextEventId(),
      type: 'checkout.session.completed',
      object: { id: 'cs_other', object: 'checkout.session', mode: 'payment', payment_status: 'paid', client_reference_id: alice.domainId, metadata: {} },
    });
    expect((await deliver(foreignSession)).statusCode).toBe(200);
    const unpaid = completed(alice, { id: 'cs_async', planId: 'pro', subscription: 'sub_async' });
    const unpaidPayload = unpaid.payload.replace('"payment_status":"paid"', '"payment_status":"unpaid"');
    const unpaidDelivery = signedStripeEvent(WEBHOOK_SECRET, { id: nextEventId(), type: 'checkout.session.completed', object: JSON.parse(unpaidPayload).data.object });
    expect((await deliver(unpaidDelivery)).statusCode).toBe(200);
    expect(await planOf(alice.domainId)).toBe('free');
  });
});
