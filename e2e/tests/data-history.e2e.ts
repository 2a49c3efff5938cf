import type { ChangeRequest, DataOp } from '@tessera/model/data';
import { describe, test } from 'vitest';
import { uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectVisible } from '../harness/expect.ts';
import { DataHistoryPage } from '../pages/DataHistoryPage.ts';
import { StudioApi, StudioPage } from '../pages/StudioPage.ts';

const e2e = useE2E({ name: 'data-history' });

const column = (id: string, name: string, type: string) => ({
  id,
  name,
  type,
  required: false,
  unique: false,
  defaultValue: null,
  enumValues: [],
  references: null,
});

/** Two changes, one migration each: `projects` with a name, then `tasks` with a title. */
const changes = [
  [
    { op: 'createTable', tableId: 'projects', name: 'projects', position: { x: 0, y: 0 }, primaryKey: { columnId: 'projects_id', name: 'id', type: 'integer' } },
    { op: 'addColumn', tableId: 'projects', column: column('projects_name', 'name', 'text') },
  ],
  [
    { op: 'createTable', tableId: 'tasks', name: 'tasks', position: { x: 320, y: 0 }, primaryKey: { columnId: 'tasks_id', name: 'id', type: 'integer' } },
    { op: 'addColumn', tableId: 'tasks', column: column('tasks_title', 'title', 'text') },
  ],
] as DataOp[][];

describe('data history', () => {
  test('two changes newest first with author, summary and SQL; live behind and checked against its rows, then up to date after publishing', async () => {
    const email = uniqueEmail('history');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const api = await StudioApi.as(e2e.api, email, workspace);
    const projectId = await api.createProject('History');
    const { tokenString } = await e2e.api.login(email);
    const headers = { authorization: `Bearer ${tokenString}`, domainname: workspace };

    const model = await e2e.api.get<{ version: number }>(`/api/projects/${projectId}/data/model`, headers);
    assert(model.status === 200, `GET data model gave HTTP ${model.status}: ${JSON.stringify(model.body)}`);
    let version = model.body.version;
    const seqs: number[] = [];
    for (const ops of changes) {
      const change: ChangeRequest = { baseVersion: version, ops };
      const applied = await e2e.api.post<{ version: number; migration: { seq: number } }>(`/api/projects/${projectId}/data/changes`, change, headers);
      assert(applied.status === 200 || applied.status === 201, `POST data changes gave HTTP ${applied.status}: ${JSON.stringify(applied.body)}`);
      version = applied.body.version;
      seqs.push(applied.body.migration.seq);
    }
    const [first, second] = seqs as [number, number];
    assert(second > first, `the second change's number ${second} follows the first's ${first}`);

    const studio = await StudioPage.signInAndOpen(e2e.page, email, workspace, projectId);
    await studio.goto(workspace, projectId, 'dataDiagramScheme');
    const history = new DataHistoryPage(e2e.page);
    await history.open();

    // Both changes, newest first, each with its author, summary lines and a Draft only badge.
    await expectVisible(history.migration(second), `change #${second}`);
    const listed = await history.listedSeqs();
    assert(JSON.stringify(listed) === JSON.stringify([second, first]), `the changes newest first: ${JSON.stringify(listed)}`);
    for (const [seq, table, added] of [
      [first, 'projects', 'name'],
      [second, 'tasks', 'title'],
    ] as const) {
      const item = history.migration(seq);
      await expectVisible(item.getByText(`#${seq}`, { exact: true }), `the number of change #${seq}`);
      await expectVisible(item.getByText(email, { exact: true }), `the author of change #${seq}`);
      await expectVisible(item.getByText(`Create table ${table}`, { exact: true }), `the first summary line of change #${seq}`);
      await expectVisible(item.getByText(`Add column ${table}.${added} (text)`, { exact: true }), `the second summary line of change #${seq}`);
      await expectVisible(item.getByText('Draft only', { exact: true }), `change #${seq} not yet live`);
    }
    await expectVisible(history.liveLag.getByText('Live is 2 changes behind draft; they apply when the app is published.', { exact: true }), 'live two changes behind');

    // The SQL opens from the keyboard and shows each step with its class.
    const toggle = history.sqlToggle(first);
    assert((await toggle.getAttribute('aria-expanded')) === 'false', 'the SQL closed at first');
    await toggle.focus();
    await e2e.page.keyboard.press('Enter');
    const steps = history.migration(first).getByTestId('migration-step');
    await expectVisible(steps.first(), 'the SQL steps of the first change');
    assert((await toggle.getAttribute('aria-expanded')) === 'true', 'the disclosure says it is open');
    await expectVisible(steps.first().getByText(/^create table .*"projects"/), 'the create table statement');
    await expectVisible(steps.first().getByText('Safe', { exact: true }), 'the class of the step');
    await e2e.snap('01-history-draft');

    // Checking the queue against live's own rows shows every step it would run; nothing changes.
    await history.checkLive.click();
    await expectVisible(history.liveVerdict.getByText('The waiting changes apply to live without losing data.', { exact: true }), 'the live check’s verdict');
    const recorded = await e2e.api.get<{ migrations: { steps: unknown[] }[] }>(`/api/projects/${projectId}/data/migrations`, headers);
    const stepCount = recorded.body.migrations.reduce((sum, migration) => sum + migration.steps.length, 0);
    const shown = await history.liveSteps.count();
    assert(stepCount > 0 && shown === stepCount, `every step of the queue checked against live: ${shown} shown, ${stepCount} recorded`);
    await expectVisible(history.liveSteps.first().getByText(/^create table .*"projects"/), 'the first step’s SQL');
    await e2e.snap('01b-history-live-check');
    const stillBehind = await e2e.api.get<{ liveSeq: number }>(`/api/projects/${projectId}/data/live`, headers);
    assert(stillBehind.body.liveSeq === 0, `the check changed nothing on live: liveSeq ${stillBehind.body.liveSeq}`);

    // Publishing applies the queue to live; after a reload live is up to date and both changes are live.
    const published = await e2e.api.post(`/api/projects/${projectId}/releases`, { note: 'Both changes' }, headers);
    assert(published.status === 201, `POST releases gave HTTP ${published.status}: ${JSON.stringify(published.body)}`);
    await e2e.page.reload();
    await history.open();
    await expectVisible(history.liveLag.getByText('Live is up to date.', { exact: true }), 'live up to date');
    for (const seq of [first, second]) {
      await expectVisible(history.migration(seq).getByText('Live', { exact: true }), `change #${seq} live`);
    }
    await e2e.snap('02-history-live');
  });
});
