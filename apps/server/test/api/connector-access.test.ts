import { connectorPaths } from '@tessera/model/connectors';
import { fillPath, workspacePaths } from '@tessera/model/workspace-api';
import { describe, expect, it } from 'vitest';
import { DEVELOPER_SEAT_MESSAGE } from '../../src/plugins/auth.ts';
import { connectorClient, countConnectors, newSecretsKey, postgresBody, restBody, secretText, withSecretsKey } from '../helpers/connectors.ts';
import { concurrentDatabases, testDatabases } from '../helpers/databases.ts';
import { type TestApp, useTestApp } from '../helpers/test-app.ts';
import { addToWorkspace, scoped, setPlan, signedInUser } from '../helpers/workspaces.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Every connectors route, with a body that would succeed for a member (destructive last). */
const routes: { method: Method; path: keyof typeof connectorPaths; payload?: () => Record<string, unknown>; memberStatus: number }[] = [
  { method: 'GET', path: 'connectors', memberStatus: 200 },
  { method: 'GET', path: 'connector', memberStatus: 200 },
  { method: 'POST', path: 'connectors', payload: () => postgresBody(`Created ${secretText('n').slice(-8)}`), memberStatus: 201 },
  { method: 'PATCH', path: 'connector', payload: () => ({ kind: 'postgres', name: 'Renamed', settings: { host: 'evil.example.com', database: 'x', user: 'x', password: null } }), memberStatus: 200 },
  { method: 'DELETE', path: 'connector', memberStatus: 204 },
];

/** Workspace A's connector rows, as comparable data. */
async function rowsOf(t: TestApp, domainId: string) {
  return JSON.parse(JSON.stringify(await t.db.selectFrom('connectors').selectAll().where('domainId', '=', domainId).orderBy('id').execute()));
}

const notIncluded = (plan: string, asset: string) => `The ${plan} plan does not include ${asset}. Change the plan in Settings › Billing to use it.`;
const more = (plan: string, limit: string) => `The ${plan} plan allows ${limit}. Change the plan in Settings › Billing to add more.`;

