import { authPaths, messages } from '@tessera/model';
import { describe, expect, it } from 'vitest';
import { createActiveUser, lastMailTo, linkIn, signUp, uniqueEmail } from '../../../test/helpers/accounts.ts';
import { testDatabases } from '../../../test/helpers/databases.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

describe.each(testDatabases)('POST /auth/signup on %s', (kind) => {
  const t = useTestApp(kind);

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

  it('updates a pending account and resends the activation link', async () => {
    const email = uniqueEmail();
    await signUp(t(), { username: email, firstname: 'Old' });
    const firstLink = linkIn((await lastMailTo(t(), email)).text, 'http://tessera.test/confirm-email');
    const again = await signUp(t(), { username: email, firstname: 'New' });
    expect(again.json()).toEqual({ result: '' });
    const user = await t().db.selectFrom('users').selectAll().where('username', '=', email).executeTakeFirstOrThrow();
    expect(user.firstname).toBe('New');
    const secondLink = linkIn((await lastMailTo(t(), email)).text, 'http://tessera.test/confirm-email');
    expect(secondLink.searchParams.get('token')).not.toBe(firstLink.searchParams.get('token'));
    const domains = await t().db.selectFrom('domainMembers').select('domainId').where('userId', '=', user.id).execute();
    expect(domains).toHaveLength(1);
  });

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
