import type { AddressInfo } from 'node:net';
import { authPaths } from '@tessera/model';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, TEST_DEVICE_KEY } from '../helpers/accounts.ts';
import { testDatabases } from '../helpers/databases.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** Undoes quoted-printable (soft breaks and =XX) so links can be read from the raw message. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe.each(testDatabases)('mail through a real SMTP server on %s', (kind) => {
  const received: Received[] = [];
  let waiters: (() => void)[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          for (const wake of waiters) wake();
          waiters = [];
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp(kind, { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Tessera <no-reply@tessera.test>' });
  });

  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the activation mail; its link activates the account; the outbox row is marked sent and emptied', async () => {
    const email = 'smtp.user@example.com';
    const arrived = new Promise<void>((resolve) => waiters.push(resolve));
    const response = await t.inject({
      method: 'POST',
      url: authPaths.signUp,
      payload: { username: email, firstname: 'Smtp', lastname: 'User', password: GOOD_PASSWORD, deviceKey: TEST_DEVICE_KEY },
    });
    expect(response.json()).toEqual({ result: '' });
    await arrived;

    const message = received.at(-1);
    expect(message?.to).toEqual([email]);
    expect(message?.from).toBe('no-reply@tessera.test');
    const raw = decodeQuotedPrintable(message?.raw ?? '');
    expect(raw).toMatch(/^Subject: Activate your Tessera account/m);
    expect(raw).toContain('multipart/alternative');
    const link = new URL(raw.match(/http:\/\/tessera\.test\/confirm-email\?[^\s"<]+/)?.[0].replaceAll('&amp;', '&') ?? '');
    expect(link.searchParams.get('username')).toBe(email);

    const confirm = await t.inject({
      method: 'POST',
      url: authPaths.confirmEmail,
      payload: { token: link.searchParams.get('token'), username: email, deviceKey: TEST_DEVICE_KEY },
    });
    expect(confirm.statusCode).toBe(200);
    // The dispatcher marks the row right after SMTP accepted it, and empties the bodies (live tokens).
    await expect
      .poll(async () => (await t.db.selectFrom('outboxEmails').select('sentAt').where('to', '=', email).executeTakeFirstOrThrow()).sentAt)
      .toBeInstanceOf(Date);
    const row = await t.db.selectFrom('outboxEmails').selectAll().where('to', '=', email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ subject: 'Activate your Tessera account', html: '', text: '', attempts: 1, lastError: null });
  });
});
