import { createHash } from 'node:crypto';
import { authPaths, messages } from '@tessera/model';
import { describe, expect, it } from 'vitest';
import { bearer, createActiveUser, lastMailTo, loginAs, signUp, uniqueEmail } from '../../../test/helpers/accounts.ts';
import { testDatabases } from '../../../test/helpers/databases.ts';
import { type TestApp, useTestApp } from '../../../test/helpers/test-app.ts';

const NEW_PASSWORD = 'a brand new long passphrase';

async function mailedCode(t: TestApp, email: string): Promise<string> {
  const mail = await lastMailTo(t, email);
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in ${mail.text}`);
  return code;
}

describe.each(testDatabases)('password reset on %s', (kind) => {
  const t = useTestApp(kind);
  // Requests come from 127.0.0.1 unless a test names another client address.
  const forgot = (Email: string, remoteAddress?: string) =>
    t().inject({ method: 'POST', url: authPaths.forgotPassword, payload: { Email }, ...(remoteAddress ? { remoteAddress } : {}) });
  const verify = (username: string, verificationCode: string, remoteAddress?: string) =>
    t().inject({ method: 'POST', url: authPaths.verifyCode, payload: { username, verificationCode }, ...(remoteAddress ? { remoteAddress } : {}) });
  const reset = (token: string, UserName: string, newPassword = NEW_PASSWORD) =>
    t().inject({ method: 'POST', url: authPaths.resetPassword, payload: { token, UserName, newPassword } });

  it('forgot → verify → reset → login with the new password; old sessions are revoked', async () => {
    const email = await createActiveUser(t());
    const oldSession = await loginAs(t(), email);
    const response = await forgot(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.verificationCodeSent });
    const code = await mailedCode(t(), email);
    const verified = await verify(email, code);
    expect(verified.statusCode).toBe(200);
    const { token } = verified.json();
    const done = await reset(token, email);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({});
    await loginAs(t(), email, NEW_PASSWORD);
    const refresh = await t().inject({ method: 'POST', url: authPaths.refreshToken, payload: { refreshtoken: oldSession.refreshToken } });
    expect(refresh.statusCode).toBe(400);
    // Its access token ended with it.
    expect((await t().inject({ method: 'GET', url: authPaths.userInfo, headers: bearer(oldSession.tokenString) })).statusCode).toBe(401);
    // The reset token and the code are single use.
    expect((await reset(token, email, 'yet another long passphrase')).statusCode).toBe(400);
    expect((await verify(email, code)).statusCode).toBe(400);
  });

  it('stores the code keyed (HMAC), not as its plain sha256, and the code still verifies', async () => {
    const email = await createActiveUser(t());
    await forgot(email);
    const code = await mailedCode(t(), email);
    const row = await t()
      .db.selectFrom('verificationCodes')
      .innerJoin('users', 'users.id', 'verificationCodes.userId')
      .select('verificationCodes.codeHash')
      .where('users.username', '=', email)
      .where('verificationCodes.purpose', '=', 'password_reset')
      .executeTakeFirstOrThrow();
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toBe(createHash('sha256').update(code).digest('hex'));
    expect((await verify(email, code)).statusCode).toBe(200);
  });

  it('answers unknown addresses the same and mails nothing', async () => {
    const email = uniqueEmail('ghost');
    const response = await forgot(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.verificationCodeSent });
    expect(await t().db.selectFrom('outboxEmails').select('id').where('to', '=', email).execute()).toHaveLength(0);
  });

  it('refuses a wrong code with its message, and kills the code after 5 wrong tries', async () => {
    const email = await createActiveUser(t());
    await forgot(email);
    const code = await mailedCode(t(), email);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await verify(email, wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({ error: { code: 'verification_code_incorrect', message: messages.verificationCodeIncorrect } });
    for (let attempt = 2; attempt <= 5; attempt += 1) expect((await verify(email, wrong)).statusCode).toBe(400);
    const right = await verify(email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ error: { code: 'verification_code_incorrect', message: messages.verificationCodeIncorrect } });
  });

  it('counts concurrent wrong guesses atomically: never more than 5 attempts, the right code is refused after', async () => {
    const email = await createActiveUser(t());
    await forgot(email);
    const code = await mailedCode(t(), email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(email, wrong)));
    expect(answers.every((answer) => answer.statusCode === 400)).toBe(true);
    const row = await t()
      .db.selectFrom('verificationCodes')
      .innerJoin('users', 'users.id', 'verificationCodes.userId')
      .select(['verificationCodes.attempts', 'verificationCodes.usedAt'])
      .where('users.username', '=', email)
      .where('verificationCodes.purpose', '=', 'password_reset')
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBeLessThanOrEqual(5);
    expect(row.usedAt).toBeNull();
    const right = await verify(email, code);
    expect(right.json()).toEqual({ error: { code: 'verification_code_incorrect', message: messages.verificationCodeIncorrect } });
  });

  it('issues at most 5 codes per hour per account, answering the same after', async () => {
    const email = await createActiveUser(t());
    const mailsTo = async () => (await t().db.selectFrom('outboxEmails').select('id').where('to', '=', email).execute()).length;
    const before = await mailsTo();
    for (let i = 0; i < 5; i += 1) await forgot(email);
    const fifth = await mailedCode(t(), email);
    expect(await mailsTo()).toBe(before + 5);
    const sixth = await forgot(email);
    expect(sixth.statusCode).toBe(200);
    expect(sixth.json()).toEqual({ message: messages.verificationCodeSent });
    expect(await mailsTo()).toBe(before + 5);
    // No new code replaced the fifth one.
    expect((await verify(email, fifth)).statusCode).toBe(200);
    t().clock.advance(61 * 60_000);
    try {
      await forgot(email);
      expect(await mailsTo()).toBe(before + 6);
    } finally {
      t().clock.advance(-61 * 60_000);
    }
  });

  it('refuses more than 10 wrong codes per hour per address and requester, across codes', async () => {
    const email = await createActiveUser(t());
    await forgot(email);
    let code = await mailedCode(t(), email);
    const wrongFor = (right: string) => (right === '000000' ? '111111' : '000000');
    for (let i = 0; i < 4; i += 1) expect((await verify(email, wrongFor(code))).json().error.code).toBe('verification_code_incorrect');
    await forgot(email);
    code = await mailedCode(t(), email);
    for (let i = 0; i < 4; i += 1) expect((await verify(email, wrongFor(code))).json().error.code).toBe('verification_code_incorrect');
    await forgot(email);
    code = await mailedCode(t(), email);
    for (let i = 0; i < 2; i += 1) expect((await verify(email, wrongFor(code))).json().error.code).toBe('verification_code_incorrect');
    // Ten wrong codes for this address from this requester this hour: even the right, fresh code is refused.
    const right = await verify(email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ error: { code: 'verification_code_incorrect', message: messages.verificationCodeIncorrect } });
  });

  it('refuses an expired code', async () => {
    const email = await createActiveUser(t());
    await forgot(email);
    const code = await mailedCode(t(), email);
    await t().db.updateTable('verificationCodes').set({ expiresAt: new Date(Date.now() - 1000) }).where('purpose', '=', 'password_reset').execute();
    const response = await verify(email, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(messages.verificationCodeIncorrect);
  });

  it('a new code replaces the previous one', async () => {
    const email = await createActiveUser(t());
    await forgot(email);
    const first = await mailedCode(t(), email);
    await forgot(email);
    const second = await mailedCode(t(), email);
    if (first !== second) expect((await verify(email, first)).statusCode).toBe(400);
    expect((await verify(email, second)).statusCode).toBe(200);
  });

  it('refuses a bad reset token and a weak new password with their messages', async () => {
    const email = await createActiveUser(t());
    const bad = await reset('not-a-token', email);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: { code: 'invalid_token', message: messages.invalidToken } });
    await forgot(email);
    const { token } = (await verify(email, await mailedCode(t(), email))).json();
    const common = await reset(token, email, 'qwerty123456');
    expect(common.json()).toEqual({ error: { code: 'weak_password', message: messages.passwordTooCommon } });
    const short = await reset(token, email, 'short');
    expect(short.json()).toEqual({ error: { code: 'weak_password', message: messages.passwordTooShort } });
    // A refused password does not use up the token.
    expect((await reset(token, email)).statusCode).toBe(200);
  });

  it('activates a pending account (the code proved the address)', async () => {
    const email = uniqueEmail();
    await signUp(t(), { username: email });
    await forgot(email);
    const { token } = (await verify(email, await mailedCode(t(), email))).json();
    expect((await reset(token, email)).statusCode).toBe(200);
    await loginAs(t(), email, NEW_PASSWORD);
  });

  it("a stranger cannot spend the owner's reset codes nor code guesses", async () => {
    const email = await createActiveUser(t());
    const stranger = '203.0.113.7';
    const mailsTo = async () => (await t().db.selectFrom('outboxEmails').select('id').where('to', '=', email).execute()).length;
    const before = await mailsTo();
    for (let i = 0; i < 8; i += 1) await forgot(email, stranger);
    expect(await mailsTo()).toBe(before + 5);
    for (let i = 0; i < 12; i += 1) await verify(email, '000000', stranger);
    // The owner, from their own address, still gets a code and can use it.
    await forgot(email);
    expect(await mailsTo()).toBe(before + 6);
    expect((await verify(email, await mailedCode(t(), email))).statusCode).toBe(200);
  });

  it('gives an unknown address the same answers as a known one, guess after guess', async () => {
    const known = await createActiveUser(t());
    const unknown = uniqueEmail('ghost');
    await forgot(known);
    await forgot(unknown);
    const code = await mailedCode(t(), known);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 12; i += 1) {
      const [a, b] = [await verify(known, wrong), await verify(unknown, wrong)];
      expect(a.statusCode).toBe(b.statusCode);
      expect(a.json()).toEqual(b.json());
    }
  });

  it('lifts a sign-in lock when the owner resets the password by emailed code', async () => {
    const email = await createActiveUser(t());
    const login = (password: string) => t().inject({ method: 'POST', url: authPaths.login, payload: { username: email, password } });
    for (let i = 0; i < 11; i += 1) await login('somebody guessing wrong');
    expect((await login(NEW_PASSWORD)).statusCode).toBe(429);
    await forgot(email);
    const { token } = (await verify(email, await mailedCode(t(), email))).json();
    expect((await reset(token, email)).statusCode).toBe(200);
    await loginAs(t(), email, NEW_PASSWORD);
  });
});
