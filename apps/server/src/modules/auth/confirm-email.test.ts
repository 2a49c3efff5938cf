import { authPaths, messages } from '@tessera/model';
import { describe, expect, it } from 'vitest';
import {
  activationLinkTo,
  confirmLink,
  GOOD_PASSWORD,
  loginAs,
  signUp,
  TEST_DEVICE_KEY,
  uniqueEmail,
} from '../../../test/helpers/accounts.ts';
import { testDatabases } from '../../../test/helpers/databases.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { ACTIVATION_MAILS_PER_HOUR } from './activation-mail.ts';

const CHOSEN_PASSWORD = 'chosen when the link opened';
const sameBrowser = { deviceKey: TEST_DEVICE_KEY };

describe.each(testDatabases)('POST /auth/confirmemail on %s', (kind) => {
  const t = useTestApp(kind);
  const login = (username: string, password: string) =>
    t().inject({ method: 'POST', url: authPaths.login, payload: { username, password } });

  it("activates once in the browser that signed up, with the sign-up's password", async () => {
    const email = uniqueEmail();
    await signUp(t(), { username: email });
    const link = await activationLinkTo(t(), email);
    const response = await confirmLink(t(), link, sameBrowser);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: '', domainName: null });
    await loginAs(t(), email, GOOD_PASSWORD);
    const reuse = await confirmLink(t(), link, sameBrowser);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({ error: { code: 'invalid_token', message: messages.invalidToken } });
  });

  it('asks for a password in another browser, keeps the link live, then activates with the one chosen', async () => {
    const email = uniqueEmail();
    await signUp(t(), { username: email });
    const link = await activationLinkTo(t(), email);
    for (const elsewhere of [{}, { deviceKey: 'another-browser-device-key-0123456789abcd' }]) {
      const asked = await confirmLink(t(), link, elsewhere);
      expect(asked.statusCode).toBe(400);
      expect(asked.json()).toEqual({ error: { code: 'password_required', message: messages.activationPasswordRequired } });
    }
    const user = await t().db.selectFrom('users').select('activatedAt').where('username', '=', email).executeTakeFirstOrThrow();
    expect(user.activatedAt).toBeNull();

    const weak = await confirmLink(t(), link, { password: 'qwerty123456' });
    expect(weak.json()).toEqual({ error: { code: 'weak_password', message: messages.passwordTooCommon } });
    const done = await confirmLink(t(), link, { password: CHOSEN_PASSWORD });
    expect(done.statusCode).toBe(200);
    await loginAs(t(), email, CHOSEN_PASSWORD);
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses a wrong token, another user\'s token and an expired token', async () => {
    const email = uniqueEmail();
    const other = uniqueEmail();
    await signUp(t(), { username: email });
    await signUp(t(), { username: other });
    const link = await activationLinkTo(t(), email);
    const wrong = new URL(link);
    wrong.searchParams.set('token', 'wrong');
    expect((await confirmLink(t(), wrong, sameBrowser)).statusCode).toBe(400);
    const crossed = new URL(link);
    crossed.searchParams.set('username', other);
    expect((await confirmLink(t(), crossed, sameBrowser)).json().error.code).toBe('invalid_token');
    t().clock.advance(11 * 60 * 1000);
    try {
      const expired = await confirmLink(t(), link, sameBrowser);
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
  const login = (username: string, password: string) =>
    t().inject({ method: 'POST', url: authPaths.login, payload: { username, password } });
  const mailCount = async (email: string) =>
    (await t().db.selectFrom('outboxEmails').select('id').where('to', '=', email).execute()).length;

  it('sends a new link that asks for a password even in the browser that signed up; the old link stays live', async () => {
    const email = uniqueEmail();
    await signUp(t(), { username: email });
    const oldLink = await activationLinkTo(t(), email);
    const response = await resend(email);
    expect(response.json()).toEqual({ message: messages.verificationCodeSent });
    const newLink = await activationLinkTo(t(), email);
    expect(newLink.searchParams.get('token')).not.toBe(oldLink.searchParams.get('token'));
    expect((await confirmLink(t(), newLink, sameBrowser)).json().error.code).toBe('password_required');
    expect((await confirmLink(t(), oldLink, sameBrowser)).statusCode).toBe(200);
    await loginAs(t(), email, GOOD_PASSWORD);
    expect((await confirmLink(t(), newLink, { password: CHOSEN_PASSWORD })).statusCode).toBe(400);
  });

  it('takes the greeting from the first sign-up, whoever asks for the mail', async () => {
    const email = uniqueEmail();
    await signUp(t(), { username: email, firstname: 'Victoria' });
    await signUp(t(), { username: email, firstname: 'Clickhere' });
    await resend(email);
    const mails = await t().db.selectFrom('outboxEmails').select(['text']).where('to', '=', email).execute();
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      expect(mail.text).toContain('Victoria');
      expect(mail.text).not.toContain('Clickhere');
    }
  });

  it(`sends at most ${ACTIVATION_MAILS_PER_HOUR} activation mails an hour to one address, whatever asks`, async () => {
    const email = uniqueEmail();
    await signUp(t(), { username: email });
    for (let i = 0; i < 5; i += 1) {
      expect((await resend(email)).json()).toEqual({ message: messages.verificationCodeSent });
    }
    expect((await signUp(t(), { username: email })).json()).toEqual({ result: '' });
    expect(await mailCount(email)).toBe(ACTIVATION_MAILS_PER_HOUR);
    t().clock.advance(61 * 60_000);
    try {
      await resend(email);
      expect(await mailCount(email)).toBe(ACTIVATION_MAILS_PER_HOUR + 1);
    } finally {
      t().clock.advance(-61 * 60_000);
    }
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const response = await resend(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.verificationCodeSent });
    expect(await mailCount(email)).toBe(0);
  });

  it('never lets a password set before the click sign in after a resent link activates', async () => {
    const email = uniqueEmail();
    await signUp(t(), { username: email, password: 'set before anyone clicked' });
    await resend(email);
    expect((await confirmLink(t(), await activationLinkTo(t(), email), { password: CHOSEN_PASSWORD })).statusCode).toBe(200);
    expect((await login(email, 'set before anyone clicked')).statusCode).toBe(401);
    await loginAs(t(), email, CHOSEN_PASSWORD);
  });
});
