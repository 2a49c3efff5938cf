import { authPaths, messages } from '@tessera/model';
import { describe, expect, it } from 'vitest';
import { createActiveUser, GOOD_PASSWORD, signUp, uniqueEmail } from '../../../test/helpers/accounts.ts';
import { testDatabases } from '../../../test/helpers/databases.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

describe.each(testDatabases)('POST /auth/login on %s', (kind) => {
  const t = useTestApp(kind);
  const login = (username: string, password: string, source?: string) =>
    t().inject({ method: 'POST', url: authPaths.login, payload: { username, password, source } });

  it("answers '' with a token pair for an active account", async () => {
    const email = await createActiveUser(t());
    const response = await login(email.toUpperCase(), GOOD_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.result).toBe('');
    expect(body.tokenString.split('.')).toHaveLength(3);
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("answers '2' without tokens when the password is right but the account is not activated", async () => {
    const email = uniqueEmail();
    await signUp(t(), { username: email });
    const response = await login(email, GOOD_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: '2' });
  });

  it('gives a wrong email and a wrong password the same 401 and message', async () => {
    const email = await createActiveUser(t());
    const wrongPassword = await login(email, 'not the right password');
    const wrongEmail = await login(uniqueEmail('nobody'), GOOD_PASSWORD);
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ error: { code: 'invalid_credentials', message: messages.invalidCredentials } });
    expect(wrongEmail.json()).toEqual(wrongPassword.json());
  });

  it('locks a username under concurrent wrong passwords: at most 10 get 401, the rest 429', async () => {
    // The per-address limit is raised in testConfig, so only the per-username one applies.
    const email = await createActiveUser(t());
    const answers = await Promise.all(Array.from({ length: 30 }, () => login(email, 'not the right password')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(429);
  });

  it('records the source query parameter as a login_source event', async () => {
    const email = await createActiveUser(t());
    await login(email, GOOD_PASSWORD, 'newsletter');
    const event = await t()
      .db.selectFrom('events')
      .selectAll()
      .where('name', '=', 'login_source')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.properties).toEqual({ source: 'newsletter' });
  });
});
