import { authPaths, messages } from '@tessera/model';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { COUNTER_PURGE_INTERVAL_MS } from '../../src/plugins/rate-limit.ts';
import { createActiveUser, GOOD_PASSWORD, uniqueEmail } from '../helpers/accounts.ts';
import { createMigratedTestDatabase, testDatabases } from '../helpers/databases.ts';
import { createTestApp, type TestApp, testConfig, useTestApp } from '../helpers/test-app.ts';

describe.each(testDatabases)('rate limits on %s', (kind) => {
  const t = useTestApp(kind, {
    rateLimits: {
      auth: { max: 5, windowMs: 60_000 },
      loginFailuresPerUser: { max: 3, windowMs: 15 * 60_000 },
      events: { max: 3, windowMs: 60_000 },
      appRequests: { max: 100, windowMs: 60_000 },
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

  it('counts IPv6 clients per /64, and an IPv4-mapped address as its IPv4 address', async () => {
    const status = async (remoteAddress: string) =>
      (await t().inject({ method: 'GET', url: `${authPaths.userStatus}?username=a@example.com`, remoteAddress })).statusCode;
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i += 1) statuses.push(await status(`2001:db8:1:2:${i}::${i}`));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await status('2001:db8:1:3::1')).toBe(200);
    for (let i = 0; i < 5; i += 1) expect(await status('10.4.0.1')).toBe(200);
    expect(await status('::ffff:10.4.0.1')).toBe(429);
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
    trustProxy: 1,
    rateLimits: {
      auth: { max: 2, windowMs: 60_000 },
      loginFailuresPerUser: { max: 100, windowMs: 60_000 },
      events: { max: 100, windowMs: 60_000 },
      appRequests: { max: 100, windowMs: 60_000 },
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

  it('holds behind one trusted hop when the client writes its own X-Forwarded-For entries', async () => {
    // The proxy (10.9.0.1) appends the address it saw; whatever the client put before it is ignored.
    const through = (claimed: string) =>
      t().inject({
        method: 'GET',
        url: `${authPaths.userStatus}?username=a@example.com`,
        remoteAddress: '10.9.0.1',
        headers: { 'x-forwarded-for': `${claimed}, 198.51.100.7` },
      });
    expect((await through('192.0.2.1')).statusCode).toBe(200);
    expect((await through('192.0.2.2')).statusCode).toBe(200);
    expect((await through('192.0.2.3')).statusCode).toBe(429);
    expect((await through('192.0.2.4, 192.0.2.5')).statusCode).toBe(429);
  });

  it('counts each route apart', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.50' };
    for (let i = 0; i < 3; i += 1) await t().inject({ method: 'POST', url: authPaths.forgotPassword, payload: { Email: 'b@example.com' }, headers });
    const other = await t().inject({ method: 'POST', url: authPaths.sendConfirmationEmail, payload: { email: 'b@example.com' }, headers });
    expect(other.statusCode).toBe(200);
  });
});

describe.each(testDatabases)('expired rate-limit counters on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Only the interval timers are fake: the app's purge timer runs when the test says so.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
    vi.useRealTimers();
  });

  it('are purged by the app on a timer; live ones stay', async () => {
    const now = Date.now();
    await t.db
      .insertInto('rateLimits')
      .values([
        { key: 'test:expired', count: 3, resetAt: new Date(now - 1000) },
        { key: 'test:live', count: 3, resetAt: new Date(now + 3_600_000) },
      ])
      .execute();
    vi.advanceTimersByTime(COUNTER_PURGE_INTERVAL_MS);
    await vi.waitFor(async () => {
      const keys = await t.db.selectFrom('rateLimits').select('key').where('key', 'like', 'test:%').execute();
      expect(keys.map((row) => row.key)).toEqual(['test:live']);
    });
  });
});

describe('TRUST_PROXY=true', () => {
  it('is warned about at start: it lets clients choose the address rate limits count', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const { config: database, db } = await createMigratedTestDatabase('pglite');
    const config = testConfig({ trustProxy: true, database });
    const app = await buildApp(config, { db, logger: { level: 'warn', stream } });
    try {
      const warnings = lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((entry) => entry.level === 40);
      expect(warnings.map((entry) => entry.msg)).toEqual([expect.stringContaining('TRUST_PROXY=1')]);
    } finally {
      await app.close();
    }
  });
});
