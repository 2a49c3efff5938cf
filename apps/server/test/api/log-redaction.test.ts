import type { AddressInfo } from 'node:net';
import { authPaths } from '@tessera/model';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { AppConfig } from '../../src/config.ts';
import { REDACTED } from '../../src/plugins/log-redaction.ts';
import { GOOD_PASSWORD } from '../helpers/accounts.ts';
import { createMigratedTestDatabase, testDatabases } from '../helpers/databases.ts';
import { testConfig } from '../helpers/test-app.ts';

/** The app's log as written: one JSON line per entry. */
class LogCapture {
  readonly lines: string[] = [];
  write(line: string): void {
    this.lines.push(line);
  }
  get text(): string {
    return this.lines.join('');
  }
}

interface LoggedApp {
  app: FastifyInstance;
  log: LogCapture;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database with its log at info level captured. `extraRoutes` are added
 * before the app is ready: a route that logs what the request brought, as any handler may.
 */
async function loggedApp(
  kind: (typeof testDatabases)[number],
  overrides: Partial<AppConfig>,
  extraRoutes: (app: FastifyInstance) => void = () => {},
): Promise<LoggedApp> {
  const database = await createMigratedTestDatabase(kind);
  const config = testConfig({ database: database.config, ...overrides });
  const db = database.db;
  const log = new LogCapture();
  const app = await buildApp(config, { db, logger: { level: 'info', stream: log }, outbox: { pollIntervalMs: 50 } });
  extraRoutes(app);
  await app.ready();
  return {
    app,
    log,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

const signUpBody = (username: string) => ({ username, firstname: 'Ada', lastname: 'Lovelace', password: GOOD_PASSWORD });

/** The activation link's token in a mail text (or log line). */
function activationToken(text: string): string {
  const match = text.match(/confirm-email\?\S*?token=([^&\s"<]+)/);
  if (!match?.[1]) throw new Error(`no activation link in: ${text}`);
  return decodeURIComponent(match[1]);
}

describe.each(testDatabases)('log redaction on %s', (kind) => {
  describe('request URLs and bodies', () => {
    let t: LoggedApp;
    beforeAll(async () => {
      t = await loggedApp(kind, {}, (app) => {
        app.post('/test/logged-body', (request, reply) => {
          request.log.info({ body: request.body, query: request.query }, 'logged by a handler');
          return reply.send({ ok: true });
        });
      });
    });
    afterAll(() => t?.close());

    it('writes secret query parameters of a logged URL as [redacted], keeping the others', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `${authPaths.confirmEmail}?token=url-token-4471&username=ada%40example.com&Code=url-code-9923&refreshToken=url-refresh-5512`,
        payload: { token: 'body-token-8812', username: 'ada@example.com' },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      const requestLine = t.log.lines.find((line) => line.includes('incoming request') && line.includes(authPaths.confirmEmail));
      expect(requestLine).toBeDefined();
      expect(JSON.parse(requestLine ?? '{}').req.url).toBe(
        `${authPaths.confirmEmail}?token=${REDACTED}&username=ada%40example.com&Code=${REDACTED}&refreshToken=${REDACTED}`,
      );
      for (const secret of ['url-token-4471', 'url-code-9923', 'url-refresh-5512', 'body-token-8812']) {
        expect(t.log.text).not.toContain(secret);
      }
    });

    it('writes secret fields of a logged body and query as [redacted], at any depth and in any case', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/test/logged-body?verificationCode=q-code-3318&page=2',
        payload: {
          username: 'ada@example.com',
          password: 'pw-secret-1',
          newPassword: 'pw-secret-2',
          AuthCode: 'google-code-3',
          refreshtoken: 'refresh-4',
          nested: { tokenString: 'access-5', clientSecret: 'secret-6', items: [{ code: 'code-7', countryCode: 'TR' }] },
        },
      });
      expect(response.statusCode).toBe(200);
      const line = t.log.lines.find((entry) => entry.includes('logged by a handler'));
      expect(line).toBeDefined();
      const entry = JSON.parse(line ?? '{}');
      expect(entry.body).toEqual({
        username: 'ada@example.com',
        password: REDACTED,
        newPassword: REDACTED,
        AuthCode: REDACTED,
        refreshtoken: REDACTED,
        nested: { tokenString: REDACTED, clientSecret: REDACTED, items: [{ code: REDACTED, countryCode: 'TR' }] },
      });
      expect(entry.query).toEqual({ verificationCode: REDACTED, page: '2' });
      for (const secret of ['pw-secret-1', 'pw-secret-2', 'google-code-3', 'refresh-4', 'access-5', 'secret-6', 'code-7', 'q-code-3318']) {
        expect(t.log.text).not.toContain(secret);
      }
    });
  });

  describe('without SMTP_URL', () => {
    let t: LoggedApp;
    beforeAll(async () => {
      t = await loggedApp(kind, { smtpUrl: null });
    });
    afterAll(() => t?.close());

    it('prints the activation link in the one mail line and nowhere else, not even when the link is opened', async () => {
      const email = 'log.only@example.com';
      const response = await t.app.inject({ method: 'POST', url: authPaths.signUp, payload: signUpBody(email) });
      expect(response.json()).toEqual({ result: '' });
      await expect.poll(() => t.log.lines.some((line) => line.includes(`mail to ${email}`)), { timeout: 5_000 }).toBe(true);
      const token = activationToken(t.log.lines.find((line) => line.includes(`mail to ${email}`)) ?? '');

      await t.app.inject({ method: 'GET', url: `/confirm-email?token=${encodeURIComponent(token)}&username=${encodeURIComponent(email)}` });
      // Whatever the answer, the token it carried is not logged.
      await t.app.inject({ method: 'POST', url: authPaths.confirmEmail, payload: { token, username: email, password: GOOD_PASSWORD } });

      const carrying = t.log.lines.filter((line) => line.includes(encodeURIComponent(token)) || line.includes(token));
      expect(carrying).toHaveLength(1);
      expect(carrying[0]).toContain(`mail to ${email}`);
    });
  });

  describe('with SMTP_URL', () => {
    const received: string[] = [];
    let smtp: SMTPServer;
    let t: LoggedApp;
    beforeAll(async () => {
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            received.push(Buffer.concat(chunks).toString('utf8'));
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      const { port } = smtp.server.address() as AddressInfo;
      t = await loggedApp(kind, { smtpUrl: `smtp://127.0.0.1:${port}` });
    });
    afterAll(async () => {
      await t?.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    });

    it('logs no link, code or password of any mail, request or answer', async () => {
      const email = 'smtp.logged@example.com';
      await t.app.inject({ method: 'POST', url: authPaths.signUp, payload: signUpBody(email) });
      await expect.poll(() => received.length, { timeout: 5_000 }).toBe(1);
      const mail = (received[0] ?? '').replace(/=\r?\n/g, '').replaceAll('=3D', '=');
      const token = activationToken(mail);

      await t.app.inject({ method: 'GET', url: `/confirm-email?token=${encodeURIComponent(token)}&username=${encodeURIComponent(email)}` });
      // Whatever the answer, the token it carried is not logged.
      await t.app.inject({ method: 'POST', url: authPaths.confirmEmail, payload: { token, username: email, password: GOOD_PASSWORD } });
      await expect.poll(() => t.log.lines.some((line) => line.includes('mail sent')), { timeout: 5_000 }).toBe(true);

      expect(t.log.text).toContain('/confirm-email?token=[redacted]');
      expect(t.log.text).not.toContain(token);
      expect(t.log.text).not.toContain(encodeURIComponent(token));
      expect(t.log.text).not.toContain(GOOD_PASSWORD);
    });
  });
});
