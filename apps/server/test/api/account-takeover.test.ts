import { authPaths } from '@tessera/model';
import { workspacePaths as paths } from '@tessera/model/workspace-api';
import { describe, expect, it } from 'vitest';
import { activationLinkTo, confirmLink, lastMailTo, linkIn, loginAs, signUp, uniqueEmail } from '../helpers/accounts.ts';
import { testDatabases } from '../helpers/databases.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { scoped, setPlan, signedInUser } from '../helpers/workspaces.ts';

// Pre-activation takeover: a password set before the mailbox's owner clicked must never sign in.
const ATTACKER = { password: 'mallory picked this one', deviceKey: 'mallory-browser-0123456789abcdefghijklmnop' };
const OWNER = { password: 'victoria picked her own', deviceKey: 'victoria-browser-0123456789abcdefghijklmno' };
const OWNER_CHOSEN_AT_CLICK = 'victoria typed this at the link';

describe.each(testDatabases)('pre-activation account takeover on %s', (kind) => {
  const t = useTestApp(kind);
  const login = (username: string, password: string) =>
    t().inject({ method: 'POST', url: authPaths.login, payload: { username, password } });
  const resend = (email: string) => t().inject({ method: 'POST', url: authPaths.sendConfirmationEmail, payload: { email } });

  it("the reported steps: attacker signs up, owner signs up, attacker resends, owner opens the newest mail", async () => {
    const email = uniqueEmail('v');
    expect((await signUp(t(), { username: email, ...ATTACKER })).json()).toEqual({ result: '' });
    expect((await signUp(t(), { username: email, ...OWNER })).json()).toEqual({ result: '' });
    expect((await resend(email)).statusCode).toBe(200);

    // The newest mail is the resend's: opened in the owner's browser, it asks for a password.
    const newest = await activationLinkTo(t(), email);
    const asked = await confirmLink(t(), newest, { deviceKey: OWNER.deviceKey });
    expect(asked.json().error.code).toBe('password_required');
    expect((await confirmLink(t(), newest, { deviceKey: OWNER.deviceKey, password: OWNER_CHOSEN_AT_CLICK })).statusCode).toBe(200);

    const attacker = await login(email, ATTACKER.password);
    expect(attacker.statusCode).toBe(401);
    expect(attacker.json().error.code).toBe('invalid_credentials');
    await loginAs(t(), email, OWNER_CHOSEN_AT_CLICK);
  });

  it("the owner opening the attacker's sign-up mail is asked for a password; the attacker's never signs in", async () => {
    const email = uniqueEmail('v');
    await signUp(t(), { username: email, ...ATTACKER });
    const attackersLink = await activationLinkTo(t(), email);
    expect((await confirmLink(t(), attackersLink, { deviceKey: OWNER.deviceKey })).json().error.code).toBe('password_required');
    expect((await confirmLink(t(), attackersLink, { password: OWNER_CHOSEN_AT_CLICK })).statusCode).toBe(200);
    expect((await login(email, ATTACKER.password)).statusCode).toBe(401);
    await loginAs(t(), email, OWNER_CHOSEN_AT_CLICK);
  });

  it("the owner's own sign-up link, opened in the owner's browser, activates the owner's password only", async () => {
    const email = uniqueEmail('v');
    await signUp(t(), { username: email, ...OWNER });
    const ownersLink = await activationLinkTo(t(), email);
    await signUp(t(), { username: email, ...ATTACKER });
    await resend(email);
    expect((await confirmLink(t(), ownersLink, { deviceKey: OWNER.deviceKey })).statusCode).toBe(200);
    expect((await login(email, ATTACKER.password)).statusCode).toBe(401);
    await loginAs(t(), email, OWNER.password);
  });

  it('an invitation to a pending account joins nothing; the invitee joins on activation with a password of their own', async () => {
    const inviter = await signedInUser(t(), 'inviter');
    await setPlan(t(), inviter.domainId, 'standard');
    const email = uniqueEmail('invited.owner');
    const invited = await t().inject({
      method: 'POST',
      url: paths.invitations,
      headers: scoped(inviter, inviter.domainName),
      payload: { email, role: 'owner', resourceType: 'developer' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const accept = linkIn((await lastMailTo(t(), email)).text, `${t().config.publicUrl}/invitation?accepted=1`);
    const token = accept.searchParams.get('token');

    // The attacker pre-registers the invited address; the owner then clicks Accept.
    await signUp(t(), { username: email, ...ATTACKER });
    const answer = await t().inject({
      method: 'POST',
      url: authPaths.acceptInvite,
      payload: { username: email, domainName: inviter.domainName, token },
    });
    expect(answer.json()).toEqual({ invitationResult: 0, domainName: inviter.domainName });
    const user = await t().db.selectFrom('users').select('id').where('username', '=', email).executeTakeFirstOrThrow();
    const joinedEarly = await t()
      .db.selectFrom('domainMembers')
      .select('role')
      .where('domainId', '=', inviter.domainId)
      .where('userId', '=', user.id)
      .executeTakeFirst();
    expect(joinedEarly).toBeUndefined();

    // Accept leads to sign-up (spec §4, result 0): the invitee's own sign-up and link join with the owner role.
    await signUp(t(), { username: email, domainName: inviter.domainName, ...OWNER });
    const activated = await confirmLink(t(), await activationLinkTo(t(), email), { deviceKey: OWNER.deviceKey });
    expect(activated.json()).toEqual({ result: '', domainName: inviter.domainName });
    const member = await t()
      .db.selectFrom('domainMembers')
      .select('role')
      .where('domainId', '=', inviter.domainId)
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(member.role).toBe('owner');
    expect((await login(email, ATTACKER.password)).statusCode).toBe(401);
    await loginAs(t(), email, OWNER.password);
  });
});
