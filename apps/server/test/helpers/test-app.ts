import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type BuildOptions, buildApp } from '../../src/app.ts';
import { type AppConfig, loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import type { Kysely } from 'kysely';
import { createMigratedTestDatabase, type TestDatabaseKind } from './databases.ts';

/** A clock tests can move forward. */
export class TestClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: AppConfig;
  clock: TestClock;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The config tests start from: no env file, in-memory database, quiet logs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ PUBLIC_URL: 'http://tessera.test', LOG_LEVEL: 'silent', STUDIO_DIST: '/nonexistent-studio-dist' });
  // Suites send many requests from one address; the rate-limit suites set their own low limits.
  const rateLimits = { ...base.rateLimits, auth: { max: 10_000, windowMs: 60_000 }, events: { max: 10_000, windowMs: 60_000 } };
  // Suites that measure answer times set the floor back to the default (see enumeration tests).
  const accounts = { ...base.accounts, answerFloorMs: 0 };
  return { ...base, studioDist: null, playerDist: null, rateLimits, accounts, ...overrides };
}

/**
 * Builds the app on a fresh, migrated database of the given kind (`logger`: capture its log;
 * default none; `egressResolver`: the guard's name resolver, default the system's).
 */
export async function createTestApp(kind: TestDatabaseKind, overrides: Partial<AppConfig> = {}, options: Pick<BuildOptions, 'logger' | 'egressResolver'> = {}): Promise<TestApp> {
  const database = await createMigratedTestDatabase(kind);
  const config = testConfig({ database: database.config, ...overrides });
  const db = database.db;
  const clock = new TestClock();
  const app = await buildApp(config, { db, clock: clock.now, logger: options.logger ?? false, ...(options.egressResolver ? { egressResolver: options.egressResolver } : {}) });
  await app.ready();
  return {
    app,
    db,
    config,
    clock,
    inject: (options) => app.inject(options),
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * Builds one app for the enclosing describe block (fresh database) and closes it after.
 * Returns a getter: call it inside tests.
 */
export function useTestApp(kind: TestDatabaseKind, overrides: Partial<AppConfig> = {}, options: Pick<BuildOptions, 'logger'> = {}): () => TestApp {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(kind, overrides, options);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return () => {
    if (!testApp) throw new Error('test app not ready');
    return testApp;
  };
}
