import { authPaths, messages } from '@tessera/model';
import { describe, expect, it } from 'vitest';
import { createActiveUser, lastMailTo, linkIn, loginAs, signUp, TEST_DEVICE_KEY, uniqueEmail } from '../../../test/helpers/accounts.ts';
import { testDatabases } from '../../../test/helpers/databases.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

const OTHER_PASSWORD = 'another fine long passphrase';
const ATTACKER_PASSWORD = 'mallory knows this passphrase';
const VICTIM_PASSWORD = 'victoria chose this passphrase';
const ATTACKER_DEVICE_KEY = 'mallory-browser-device-key-0123456789abcdef';

describe.each(testDatabases)('POST /auth/signup on %s', (kind) => {
  const t = useTestApp(kind);
  // Links opened in the suites' browser, the one every sign-up here is made from unless it says otherwise.
  const confirm = (link: URL, username: string) =>
    t().inject({
      method: 'POST',
      url: authPaths.confirmEmail,
      payload: { token: link.searchParams.get('token'), username, deviceKey: TEST_DEVICE_KEY },
    });

  it("creates a pending account with a personal workspace and mails an activation link built from PUBLIC_URL", async () => {
    const email = uniqueEmail('Ada.Lovelace');
    const response = await t().inject({
      method: 'POST',
      url: authPaths.signUp,
      headers: { host: 'evil.example', origin: 'https://evil.example' },
      payload: { username: email, firstname: 'Ada', lastname: 'Lovelace', password: 'correct horse battery staple' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: '' });

    const user = await t().db.selectFrom('users').selectAll().where('username', '=', email.toLowerCase()).executeTakeFirstOrThrow();
    expect(user.activatedAt).toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const code = await t().db.selectFrom('verificationCodes').selectAll().where('userId', '=', user.id).executeTakeFirstOrThrow();
    expect(code.deviceKeyHash).toBeNull(); // no device key sent: the link will ask for a password
    const membership = await t()
      .db.selectFrom('domainMembers')
      .innerJoin('domains', 'domains.id', 'domainMembers.domainId')
      .select(['domains.name', 'domainMembers.role', 'domains.id'])
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(membership.role).toBe('owner');
    expect(membership.name).toMatch(/^ada-lovelace\d+-[a-z0-9]+$/);
    expect(user.lastUsedDomainId).toBe(membership.id);

    const mail = await lastMailTo(t(), email);
    const link = linkIn(mail.text, 'http://tessera.test/confirm-email?');
    expect(link.searchParams.get('username')).toBe(email.toLowerCase());
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(link.searchParams.get('token'));
    expect(mail.html).not.toContain('evil.example');
  });

  it('makes a second workspace name unique with a suffix', async () => {
    const first = `same.name@one.example`;
    const second = `same.name@two.example`;
    await signUp(t(), { username: first });
    await signUp(t(), { username: second });
    const names = await t()
      .db.selectFrom('domains')
      .select('name')
      .where('name', 'like', 'same-name%')
      .orderBy('name')
      .execute();
    expect(names.map((row) => row.name)).toEqual(['same-name', 'same-name-2']);
  });

  it('answers accountExists for an active account and creates nothing', async () => {
    const email = await createActiveUser(t());
    const response = await signUp(t(), { username: email });
    expect(response.json()).toEqual({ result: messages.accountExists });
  });

  it('leaves a pending account as it is on a repeat sign-up; each link applies its own sign-up', async () => {
    const email = uniqueEmail();
    await signUp(t(), { username: email, firstname: 'Old' });
    const before = await t().db.selectFrom('users').selectAll().where('username', '=', email).executeTakeFirstOrThrow();
    const firstLink = linkIn((await lastMailTo(t(), email)).text, 'http://tessera.test/confirm-email');
    const again = await signUp(t(), { username: email, firstname: 'New', password: OTHER_PASSWORD });
    expect(again.json()).toEqual({ result: '' });
    const user = await t().db.selectFrom('users').selectAll().where('username', '=', email).executeTakeFirstOrThrow();
    expect(user.firstname).toBe('Old');
    expect(user.passwordHash).toBe(before.passwordHash);
    const secondLink = linkIn((await lastMailTo(t(), email)).text, 'http://tessera.test/confirm-email');
    expect(secondLink.searchParams.get('token')).not.toBe(firstLink.searchParams.get('token'));
    const domains = await t().db.selectFrom('domainMembers').select('domainId').where('userId', '=', user.id).execute();
    expect(domains).toHaveLength(1);

    // The second sign-up's link activates with its own names and password; the first link then dies.
    expect((await confirm(secondLink, email)).statusCode).toBe(200);
    const active = await t().db.selectFrom('users').selectAll().where('username', '=', email).executeTakeFirstOrThrow();
    expect(active.firstname).toBe('New');
    await loginAs(t(), email, OTHER_PASSWORD);
    expect((await confirm(firstLink, email)).statusCode).toBe(400);
    const leftHashes = await t()
      .db.selectFrom('verificationCodes')
      .select('passwordHash')
      .where('userId', '=', user.id)
      .where('passwordHash', 'is not', null)
      .execute();
    expect(leftHashes).toHaveLength(0);
  });

  for (const order of ['attacker first', 'victim first'] as const) {
    it(`a stranger's sign-up cannot set the password the owner's link activates (${order})`, async () => {
      const email = uniqueEmail('victim');
      const attacker = () =>
        signUp(t(), { username: email, firstname: 'Mallory', password: ATTACKER_PASSWORD, deviceKey: ATTACKER_DEVICE_KEY });
      const victim = () => signUp(t(), { username: email, firstname: 'Victoria', password: VICTIM_PASSWORD });
      let victimLink: URL;
      if (order === 'attacker first') {
        expect((await attacker()).json()).toEqual({ result: '' });
        expect((await victim()).json()).toEqual({ result: '' });
        victimLink = linkIn((await lastMailTo(t(), email)).text, 'http://tessera.test/confirm-email');
      } else {
        expect((await victim()).json()).toEqual({ result: '' });
        victimLink = linkIn((await lastMailTo(t(), email)).text, 'http://tessera.test/confirm-email');
        expect((await attacker()).json()).toEqual({ result: '' });
      }
      expect((await confirm(victimLink, email)).statusCode).toBe(200);
      await loginAs(t(), email, VICTIM_PASSWORD);
      const refused = await t().inject({
        method: 'POST',
        url: authPaths.login,
        payload: { username: email, password: ATTACKER_PASSWORD },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.code).toBe('invalid_credentials');
      const user = await t().db.selectFrom('users').select('firstname').where('username', '=', email).executeTakeFirstOrThrow();
      expect(user.firstname).toBe('Victoria');
    });
  }

  it('answers the dead-invitation text and creates no account without a live invitation', async () => {
    const email = uniqueEmail();
    const response = await signUp(t(), { username: email, domainName: 'no-such-workspace' });
    expect(response.json()).toEqual({ result: messages.signUpInvitationExpired });
    const user = await t().db.selectFrom('users').select('id').where('username', '=', email).executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('refuses a common password with its message', async () => {
    const response = await signUp(t(), { username: uniqueEmail(), password: 'qwerty123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'weak_password', message: messages.passwordTooCommon } });
  });

  it('refuses a short password with the rule message', async () => {
    const response = await signUp(t(), { username: uniqueEmail(), password: 'short pass' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(response.json().error.message).toBe(`password: ${messages.passwordTooShort}`);
  });

  it('refuses an invalid email and name with the form messages', async () => {
    const response = await signUp(t(), { username: 'not-an-email', firstname: 'R2D2' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      `username: ${messages.signUpEmailInvalid}; firstname: ${messages.firstNameInvalid}`,
    );
  });

  it("stores a sign_up event, tagged internal for the product's own addresses", async () => {
    const email = uniqueEmail('team.tessera');
    await signUp(t(), { username: email, source: 'landing' });
    const user = await t().db.selectFrom('users').select('id').where('username', '=', email).executeTakeFirstOrThrow();
    const event = await t().db.selectFrom('events').selectAll().where('userId', '=', user.id).executeTakeFirstOrThrow();
    expect(event.name).toBe('sign_up');
    expect(event.isInternal).toBe(true);
    expect(event.properties).toMatchObject({ source: 'landing', invited: false });
  });
});
