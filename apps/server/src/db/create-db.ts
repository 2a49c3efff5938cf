import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import type { Database } from './database.ts';
import { durablePglite } from './durable-pglite.ts';
import { pgliteSender, poolSender, registerBatchSender } from './statement-batch.ts';

/**
 * Opens the platform database: Postgres through a `pg` pool, or PGlite (Kysely's own dialect) in
 * a data directory, with durable commits (see `durable-pglite.ts`), or in memory.
 * `db.destroy()` closes the pool or the PGlite instance. Either can also send several statements
 * in one round trip (`statement-batch.ts`).
 */
export function createDb(config: DatabaseConfig): Kysely<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: platformPlugins() });
    registerBatchSender(db, poolSender(pool));
    return db;
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  return pgliteDb(config.dataDir ? durablePglite(config.dataDir) : new PGlite());
}

/** The platform database over an open PGlite instance; `db.destroy()` closes the instance. */
export function pgliteDb(pglite: PGlite): Kysely<Database> {
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), plugins: platformPlugins() });
  registerBatchSender(db, pgliteSender(pglite));
  return db;
}

function platformPlugins() {
  return [new CamelCasePlugin({ maintainNestedObjectKeys: true })];
}

/** A round trip to the database (health checks). */
export async function pingDb(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
