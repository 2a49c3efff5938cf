import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { authPaths } from '@tessera/model';
import { type Kysely, sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { createMailer, type OutgoingMail } from '../../src/mail/mailer.ts';
import { createInvitation } from '../../src/modules/invitations/service.ts';
import { createActiveUser, lastMailTo, uniqueEmail } from '../helpers/accounts.ts';
import { createMigratedTestDatabase, testDatabases, type MigratedTestDatabase } from '../helpers/databases.ts';
import { TestClock, type TestApp, testConfig } from '../helpers/test-app.ts';

/** Mail with `to` starting with this is refused by a test-only CHECK constraint, while it is on. */
const REFUSED = 'refused';

describe.each(testDatabases)('outbox rows commit with their codes, and log only once committed, on %s', (kind) => {
  const logLines: string[] = [];
  let database: MigratedTestDatabase;
  let db: Kysely<Database>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  // The part of the helpers' TestApp that `createActiveUser` and `lastMailTo` use (this suite builds
  // its own app to read its log lines).
  const t = () => ({ app, db, config: app.ctx.config, inject: app.inject.bind(app) }) as unknown as TestApp;

  beforeAll(async () => {
    database = await createMigratedTestDatabase(kind);
    const config = testConfig({ database: database.config, smtpUrl: null });
    db = database.db;
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line).msg ?? '');
        callback();
      },
    });
    app = await buildApp(config, { db, clock: new TestClock().now, logger: { level: 'info', stream }, outbox: { pollIntervalMs: 20 } });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const refuseOutbox = () =>
    sql`alter table outbox_emails add constraint test_refused check ("to" not like ${sql.lit(`${REFUSED}%`)}) not valid`.execute(db);
  const acceptOutbox = () => sql`alter table outbox_emails drop constraint test_refused`.execute(db);
  const linesWith = (text: string) => logLines.filter((line) => line.includes(text));
  // Waits for deliveries started by kicks (`?.`: so the test also reads right against a mailer without a dispatcher).
  const settle = async () => app.ctx.mailer.dispatcher?.idle();
  const forgot = (Email: string) => app.inject({ method: 'POST', url: authPaths.forgotPassword, payload: { Email } });
  const verify = (username: string, verificationCode: string) =>
    app.inject({ method: 'POST', url: authPaths.verifyCode, payload: { username, verificationCode } });
  const codeIn = (text: string) => text.match(/\b(\d{6})\b/)?.[1] ?? '';

  it('forgot password: a refused outbox row leaves no new code, and the earlier code stays live', async () => {
    const email = await createActiveUser(t(), uniqueEmail(REFUSED));
    expect((await forgot(email)).statusCode).toBe(200);
    const earlier = codeIn((await lastMailTo(t(), email)).text);
    await refuseOutbox();
    try {
      expect((await forgot(email)).statusCode).toBe(500);
    } finally {
      await acceptOutbox();
    }
    const live = await db
      .selectFrom('verificationCodes')
      .innerJoin('users', 'users.id', 'verificationCodes.userId')
      .select('verificationCodes.id')
      .where('users.username', '=', email)
      .where('purpose', '=', 'password_reset')
      .where('usedAt', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
    expect((await verify(email, earlier)).statusCode).toBe(200);
  });

  it('forgot password: the normal path stores the code, delivers the row and logs the code once', async () => {
    const email = await createActiveUser(t());
    expect((await forgot(email)).statusCode).toBe(200);
    await settle();
    const mail = await lastMailTo(t(), email);
    const code = codeIn(mail.text);
    expect(mail.sentAt).toBeInstanceOf(Date);
    expect(linesWith(`verification code ${code}`)).toHaveLength(1);
    expect((await verify(email, code)).statusCode).toBe(200);
  });

  it('invitation: a refused outbox row leaves no invitation; the normal path stores and mails it', async () => {
    const ownerEmail = await createActiveUser(t());
    const owner = await db
      .selectFrom('users')
      .select(['id', 'lastUsedDomainId'])
      .where('username', '=', ownerEmail)
      .executeTakeFirstOrThrow();
    const domainId = owner.lastUsedDomainId as string;
    const invitee = uniqueEmail(REFUSED);
    await refuseOutbox();
    try {
      await expect(createInvitation(app.ctx, { domainId, email: invitee, invitedBy: owner.id })).rejects.toThrow();
    } finally {
      await acceptOutbox();
    }
    const invitationsTo = () => db.selectFrom('invitations').select('id').where('email', '=', invitee).execute();
    expect(await invitationsTo()).toHaveLength(0);
    const token = await createInvitation(app.ctx, { domainId, email: invitee, invitedBy: owner.id });
    expect(await invitationsTo()).toHaveLength(1);
    await settle();
    expect((await lastMailTo(t(), invitee)).text).toContain(`token=${token}`);
    expect(linesWith(`mail to ${invitee}:`)).toHaveLength(1);
  });

  const testMail = (hint: string): OutgoingMail => ({ to: uniqueEmail('logged'), subject: 'Test', html: '<p>x</p>', text: hint, logHint: hint });

  it('a rolled-back enqueue logs nothing; a committed one logs exactly once', async () => {
    const { mailer } = app.ctx;
    const rolledBack = `https://tessera.test/rolled-back-${Date.now()}`;
    await expect(
      db.transaction().execute(async (trx) => {
        await mailer.enqueue(trx, testMail(rolledBack));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    mailer.kick();
    await settle();
    expect(linesWith(rolledBack)).toHaveLength(0);

    const committed = `https://tessera.test/committed-${Date.now()}`;
    await db.transaction().execute((trx) => mailer.enqueue(trx, testMail(committed)));
    expect(linesWith(committed)).toHaveLength(0);
    mailer.kick();
    await settle();
    mailer.kick();
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 100)); // a few worker rounds
    await settle();
    expect(linesWith(committed)).toHaveLength(1);
  });

  describe('rows written without SMTP', () => {
    const received: string[] = [];
    let smtp: SMTPServer;
    beforeAll(async () => {
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          stream.resume();
          stream.on('end', () => {
            received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

    it('are never mailed once SMTP is configured, and keep their bodies', async () => {
      const mail = testMail(`https://tessera.test/old-link-${Date.now()}`);
      await app.ctx.mailer.enqueue(db, mail);
      app.ctx.mailer.kick();
      await settle();
      const { port } = smtp.server.address() as AddressInfo;
      const smtpUrl = `smtp://127.0.0.1:${port}`;
      const smtpMailer = createMailer({ db, smtpUrl, from: 'no-reply@tessera.test', log: app.log, clock: () => new Date() });
      try {
        await smtpMailer.dispatcher.dispatch();
      } finally {
        smtpMailer.close();
      }
      expect(received).not.toContain(mail.to);
      const row = await lastMailTo(t(), mail.to);
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.lastError).toBeNull();
      expect(row.text).toBe(mail.text);
    });
  });
});
