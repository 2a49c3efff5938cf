import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { AppConfig, DatabaseConfig } from '../../src/config.ts';
import { createDb } from '../../src/db/create-db.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { resealConnectorSecrets } from '../../src/modules/connectors/key-rotation.ts';
import { openConnector, type OpenedSqlConnector } from '../../src/modules/connectors/open-connector.ts';
import { createSecretBox, keyIdOf } from '../../src/security/secret-box.ts';
import { connectorClient, countConnectors, newSecretsKey, postgresBody, restBody, secretText, storedConnector, withSecretsKey } from '../helpers/connectors.ts';
import { createTestDatabase, testDatabases } from '../helpers/databases.ts';
import { testConfig, useTestApp } from '../helpers/test-app.ts';
import { scoped, setPlan, signedInUser } from '../helpers/workspaces.ts';

const keyIdsOf = (secrets: Record<string, string>) => Object.values(secrets).map((sealed) => sealed.split('.')[1]);

describe.each(testDatabases)('connector secrets without a key on %s', (kind) => {
  const t = useTestApp(kind, { connectorSecretsKeys: null });
  const client = connectorClient(t);

  it('refuses to store a secret (409, nothing stored), and still stores connectors without one', async () => {
    const owner = await signedInUser(t(), 'nokey');
    await setPlan(t(), owner.domainId, 'pro');
    const headers = scoped(owner, owner.domainName);
    expect((await client.list(headers)).json()).toEqual({ connectors: [], secretsEnabled: false });

    const password = secretText('nokey');
    for (const body of [postgresBody('With password', password), { kind: 'mysql', name: 'From string', connectionString: `mysql://root:${password}@h/db` }, restBody('API', { token: password, header: password })]) {
      const refused = await client.create(headers, body);
      expect(refused.statusCode, body.name).toBe(409);
      expect(refused.json().error.code).toBe('secrets_unavailable');
      expect(refused.json().error.message).toMatch(/CONNECTOR_SECRETS_KEY/);
      expect(refused.body).not.toContain(password);
    }
    expect(await countConnectors(t(), owner.domainId)).toBe(0);

    const plain = await client.create(headers, postgresBody('Trust login'));
    expect(plain.statusCode).toBe(201);
    expect(plain.json().settings.password).toEqual({ set: false });
    const open = await client.create(headers, { kind: 'rest', name: 'Open API', settings: { baseUrl: 'https://open.example.com' } });
    expect(open.statusCode).toBe(201);
    const opened = (await openConnector(t().app.ctx, owner.domainId, plain.json().id)) as OpenedSqlConnector;
    expect(opened.password).toBeNull();
    // Adding a password later is refused the same way, and changes nothing.
    const stored = await storedConnector(t(), plain.json().id);
    const later = await client.update(headers, plain.json().id, { kind: 'postgres', settings: { host: 'h', database: 'd', user: 'u', password } });
    expect(later.statusCode).toBe(409);
    expect(await storedConnector(t(), plain.json().id)).toEqual(stored);
  });
});

/** The app's log as written. */
class LogCapture {
  readonly lines: string[] = [];
  write(line: string): void {
    this.lines.push(line);
  }
  get text(): string {
    return this.lines.join('');
  }
}

/**
 * Server starts one after another on one database (on disk for PGlite), each with its own
 * configuration, as an operator restarting with new keys does.
 */
