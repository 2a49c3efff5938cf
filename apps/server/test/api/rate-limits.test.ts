import { authPaths, messages } from '@tessera/model';
import { describe, expect, it } from 'vitest';
import { createActiveUser, GOOD_PASSWORD, uniqueEmail } from '../helpers/accounts.ts';
import { testDatabases } from '../helpers/databases.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe.each(testDatabases)('rate limits on %s', (kind) => {
  const t = useTestApp(kind, {
    rateLimits: {
      auth: { max: 5, windowMs: 60_000 },
      loginFailuresPerUser: { max: 3, windowMs: 15 * 60_000 },
      events: { max: 3, windowMs: 60_000 },
    },
  });
  const login = (username: string, password: string, remoteAddress: string) =>
    t().inject({ method: 'POST', url: authPaths.login, payload: { username, password }, remoteAddress });

  it('limits login per socket address with 429 too_many_requests; other addresses pass', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await login(uniqueEmail('x'), 'whatever password', '10.0.0.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await login(uniqueEmail('x'), 'whatever', '10.0.0.1');
    expect(limited.json()).toEqual({ error: { code: 'too_many_requests', message: messages.tooManyAttempts } });
    expect((await login(uniqueEmail('x'), 'whatever', '10.0.0.2')).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    for (let i = 0; i < 5; i += 1) {
      await t().inject({
        method: 'GET',
        url: `${authPaths.userStatus}?username=a@example.com`,
        remoteAddress: '10.0.0.3',
        headers: { 'x-forwarded-for': `192.168.1.${i}` },
      });
    }
    const response = await t().inject({
      method: 'GET',
      url: `${authPaths.userStatus}?username=a@example.com`,
      remoteAddress: '10.0.0.3',
      headers: { 'x-forwarded-for': '192.168.1.99' },
    });
    expect(response.statusCode).toBe(429);
  });

  it('locks a username after repeated wrong passwords, even with the right one, from any address', async () => {
    const email = await createActiveUser(t());
    for (let i = 0; i < 3; i += 1) expect((await login(email, 'wrong password here', `10.1.0.${i}`)).statusCode).toBe(401);
    const locked = await login(email, GOOD_PASSWORD, '10.1.0.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(messages.tooManyAttempts);
    // The window ends: the right password works again.
    t().clock.advance(16 * 60_000);
    try {
      const after = await login(email, GOOD_PASSWORD, '10.1.0.10');
      expect(after.statusCode).toBe(200);
    } finally {
      t().clock.advance(-16 * 60_000);
    }
  });

  it('limits the resend and forgot-password routes per address', async () => {
    for (const [path, payload] of [
      [authPaths.sendConfirmationEmail, { email: 'a@example.com' }],
      [authPaths.forgotPassword, { Email: 'a@example.com' }],
    ] as const) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push((await t().inject({ method: 'POST', url: path, payload, remoteAddress: '10.2.0.1' })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    }
  });

  it('limits POST /events per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await t().inject({ method: 'POST', url: authPaths.events, payload: { name: 'tick' }, remoteAddress: '10.3.0.1' })).statusCode);
    }
    expect(statuses).toEqual([204, 204, 204, 429]);
  });
});

describe.each(testDatabases)('rate limits per route and behind a trusted proxy on %s', (kind) => {
  const t = useTestApp(kind, {
    trustProxy: true,
    rateLimits: {
      auth: { max: 2, windowMs: 60_000 },
      loginFailuresPerUser: { max: 100, windowMs: 60_000 },
      events: { max: 100, windowMs: 60_000 },
    },
  });
  const status = (forwardedFor: string) =>
    t().inject({
      method: 'GET',
      url: `${authPaths.userStatus}?username=a@example.com`,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('keys on the forwarded client address when TRUST_PROXY is set', async () => {
    expect((await status('203.0.113.1')).statusCode).toBe(200);
    expect((await status('203.0.113.1')).statusCode).toBe(200);
    expect((await status('203.0.113.1')).statusCode).toBe(429);
    expect((await status('203.0.113.2')).statusCode).toBe(200);
  });

  it('counts each route apart', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.50' };
    for (let i = 0; i < 3; i += 1) await t().inject({ method: 'POST', url: authPaths.forgotPassword, payload: { Email: 'b@example.com' }, headers });
    const other = await t().inject({ method: 'POST', url: authPaths.sendConfirmationEmail, payload: { email: 'b@example.com' }, headers });
    expect(other.statusCode).toBe(200);
  });
});
