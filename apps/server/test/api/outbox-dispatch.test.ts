import type { AddressInfo } from 'node:net';
import { authPaths } from '@tessera/model';
import type { Kysely } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { DEFAULT_RETRY_POLICY } from '../../src/mail/outbox-dispatcher.ts';
import { GOOD_PASSWORD, uniqueEmail } from '../helpers/accounts.ts';
import { createMigratedTestDatabase, testDatabases, type MigratedTestDatabase } from '../helpers/databases.ts';
import { TestClock, testConfig } from '../helpers/test-app.ts';

/** What the SMTP server does with the next message: accept it, refuse it, or hold the greeting. */
type Behaviour = { rejectNext: number; greetingDelayMs: number };

describe.each(testDatabases)('outbox dispatcher through a real SMTP server on %s', (kind) => {
  const behaviour: Behaviour = { rejectNext: 0, greetingDelayMs: 0 };
  const events: string[] = [];
  const received: string[][] = [];
  let smtp: SMTPServer;
  let database: MigratedTestDatabase;
  let db: Kysely<Database>;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onConnect(_session, callback) {
        if (behaviour.greetingDelayMs > 0) setTimeout(() => callback(), behaviour.greetingDelayMs);
        else callback();
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          if (behaviour.rejectNext > 0) {
            behaviour.rejectNext -= 1;
            events.push('smtp rejected');
            const error = Object.assign(new Error('try again later'), { responseCode: 451 });
            callback(error);
            return;
          }
          events.push('smtp received');
          received.push(session.envelope.rcptTo.map((rcpt) => rcpt.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    database = await createMigratedTestDatabase(kind);
    const config = testConfig({ database: database.config, smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'no-reply@tessera.test' });
    db = database.db;
    app = await buildApp(config, {
      db,
      clock: new TestClock().now,
      logger: false,
      outbox: { pollIntervalMs: 50, retryPolicy: { ...DEFAULT_RETRY_POLICY, baseDelayMs: 100, maxDelayMs: 200 } },
    });
    await app.ready();
  });

  afterEach(() => {
    behaviour.rejectNext = 0;
    behaviour.greetingDelayMs = 0;
    events.length = 0;
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const signUp = (email: string) =>
    app.inject({
      method: 'POST',
      url: authPaths.signUp,
      payload: { username: email, firstname: 'Out', lastname: 'Box', password: GOOD_PASSWORD },
    });
  const outboxRow = (email: string) => db.selectFrom('outboxEmails').selectAll().where('to', '=', email).executeTakeFirstOrThrow();

  it('retries a mail the SMTP server refused; it arrives and the row is marked sent', async () => {
    behaviour.rejectNext = 1;
    const email = uniqueEmail('retry');
    expect((await signUp(email)).json()).toEqual({ result: '' });
    await expect.poll(async () => (await outboxRow(email)).sentAt, { timeout: 10_000 }).toBeInstanceOf(Date);
    expect(events).toEqual(['smtp rejected', 'smtp received']);
    expect(received.at(-1)).toEqual([email]);
    const row = await outboxRow(email);
    expect(row.attempts).toBe(2);
    expect(row.html).toBe('');
    expect(row.text).toBe('');
    expect(row.subject).toBe('Activate your Tessera account');
  });

  it('gives up after the last try and empties the bodies (they hold live links)', async () => {
    behaviour.rejectNext = 1_000;
    const email = uniqueEmail('refused');
    expect((await signUp(email)).json()).toEqual({ result: '' });
    await expect
      .poll(async () => (await outboxRow(email)).attempts, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(DEFAULT_RETRY_POLICY.maxAttempts);
    await expect.poll(async () => (await outboxRow(email)).html, { timeout: 5_000 }).toBe('');
    const row = await outboxRow(email);
    expect(row.sentAt).toBeNull();
    expect(row.text).toBe('');
    expect(row.lastError).toContain('try again later');
    expect(row.subject).toBe('Activate your Tessera account');
  });

  it('answers the sign-up before the SMTP server has the mail', async () => {
    behaviour.greetingDelayMs = 2_000;
    const email = uniqueEmail('slow');
    const response = await signUp(email);
    events.push('http answered');
    expect(response.json()).toEqual({ result: '' });
    const row = await outboxRow(email);
    expect(row.sentAt).toBeNull();
    expect(row.text).toContain('/confirm-email?');
    await expect.poll(async () => (await outboxRow(email)).sentAt, { timeout: 10_000 }).toBeInstanceOf(Date);
    expect(events).toEqual(['http answered', 'smtp received']);
  });

  it('answers a resend before the SMTP server has the mail', async () => {
    const email = uniqueEmail('resend');
    await signUp(email);
    await expect.poll(async () => (await outboxRow(email)).sentAt, { timeout: 10_000 }).toBeInstanceOf(Date);
    events.length = 0;
    behaviour.greetingDelayMs = 2_000;
    const response = await app.inject({ method: 'POST', url: authPaths.sendConfirmationEmail, payload: { email } });
    events.push('http answered');
    expect(response.statusCode).toBe(200);
    await expect
      .poll(async () => (await db.selectFrom('outboxEmails').select('sentAt').where('to', '=', email).where('sentAt', 'is', null).execute()).length, {
        timeout: 10_000,
      })
      .toBe(0);
    expect(events).toEqual(['http answered', 'smtp received']);
  });
});
