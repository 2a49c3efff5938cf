import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { readEnvironment } from '../../src/modules/data-schema/environments.ts';
import { schemaNameOf } from '../../src/modules/data-schema/schema-name.ts';
import { concurrentDatabases, createTestDatabase, testDatabases } from '../helpers/databases.ts';
import { createTestApp, useTestApp } from '../helpers/test-app.ts';

describe.each(testDatabases)('project environments on %s', (kind) => {
  const t = useTestApp(kind);

  it('makes both schemas of a project on first use, each with an empty model', async () => {
    const projectId = crypto.randomUUID();
    const draft = await readEnvironment(t().app.ctx.appDb, projectId, 'draft');
    expect(draft).toMatchObject({ projectId, environment: 'draft', schemaName: schemaNameOf(projectId, 'draft'), model: { tables: [] }, version: 0, appliedSeq: 0 });
    const live = await readEnvironment(t().app.ctx.appDb, projectId, 'live');
    expect(live.schemaName).toBe(schemaNameOf(projectId, 'live'));
    const { rows } = await sql<{ nspname: string }>`select nspname from pg_namespace where nspname in (${draft.schemaName}, ${live.schemaName}) order by 1`.execute(t().app.ctx.appDb);
    expect(rows.map((row) => row.nspname)).toEqual([draft.schemaName, live.schemaName]);
  });

  it('refuses to name a schema after anything but a project id', () => {
    expect(() => schemaNameOf('x"; drop schema public; --', 'draft')).toThrow(/not a project id/);
    expect(schemaNameOf('0B0F5A38-2C4B-4C0E-9F1E-6A2E3D4C5B6A', 'live')).toBe('app_0b0f5a382c4b4c0e9f1e6a2e3d4c5b6a_live');
  });
});

describe.each(concurrentDatabases)('project environments under concurrency on %s', (kind) => {
  const t = useTestApp(kind);

  it('lets ten first requests of one project race without an error', async () => {
    const projectId = crypto.randomUUID();
    const states = await Promise.all(Array.from({ length: 10 }, () => readEnvironment(t().app.ctx.appDb, projectId, 'draft')));
    expect(new Set(states.map((state) => state.schemaName)).size).toBe(1);
  });
});

describe.each(concurrentDatabases)('APP_DATABASE_URL on %s', (kind) => {
  it('keeps builders\' data in the other database', async () => {
    const other = await createTestDatabase(kind);
    if (other.config.kind !== 'postgres') throw new Error('expected Postgres');
    try {
      const app = await createTestApp(kind, { appDatabaseUrl: other.config.url });
      try {
        const projectId = crypto.randomUUID();
        const draft = await readEnvironment(app.app.ctx.appDb, projectId, 'draft');
        const inPlatform = await sql<{ n: number }>`select count(*)::int as n from pg_namespace where nspname = ${draft.schemaName}`.execute(app.db);
        const inApp = await sql<{ n: number }>`select count(*)::int as n from pg_namespace where nspname = ${draft.schemaName}`.execute(app.app.ctx.appDb);
        expect([inPlatform.rows[0]?.n, inApp.rows[0]?.n]).toEqual([0, 1]);
      } finally {
        await app.close();
      }
    } finally {
      await other.drop();
    }
  });
});
