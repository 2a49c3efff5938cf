import { authPaths, messages } from '@tessera/model';
import { describe, expect, it } from 'vitest';
import { bearer, createActiveUser, GOOD_PASSWORD, lastMailTo, linkIn, loginAs, signUp, TEST_DEVICE_KEY, uniqueEmail } from '../../../test/helpers/accounts.ts';
import { testDatabases } from '../../../test/helpers/databases.ts';
import { type TestApp, useTestApp } from '../../../test/helpers/test-app.ts';
import { createInvitation } from './service.ts';

/**
 * A workspace owner and their workspace, on the Pro plan: these tests are about the answers, so
 * seats never run out (test/api/member-invitations.test.ts covers the allowances).
 */
async function owner(t: TestApp) {
  const email = await createActiveUser(t, uniqueEmail('owner'));
  const row = await t.db
    .selectFrom('users')
    .innerJoin('domains', 'domains.id', 'users.lastUsedDomainId')
    .select(['users.id as userId', 'domains.id as domainId', 'domains.name as domainName'])
    .where('username', '=', email)
    .executeTakeFirstOrThrow();
  await t.db.updateTable('domains').set({ planId: 'pro' }).where('id', '=', row.domainId).execute();
  return row;
}

describe.each(testDatabases)('invitations on %s', (kind) => {
  const t = useTestApp(kind);
  const answer = (path: string, username: string, domainName: string, token: string) =>
    t().inject({ method: 'POST', url: path, payload: { username, domainName, token } });

  it('mails accept and reject links built from PUBLIC_URL', async () => {
    const { userId, domainId, domainName } = await owner(t());
    const invitee = uniqueEmail('invitee');
    const token = await createInvitation(t().app.ctx, { domainId, email: invitee, invitedBy: userId });
    const mail = await lastMailTo(t(), invitee);
    const accept = linkIn(mail.text, 'http://tessera.test/invitation?accepted=1');
    const reject = linkIn(mail.text, 'http://tessera.test/invitation?accepted=0');
    for (const link of [accept, reject]) {
      expect(Object.fromEntries(link.searchParams)).toMatchObject({ username: invitee, domainName, token });
    }
  });

  it('0: a live invitation without an account sends the invitee to sign-up', async () => {
    const { userId, domainId, domainName } = await owner(t());
    const invitee = uniqueEmail('new');
    const token = await createInvitation(t().app.ctx, { domainId, email: invitee, invitedBy: userId });
    const response = await answer(authPaths.acceptInvite, invitee, domainName, token);
    expect(response.json()).toEqual({ invitationResult: 0, domainName });
  });

  it('1: accepting with an account joins the workspace and makes it the last used one', async () => {
    const { userId, domainId, domainName } = await owner(t());
    const invitee = await createActiveUser(t(), uniqueEmail('member'));
    const token = await createInvitation(t().app.ctx, { domainId, email: invitee, invitedBy: userId });
    const response = await answer(authPaths.acceptInvite, invitee, domainName, token);
    expect(response.json()).toEqual({ invitationResult: 1, domainName });
    const { tokenString } = await loginAs(t(), invitee);
    const info = await t().inject({ method: 'GET', url: authPaths.userInfo, headers: bearer(tokenString) });
    expect(info.json().lastUsedDomainName).toBe(domainName);
    const detail = await t().inject({ method: 'GET', url: authPaths.domainDetail, headers: { ...bearer(tokenString), domainname: domainName } });
    expect(detail.statusCode).toBe(200);
    // Answered once: a second answer finds nothing.
    expect((await answer(authPaths.acceptInvite, invitee, domainName, token)).json().invitationResult).toBe(3);
  });

  it('2: rejecting closes the invitation', async () => {
    const { userId, domainId, domainName } = await owner(t());
    const invitee = uniqueEmail('declines');
    const token = await createInvitation(t().app.ctx, { domainId, email: invitee, invitedBy: userId });
    expect((await answer(authPaths.rejectInvite, invitee, domainName, token)).json()).toEqual({ invitationResult: 2, domainName });
    expect((await answer(authPaths.acceptInvite, invitee, domainName, token)).json().invitationResult).toBe(3);
  });

  it('3: expired, unknown workspace, wrong token or wrong address', async () => {
    const { userId, domainId, domainName } = await owner(t());
    const invitee = uniqueEmail('late');
    const token = await createInvitation(t().app.ctx, { domainId, email: invitee, invitedBy: userId });
    expect((await answer(authPaths.acceptInvite, invitee, 'nowhere', token)).json().invitationResult).toBe(3);
    expect((await answer(authPaths.acceptInvite, invitee, domainName, 'wrong-token')).json().invitationResult).toBe(3);
    expect((await answer(authPaths.acceptInvite, uniqueEmail('other'), domainName, token)).json().invitationResult).toBe(3);
    t().clock.advance(8 * 24 * 60 * 60 * 1000);
    try {
      expect((await answer(authPaths.acceptInvite, invitee, domainName, token)).json()).toEqual({ invitationResult: 3, domainName });
      expect((await answer(authPaths.rejectInvite, invitee, domainName, token)).json().invitationResult).toBe(3);
    } finally {
      t().clock.advance(-8 * 24 * 60 * 60 * 1000);
    }
  });

  it('invited sign-up: the activation joins the workspace and sets lastUsedDomainName', async () => {
    const { userId, domainId, domainName } = await owner(t());
    const invitee = uniqueEmail('joiner');
    await createInvitation(t().app.ctx, { domainId, email: invitee, invitedBy: userId });
    expect((await signUp(t(), { username: invitee, domainName })).json()).toEqual({ result: '' });
    const link = linkIn((await lastMailTo(t(), invitee)).text, 'http://tessera.test/confirm-email');
    expect(link.searchParams.get('domainName')).toBe(domainName);
    const confirm = await t().inject({
      method: 'POST',
      url: authPaths.confirmEmail,
      payload: { token: link.searchParams.get('token'), username: invitee, domainName, deviceKey: TEST_DEVICE_KEY },
    });
    expect(confirm.json()).toEqual({ result: '', domainName });
    const { tokenString } = await loginAs(t(), invitee, GOOD_PASSWORD);
    const info = await t().inject({ method: 'GET', url: authPaths.userInfo, headers: bearer(tokenString) });
    expect(info.json().lastUsedDomainName).toBe(domainName);
    const domains = await t().inject({ method: 'GET', url: authPaths.domains, headers: bearer(tokenString) });
    expect(domains.json()).toContainEqual({ domainName, role: 'developer' });
    expect(domains.json()).toHaveLength(2);
  });

  it('sign-up for a workspace whose invitation was rejected answers the dead-invitation text', async () => {
    const { userId, domainId, domainName } = await owner(t());
    const invitee = uniqueEmail('changed.mind');
    const token = await createInvitation(t().app.ctx, { domainId, email: invitee, invitedBy: userId });
    await answer(authPaths.rejectInvite, invitee, domainName, token);
    expect((await signUp(t(), { username: invitee, domainName })).json()).toEqual({ result: messages.signUpInvitationExpired });
  });
});
