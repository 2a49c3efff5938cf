import { endUserAdminPaths, endUserMessages, type EndUserSummary } from '@tessera/model/end-users';
import { fillPath } from '@tessera/model/workspace-api';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, uniqueEmail } from '../helpers/accounts.ts';
import { type DataProject, dataProject } from '../helpers/data-api.ts';
import { testDatabases } from '../helpers/databases.ts';
import { appAccounts, mailedCode } from '../helpers/end-users.ts';
import { modelFixture } from '../helpers/model-fixture.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { addToWorkspace, logActions, scoped, setPlan, signedInUser } from '../helpers/workspaces.ts';

const NEW_PASSWORD = 'a brand new long passphrase';
const model = modelFixture([{ name: 'notes', primaryKey: 'integer', columns: [{ name: 'title', type: 'text' }], access: { read: { who: 'signedIn' } } }]);

describe.each(testDatabases)('end users of a project on %s', (kind) => {
  const t = useTestApp(kind);
  let a: DataProject;
  let b: DataProject;
  beforeAll(async () => {
    a = await dataProject(t(), model);
    b = await dataProject(t(), model);
    // The End User allowance has its own suite; here it stays out of the way.
    await setPlan(t(), a.builder.domainId, 'pro');
    await setPlan(t(), b.builder.domainId, 'pro');
    // Their apps are published: live's account routes answer only then.
    await a.publish();
    await b.publish();
  });
  const live = () => appAccounts(t, a.projectId, 'live');
  const draft = () => appAccounts(t, a.projectId, 'draft');
  // Earlier tests move the clock past a builder's access token: sign in again.
  const builderOf = async (p: DataProject) => scoped({ token: (await loginAs(t(), p.builder.email)).tokenString }, p.builder.domainName);
  const admin = (path: string, params: Record<string, string> = {}) => fillPath(path, { projectId: a.projectId, ...params });

  it('signs up, refuses sign-in until the mailed code confirms the address, then signs in and answers me', async () => {
    const email = uniqueEmail('Alice');
    const signedUp = await live().signUp(email);
    expect(signedUp.statusCode).toBe(200);
    expect(signedUp.json()).toEqual({ message: endUserMessages.codeSent });
    const mail = await t().db.selectFrom('outboxEmails').selectAll().where('to', '=', email.toLowerCase()).executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/^Confirm your email address for data /);

    const early = await live().signIn(email);
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toEqual({ code: 'email_not_verified', message: endUserMessages.emailNotVerified });

    expect((await live().verify(email, await mailedCode(t(), email))).json()).toEqual({ message: endUserMessages.emailVerified });
    const signedIn = await live().signIn(email.toUpperCase());
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.json();
    expect(session).toMatchObject({ expiresIn: t().config.accessTokenTtlSeconds, user: { email: email.toLowerCase(), roles: [] } });
    const me = await live().me(session.accessToken);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ id: session.user.id, email: email.toLowerCase(), roles: [] });
    // The access token opens the project's live data API as that end user.
    expect((await t().inject({ method: 'GET', url: `${a.base('live')}/notes`, headers: bearer(session.accessToken) })).statusCode).toBe(200);
    // The password and codes are stored hashed.
    const row = await t().db.selectFrom('endUsers').select('passwordHash').where('id', '=', session.user.id).executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const codes = await t().db.selectFrom('endUserCodes').select('codeHash').where('endUserId', '=', session.user.id).execute();
    expect(codes.every((code) => /^[0-9a-f]{64}$/.test(code.codeHash))).toBe(true);
  });

  it('refuses a weak or common password and a malformed address, and creates nothing', async () => {
    const email = uniqueEmail('weak');
    const common = await live().signUp(email, 'password1234');
    expect(common.statusCode).toBe(400);
    expect(common.json().error.code).toBe('weak_password');
    expect((await live().signUp(email, 'short')).statusCode).toBe(400);
    expect((await live().signUp('not an address')).statusCode).toBe(400);
    expect(await t().db.selectFrom('endUsers').select('id').where('email', '=', email).execute()).toHaveLength(0);
  });

  it('answers a repeat sign-up the same, keeps one account per address and the first password', async () => {
    const session = await live().verifiedSession();
    const again = await live().signUp(session.email.toUpperCase(), 'another long passphrase here');
    expect(again.json()).toEqual({ message: endUserMessages.codeSent });
    const rows = await t().db.selectFrom('endUsers').select('id').where('email', '=', session.email).where('projectId', '=', a.projectId).where('environment', '=', 'live').execute();
    expect(rows).toHaveLength(1);
    expect((await live().signIn(session.email, 'another long passphrase here')).statusCode).toBe(401);
    expect((await live().signIn(session.email)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown address alike, and locks the address past the failure limit', async () => {
    const session = await live().verifiedSession();
    const wrong = await live().signIn(session.email, 'not the right passphrase');
    const unknown = await live().signIn(uniqueEmail('ghost'));
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    const rule = t().config.rateLimits.loginFailuresPerUser;
    for (let i = 1; i < rule.max; i += 1) await live().signIn(session.email, 'not the right passphrase');
    const locked = await live().signIn(session.email);
    expect(locked.statusCode).toBe(429);
  });

  it('refuses a wrong, used or expired confirmation code', async () => {
    const email = uniqueEmail('codes');
    await live().signUp(email);
    const code = await mailedCode(t(), email);
    const wrong = await live().verify(email, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({ code: 'verification_code_incorrect', message: endUserMessages.codeIncorrect });
    expect((await live().verify(email, code)).statusCode).toBe(200);
    expect((await live().verify(email, code)).statusCode).toBe(400);

    const late = uniqueEmail('late');
    await live().signUp(late);
    const lateCode = await mailedCode(t(), late);
    t().clock.advance(11 * 60_000);
    expect((await live().verify(late, lateCode)).statusCode).toBe(400);
    expect((await live().signIn(late)).json().error.code).toBe('email_not_verified');
  });

  it('rotates refresh tokens, ends the family when a rotated one is reused, and signs out', async () => {
    const session = await live().verifiedSession();
    const first = await live().refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    const next = first.json();
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect((await live().me(next.accessToken)).statusCode).toBe(200);
    // The old token again: a leak; the whole family dies, the newest token with it.
    expect((await live().refresh(session.refreshToken)).statusCode).toBe(400);
    expect((await live().refresh(next.refreshToken)).json().error).toEqual({ code: 'invalid_refresh_token', message: endUserMessages.sessionExpired });

    const other = await live().signIn(session.email);
    const { refreshToken } = other.json();
    expect((await live().signOut(refreshToken)).statusCode).toBe(204);
    expect((await live().refresh(refreshToken)).statusCode).toBe(400);
    const stored = await t().db.selectFrom('endUserRefreshTokens').select('tokenHash').where('endUserId', '=', session.user.id).execute();
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash) && row.tokenHash !== refreshToken)).toBe(true);
  });

  it('resets a password by mailed code: sessions end, the code is single use; unknown addresses get the same answer and no mail', async () => {
    const session = await live().verifiedSession();
    const forgot = await live().forgot(session.email);
    expect(forgot.json()).toEqual({ message: endUserMessages.codeSent });
    const code = await mailedCode(t(), session.email);
    expect((await live().reset(session.email, code, 'password1234')).json().error.code).toBe('weak_password');
    const done = await live().reset(session.email, code, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: endUserMessages.passwordChanged });
    expect((await live().refresh(session.refreshToken)).statusCode).toBe(400);
    expect((await live().signIn(session.email)).statusCode).toBe(401);
    expect((await live().signIn(session.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await live().reset(session.email, code, 'yet another long passphrase')).statusCode).toBe(400);

    const ghost = uniqueEmail('ghost');
    expect((await live().forgot(ghost)).json()).toEqual({ message: endUserMessages.codeSent });
    expect(await t().db.selectFrom('outboxEmails').select('id').where('to', '=', ghost).execute()).toHaveLength(0);

    await live().forgot(session.email);
    const expiring = await mailedCode(t(), session.email);
    t().clock.advance(11 * 60_000);
    expect((await live().reset(session.email, expiring, 'one more long passphrase')).statusCode).toBe(400);
  });

  it('refuses a token of another project, another environment or a builder, on me and on the data API', async () => {
    const session = await live().verifiedSession();
    const onB = appAccounts(t, b.projectId, 'live');
    expect((await onB.me(session.accessToken)).statusCode).toBe(401);
    expect((await t().inject({ method: 'GET', url: `${b.base('live')}/notes`, headers: bearer(session.accessToken) })).statusCode).toBe(401);
    // A's refresh token is unknown to B, and B cannot sign it out.
    expect((await onB.refresh(session.refreshToken)).statusCode).toBe(400);
    expect((await onB.signOut(session.refreshToken)).statusCode).toBe(204);
    expect((await live().refresh(session.refreshToken)).statusCode).toBe(200);

    // Draft accounts are another set: a draft token does not open live.
    const tester = await draft().verifiedSession();
    expect((await live().me(tester.accessToken)).statusCode).toBe(401);
    expect((await t().inject({ method: 'GET', url: `${a.base('live')}/notes`, headers: bearer(tester.accessToken) })).statusCode).toBe(401);
    expect((await live().signIn(tester.email)).statusCode).toBe(401);

    // A builder's platform token is no end-user token.
    expect((await live().me(a.builder.token)).statusCode).toBe(401);
    expect((await draft().me(a.builder.token)).statusCode).toBe(401);
    // An unknown project is 404.
    const ghost = appAccounts(t, crypto.randomUUID(), 'live');
    expect((await ghost.signUp(uniqueEmail())).statusCode).toBe(404);
    expect((await appAccounts(t, 'not-a-uuid', 'live').signIn(uniqueEmail())).statusCode).toBe(404);
  });

  it('lets builders list and search end users, page through them, set roles and disable or enable them', async () => {
    const headers = await builderOf(a);
    const tag = `page${Date.now().toString(36)}`;
    const sessions = [];
    for (const name of ['one', 'two', 'three']) sessions.push(await live().verifiedSession(uniqueEmail(`${tag}-${name}`)));
    const listed = await t().inject({ method: 'GET', url: `${admin(endUserAdminPaths.list)}?search=${tag.toUpperCase()}&limit=2`, headers });
    expect(listed.statusCode).toBe(200);
    const page = listed.json() as { items: EndUserSummary[]; total: number };
    expect(page.total).toBe(3);
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toMatchObject({ environment: 'live', emailVerified: true, disabled: false, roles: [] });
    const rest = (await t().inject({ method: 'GET', url: `${admin(endUserAdminPaths.list)}?search=${tag}&limit=2&offset=2`, headers })).json();
    expect(rest.items).toHaveLength(1);
    expect(new Set([...page.items, ...rest.items].map((item: EndUserSummary) => item.email))).toEqual(new Set(sessions.map((s) => s.email)));
    // A LIKE wildcard is searched as itself.
    expect((await t().inject({ method: 'GET', url: `${admin(endUserAdminPaths.list)}?search=%25`, headers })).json().total).toBe(0);
    // Draft accounts are listed apart.
    const draftList = (await t().inject({ method: 'GET', url: `${admin(endUserAdminPaths.list)}?environment=draft&search=${tag}`, headers })).json();
    expect(draftList.total).toBe(0);

    const target = sessions[0]!;
    const one = admin(endUserAdminPaths.one, { endUserId: target.user.id });
    const roles = await t().inject({ method: 'PATCH', url: one, headers, payload: { roles: [' manager ', 'manager', 'staff'] } });
    expect(roles.statusCode).toBe(200);
    expect(roles.json()).toMatchObject({ id: target.user.id, roles: ['manager', 'staff'] });
    const refreshed = (await live().refresh(target.refreshToken)).json();
    expect(refreshed.user.roles).toEqual(['manager', 'staff']);
    expect((await live().me(refreshed.accessToken)).json().roles).toEqual(['manager', 'staff']);
    expect((await t().inject({ method: 'PATCH', url: one, headers, payload: {} })).statusCode).toBe(400);
    expect((await t().inject({ method: 'PATCH', url: one, headers, payload: { roles: [''] } })).statusCode).toBe(400);

    const disabled = await t().inject({ method: 'PATCH', url: one, headers, payload: { disabled: true } });
    expect(disabled.json()).toMatchObject({ disabled: true });
    expect((await live().refresh(refreshed.refreshToken)).statusCode).toBe(400);
    expect((await live().me(refreshed.accessToken)).statusCode).toBe(401);
    const refused = await live().signIn(target.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'account_disabled', message: endUserMessages.disabled });
    await t().inject({ method: 'PATCH', url: one, headers, payload: { disabled: false } });
    expect((await live().signIn(target.email)).statusCode).toBe(200);
    expect((await logActions(t(), a.builder.domainId)).map((entry) => entry.action)).toEqual(expect.arrayContaining(['endUser.updated']));

    const removed = await t().inject({ method: 'DELETE', url: one, headers });
    expect(removed.statusCode).toBe(204);
    expect((await live().signIn(target.email)).statusCode).toBe(401);
    expect((await t().inject({ method: 'DELETE', url: one, headers })).statusCode).toBe(404);
  });

  it('hides a project of another workspace (404) and needs a Developer seat (403)', async () => {
    const session = await live().verifiedSession();
    const one = admin(endUserAdminPaths.one, { endUserId: session.user.id });
    // B's builder, in their own workspace, names A's project.
    const foreign = await builderOf(b);
    expect((await t().inject({ method: 'GET', url: admin(endUserAdminPaths.list), headers: foreign })).statusCode).toBe(404);
    expect((await t().inject({ method: 'PATCH', url: one, headers: foreign, payload: { disabled: true } })).statusCode).toBe(404);
    expect((await t().inject({ method: 'DELETE', url: one, headers: foreign })).statusCode).toBe(404);
    // An end user of B's project is unknown under A's.
    const bUser = await appAccounts(t, b.projectId, 'live').verifiedSession();
    expect((await t().inject({ method: 'PATCH', url: admin(endUserAdminPaths.one, { endUserId: bUser.user.id }), headers: await builderOf(a), payload: { roles: ['x'] } })).statusCode).toBe(404);

    const seatless = await signedInUser(t(), 'seatless');
    await addToWorkspace(t(), a.builder.domainId, seatless, 'developer', 'end_user');
    const headers = scoped(seatless, a.builder.domainName);
    expect((await t().inject({ method: 'GET', url: admin(endUserAdminPaths.list), headers })).statusCode).toBe(403);
    expect((await t().inject({ method: 'GET', url: admin(endUserAdminPaths.list) })).statusCode).toBe(401);
    expect((await live().signIn(session.email)).statusCode).toBe(200);
  });

  it('removes a project’s end users with the project', async () => {
    const doomed = await dataProject(t(), model);
    await doomed.publish();
    const session = await appAccounts(t, doomed.projectId, 'live').verifiedSession();
    const removed = await t().inject({ method: 'DELETE', url: `/api/projects/${doomed.projectId}`, headers: await builderOf(doomed), payload: {} });
    expect(removed.statusCode).toBe(204);
    expect(await t().db.selectFrom('endUsers').select('id').where('id', '=', session.user.id).execute()).toHaveLength(0);
    expect(await t().db.selectFrom('endUserRefreshTokens').select('id').where('endUserId', '=', session.user.id).execute()).toHaveLength(0);
    expect((await appAccounts(t, doomed.projectId, 'live').refresh(session.refreshToken)).statusCode).toBe(404);
  });
});
