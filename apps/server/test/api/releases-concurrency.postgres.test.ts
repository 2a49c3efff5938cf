import { dataPaths, type DataOp } from '@tessera/model/data';
import { publishedAppPaths, releasePaths } from '@tessera/model/releases';
import { fillPath, workspacePaths } from '@tessera/model/workspace-api';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { schemaNameOf } from '../../src/modules/data-schema/schema-name.ts';
import { column } from '../helpers/data-ops.ts';
import { concurrentDatabases, createTestDatabase } from '../helpers/databases.ts';
import { buildSecondApp } from '../helpers/second-app.ts';
import { createTestApp, type TestApp, useTestApp } from '../helpers/test-app.ts';
import { scoped, signedInUser, type SignedIn } from '../helpers/workspaces.ts';

const createTable = (tableId: string, name: string): DataOp => ({ op: 'createTable', tableId, name, position: { x: 0, y: 0 }, primaryKey: { columnId: `${tableId}_id`, name: 'id', type: 'integer' } });

async function projectWithQueue(t: TestApp, user: SignedIn): Promise<string> {
  const headers = scoped(user, user.domainName);
  const created = await t.inject({ method: 'POST', url: workspacePaths.projects, headers, payload: { name: `Race ${crypto.randomUUID().slice(0, 8)}` } });
  expect(created.statusCode, created.body).toBe(201);
  const projectId = created.json().id;
  const ops = [createTable('tt', 'tasks'), { op: 'addColumn', tableId: 'tt', column: column('tt_title', 'title', 'text') } as DataOp];
  const changed = await t.inject({ method: 'POST', url: fillPath(dataPaths.changes, { projectId }), headers, payload: { baseVersion: 0, ops } });
  expect(changed.statusCode, changed.body).toBe(200);
  return projectId;
}

describe.each(concurrentDatabases)('publishing at the same time on %s', (kind) => {
  const t = useTestApp(kind);

  it('numbers concurrent publishes one after the other, from two server processes, never twice nor half', async () => {
    const owner = await signedInUser(t(), 'rel.race');
    const projectId = await projectWithQueue(t(), owner);
    const second = await buildSecondApp(t());
    try {
      const headers = scoped(owner, owner.domainName);
      const payload = (i: number) => ({ note: `Race ${i}` });
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? t().app : second).inject({ method: 'POST', url: fillPath(releasePaths.list, { projectId }), headers, payload: payload(i) })),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
      const numbers = responses.map((response) => response.json().release.number).sort((a: number, b: number) => a - b);
      expect(numbers).toEqual([1, 2, 3, 4, 5, 6]);
      // Live's queue ran once: every release records the same data model.
      expect(new Set(responses.map((response) => response.json().release.dataModelSeq))).toEqual(new Set([1]));
      const rows = await t().db.selectFrom('releases').select(['id', 'number']).where('projectId', '=', projectId).orderBy('number').execute();
      expect(rows.map((row) => row.number)).toEqual([1, 2, 3, 4, 5, 6]);
      const project = await t().db.selectFrom('projects').select('liveReleaseId').where('id', '=', projectId).executeTakeFirstOrThrow();
      expect(project.liveReleaseId).toBe(rows.at(-1)!.id);
    } finally {
      await second.close();
    }
  });
});

describe.each(concurrentDatabases)('publishing with APP_DATABASE_URL on %s', (kind) => {
  it("applies live's queue on the app database and records the release on the platform's", async () => {
    const other = await createTestDatabase(kind);
    if (other.config.kind !== 'postgres') throw new Error('expected Postgres');
    try {
      const t = await createTestApp(kind, { appDatabaseUrl: other.config.url });
      try {
        const owner = await signedInUser(t, 'rel.appdb');
        const projectId = await projectWithQueue(t, owner);
        const published = await t.inject({ method: 'POST', url: fillPath(releasePaths.list, { projectId }), headers: scoped(owner, owner.domainName), payload: { note: 'Apart', slug: 'apart' } });
        expect(published.statusCode, published.body).toBe(201);
        expect(published.json().release).toMatchObject({ number: 1, dataModelSeq: 1, warnings: [] });
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_schema = ${schemaNameOf(projectId, 'live')}`.execute(t.app.ctx.appDb);
        expect(rows[0]?.n).toBe(1);
        const served = await t.inject({ method: 'GET', url: fillPath(publishedAppPaths.liveApp, { domainName: owner.domainName, projectSlug: 'apart' }) });
        expect(served.json().release.number).toBe(1);
      } finally {
        await t.close();
      }
    } finally {
      await other.drop();
    }
  });
});