async function sharedDatabase(kind: (typeof testDatabases)[number]): Promise<{ config: DatabaseConfig; drop(): Promise<void> }> {
  if (kind === 'postgres') return createTestDatabase('postgres');
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-rotation-'));
  return { config: { kind: 'pglite', dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

async function startServer(database: DatabaseConfig, overrides: Partial<AppConfig>, log: LogCapture): Promise<FastifyInstance> {
  const config = testConfig({ database, ...overrides });
  const db = createDb(config.database);
  await migrateToLatest(db);
  const app = await buildApp(config, { db, logger: { level: 'info', stream: log } });
  await app.ready();
  return app;
}

/** Each case migrates a database on disk and starts servers on it one after another. */
const RESTARTS_TIMEOUT_MS = 120_000;

describe.each(testDatabases)('connector secrets key rotation on %s', (kind) => {
  const keyA = newSecretsKey();
  const keyB = newSecretsKey();

  it('re-seals every secret with the new key at start, once; the old key can then go; an unknown key is reported, not lost', async () => {
    const database = await sharedDatabase(kind);
    const log = new LogCapture();
    try {
      // 1. Running with key A: two connectors with secrets.
      let app = await startServer(database.config, withSecretsKey(keyA), log);
      const t = { app, db: app.ctx.db, config: app.ctx.config, clock: { now: () => new Date() } as never, inject: app.inject.bind(app), close: async () => {} };
      const owner = await signedInUser(t, 'rotation');
      await setPlan(t, owner.domainId, 'pro');
      const client = connectorClient(() => t);
      const headers = scoped(owner, owner.domainName);
      const password = secretText('rotated-password');
      const token = secretText('rotated-token');
      const sqlId = (await client.create(headers, postgresBody('Rotated DB', password))).json().id;
      const restId = (await client.create(headers, restBody('Rotated API', { token, header: token }))).json().id;
      const sealedWithA = await storedConnector(t, sqlId);
      expect(keyIdsOf(sealedWithA.secrets)).toEqual([keyIdOf(keyA)]);
      await app.close();

      // 2. Restarted with key B, A as the previous key: the start re-seals everything with B.
      app = await startServer(database.config, withSecretsKey(keyB, keyA), log);
      t.app = app;
      t.db = app.ctx.db;
      expect(log.text).toMatch(/"resealed":3.*connector secrets re-sealed/);
      const sqlRow = await storedConnector(t, sqlId);
      const restRow = await storedConnector(t, restId);
      expect(keyIdsOf(sqlRow.secrets)).toEqual([keyIdOf(keyB)]);
      expect(keyIdsOf(restRow.secrets)).toEqual([keyIdOf(keyB), keyIdOf(keyB)]);
      expect(sqlRow.updatedAt).toEqual(sealedWithA.updatedAt);
      // Idempotent: a second run has nothing to do and changes nothing.
      expect(await resealConnectorSecrets(app.ctx.db, app.ctx.secretBox!)).toEqual({ resealed: 0, unreadable: 0 });
      expect((await storedConnector(t, sqlId)).secrets).toEqual(sqlRow.secrets);
      await app.close();

      // 3. Key B alone: everything opens.
      log.lines.length = 0;
      app = await startServer(database.config, withSecretsKey(keyB), log);
      expect(log.text).not.toMatch(/re-sealed|cannot be opened|neither/);
      const opened = (await openConnector(app.ctx, owner.domainId, sqlId)) as OpenedSqlConnector;
      expect(opened.password?.reveal()).toBe(password);
      await app.close();

      // 4. Another key altogether: the start says so; opening is a clear 409; nothing is rewritten.
      app = await startServer(database.config, withSecretsKey(newSecretsKey()), log);
      expect(log.text).toMatch(/"unreadable":3.*neither CONNECTOR_SECRETS_KEY nor CONNECTOR_SECRETS_KEY_PREVIOUS/);
      await expect(openConnector(app.ctx, owner.domainId, sqlId)).rejects.toMatchObject({ code: 'secrets_unavailable', statusCode: 409 });
      await expect(openConnector(app.ctx, owner.domainId, sqlId)).rejects.toThrow(/sealed with a key this server is not configured with/);
      t.db = app.ctx.db;
      expect((await storedConnector(t, sqlId)).secrets).toEqual(sqlRow.secrets);
      await app.close();

      // 5. No key: the start warns that stored secrets cannot be opened.
      app = await startServer(database.config, { connectorSecretsKeys: null }, log);
      expect(log.text).toMatch(/CONNECTOR_SECRETS_KEY is not set but connectors hold sealed secrets/);
      await expect(openConnector(app.ctx, owner.domainId, sqlId)).rejects.toThrow(/the server has no CONNECTOR_SECRETS_KEY/);
      await app.close();
      for (const value of [password, token]) expect(log.text).not.toContain(value);
    } finally {
      await database.drop();
    }
  }, RESTARTS_TIMEOUT_MS);

  it('re-seals only what the previous key sealed, leaving values it cannot open as they are', async () => {
    const database = await sharedDatabase(kind);
    const log = new LogCapture();
    const app = await startServer(database.config, withSecretsKey(keyA), log);
    try {
      const db = app.ctx.db;
      const t = { app, db, config: app.ctx.config, clock: { now: () => new Date() } as never, inject: app.inject.bind(app), close: async () => {} };
      const owner = await signedInUser(t, 'reseal');
      const client = connectorClient(() => t);
      const headers = scoped(owner, owner.domainName);
      const ids = [];
      for (let i = 0; i < 3; i += 1) ids.push((await client.create(headers, postgresBody(`DB ${i}`, secretText(`pw${i}`)))).json().id);
      // One connector's secret sealed with a key nobody configures any more.
      const lost = createSecretBox({ current: newSecretsKey(), previous: null }).seal('lost', ['connector', owner.domainId, ids[2], 'password']);
      await db.updateTable('connectors').set({ secrets: JSON.stringify({ password: lost }) }).where('id', '=', ids[2]).execute();

      const box = createSecretBox({ current: keyB, previous: keyA });
      expect(await resealConnectorSecrets(db, box)).toEqual({ resealed: 2, unreadable: 1 });
      expect(await resealConnectorSecrets(db, box)).toEqual({ resealed: 0, unreadable: 1 });
      expect(keyIdsOf((await storedConnector(t, ids[0])).secrets)).toEqual([keyIdOf(keyB)]);
      expect((await storedConnector(t, ids[2])).secrets.password).toBe(lost);
    } finally {
      await app.close();
      await database.drop();
    }
  }, RESTARTS_TIMEOUT_MS);
});
