import { authPaths, messages } from '@tessera/model';
import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, lastMailTo, linkIn, loginAs, signUp, uniqueEmail } from '../../../test/helpers/accounts.ts';
import { testDatabases } from '../../../test/helpers/databases.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

describe.each(testDatabases)('POST /auth/confirmemail on %s', (kind) => {
  const t = useTestApp(kind);
  const confirm = (token: string | null, username: string) =>
    t().inject({ method: 'POST', url: authPaths.confirmEmail, payload: { token, username } });
  const activationToken = async (email: string) =>
    linkIn((await lastMailTo(t(), email)).text, 'http://tessera.test/confirm-email').searchParams.get('token');

  it('activates the account once; login then succeeds', async () => {
    const email = uniqueEmail();
    await signUp(t(), { username: email });
    const token = await activationToken(email);
    const response = await confirm(token, email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: '', domainName: null });
    await loginAs(t(), email, GOOD_PASSWORD);
    const reuse = await confirm(token, email);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({ error: { code: 'invalid_token', message: messages.invalidToken } });
  });

  it('refuses a wrong token, another user\'s token and an expired token', async () => {
    const email = uniqueEmail();
    const other = uniqueEmail();
    await signUp(t(), { username: email });
    await signUp(t(), { username: other });
    const token = await activationToken(email);
    expect((await confirm('wrong', email)).statusCode).toBe(400);
    expect((await confirm(token, other)).statusCode).toBe(400);
    t().clock.advance(11 * 60 * 1000);
    try {
      const expired = await confirm(token, email);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().error.message).toBe(messages.invalidToken);
    } finally {
      t().clock.advance(-11 * 60 * 1000);
    }
  });
});

describe.each(testDatabases)('POST /auth/sendconfirmationemail on %s', (kind) => {
  const t = useTestApp(kind);
  const resend = (email: string) => t().inject({ method: 'POST', url: authPaths.sendConfirmationEmail, payload: { email } });

  it('sends a new link to a pending account; the old one stays live until one of them activates', async () => {
    const email = uniqueEmail();
    await signUp(t(), { username: email });
    const oldToken = linkIn((await lastMailTo(t(), email)).text, 'http://tessera.test/confirm-email').searchParams.get('token');
    const response = await resend(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.verificationCodeSent });
    const newToken = linkIn((await lastMailTo(t(), email)).text, 'http://tessera.test/confirm-email').searchParams.get('token');
    expect(newToken).not.toBe(oldToken);
    const fresh = await t().inject({ method: 'POST', url: authPaths.confirmEmail, payload: { token: newToken, username: email } });
    expect(fresh.statusCode).toBe(200);
    await loginAs(t(), email, GOOD_PASSWORD);
    const old = await t().inject({ method: 'POST', url: authPaths.confirmEmail, payload: { token: oldToken, username: email } });
    expect(old.statusCode).toBe(400);
  });

  it("a stranger's resend does not cancel the owner's link nor change the password it sets", async () => {
    const email = uniqueEmail();
    await signUp(t(), { username: email, password: 'the owner long passphrase' });
    const ownerToken = linkIn((await lastMailTo(t(), email)).text, 'http://tessera.test/confirm-email').searchParams.get('token');
    await resend(email);
    const ok = await t().inject({ method: 'POST', url: authPaths.confirmEmail, payload: { token: ownerToken, username: email } });
    expect(ok.statusCode).toBe(200);
    await loginAs(t(), email, 'the owner long passphrase');
  });

  it("the owner's resend after a stranger's repeat sign-up still activates the owner's password", async () => {
    const email = uniqueEmail();
    await signUp(t(), { username: email, password: 'the owner long passphrase' });
    await signUp(t(), { username: email, password: 'a stranger passphrase' });
    await resend(email);
    const resent = linkIn((await lastMailTo(t(), email)).text, 'http://tessera.test/confirm-email').searchParams.get('token');
    const ok = await t().inject({ method: 'POST', url: authPaths.confirmEmail, payload: { token: resent, username: email } });
    expect(ok.statusCode).toBe(200);
    await loginAs(t(), email, 'the owner long passphrase');
    const stranger = await t().inject({ method: 'POST', url: authPaths.login, payload: { username: email, password: 'a stranger passphrase' } });
    expect(stranger.statusCode).toBe(401);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const response = await resend(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.verificationCodeSent });
    const mails = await t().db.selectFrom('outboxEmails').select('id').where('to', '=', email).execute();
    expect(mails).toHaveLength(0);
  });
});
