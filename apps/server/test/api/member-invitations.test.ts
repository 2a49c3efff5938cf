import { authPaths, messages } from '@tessera/model';
import { fillPath, workspacePaths as paths } from '@tessera/model/workspace-api';
import { describe, expect, it } from 'vitest';
import { bearer, createActiveUser, GOOD_PASSWORD, lastMailTo, linkIn, loginAs, signUp, TEST_DEVICE_KEY, uniqueEmail } from '../helpers/accounts.ts';
import { testDatabases } from '../helpers/databases.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { addToWorkspace, logActions, scoped, setPlan, signedInUser, type SignedIn } from '../helpers/workspaces.ts';

const FREE_DEVELOPERS = 'The Free plan allows 1 developer. Change the plan in Settings › Billing to add more.';
const FREE_END_USERS = 'The Free plan allows 10 end users. Change the plan in Settings › Billing to add more.';
const STANDARD_DEVELOPERS = 'The Standard plan allows 3 developers. Change the plan in Settings › Billing to add more.';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(testDatabases)('member invitations on %s', (kind) => {
  const t = useTestApp(kind);

  const invite = (user: SignedIn, domainName: string, payload: Record<string, unknown>) =>
    t().inject({ method: 'POST', url: paths.invitations, headers: scoped(user, domainName), payload });
  const inviteOk = async (owner: SignedIn, payload: Record<string, unknown>) => {
    const response = await invite(owner, owner.domainName, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const resend = (user: SignedIn, domainName: string, invitationId: string) =>
    t().inject({ method: 'POST', url: fillPath(paths.resendInvitation, { invitationId }), headers: scoped(user, domainName) });
  const revoke = (user: SignedIn, domainName: string, invitationId: string) =>
    t().inject({ method: 'DELETE', url: fillPath(paths.invitation, { invitationId }), headers: scoped(user, domainName) });
  const members = async (user: SignedIn, domainName = user.domainName) => {
    const response = await t().inject({ method: 'GET', url: paths.members, headers: scoped(user, domainName) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const answer = (accepted: boolean, username: string, domainName: string, token: string) =>
    t().inject({ method: 'POST', url: accepted ? authPaths.acceptInvite : authPaths.rejectInvite, payload: { username, domainName, token } });
  /** The accept link of the newest mail to `email`. */
  const acceptLink = async (email: string) => linkIn((await lastMailTo(t(), email)).text, `${t().config.publicUrl}/invitation?accepted=1`);
  const tokenOf = async (email: string) => (await acceptLink(email)).searchParams.get('token') as string;
  const invitationRows = (domainId: string) =>
    t().db.selectFrom('invitations').selectAll().where('domainId', '=', domainId).orderBy('createdAt').execute();
  const membership = (domainId: string, userId: string) =>
    t().db.selectFrom('domainMembers').selectAll().where('domainId', '=', domainId).where('userId', '=', userId).executeTakeFirst();

  describe('POST /api/invitations', () => {
    it('invites an address as an end user: mail with accept and reject links, listed as pending, logged', async () => {
      const owner = await signedInUser(t(), 'inv.owner');
      const email = uniqueEmail('New.Person');
      const invitation = await inviteOk(owner, { email: `  ${email.toUpperCase()} `, resourceType: 'end_user' });
      const address = email.toLowerCase();
      expect(invitation).toMatchObject({ email: address, role: 'developer', resourceType: 'end_user', status: 'pending' });
      expect(new Date(invitation.expiresAt).getTime() - new Date(invitation.invitedAt).getTime()).toBe(7 * DAY);

      const mail = await lastMailTo(t(), address);
      expect(mail.subject).toBe(`You are invited to the ${owner.domainName} workspace on Tessera`);
      expect(mail.text).toContain(`invited you to join the ${owner.domainName} workspace on Tessera as an end user.`);
      const accept = linkIn(mail.text, 'http://tessera.test/invitation?accepted=1');
      const reject = linkIn(mail.text, 'http://tessera.test/invitation?accepted=0');
      for (const link of [accept, reject]) {
        expect(link.searchParams.get('username')).toBe(address);
        expect(link.searchParams.get('domainName')).toBe(owner.domainName);
        expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      }
      expect(accept.searchParams.get('token')).toBe(reject.searchParams.get('token'));

      const list = await members(owner);
      expect(list.invitations).toEqual([invitation]);
      expect(list.members).toEqual([expect.objectContaining({ userId: owner.userId, role: 'owner', resourceType: 'developer' })]);
      expect((await logActions(t(), owner.domainId)).at(-1)).toMatchObject({
        action: 'member.invited',
        actorName: owner.email,
        targetType: 'invitation',
        targetId: invitation.id,
        targetName: address,
        details: { role: 'developer', resourceType: 'end_user' },
      });
    });

    it('an unknown address is sent to sign-up (0); its activation joins with the invited resource type', async () => {
      const owner = await signedInUser(t(), 'inv.signup');
      const email = uniqueEmail('newcomer');
      await inviteOk(owner, { email, resourceType: 'end_user' });
      const token = await tokenOf(email);
      expect((await answer(true, email, owner.domainName, token)).json()).toEqual({ invitationResult: 0, domainName: owner.domainName });

      expect((await signUp(t(), { username: email, domainName: owner.domainName })).json()).toEqual({ result: '' });
      const activation = linkIn((await lastMailTo(t(), email)).text, 'http://tessera.test/confirm-email');
      const confirm = await t().inject({ method: 'POST', url: authPaths.confirmEmail, payload: { token: activation.searchParams.get('token'), username: email, deviceKey: TEST_DEVICE_KEY } });
      expect(confirm.json()).toEqual({ result: '', domainName: owner.domainName });
      const list = await members(owner);
      expect(list.members).toContainEqual(expect.objectContaining({ username: email, role: 'developer', resourceType: 'end_user' }));
      expect(list.invitations).toEqual([]);
      const joined = (await logActions(t(), owner.domainId)).at(-1);
      expect(joined).toMatchObject({ action: 'member.joined', actorName: email, targetType: 'member', details: { resourceType: 'end_user' } });
    });

    it('an existing account accepts (1) and gets the invited role', async () => {
      const owner = await signedInUser(t(), 'inv.role');
      await setPlan(t(), owner.domainId, 'pro');
      const invitee = await signedInUser(t(), 'co.owner');
      await inviteOk(owner, { email: invitee.email, role: 'owner', resourceType: 'developer' });
      expect((await lastMailTo(t(), invitee.email)).text).toContain('as an owner.');
      const response = await answer(true, invitee.email, owner.domainName, await tokenOf(invitee.email));
      expect(response.json()).toEqual({ invitationResult: 1, domainName: owner.domainName });
      expect(await membership(owner.domainId, invitee.userId)).toMatchObject({ role: 'owner', resourceType: 'developer' });
      const info = await t().inject({ method: 'GET', url: authPaths.userInfo, headers: bearer(invitee.token) });
      expect(info.json().lastUsedDomainName).toBe(owner.domainName);
      expect((await logActions(t(), owner.domainId)).at(-1)).toMatchObject({ action: 'member.joined', actorName: invitee.email, targetId: invitee.userId });
      // The new owner may now manage members.
      expect((await invite(invitee, owner.domainName, { email: uniqueEmail('by.co.owner') })).statusCode).toBe(201);
    });

    it('a declined invitation is logged with the address as the actor', async () => {
      const owner = await signedInUser(t(), 'inv.decline');
      const email = uniqueEmail('declines');
      await inviteOk(owner, { email, resourceType: 'end_user' });
      expect((await answer(false, email, owner.domainName, await tokenOf(email))).json().invitationResult).toBe(2);
      expect((await logActions(t(), owner.domainId)).at(-1)).toMatchObject({ action: 'invitation.declined', actorName: email, targetName: email });
      expect((await members(owner)).invitations).toEqual([]);
    });

    it('refuses a member (409), an address with an open invitation (409) and a bad body (400), storing nothing', async () => {
      const owner = await signedInUser(t(), 'inv.refusals');
      const dev = await signedInUser(t(), 'inv.member');
      await addToWorkspace(t(), owner.domainId, dev, 'developer', 'end_user');
      const email = uniqueEmail('once');
      await inviteOk(owner, { email, resourceType: 'end_user' });
      const before = await invitationRows(owner.domainId);

      const member = await invite(owner, owner.domainName, { email: dev.email.toUpperCase(), resourceType: 'end_user' });
      expect(member.statusCode).toBe(409);
      expect(member.json().error).toEqual({ code: 'conflict', message: 'This person is already a member of the workspace.' });
      const again = await invite(owner, owner.domainName, { email, resourceType: 'end_user' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toEqual({ code: 'conflict', message: 'This address already has an open invitation. Resend it instead.' });
      const ownerSelf = await invite(owner, owner.domainName, { email: owner.email });
      expect(ownerSelf.statusCode).toBe(409);

      for (const [payload, message] of [
        [{ email: 'not-an-email', resourceType: 'end_user' }, `email: ${messages.signUpEmailInvalid}`],
        [{ email: '', resourceType: 'end_user' }, /^email: /],
        [{ email: uniqueEmail('x'), role: 'admin' }, /^role: /],
        [{ email: uniqueEmail('x'), resourceType: 'robot' }, /^resourceType: /],
        [{ role: 'developer' }, 'email: Required'],
      ] as const) {
        const response = await invite(owner, owner.domainName, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('validation_failed');
        if (typeof message === 'string') expect(response.json().error.message).toBe(message);
        else expect(response.json().error.message).toMatch(message);
      }
      expect(await invitationRows(owner.domainId)).toEqual(before);
    });

    it('is owner-only: a developer gets 403, an outsider 404, and nothing is stored or mailed', async () => {
      const owner = await signedInUser(t(), 'inv.guard');
      const dev = await signedInUser(t(), 'inv.guard.dev');
      const outsider = await signedInUser(t(), 'inv.guard.out');
      await setPlan(t(), owner.domainId, 'pro');
      await addToWorkspace(t(), owner.domainId, dev);
      const email = uniqueEmail('nobody');
      const asDev = await invite(dev, owner.domainName, { email });
      expect(asDev.statusCode).toBe(403);
      expect(asDev.json().error.code).toBe('forbidden');
      const asOutsider = await invite(outsider, owner.domainName, { email });
      expect(asOutsider.statusCode).toBe(404);
      expect(await invitationRows(owner.domainId)).toEqual([]);
      await expect(lastMailTo(t(), email)).rejects.toThrow(/no mail/);
    });
  });

  describe('allowances', () => {
    const refusal = (response: { statusCode: number; json(): { error: { code: string; message: string } } }, message: string) => {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({ code: 'plan_limit_reached', message });
    };

    it('Free: the owner is the one developer, so inviting a developer is refused and nothing is stored', async () => {
      const owner = await signedInUser(t(), 'free.dev');
      const email = uniqueEmail('second.dev');
      refusal(await invite(owner, owner.domainName, { email, resourceType: 'developer' }), FREE_DEVELOPERS);
      refusal(await invite(owner, owner.domainName, { email }), FREE_DEVELOPERS);
      expect(await invitationRows(owner.domainId)).toEqual([]);
      await expect(lastMailTo(t(), email)).rejects.toThrow(/no mail/);
    });

    it('Free: 10 end users (members and open invitations together), the 11th refused; a revoke frees a seat', async () => {
      const owner = await signedInUser(t(), 'free.users');
      for (let i = 0; i < 3; i += 1) await addToWorkspace(t(), owner.domainId, await signedInUser(t(), `free.user${i}`), 'developer', 'end_user');
      const invited = [];
      for (let i = 0; i < 7; i += 1) invited.push(await inviteOk(owner, { email: uniqueEmail(`end.user${i}`), resourceType: 'end_user' }));
      refusal(await invite(owner, owner.domainName, { email: uniqueEmail('eleventh'), resourceType: 'end_user' }), FREE_END_USERS);
      expect((await revoke(owner, owner.domainName, invited[0].id)).statusCode).toBe(204);
      await inviteOk(owner, { email: uniqueEmail('eleventh.after.revoke'), resourceType: 'end_user' });
      refusal(await invite(owner, owner.domainName, { email: uniqueEmail('twelfth'), resourceType: 'end_user' }), FREE_END_USERS);
    });

    it('invitations racing for the last seat: one is stored, the others refused', async () => {
      const owner = await signedInUser(t(), 'race');
      for (let i = 0; i < 9; i += 1) await inviteOk(owner, { email: uniqueEmail(`race.user${i}`), resourceType: 'end_user' });
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) => invite(owner, owner.domainName, { email: uniqueEmail(`race.${i}`), resourceType: 'end_user' })),
      );
      expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 403, 403, 403, 403]);
      expect((await members(owner)).invitations).toHaveLength(10);
    });

    it('Standard: 3 developers, then refused; Pro: no limit', async () => {
      const owner = await signedInUser(t(), 'standard');
      await setPlan(t(), owner.domainId, 'standard');
      await inviteOk(owner, { email: uniqueEmail('std.dev1') });
      await inviteOk(owner, { email: uniqueEmail('std.dev2') });
      refusal(await invite(owner, owner.domainName, { email: uniqueEmail('std.dev3') }), STANDARD_DEVELOPERS);
      await setPlan(t(), owner.domainId, 'pro');
      for (let i = 3; i < 8; i += 1) await inviteOk(owner, { email: uniqueEmail(`pro.dev${i}`) });
      expect((await members(owner)).invitations).toHaveLength(7);
    });

    it("an invitation holds its seat until it expires by the server's clock, then the seat is free", async () => {
      const owner = await signedInUser(t(), 'expiry.seat');
      await setPlan(t(), owner.domainId, 'standard');
      await inviteOk(owner, { email: uniqueEmail('expiry.dev1') });
      await inviteOk(owner, { email: uniqueEmail('expiry.dev2') });
      refusal(await invite(owner, owner.domainName, { email: uniqueEmail('expiry.dev3') }), STANDARD_DEVELOPERS);
      t().clock.advance(7 * DAY + MINUTE);
      try {
        // The access token expired with the move: sign in again at the new time.
        const later = { ...owner, token: (await loginAs(t(), owner.email)).tokenString };
        expect((await members(later)).invitations.map((i: { status: string }) => i.status)).toEqual(['expired', 'expired']);
        await inviteOk(later, { email: uniqueEmail('expiry.dev3') });
        await inviteOk(later, { email: uniqueEmail('expiry.dev4') });
        refusal(await invite(later, later.domainName, { email: uniqueEmail('expiry.dev5') }), STANDARD_DEVELOPERS);
      } finally {
        t().clock.advance(-(7 * DAY + MINUTE));
      }
    });

    it('accepting re-checks the seat: after a plan was lowered the answer is 403 and the invitation stays open', async () => {
      const owner = await signedInUser(t(), 'lowered');
      await setPlan(t(), owner.domainId, 'standard');
      const first = await signedInUser(t(), 'lowered.first');
      const newcomer = uniqueEmail('lowered.newcomer');
      await inviteOk(owner, { email: first.email });
      await inviteOk(owner, { email: newcomer });
      await setPlan(t(), owner.domainId, 'free');

      const token = await tokenOf(first.email);
      const refused = await answer(true, first.email, owner.domainName, token);
      refusal(refused, FREE_DEVELOPERS);
      expect(await membership(owner.domainId, first.userId)).toBeUndefined();
      // Activation still activates the account, but does not join.
      expect((await signUp(t(), { username: newcomer, domainName: owner.domainName })).json()).toEqual({ result: '' });
      const activation = linkIn((await lastMailTo(t(), newcomer)).text, 'http://tessera.test/confirm-email');
      const confirm = await t().inject({ method: 'POST', url: authPaths.confirmEmail, payload: { token: activation.searchParams.get('token'), username: newcomer, deviceKey: TEST_DEVICE_KEY } });
      expect(confirm.json()).toEqual({ result: '', domainName: null });
      expect((await loginAs(t(), newcomer, GOOD_PASSWORD)).result).toBe('');
      expect((await members(owner)).invitations.map((i: { email: string }) => i.email).sort()).toEqual([first.email, newcomer].sort());

      await setPlan(t(), owner.domainId, 'standard');
      expect((await answer(true, first.email, owner.domainName, token)).json().invitationResult).toBe(1);
      expect(await membership(owner.domainId, first.userId)).toMatchObject({ role: 'developer', resourceType: 'developer' });
    });
  });

  describe('POST /api/invitations/:invitationId/resend', () => {
    it('mails a new link: the old one stops working, the expiry starts again, the count goes up', async () => {
      const owner = await signedInUser(t(), 'resend');
      const email = uniqueEmail('resent');
      const invitation = await inviteOk(owner, { email, resourceType: 'end_user' });
      const oldToken = await tokenOf(email);
      t().clock.advance(2 * MINUTE);
      try {
        const response = await resend(owner, owner.domainName, invitation.id);
        expect(response.statusCode, response.body).toBe(200);
        const renewed = response.json();
        expect(renewed).toMatchObject({ id: invitation.id, status: 'pending', invitedAt: invitation.invitedAt });
        expect(new Date(renewed.lastSentAt).getTime()).toBeGreaterThan(new Date(invitation.lastSentAt).getTime());
        expect(new Date(renewed.expiresAt).getTime()).toBe(new Date(renewed.lastSentAt).getTime() + 7 * DAY);
        const row = (await invitationRows(owner.domainId))[0];
        expect(row?.sendCount).toBe(2);
        const newToken = await tokenOf(email);
        expect(newToken).not.toBe(oldToken);
        expect((await answer(true, email, owner.domainName, oldToken)).json().invitationResult).toBe(3);
        expect((await answer(false, email, owner.domainName, oldToken)).json().invitationResult).toBe(3);
        expect((await answer(true, email, owner.domainName, newToken)).json().invitationResult).toBe(0);
        expect((await logActions(t(), owner.domainId)).at(-1)).toMatchObject({ action: 'invitation.resent', targetId: invitation.id, details: { sendCount: 2 } });
      } finally {
        t().clock.advance(-2 * MINUTE);
      }
    });

    it('waits a minute between sends (429)', async () => {
      const owner = await signedInUser(t(), 'resend.soon');
      const invitation = await inviteOk(owner, { email: uniqueEmail('soon'), resourceType: 'end_user' });
      const response = await resend(owner, owner.domainName, invitation.id);
      expect(response.statusCode).toBe(429);
      expect(response.json().error.message).toBe('This invitation was sent less than a minute ago. Wait a minute before sending it again.');
    });

    it('renews an expired invitation', async () => {
      const owner = await signedInUser(t(), 'resend.expired');
      const email = uniqueEmail('late');
      const invitation = await inviteOk(owner, { email, resourceType: 'end_user' });
      // Sent 8 days ago (moving the clock that far would also expire the access token).
      const sent = new Date(Date.now() - 8 * DAY);
      await t()
        .db.updateTable('invitations')
        .set({ createdAt: sent, lastSentAt: sent, expiresAt: new Date(sent.getTime() + 7 * DAY) })
        .where('id', '=', invitation.id)
        .execute();
      const staleToken = await tokenOf(email);
      expect((await answer(true, email, owner.domainName, staleToken)).json().invitationResult).toBe(3);
      expect((await members(owner)).invitations).toEqual([expect.objectContaining({ id: invitation.id, status: 'expired' })]);
      const response = await resend(owner, owner.domainName, invitation.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().status).toBe('pending');
      expect((await answer(true, email, owner.domainName, await tokenOf(email))).json().invitationResult).toBe(0);
    });

    it('an expired invitation takes its seat back on resend: refused when the seat went meanwhile', async () => {
      const owner = await signedInUser(t(), 'resend.seat');
      await setPlan(t(), owner.domainId, 'standard');
      const invitation = await inviteOk(owner, { email: uniqueEmail('seat.lost') });
      await t().db.updateTable('invitations').set({ expiresAt: new Date(Date.now() - DAY), lastSentAt: new Date(Date.now() - 8 * DAY) }).where('id', '=', invitation.id).execute();
      // Its seat is free while it is expired: two more developers take the last seats.
      await inviteOk(owner, { email: uniqueEmail('seat.taker1') });
      await inviteOk(owner, { email: uniqueEmail('seat.taker2') });
      const response = await resend(owner, owner.domainName, invitation.id);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({ code: 'plan_limit_reached', message: STANDARD_DEVELOPERS });
    });

    it('answers 404 for an answered, revoked, unknown or malformed id; 403 for a developer; 404 for an outsider', async () => {
      const owner = await signedInUser(t(), 'resend.guard');
      const dev = await signedInUser(t(), 'resend.guard.dev');
      const outsider = await signedInUser(t(), 'resend.guard.out');
      await addToWorkspace(t(), owner.domainId, dev, 'developer', 'end_user');
      const declined = await inviteOk(owner, { email: uniqueEmail('declined'), resourceType: 'end_user' });
      await answer(false, declined.email, owner.domainName, await tokenOf(declined.email));
      const revoked = await inviteOk(owner, { email: uniqueEmail('revoked'), resourceType: 'end_user' });
      await revoke(owner, owner.domainName, revoked.id);
      const open = await inviteOk(owner, { email: uniqueEmail('open'), resourceType: 'end_user' });
      t().clock.advance(2 * MINUTE);
      try {
        for (const id of [declined.id, revoked.id, crypto.randomUUID(), 'not-a-uuid']) {
          const response = await resend(owner, owner.domainName, id);
          expect(response.statusCode).toBe(404);
          expect(response.json().error).toEqual({ code: 'not_found', message: 'Invitation not found.' });
        }
        expect((await resend(dev, owner.domainName, open.id)).statusCode).toBe(403);
        expect((await resend(outsider, owner.domainName, open.id)).statusCode).toBe(404);
        // Nor through the outsider's own workspace.
        expect((await resend(outsider, outsider.domainName, open.id)).statusCode).toBe(404);
        expect((await invitationRows(owner.domainId)).find((row) => row.id === open.id)?.sendCount).toBe(1);
      } finally {
        t().clock.advance(-2 * MINUTE);
      }
    });
  });

  describe('DELETE /api/invitations/:invitationId', () => {
    it('revokes: the link then answers 3, sign-up refuses it, and it leaves the list; logged', async () => {
      const owner = await signedInUser(t(), 'revoke');
      const email = uniqueEmail('revokee');
      const invitation = await inviteOk(owner, { email, resourceType: 'end_user' });
      const token = await tokenOf(email);
      const response = await revoke(owner, owner.domainName, invitation.id);
      expect(response.statusCode).toBe(204);
      expect((await answer(true, email, owner.domainName, token)).json()).toEqual({ invitationResult: 3, domainName: owner.domainName });
      expect((await answer(false, email, owner.domainName, token)).json().invitationResult).toBe(3);
      expect((await signUp(t(), { username: email, domainName: owner.domainName })).json()).toEqual({ result: messages.signUpInvitationExpired });
      expect((await members(owner)).invitations).toEqual([]);
      expect((await logActions(t(), owner.domainId)).at(-1)).toMatchObject({ action: 'invitation.revoked', targetId: invitation.id, targetName: email });
      expect((await revoke(owner, owner.domainName, invitation.id)).statusCode).toBe(404);
      // The address may be invited again, but not mailed twice within a minute (invite → revoke →
      // invite used to beat the resend rule).
      const again = await invite(owner, owner.domainName, { email, resourceType: 'end_user' });
      expect(again.statusCode).toBe(429);
      expect(again.json().error.message).toBe('This invitation was sent less than a minute ago. Wait a minute before sending it again.');
      expect(await t().db.selectFrom('outboxEmails').select('id').where('to', '=', email).execute()).toHaveLength(1);
      t().clock.advance(61_000);
      await inviteOk(owner, { email, resourceType: 'end_user' });
    });

    it('an existing account cannot accept a revoked invitation', async () => {
      const owner = await signedInUser(t(), 'revoke.account');
      const invitee = await createActiveUser(t(), uniqueEmail('has.account'));
      const invitation = await inviteOk(owner, { email: invitee, resourceType: 'end_user' });
      const token = await tokenOf(invitee);
      await revoke(owner, owner.domainName, invitation.id);
      expect((await answer(true, invitee, owner.domainName, token)).json().invitationResult).toBe(3);
      expect((await members(owner)).members).toHaveLength(1);
    });

    it('is owner-only: 403 for a developer, 404 for an outsider, and the invitation stays open', async () => {
      const owner = await signedInUser(t(), 'revoke.guard');
      const dev = await signedInUser(t(), 'revoke.guard.dev');
      const outsider = await signedInUser(t(), 'revoke.guard.out');
      await addToWorkspace(t(), owner.domainId, dev, 'developer', 'end_user');
      const invitation = await inviteOk(owner, { email: uniqueEmail('kept'), resourceType: 'end_user' });
      expect((await revoke(dev, owner.domainName, invitation.id)).statusCode).toBe(403);
      expect((await revoke(outsider, owner.domainName, invitation.id)).statusCode).toBe(404);
      expect((await revoke(outsider, outsider.domainName, invitation.id)).statusCode).toBe(404);
      expect((await revoke(owner, owner.domainName, 'not-a-uuid')).statusCode).toBe(404);
      expect((await invitationRows(owner.domainId))[0]?.revokedAt).toBeNull();
    });
  });
});
