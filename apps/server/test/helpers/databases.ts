import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseConfig } from '../../src/config.ts';
import { createDb, pgliteDb } from '../../src/db/create-db.ts';
import type { Database } from '../../src/db/database.ts';

/** Which databases the API suites run on: always PGlite, plus real Postgres with TEST_DATABASE_URL. */
export type TestDatabaseKind = 'pglite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL?.trim() || null;

/** The list `describe.each` runs each suite over. */
export const testDatabases: TestDatabaseKind[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

/**
 * The list race suites run over: real Postgres only, with TEST_DATABASE_URL (PGlite has one
 * connection, so concurrent requests never interleave there and a race cannot show).
 */
export const concurrentDatabases: TestDatabaseKind[] = postgresUrl ? ['postgres'] : [];

if (!postgresUrl) {
  // Said once per test worker, so a run without Postgres says so instead of passing silently.
  console.info(
    '[tessera tests] real Postgres variant not run: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run every API suite on Postgres too, and the race suites (*.postgres.test.ts) that need it.',
  );
}

/** A fresh, empty database for one test file and the function that removes it. */
export interface TestDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

/** A fresh database with every platform migration applied, and its open connection. */
export interface MigratedTestDatabase extends TestDatabase {
  db: Kysely<Database>;
}

/**
 * A fresh, migrated database: a copy of the template the global setup migrated once
 * (`database-templates.ts`). PGlite: in memory, loaded from the template's dump. Postgres: as
 * `createTestDatabase`, created from the template database.
 */
export async function createMigratedTestDatabase(kind: TestDatabaseKind): Promise<MigratedTestDatabase> {
  if (kind === 'pglite') {
    const dump = new Blob([readFileSync(inject('pgliteTemplateFile'))]);
    const db = pgliteDb(new PGlite({ loadDataDir: dump }));
    return { config: { kind: 'pglite', dataDir: null }, db, drop: async () => {} };
  }
  const template = inject('postgresTemplate');
  if (!template) throw new Error('TEST_DATABASE_URL is not set');
  const database = await createTestDatabase(kind, template);
  return { ...database, db: createDb(database.config) };
}

/**
 * An empty database. PGlite: in memory, gone with the process. Postgres: CREATE DATABASE
 * tessera_test_<random> on the TEST_DATABASE_URL server (a copy of `template` when given),
 * dropped (WITH FORCE) afterwards.
 */
export async function createTestDatabase(kind: TestDatabaseKind, template: string | null = null): Promise<TestDatabase> {
  if (kind === 'pglite') return { config: { kind: 'pglite', dataDir: null }, drop: async () => {} };
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `tessera_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.href },
    async drop() {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      try {
        // pg's Pool.end() resolves before its clients have finished disconnecting; forcing the
        // drop then would kill them mid-goodbye (an unhandled 57P01). Wait for them briefly.
        for (let i = 0; i < 50; i += 1) {
          const { rows } = await client.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
