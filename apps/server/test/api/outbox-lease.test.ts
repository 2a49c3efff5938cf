import type { AddressInfo } from 'node:net';
import { authPaths } from '@tessera/model';
import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_POLL_INTERVAL_MS } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { logDelivery } from '../../src/mail/mail-delivery.ts';
import { createMailer, SMTP_TIMEOUTS } from '../../src/mail/mailer.ts';
import { createOutboxDispatcher, DEFAULT_RETRY_POLICY, type OutboxRetryPolicy } from '../../src/mail/outbox-dispatcher.ts';
import { insertOutboxMail } from '../../src/mail/outbox-queries.ts';
import { SHORT_TOKEN_TTL_MS } from '../../src/modules/auth/service.ts';
import { GOOD_PASSWORD, TEST_DEVICE_KEY, uniqueEmail } from '../helpers/accounts.ts';
import { concurrentDatabases, createMigratedTestDatabase, testDatabases, type MigratedTestDatabase } from '../helpers/databases.ts';
import { bundleOutboxServer, type OutboxServerProcess, startOutboxServer } from '../helpers/outbox-server-process.ts';

// The retry waits a second: long enough that the failing dispatcher's own next claim, right after, finds nothing.
const POLICY: OutboxRetryPolicy = { ...DEFAULT_RETRY_POLICY, baseDelayMs: 1_000, maxDelayMs: 1_000, leaseMs: 4_000, sendTimeoutMs: 1_500 };

describe('outbox timing defaults', () => {
  it('a mail held by a killed process is sent again well within the life of its links and codes', () => {
    const { leaseMs, sendTimeoutMs } = DEFAULT_RETRY_POLICY;
    expect(leaseMs + OUTBOX_POLL_INTERVAL_MS).toBeLessThanOrEqual(SHORT_TOKEN_TTL_MS / 10);
    expect(sendTimeoutMs).toBeLessThan(leaseMs);
    for (const timeout of Object.values(SMTP_TIMEOUTS)) expect(timeout).toBeLessThan(sendTimeoutMs);
  });
});

