import { randomUUID } from 'node:crypto';
import { authPaths } from '@tessera/model';
import { planLimitMessage, workspacePaths as paths } from '@tessera/model/workspace-api';
import { describe, expect, it } from 'vitest';
import { bearer } from '../helpers/accounts.ts';
import { concurrentDatabases, testDatabases } from '../helpers/databases.ts';
import { type TestApp, useTestApp } from '../helpers/test-app.ts';
import { addToWorkspace, setPlan, signedInUser, type SignedIn } from '../helpers/workspaces.ts';

const FREE_ALLOWS_ONE = planLimitMessage('Free', 1, 'workspace', 'workspaces');

const create = (t: TestApp, user: SignedIn, name: string) =>
  t.inject({ method: 'POST', url: paths.createDomain, headers: bearer(user.token), payload: { name } });

const uniqueName = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

describe.each(testDatabases)("the Free plan's one workspace on %s", (kind) => {
  const t = useTestApp(kind);
  const domainsNamed = async (name: string) => (await t().db.selectFrom('domains').select('id').where('name', '=', name).execute()).length;
  const lastUsed = async (user: SignedIn) =>
    (await t().inject({ method: 'GET', url: authPaths.userInfo, headers: bearer(user.token) })).json().lastUsedDomainName;

  it('refuses a second Free workspace with the plan message and creates nothing', async () => {
    const ada = await signedInUser(t(), 'ws-free');
    const name = uniqueName('second');
    const response = await create(t(), ada, name);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({ code: 'plan_limit_reached', message: FREE_ALLOWS_ONE });
    expect(await domainsNamed(name)).toBe(0);
    expect(await lastUsed(ada)).toBe(ada.domainName);
    const memberships = await t().db.selectFrom('domainMembers').select('domainId').where('userId', '=', ada.userId).execute();
    expect(memberships).toEqual([{ domainId: ada.domainId }]);
  });

  it('lets a user whose own workspaces are all on paid plans create one Free workspace, and no second', async () => {
    const ada = await signedInUser(t(), 'ws-paid');
    await setPlan(t(), ada.domainId, 'standard');
    const first = uniqueName('first');
    const created = await create(t(), ada, first);
    expect(created.statusCode, created.body).toBe(201);
    const second = await create(t(), ada, uniqueName('second'));
    expect(second.statusCode).toBe(403);
    expect(second.json().error).toEqual({ code: 'plan_limit_reached', message: FREE_ALLOWS_ONE });

    // Moving the new one to a paid plan frees the Free allowance again.
    const firstId = (await t().db.selectFrom('domains').select('id').where('name', '=', first).executeTakeFirstOrThrow()).id;
    await setPlan(t(), firstId, 'pro');
    expect((await create(t(), ada, uniqueName('third'))).statusCode).toBe(201);
  });

  it("does not count workspaces the user was invited to, even as an owner, nor another user's", async () => {
    const ada = await signedInUser(t(), 'ws-invited');
    const host = await signedInUser(t(), 'ws-host');
    await setPlan(t(), ada.domainId, 'enterprise');
    await addToWorkspace(t(), host.domainId, ada, 'owner');
    expect((await create(t(), ada, uniqueName('own'))).statusCode).toBe(201);
    // The host's own Free workspace still counts for the host.
    expect((await create(t(), host, uniqueName('host'))).statusCode).toBe(403);
  });

  it('counts a Free workspace from before creators were recorded when the user owns it', async () => {
    const ada = await signedInUser(t(), 'ws-legacy');
    await setPlan(t(), ada.domainId, 'standard');
    const legacyId = randomUUID();
    await t().db.insertInto('domains').values({ id: legacyId, name: uniqueName('legacy'), createdAt: new Date(), createdBy: null }).execute();
    await addToWorkspace(t(), legacyId, ada, 'owner');
    const response = await create(t(), ada, uniqueName('after-legacy'));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(FREE_ALLOWS_ONE);
  });

  it('answers a taken name with 409 before the allowance', async () => {
    const ada = await signedInUser(t(), 'ws-taken');
    const response = await create(t(), ada, ada.domainName);
    expect(response.statusCode).toBe(409);
  });
});

describe.each(concurrentDatabases)('concurrent workspace creations on %s', (kind) => {
  const t = useTestApp(kind);

  it('two creations by one user with one Free workspace left: exactly one is created', async () => {
    for (let round = 0; round < 4; round += 1) {
      const ada = await signedInUser(t(), `ws-race-${round}`);
      await setPlan(t(), ada.domainId, 'standard');
      const names = [uniqueName('race-a'), uniqueName('race-b')];
      const responses = await Promise.all(names.map((name) => create(t(), ada, name)));
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 403]);
      const created = await t().db.selectFrom('domains').select('id').where('name', 'in', names).execute();
      expect(created).toHaveLength(1);
    }
  });
});
