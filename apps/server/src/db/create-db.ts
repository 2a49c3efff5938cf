import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import type { Database } from './database.ts';
import { durablePglite } from './durable-pglite.ts';
import { pgliteSender, pgliteSessionSender, poolSender, registerBatchSender, sessionPoolSender } from './statement-batch.ts';

/** Connections of each `pg` pool: the queries' pool, and the session pool of `runInSession`. */
export const POOL_SIZE = 10;

/**
 * The queries' pool, with the pool of connections that keep a session between batches
 * (`runInSession`) beside it: apart, so no other query ever runs in a session left on a
 * connection. Its connections open when first used; `end` (Kysely's `destroy`) ends both.
 */
class PoolWithSessions extends pg.Pool {
  readonly sessions: pg.Pool;

  constructor(config: pg.PoolConfig) {
    super(config);
    this.sessions = new pg.Pool(config);
  }

  override end(): Promise<void>;
  override end(callback: () => void): void;
  override end(callback?: () => void): Promise<void> | void {
    const ended = Promise.all([super.end(), this.sessions.end()]).then(() => undefined);
    if (!callback) return ended;
    void ended.then(callback, callback);
  }
}

/**
 * Opens the platform database: Postgres through a `pg` pool (`poolSize` connections, and as many
 * in its session pool), or PGlite (Kysely's own dialect) in
 * a data directory, with durable commits (see `durable-pglite.ts`), or in memory.
 * `db.destroy()` closes the pool or the PGlite instance. Either can also send several statements
 * in one round trip (`statement-batch.ts`).
 */
export function createDb(config: DatabaseConfig, options: { poolSize?: number } = {}): Kysely<Database> {
  if (config.kind === 'postgres') {
    const pool = new PoolWithSessions({ connectionString: config.url, max: options.poolSize ?? POOL_SIZE });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: platformPlugins() });
    registerBatchSender(db, poolSender(pool), sessionPoolSender(pool.sessions));
    return db;
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  return pgliteDb(config.dataDir ? durablePglite(config.dataDir) : new PGlite());
}

/** The platform database over an open PGlite instance; `db.destroy()` closes the instance. */
export function pgliteDb(pglite: PGlite): Kysely<Database> {
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), plugins: platformPlugins() });
  registerBatchSender(db, pgliteSender(pglite), pgliteSessionSender(pglite));
  return db;
}

function platformPlugins() {
  return [new CamelCasePlugin({ maintainNestedObjectKeys: true })];
}

/** A round trip to the database (health checks). */
export async function pingDb(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
