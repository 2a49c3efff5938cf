import { endUserMessages } from '@tessera/model/end-users';
import { planLimitMessage, type Subscription } from '@tessera/model/workspace-api';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../helpers/accounts.ts';
import { concurrentDatabases, testDatabases } from '../helpers/databases.ts';
import { appAccounts } from '../helpers/end-users.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { addToWorkspace, scoped, setPlan, signedInUser } from '../helpers/workspaces.ts';

const FREE_LIMIT_MESSAGE = planLimitMessage('Free', 10, 'end user', 'end users');

/** A new builder's workspace (Free plan) with two projects. */
async function workspaceWithProjects(t: TestApp) {
  const builder = await signedInUser(t, 'allowance');
  const project = async (name: string) => {
    const created = await t.inject({ method: 'POST', url: '/api/projects', headers: scoped(builder, builder.domainName), payload: { name } });
    expect(created.statusCode).toBe(201);
    return (created.json() as { id: string }).id;
  };
  return { builder, first: await project('first app'), second: await project('second app') };
}

const liveCount = async (t: TestApp, projectIds: string[]) =>
  Number((await t.db.selectFrom('endUsers').select((eb) => eb.fn.countAll<string>().as('n')).where('projectId', 'in', projectIds).where('environment', '=', 'live').executeTakeFirstOrThrow()).n);

describe.each(testDatabases)('the End User allowance on %s', (kind) => {
  const t = useTestApp(kind);

  it('counts live end users of every project of the workspace and end-user seats, and refuses past the plan with its message', async () => {
    const { builder, first, second } = await workspaceWithProjects(t());
    // One end-user seat of the workspace takes one of the Free plan's 10.
    await addToWorkspace(t(), builder.domainId, await signedInUser(t(), 'seat'), 'developer', 'end_user');
    for (let i = 0; i < 5; i += 1) expect((await appAccounts(t, first, 'live').signUp(uniqueEmail('l'))).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await appAccounts(t, second, 'live').signUp(uniqueEmail('l'))).statusCode).toBe(200);
    const refused = await appAccounts(t, second, 'live').signUp(uniqueEmail('over'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'plan_limit_reached', message: FREE_LIMIT_MESSAGE });
    expect(await liveCount(t(), [first, second])).toBe(9);
    // Draft accounts are builders' test users: not counted, not refused.
    expect((await appAccounts(t, first, 'draft').signUp(uniqueEmail('d'))).json()).toEqual({ message: endUserMessages.codeSent });
    // The workspace's usage meter shows the same count (9 live end users and the seat).
    const subscription = await t().inject({ method: 'GET', url: '/api/subscription', headers: scoped(builder, builder.domainName) });
    expect(subscription.statusCode).toBe(200);
    expect((subscription.json() as Subscription).usage.find((meter) => meter.key === 'endUser')).toMatchObject({ used: 10, limit: 10 });
    // Deleting one frees its place; a bigger plan lifts the limit.
    const [someone] = await t().db.selectFrom('endUsers').select('id').where('projectId', '=', first).where('environment', '=', 'live').limit(1).execute();
    const removed = await t().inject({ method: 'DELETE', url: `/api/projects/${first}/end-users/${someone!.id}`, headers: scoped(builder, builder.domainName) });
    expect(removed.statusCode).toBe(204);
    expect((await appAccounts(t, second, 'live').signUp(uniqueEmail('freed'))).statusCode).toBe(200);
    expect((await appAccounts(t, second, 'live').signUp(uniqueEmail('over'))).statusCode).toBe(403);
    await setPlan(t(), builder.domainId, 'standard');
    expect((await appAccounts(t, second, 'live').signUp(uniqueEmail('standard'))).statusCode).toBe(200);
  });
});

describe.each(concurrentDatabases)('the End User allowance under concurrent sign-ups on %s', (kind) => {
  const t = useTestApp(kind);

  it('lets exactly the plan’s number of end users in when many sign up at once across projects', async () => {
    const { builder, first, second } = await workspaceWithProjects(t());
    for (let i = 0; i < 9; i += 1) expect((await appAccounts(t, first, 'live').signUp(uniqueEmail('pre'))).statusCode).toBe(200);
    // One place left, 12 sign-ups at once on both projects: exactly one wins.
    const racing = await Promise.all(
      Array.from({ length: 12 }, (_, i) => appAccounts(t, i % 2 ? first : second, 'live').signUp(uniqueEmail(`race${i}`))),
    );
    const codes = racing.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 403)).toHaveLength(11);
    for (const answer of racing.filter((r) => r.statusCode === 403)) expect(answer.json().error.message).toBe(FREE_LIMIT_MESSAGE);
    expect(await liveCount(t(), [first, second])).toBe(10);

    // From empty, 30 at once on a fresh workspace: exactly 10 accounts.
    const other = await workspaceWithProjects(t());
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => appAccounts(t, i % 2 ? other.first : other.second, 'live').signUp(uniqueEmail(`burst${i}`))));
    expect(burst.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    expect(burst.filter((answer) => answer.statusCode === 403)).toHaveLength(20);
    expect(await liveCount(t(), [other.first, other.second])).toBe(10);
    expect(builder.domainId).not.toBe(other.builder.domainId);
  });
});
