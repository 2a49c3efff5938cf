import { randomUUID } from 'node:crypto';
import { assets, assetTypes } from '@tessera/catalog';
import { type Subscription, workspacePaths as paths } from '@tessera/model/workspace-api';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases.ts';
import { type TestApp, useTestApp } from '../helpers/test-app.ts';
import { type SignedIn as Member, scoped, signedInUser as signedIn } from '../helpers/workspaces.ts';

/** Adds `count` members of a resource type straight into the workspace (fast: no sign-up). */
async function addSeats(t: TestApp, domainId: string, count: number, resourceType: 'developer' | 'end_user' = 'developer') {
  for (let i = 0; i < count; i += 1) {
    const userId = randomUUID();
    await t.db
      .insertInto('users')
      .values({ id: userId, username: `seat-${userId}@example.com`, firstname: 'Seat', lastname: 'Holder', passwordHash: null, createdAt: new Date() })
      .execute();
    await t.db.insertInto('domainMembers').values({ domainId, userId, role: 'developer', resourceType, createdAt: new Date() }).execute();
  }
}

const as = (member: Member, domainName = member.domainName) => scoped(member, domainName);

describe.each(testDatabases)('subscription, self-hosted, on %s', (kind) => {
  const t = useTestApp(kind);

  const getSubscription = (headers: Record<string, string>) => t().inject({ method: 'GET', url: paths.subscription, headers });
  const change = (headers: Record<string, string>, payload: unknown) =>
    t().inject({ method: 'POST', url: paths.changeSubscription, headers, payload: payload as Record<string, unknown> });
  const planOf = async (domainId: string) =>
    (await t().db.selectFrom('domains').select('planId').where('id', '=', domainId).executeTakeFirstOrThrow()).planId;

  it('shows the plan, the billing mode and a meter for every countable and disk asset', async () => {
    const alice = await signedIn(t());
    await addSeats(t(), alice.domainId, 2, 'end_user');
    await t().inject({ method: 'POST', url: paths.projects, headers: as(alice), payload: { name: 'Phone', supportAndroid: true } });
    const response = await getSubscription(as(alice));
    expect(response.statusCode).toBe(200);
    const body: Subscription = response.json();
    expect(body).toMatchObject({
      planId: 'free',
      planName: 'Free',
      planPrice: 0,
      planPriceCurrency: 'USD',
      billingMode: 'self-hosted',
      pendingPlanId: null,
      canChange: true,
    });
    const metered = assets.filter((a) => a.assetType !== assetTypes.feature).map((a) => a.key);
    expect(body.usage.map((m) => m.key)).toEqual(metered);
    const meter = (key: string) => body.usage.find((m) => m.key === key);
    expect(meter('developer')).toMatchObject({ used: 1, limit: 1, assetName: 'Developer', assetType: 1 });
    expect(meter('endUser')).toMatchObject({ used: 2, limit: 10 });
    expect(meter('mobileApp')).toMatchObject({ used: 1, limit: 1 });
    expect(meter('screen')).toMatchObject({ used: 0, limit: 50 });
    expect(meter('diskCapacity')).toMatchObject({ used: 0, limit: 250, assetType: 3 });
    expect(meter('apiConnection')).toMatchObject({ limit: 0 });
  });

  it('shows a developer the plan but not the right to change it', async () => {
    const alice = await signedIn(t());
    const bob = await signedIn(t());
    await t().db.insertInto('domainMembers').values({ domainId: alice.domainId, userId: bob.userId, role: 'developer', resourceType: 'developer', createdAt: new Date() }).execute();
    const seen = await getSubscription(as(bob, alice.domainName));
    expect(seen.json()).toMatchObject({ planId: 'free', canChange: false });
    const refused = await change(as(bob, alice.domainName), { planId: 'pro' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
    expect(await planOf(alice.domainId)).toBe('free');
  });

  it('answers 401 without a token and 404 outside the caller’s workspaces', async () => {
    const alice = await signedIn(t());
    const bob = await signedIn(t());
    expect((await getSubscription({ domainname: alice.domainName })).statusCode).toBe(401);
    expect((await getSubscription(as(alice, bob.domainName))).statusCode).toBe(404);
    expect((await change(as(alice, bob.domainName), { planId: 'pro' })).statusCode).toBe(404);
    expect(await planOf(bob.domainId)).toBe('free');
  });

  it('changes the plan at once, logs it and answers the new subscription', async () => {
    const alice = await signedIn(t());
    const response = await change(as(alice), { planId: 'pro' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'changed', checkoutUrl: null, subscription: { planId: 'pro', planName: 'Pro', planPrice: 500 } });
    expect(await planOf(alice.domainId)).toBe('pro');
    const developerMeter = response.json().subscription.usage.find((m: { key: string }) => m.key === 'developer');
    expect(developerMeter.limit).toBeNull();
    const logs = await t().db.selectFrom('logs').selectAll().where('domainId', '=', alice.domainId).where('action', '=', 'subscription.changed').execute();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ actorId: alice.userId, actorName: alice.email, targetType: 'subscription', targetName: 'Pro', details: { from: 'free', to: 'pro' } });
    // No Stripe in this mode: no subscription row.
    expect(await t().db.selectFrom('subscriptions').selectAll().where('domainId', '=', alice.domainId).execute()).toEqual([]);
  });

  it('refuses an unknown plan (400), the current plan (409) and a bad body, changing nothing', async () => {
    const alice = await signedIn(t());
    const unknown = await change(as(alice), { planId: 'platinum' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toEqual({ code: 'validation_failed', message: 'planId: There is no plan "platinum".' });
    const same = await change(as(alice), { planId: 'free' });
    expect(same.statusCode).toBe(409);
    expect(same.json().error).toEqual({ code: 'conflict', message: 'The workspace is already on this plan.' });
    for (const payload of [{}, { planId: '' }, { planId: 42 }]) {
      const bad = await change(as(alice), payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toMatch(/^planId: /);
    }
    expect(await planOf(alice.domainId)).toBe('free');
  });

  it('refuses a downgrade the usage does not fit, naming the asset', async () => {
    const alice = await signedIn(t());
    await change(as(alice), { planId: 'standard' });
    await addSeats(t(), alice.domainId, 2);
    const refused = await change(as(alice), { planId: 'free' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'conflict',
      message: 'The Free plan allows 1 developer; the workspace has 3. Remove members first.',
    });
    expect(await planOf(alice.domainId)).toBe('standard');

    await change(as(alice), { planId: 'pro' });
    for (const name of ['Android app', 'iOS app']) {
      const created = await t().inject({ method: 'POST', url: paths.projects, headers: as(alice), payload: { name, supportAndroid: true } });
      expect(created.statusCode).toBe(201);
    }
    const mobile = await change(as(alice), { planId: 'standard' });
    expect(mobile.statusCode).toBe(409);
    expect(mobile.json().error.message).toBe('The Standard plan allows 1 mobile app; the workspace has 2. Delete mobile projects first.');
    expect(await planOf(alice.domainId)).toBe('pro');
    // Enterprise fits everything.
    expect((await change(as(alice), { planId: 'enterprise' })).json().status).toBe('changed');
  });

  it('has no Stripe webhook when Stripe is not configured', async () => {
    const response = await t().inject({
      method: 'POST',
      url: paths.stripeWebhook,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{"id":"evt_1"}',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('documents the billing routes in OpenAPI', async () => {
    const spec = (await t().inject({ method: 'GET', url: '/docs/openapi.json' })).json();
    expect(spec.paths[paths.subscription].get.responses['200']).toBeDefined();
    expect(spec.paths[paths.changeSubscription].post.responses['409']).toBeDefined();
    expect(spec.paths[paths.stripeWebhook].post).toBeDefined();
    expect(spec.paths[paths.plans].get.responses['200']).toBeDefined();
  });
});