describe.each(testDatabases)('outbox claims one mail at a time, under a lease, on %s', (kind) => {
  const log = Fastify({ logger: false }).log;
  const received: string[] = [];
  let stallNext = 0;
  let stalled: (to: string) => void = () => {};
  let smtp: SMTPServer;
  let smtpUrl: string;
  let database: MigratedTestDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
        if (stallNext > 0) {
          // Takes the message in but never answers: the client's send hangs until it gives up.
          stallNext -= 1;
          stream.resume();
          stalled(to);
          return;
        }
        stream.resume();
        stream.on('end', () => {
          received.push(to);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
    database = await createMigratedTestDatabase(kind);
    db = database.db;
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const mailer = () => createMailer({ db, smtpUrl, from: 'no-reply@tessera.test', log, clock: () => new Date(), retryPolicy: POLICY });
  const enqueue = (to: string) => insertOutboxMail(db, { to, subject: 'Lease', html: '<p>x</p>', text: 'x', logHint: 'x' }, new Date());
  const rowOf = (to: string) => db.selectFrom('outboxEmails').selectAll().where('to', '=', to).executeTakeFirstOrThrow();

  it('while one send hangs, another process sends the other due mails; the hung send is cancelled before its lease ends and retried', async () => {
    const [first, second, third] = [uniqueEmail('lease'), uniqueEmail('lease'), uniqueEmail('lease')];
    for (const to of [first, second, third]) await enqueue(to);
    const hanging = new Promise<string>((resolve) => {
      stalled = resolve;
    });
    stallNext = 1;

    const a = mailer();
    const b = mailer();
    try {
      const started = Date.now();
      const runA = a.dispatcher.dispatch();
      expect(await hanging).toBe(first);
      const claimed = await rowOf(first);
      expect(claimed.sentAt).toBeNull();
      expect(claimed.attempts).toBe(1);
      expect(claimed.nextAttemptAt.getTime() - started).toBeGreaterThan(POLICY.leaseMs - 1_000);
      expect(claimed.nextAttemptAt.getTime() - started).toBeLessThanOrEqual(POLICY.leaseMs + 1_000);

      // B finds only the rows A has not claimed, and sends them while A's send hangs.
      await b.dispatcher.dispatch();
      expect(received.filter((to) => [first, second, third].includes(to))).toEqual([second, third]);

      // A's send is cancelled at the send timeout, inside its lease, and the row is retried.
      await runA;
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(POLICY.sendTimeoutMs - 100);
      expect(elapsed).toBeLessThan(POLICY.leaseMs);
      const failed = await rowOf(first);
      expect(failed.sentAt).toBeNull();
      expect(failed.lastError).toContain(`send cancelled after ${POLICY.sendTimeoutMs} ms`);
      expect(failed.nextAttemptAt.getTime()).toBeLessThan(claimed.nextAttemptAt.getTime());

      await new Promise((resolve) => setTimeout(resolve, POLICY.baseDelayMs + 20));
      await b.dispatcher.dispatch();
      const sent = await rowOf(first);
      expect(sent.sentAt).toBeInstanceOf(Date);
      expect(sent.attempts).toBe(2);
      expect(received.filter((to) => to === first)).toHaveLength(1);
    } finally {
      a.close();
      b.close();
    }
  });

  it('refuses a send timeout that is not shorter than the lease', () => {
    const delivery = logDelivery(log);
    const clock = () => new Date();
    expect(() => createOutboxDispatcher({ db, delivery, log, clock, policy: { ...POLICY, sendTimeoutMs: POLICY.leaseMs } })).toThrow(
      /must be shorter than the lease/,
    );
  });
});

/** Undoes quoted-printable (soft breaks and =XX) so a link can be read from a raw message. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

// Real server processes on one Postgres database: the one sending is killed with SIGKILL while its
// SMTP send is in flight, then another one starts. Outbox timing is shortened in proportion (the
// defaults: a 30 s lease, a 20 s send timeout, a round every 5 s).
describe.each(concurrentDatabases)('outbox: a server killed while sending, on %s', (kind) => {
  const LEASE_MS = 3_000;
  const SEND_TIMEOUT_MS = 2_000;
  const POLL_MS = 250;
  /** What the next SMTP session's DATA does: answer, hang before taking the message, or take it and hang. */
  let stallNext: 'none' | 'before-taking' | 'after-taking' = 'none';
  let stalled: () => void = () => {};
  const received: { to: string; raw: string; at: number }[] = [];
  const running: OutboxServerProcess[] = [];
  let smtp: SMTPServer;
  let bundle: Awaited<ReturnType<typeof bundleOutboxServer>>;
  let database: MigratedTestDatabase;
  let db: Kysely<Database>;
  let env: Record<string, string>;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
        const mode = stallNext;
        stallNext = 'none';
        if (mode === 'before-taking') {
          stream.resume();
          stalled();
          return;
        }
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({ to, raw: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
          if (mode === 'after-taking') stalled();
          else callback();
        });
      },
    });
    // A killed client's connection ends with a reset: expected here, not a failure of the server.
    smtp.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') throw error;
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    bundle = await bundleOutboxServer();
    database = await createMigratedTestDatabase(kind);
    db = database.db;
    if (database.config.kind !== 'postgres') throw new Error('the kill suite needs a shared Postgres database');
    env = {
      DATABASE_URL: database.config.url,
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      PUBLIC_URL: 'http://tessera.test',
      OUTBOX_LEASE_MS: String(LEASE_MS),
      OUTBOX_SEND_TIMEOUT_MS: String(SEND_TIMEOUT_MS),
      OUTBOX_POLL_MS: String(POLL_MS),
    };
  });

  afterAll(async () => {
    for (const server of running) await server.kill();
    await db?.destroy();
    await database?.drop();
    bundle?.remove();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });

  const start = async () => {
    const server = await startOutboxServer(bundle.entry, env);
    running.push(server);
    return server;
  };
  const post = (server: OutboxServerProcess, path: string, body: Record<string, unknown>) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const rowOf = (to: string) => db.selectFrom('outboxEmails').selectAll().where('to', '=', to).executeTakeFirstOrThrow();
  const arrivals = (to: string) => received.filter((mail) => mail.to === to);

  /**
   * Server A takes a sign-up and starts its activation mail; the SMTP server stalls it as `mode`
   * says and A is killed. Server B starts; returns when B's copy has arrived.
   */
  async function killWhileSending(mode: 'before-taking' | 'after-taking') {
    const email = uniqueEmail('killed');
    const a = await start();
    const hanging = new Promise<void>((resolve) => {
      stalled = resolve;
    });
    stallNext = mode;
    const signUp = await post(a, authPaths.signUp, { username: email, firstname: 'Kill', lastname: 'Nine', password: GOOD_PASSWORD, deviceKey: TEST_DEVICE_KEY });
    expect(await signUp.json()).toEqual({ result: '' });
    await hanging;
    await a.kill();
    const leased = await rowOf(email);
    expect(leased.sentAt).toBeNull();
    expect(leased.attempts).toBe(1);
    expect(leased.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    const before = arrivals(email).length;
    const b = await start();
    const due = Math.max(leased.nextAttemptAt.getTime(), Date.now());
    await expect.poll(() => arrivals(email).length, { timeout: LEASE_MS + POLL_MS + 10_000, interval: 20 }).toBe(before + 1);
    const arrived = arrivals(email).at(-1)!;
    // B left the row alone while A's lease ran, then took it at its next round.
    expect(arrived.at).toBeGreaterThanOrEqual(leased.nextAttemptAt.getTime());
    expect(arrived.at - due).toBeLessThan(POLL_MS + 1_500);
    await expect.poll(async () => (await rowOf(email)).sentAt, { timeout: 5_000 }).toBeInstanceOf(Date);
    expect((await rowOf(email)).attempts).toBe(2);
    return { email, b, arrived };
  }

  it('a send cut by the kill: the next server sends the mail once its lease ends, and its link still activates the account', async () => {
    const { email, b, arrived } = await killWhileSending('before-taking');
    // A's SMTP transaction never finished, so this is the only copy.
    expect(arrivals(email)).toHaveLength(1);
    const link = new URL(decodeQuotedPrintable(arrived.raw).match(/http:\/\/tessera\.test\/confirm-email\?[^\s"<]+/)?.[0].replaceAll('&amp;', '&') ?? '');
    expect(link.searchParams.get('username')).toBe(email);
    const confirm = await post(b, authPaths.confirmEmail, { token: link.searchParams.get('token'), username: email, deviceKey: TEST_DEVICE_KEY });
    expect(confirm.status).toBe(200);
    await b.stop();
  });

  it('a kill after the SMTP server took the mail but before the row was marked: the mail arrives twice (at least once, never lost)', async () => {
    const { email, b } = await killWhileSending('after-taking');
    expect(arrivals(email)).toHaveLength(2);
    await b.stop();
  });
});
