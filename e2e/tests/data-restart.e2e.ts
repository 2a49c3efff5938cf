import type { ChangeRequest, DataOp } from '@tessera/model/data';
import { describe, test } from 'vitest';
import { uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert } from '../harness/expect.ts';
import { DataGridPage } from '../pages/DataGridPage.ts';
import { StudioApi, StudioPage } from '../pages/StudioPage.ts';

// Embedded PGlite, the default of `npm start`: the data must survive the server being killed.
const e2e = useE2E({ name: 'data-restart' });

const ops = [
  { op: 'createTable', tableId: 'tasks', name: 'tasks', position: { x: 0, y: 0 }, primaryKey: { columnId: 'tasks_id', name: 'id', type: 'integer' } },
  {
    op: 'addColumn',
    tableId: 'tasks',
    column: { id: 'tasks_title', name: 'title', type: 'text', required: true, unique: false, defaultValue: null, enumValues: [], references: null },
  },
] as DataOp[];

describe('data after a crash', () => {
  test('rows written before the server is killed (SIGKILL) are in the grid after it starts again', async () => {
    const email = uniqueEmail('restart');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const projectId = await (await StudioApi.as(e2e.api, email, workspace)).createProject('Durable');
    const { tokenString } = await e2e.api.login(email);
    const headers = { authorization: `Bearer ${tokenString}`, domainname: workspace };
    const change: ChangeRequest = { baseVersion: 0, ops };
    const applied = await e2e.api.post(`/api/projects/${projectId}/data/changes`, change, headers);
    assert(applied.status === 200, `POST data changes gave HTTP ${applied.status}: ${JSON.stringify(applied.body)}`);
    const inserted = await e2e.api.post(`/api/data/${projectId}/draft/tasks`, [{ title: 'Written before the crash' }, { title: 'Also acknowledged' }], headers);
    assert(inserted.status === 201, `inserting rows gave HTTP ${inserted.status}: ${JSON.stringify(inserted.body)}`);

    await e2e.server.crashAndRestart();

    const studio = await StudioPage.signInAndOpen(e2e.page, email, workspace, projectId);
    await studio.goto(workspace, projectId, 'dataDiagramScheme');
    const grid = new DataGridPage(e2e.page);
    await grid.open();
    await grid.expectColumn('title', ['Written before the crash', 'Also acknowledged'], 'the rows after the restart');
    await e2e.snap('01-rows-after-restart');
  });
});
