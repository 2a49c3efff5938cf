import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb, pgliteDb } from '../../src/db/create-db.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a PGlite database with every platform migration applied. */
    pgliteTemplateFile: string;
    /** A database on the TEST_DATABASE_URL server with every migration applied, or null. */
    postgresTemplate: string | null;
  }
}

/**
 * Global setup of the server suites: migrates one database of each kind once per run, so each
 * suite's fresh database is a copy (PGlite loads the dump, Postgres `CREATE DATABASE … TEMPLATE`)
 * instead of an initdb plus every migration. Suites that test the migrations themselves still
 * start from an empty database (`createTestDatabase(kind)`).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directory = mkdtempSync(join(tmpdir(), 'tessera-template-'));
  const pgliteTemplateFile = join(directory, 'platform.tar');
  const pglite = new PGlite();
  const db = pgliteDb(pglite);
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir('none');
  writeFileSync(pgliteTemplateFile, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();

  const postgresUrl = process.env.TEST_DATABASE_URL?.trim() || null;
  const postgresTemplate = postgresUrl ? await migratedPostgresTemplate(postgresUrl) : null;

  project.provide('pgliteTemplateFile', pgliteTemplateFile);
  project.provide('postgresTemplate', postgresTemplate);
  return async () => {
    rmSync(directory, { recursive: true, force: true });
    if (postgresUrl && postgresTemplate) await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
  };
}

async function migratedPostgresTemplate(postgresUrl: string): Promise<string> {
  const name = `tessera_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(postgresUrl, `CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const db = createDb({ kind: 'postgres', url: url.href });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  return name;
}

async function adminQuery(postgresUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
