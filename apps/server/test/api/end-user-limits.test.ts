import { messages } from '@tessera/model';
import { endUserAdminPaths } from '@tessera/model/end-users';
import { fillPath } from '@tessera/model/workspace-api';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../helpers/accounts.ts';
import { type DataProject, dataProject } from '../helpers/data-api.ts';
import { concurrentDatabases, testDatabases } from '../helpers/databases.ts';
import { appAccounts, mailedCode } from '../helpers/end-users.ts';
import { modelFixture } from '../helpers/model-fixture.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { setPlan } from '../helpers/workspaces.ts';

const model = modelFixture([{ name: 'notes', primaryKey: 'integer', columns: [{ name: 'title', type: 'text' }] }]);

describe.each(testDatabases)('end-user account limits on %s', (kind) => {
  const t = useTestApp(kind, {
    rateLimits: {
      auth: { max: 8, windowMs: 60_000 },
      loginFailuresPerUser: { max: 3, windowMs: 15 * 60_000 },
      events: { max: 3, windowMs: 60_000 },
      appRequests: { max: 100, windowMs: 60_000 },
    },
  });
  let p: DataProject;
  beforeAll(async () => {
    p = await dataProject(t(), model);
    await setPlan(t(), p.builder.domainId, 'pro');
    await p.publish();
  });
  const app = () => appAccounts(t, p.projectId, 'live');

  it('limits each account route per client address with 429; another address passes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) statuses.push((await app().post('signIn', { email: uniqueEmail('x'), password: 'whatever password' }, '10.9.0.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
    // Each route counts apart, as the builders' do: forgot-password has its own budget.
    const forgot: number[] = [];
    for (let i = 0; i < 9; i += 1) forgot.push((await app().post('forgotPassword', { email: uniqueEmail('x') }, '10.9.0.1')).statusCode);
    expect(forgot).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
    expect((await app().post('signIn', { email: uniqueEmail('x'), password: 'whatever password' }, '10.9.0.2')).statusCode).toBe(401);
  });

  it('locks an address after repeated wrong passwords, from any client address, and a reset lifts the lock', async () => {
    const email = uniqueEmail('locked');
    await app().post('signUp', { email, password: 'correct horse battery staple' }, '10.9.1.1');
    await app().post('verifyEmail', { email, code: await mailedCode(t(), email) }, '10.9.1.1');
    for (let i = 0; i < 3; i += 1) expect((await app().post('signIn', { email, password: 'wrong password here' }, `10.9.2.${i}`)).statusCode).toBe(401);
    const locked = await app().post('signIn', { email, password: 'correct horse battery staple' }, '10.9.2.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(messages.tooManyAttempts);
    // The same address in another environment is another account, not locked.
    expect((await appAccounts(t, p.projectId, 'draft').post('signIn', { email, password: 'wrong password here' }, '10.9.2.10')).statusCode).toBe(401);
    await app().post('forgotPassword', { email }, '10.9.3.1');
    const reset = await app().post('resetPassword', { email, code: await mailedCode(t(), email), newPassword: 'a brand new long passphrase' }, '10.9.3.1');
    expect(reset.statusCode).toBe(200);
    expect((await app().post('signIn', { email, password: 'a brand new long passphrase' }, '10.9.3.2')).statusCode).toBe(200);
  });

  it('kills a code after five wrong tries, even for the right code after', async () => {
    const email = uniqueEmail('tries');
    await app().post('signUp', { email, password: 'correct horse battery staple' }, '10.9.4.1');
    const code = await mailedCode(t(), email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await app().post('verifyEmail', { email, code: wrong }, `10.9.5.${i}`)).statusCode).toBe(400);
    expect((await app().post('verifyEmail', { email, code }, '10.9.5.9')).statusCode).toBe(400);
    // A new sign-up of the pending address mails a new code, which works.
    await app().post('signUp', { email, password: 'correct horse battery staple' }, '10.9.6.1');
    const fresh = await mailedCode(t(), email);
    expect((await app().post('verifyEmail', { email, code: fresh }, '10.9.6.1')).statusCode).toBe(200);
  });

  it('mails a disabled end user no reset code', async () => {
    const session = await appAccounts(t, p.projectId, 'draft').verifiedSession();
    const builder = await t().inject({ method: 'POST', url: '/auth/login', payload: { username: p.builder.email, password: 'correct horse battery staple' } });
    const headers = { authorization: `Bearer ${builder.json().tokenString}`, domainname: p.builder.domainName };
    const url = fillPath(endUserAdminPaths.one, { projectId: p.projectId, endUserId: session.user.id });
    expect((await t().inject({ method: 'PATCH', url, headers, payload: { disabled: true } })).statusCode).toBe(200);
    const before = await t().db.selectFrom('outboxEmails').select('id').where('to', '=', session.email).execute();
    expect((await appAccounts(t, p.projectId, 'draft').post('forgotPassword', { email: session.email }, '10.9.7.1')).statusCode).toBe(200);
    expect(await t().db.selectFrom('outboxEmails').select('id').where('to', '=', session.email).execute()).toHaveLength(before.length);
  });
});

describe.each(concurrentDatabases)('end-user refresh under concurrency on %s', (kind) => {
  const t = useTestApp(kind);

  it('lets exactly one of many concurrent refreshes of one token win, and the reuse ends the session', async () => {
    const p = await dataProject(t(), model);
    const app = appAccounts(t, p.projectId, 'draft');
    const session = await app.verifiedSession();
    const answers = await Promise.all(Array.from({ length: 8 }, () => app.refresh(session.refreshToken)));
    const won = answers.filter((answer) => answer.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(7);
    // The losers used a rotated token: the family is revoked, the winner's new token with it.
    expect((await app.refresh(won[0]!.json().refreshToken)).statusCode).toBe(400);
  });
});