describe.each(testDatabases)('connectors access on %s', (kind) => {
  const t = useTestApp(kind, withSecretsKey(newSecretsKey()));
  const client = connectorClient(t);

  it('covers every connectors path', () => {
    expect([...new Set(routes.map((route) => route.path))].sort()).toEqual(Object.keys(connectorPaths).sort());
  });

  it("gives a user of another workspace 404 on every route for A's connector, whichever workspace they name, and changes nothing", async () => {
    const ownerA = await signedInUser(t(), 'conn.a');
    const userB = await signedInUser(t(), 'conn.b');
    await setPlan(t(), ownerA.domainId, 'pro');
    await setPlan(t(), userB.domainId, 'pro');
    const password = secretText('a-password');
    const connectorA = (await client.create(scoped(ownerA, ownerA.domainName), postgresBody('A database', password))).json();
    const before = await rowsOf(t(), ownerA.domainId);

    for (const route of routes) {
      const url = fillPath(connectorPaths[route.path], { connectorId: connectorA.id });
      // Naming A's workspace: B is no member of it.
      const asA = await t().inject({ method: route.method, url, headers: scoped(userB, ownerA.domainName), ...(route.payload ? { payload: route.payload() } : {}) });
      expect(asA.statusCode, `${route.method} ${url} in A`).toBe(404);
      expect(asA.body).not.toContain(password);
      // Naming B's own workspace: A's connector is not one of it (the list route just lists B's).
      if (route.path === 'connector') {
        const asB = await t().inject({ method: route.method, url, headers: scoped(userB, userB.domainName), ...(route.payload ? { payload: route.payload() } : {}) });
        expect(asB.statusCode, `${route.method} ${url} in B`).toBe(404);
        expect(asB.json().error).toEqual({ code: 'not_found', message: 'Connector not found.' });
      }
    }
    const listB = await client.list(scoped(userB, userB.domainName));
    expect(listB.json().connectors.map((c: { id: string }) => c.id)).not.toContain(connectorA.id);
    expect(await rowsOf(t(), ownerA.domainId)).toEqual(before);

    // A's owner gets through on every route: the routes exist and the cases above were refusals.
    for (const route of routes) {
      const url = fillPath(connectorPaths[route.path], { connectorId: connectorA.id });
      const response = await t().inject({ method: route.method, url, headers: scoped(ownerA, ownerA.domainName), ...(route.payload ? { payload: route.payload() } : {}) });
      expect(response.statusCode, `${route.method} ${url}: ${response.body}`).toBe(route.memberStatus);
    }
  });

  it('refuses every route, reads included, to a member without a Developer seat (403), and changes nothing', async () => {
    const owner = await signedInUser(t(), 'conn.owner');
    const endUser = await signedInUser(t(), 'conn.enduser');
    await setPlan(t(), owner.domainId, 'pro');
    await addToWorkspace(t(), owner.domainId, endUser, 'developer', 'end_user');
    const connector = (await client.create(scoped(owner, owner.domainName), postgresBody('Seat test', secretText('seat')))).json();
    const before = await rowsOf(t(), owner.domainId);
    for (const route of routes) {
      const url = fillPath(connectorPaths[route.path], { connectorId: connector.id });
      const response = await t().inject({ method: route.method, url, headers: scoped(endUser, owner.domainName), ...(route.payload ? { payload: route.payload() } : {}) });
      expect(response.statusCode, `${route.method} ${url}`).toBe(403);
      expect(response.json().error).toEqual({ code: 'forbidden', message: DEVELOPER_SEAT_MESSAGE });
    }
    expect(await rowsOf(t(), owner.domainId)).toEqual(before);
    // A developer seat that is not an owner may do everything.
    const developer = await signedInUser(t(), 'conn.dev');
    await addToWorkspace(t(), owner.domainId, developer, 'developer', 'developer');
    expect((await client.get(scoped(developer, owner.domainName), connector.id)).statusCode).toBe(200);
    expect((await client.update(scoped(developer, owner.domainName), connector.id, { kind: 'postgres', name: 'By a developer' })).statusCode).toBe(200);
  });

  it('refuses an anonymous caller (401)', async () => {
    const owner = await signedInUser(t(), 'conn.anon');
    for (const route of routes) {
      const url = fillPath(connectorPaths[route.path], { connectorId: '00000000-0000-4000-8000-000000000000' });
      const response = await t().inject({ method: route.method, url, headers: { domainname: owner.domainName }, ...(route.payload ? { payload: route.payload() } : {}) });
      expect(response.statusCode).toBe(401);
    }
  });

  describe("the plan's API Connection allowance counts REST connectors", () => {
    const rest = (name: string) => restBody(name, { token: secretText('token'), header: secretText('header') });

    it('Free includes none: a REST connector is refused with the plan message, a SQL one is not counted', async () => {
      const owner = await signedInUser(t(), 'conn.free');
      const headers = scoped(owner, owner.domainName);
      const refused = await client.create(headers, rest('Billing API'));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toEqual({ code: 'plan_limit_reached', message: notIncluded('Free', 'API Connection') });
      expect(await countConnectors(t(), owner.domainId)).toBe(0);
      expect((await client.create(headers, postgresBody('Warehouse'))).statusCode).toBe(201);
      expect((await client.create(headers, postgresBody('Second warehouse'))).statusCode).toBe(201);
    });

    it('Standard includes one; Pro and Enterprise have no limit; the subscription meter counts them', async () => {
      const owner = await signedInUser(t(), 'conn.standard');
      const headers = scoped(owner, owner.domainName);
      await setPlan(t(), owner.domainId, 'standard');
      expect((await client.create(headers, postgresBody('Not counted'))).statusCode).toBe(201);
      expect((await client.create(headers, rest('First API'))).statusCode).toBe(201);
      const second = await client.create(headers, rest('Second API'));
      expect(second.statusCode).toBe(403);
      expect(second.json().error).toEqual({ code: 'plan_limit_reached', message: more('Standard', '1 API connection') });
      const meter = (await t().inject({ method: 'GET', url: workspacePaths.subscription, headers })).json().usage.find((m: { key: string }) => m.key === 'apiConnection');
      expect(meter).toMatchObject({ used: 1, limit: 1 });
      for (const plan of ['pro', 'enterprise']) {
        await setPlan(t(), owner.domainId, plan);
        expect((await client.create(headers, rest(`API on ${plan}`))).statusCode).toBe(201);
      }
      expect(await countConnectors(t(), owner.domainId)).toBe(4);
      // Three REST connectors do not fit Standard: the downgrade is refused, naming them.
      const downgrade = await t().inject({ method: 'POST', url: workspacePaths.changeSubscription, headers, payload: { planId: 'standard' } });
      expect(downgrade.statusCode).toBe(409);
      expect(downgrade.json().error.message).toBe('The Standard plan allows 1 API connection; the workspace has 3. Delete REST connectors first.');
    });
  });
});

describe.each(concurrentDatabases)('connectors under concurrent creation on %s', (kind) => {
  const t = useTestApp(kind, withSecretsKey(newSecretsKey()));
  const client = connectorClient(t);

  it("lets only one of several simultaneous REST connectors take Standard's one API connection", async () => {
    const owner = await signedInUser(t(), 'conn.race');
    await setPlan(t(), owner.domainId, 'standard');
    const headers = scoped(owner, owner.domainName);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => client.create(headers, restBody(`Racing API ${i}`, { token: secretText('race'), header: secretText('race') }))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403, 403, 403, 403, 403]);
    expect(await countConnectors(t(), owner.domainId)).toBe(1);
  });
});
