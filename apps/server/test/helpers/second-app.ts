import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { createDb } from '../../src/db/create-db.ts';
import type { TestApp } from './test-app.ts';

/**
 * A second server process on the test app's database: its own app and connection pool, the same
 * config and clock. Only meaningful on Postgres (an in-memory PGlite is one process's). Close it
 * before the test app.
 */
export async function buildSecondApp(t: TestApp): Promise<FastifyInstance> {
  if (t.config.database.kind !== 'postgres') throw new Error('a second app needs a shared Postgres database');
  const app = await buildApp(t.config, { db: createDb(t.config.database), clock: t.clock.now, logger: false });
  await app.ready();
  return app;
}
