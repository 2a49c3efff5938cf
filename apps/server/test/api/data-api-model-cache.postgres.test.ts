import { dataPaths, type DataOp } from '@tessera/model/data';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createDb } from '../../src/db/create-db.ts';
import { fillPath } from '@tessera/model/workspace-api';
import { type DataProject, dataProject } from '../helpers/data-api.ts';
import { concurrentDatabases } from '../helpers/databases.ts';
import { modelFixture } from '../helpers/model-fixture.ts';
import { useTestApp } from '../helpers/test-app.ts';

const model = modelFixture([{ name: 'items', primaryKey: 'integer', columns: [{ name: 'title', type: 'text' }], access: { read: { who: 'anyone' }, insert: { who: 'anyone' } } }]);

/**
 * Each server process keeps the data models it has read; another process changing a model must
 * never leave it answering from the old one. Two servers on one Postgres: B changes the model,
 * A answers from the new one at once (the database checks the version A compiled against).
 */
describe.each(concurrentDatabases)('the data API’s cached models across two servers on %s', () => {
  const t = useTestApp('postgres');
  let other: FastifyInstance;
  let p: DataProject;

  beforeAll(async () => {
    other = await buildApp(t().config, { db: createDb(t().config.database), clock: t().clock.now, logger: false });
    await other.ready();
    p = await dataProject(t(), model);
  });
  afterAll(async () => {
    await other.close();
  });

  // A visitor of the Run preview.
  const read = async (query: string) => t().inject({ method: 'GET', url: `${p.base()}/items?${query}`, headers: await p.visitor() });
  const change = async (ops: DataOp[]) => {
    const headers = p.builderHeaders;
    const current = await other.inject({ method: 'GET', url: fillPath(dataPaths.model, { projectId: p.projectId }), headers });
    const answer = await other.inject({ method: 'POST', url: fillPath(dataPaths.changes, { projectId: p.projectId }), headers, payload: { baseVersion: current.json().version, ops, confirmDataLoss: true } });
    expect(answer.statusCode, answer.body).toBe(200);
  };

  it('answers from the model another server just changed, on reads and writes', async () => {
    expect((await t().inject({ method: 'POST', url: `${p.base()}/items`, headers: await p.visitor(), payload: { title: 'first' } })).statusCode).toBe(201);
    expect((await read('select=*')).json()).toEqual([{ id: 1, title: 'first' }]);

    // A new column: `*` compiled against the cached model would leave it out.
    await change([{ op: 'addColumn', tableId: 'items', column: { id: 'items.note', name: 'note', type: 'text', required: false, unique: false, defaultValue: null, enumValues: [], references: null } }]);
    expect((await read('select=*')).json()).toEqual([{ id: 1, title: 'first', note: null }]);
    const written = await t().inject({ method: 'POST', url: `${p.base()}/items?select=note`, headers: { ...(await p.visitor()), prefer: 'return=representation' }, payload: { title: 'second', note: 'new' } });
    expect([written.statusCode, written.json()]).toEqual([201, [{ note: 'new' }]]);

    // A rule closed: the cached model would still let visitors read.
    await change([{ op: 'setAccess', tableId: 'items', access: { ...model.tables[0]!.access, read: { who: 'nobody', roles: [], condition: [], columnIds: null } } }]);
    const closed = await read('select=id');
    expect([closed.statusCode, closed.json().code]).toEqual([401, '42501']);

    // The table dropped: gone for A too, and nothing of it reachable.
    await change([{ op: 'dropTable', tableId: 'items' }]);
    expect((await read('select=id')).statusCode).toBe(404);
  });
});
