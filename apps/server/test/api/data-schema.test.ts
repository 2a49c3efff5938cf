import { dataPaths, type DataColumn, type DataOp } from '@tessera/model/data';
import { releasePaths } from '@tessera/model/releases';
import { fillPath, planLimitMessage, workspacePaths } from '@tessera/model/workspace-api';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { assertDiskAllowance } from '../../src/modules/data-schema/disk-usage.ts';
import { schemaNameOf } from '../../src/modules/data-schema/schema-name.ts';
import { createUsageCounters } from '../../src/modules/plans/usage-counters.ts';
import { concurrentDatabases, testDatabases } from '../helpers/databases.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { addToWorkspace, scoped, signedInUser, type SignedIn } from '../helpers/workspaces.ts';
import { column } from '../helpers/data-ops.ts';

const at = { x: 0, y: 0 };
const literal = (value: string) => ({ kind: 'literal' as const, value });
const createTable = (tableId: string, name: string, type: 'uuid' | 'integer' = 'integer'): DataOp => ({
  op: 'createTable',
  tableId,
  name,
  position: at,
  primaryKey: { columnId: `${tableId}_id`, name: 'id', type },
});
const addColumn = (tableId: string, col: DataColumn): DataOp => ({ op: 'addColumn', tableId, column: col });

describe.each(testDatabases)('data model changes on %s', (kind) => {
  const t = useTestApp(kind);
  const appDb = () => t().app.ctx.appDb;
  const as = (user: SignedIn) => scoped(user, user.domainName);
  const url = (path: string, projectId: string) => fillPath(path, { projectId });

  const newProject = async (user: SignedIn): Promise<string> => {
    const response = await t().inject({ method: 'POST', url: workspacePaths.projects, headers: as(user), payload: { name: `Data ${crypto.randomUUID().slice(0, 8)}` } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  };
  const versionOf = async (user: SignedIn, projectId: string): Promise<number> => {
    const response = await t().inject({ method: 'GET', url: url(dataPaths.model, projectId), headers: as(user) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().version;
  };
  const change = async (user: SignedIn, projectId: string, ops: DataOp[], extra: { confirmDataLoss?: boolean; baseVersion?: number } = {}) =>
    t().inject({
      method: 'POST',
      url: url(dataPaths.changes, projectId),
      headers: as(user),
      payload: { baseVersion: extra.baseVersion ?? (await versionOf(user, projectId)), ops, confirmDataLoss: extra.confirmDataLoss ?? false },
    });
  const changeOk = async (user: SignedIn, projectId: string, ops: DataOp[], confirmDataLoss = false) => {
    const response = await change(user, projectId, ops, { confirmDataLoss });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const preview = async (user: SignedIn, projectId: string, ops: DataOp[]) => {
    const response = await t().inject({ method: 'POST', url: url(dataPaths.preview, projectId), headers: as(user), payload: { baseVersion: await versionOf(user, projectId), ops } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const draftOf = (projectId: string) => schemaNameOf(projectId, 'draft');
  const liveOf = (projectId: string) => schemaNameOf(projectId, 'live');
  const columnsOf = async (schema: string, table: string) => {
    const { rows } = await sql<{ column_name: string; data_type: string; is_nullable: string }>`
      select column_name, data_type, is_nullable from information_schema.columns
      where table_schema = ${schema} and table_name = ${table} order by ordinal_position`.execute(appDb());
    return rows.map((row) => `${row.column_name} ${row.data_type}${row.is_nullable === 'NO' ? ' not null' : ''}`);
  };
  const tablesOf = async (schema: string) => {
    const { rows } = await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = ${schema} order by 1`.execute(appDb());
    return rows.map((row) => row.table_name);
  };
  const constraintsOf = async (schema: string) => {
    const { rows } = await sql<{ conname: string; def: string }>`
      select c.conname, pg_get_constraintdef(c.oid) as def from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where n.nspname = ${schema} order by 1, 2`.execute(appDb());
    return rows.map((row) => `${row.conname} ${row.def.replaceAll(schema, 'S')}`);
  };
  const run = (query: ReturnType<typeof sql>) => query.execute(appDb());
  /** Publishing a release: the only way live gets its queue. */
  const publish = (user: SignedIn, projectId: string, confirmDataLoss = false) =>
    t().inject({ method: 'POST', url: url(releasePaths.list, projectId), headers: as(user), payload: { note: '', confirmDataLoss } });
  const liveState = async (user: SignedIn, projectId: string) => (await t().inject({ method: 'GET', url: url(dataPaths.live, projectId), headers: as(user) })).json();

  it('creates tables and columns of every type as a migration, in draft only, with its history', async () => {
    const owner = await signedInUser(t(), 'data.create');
    const projectId = await newProject(owner);
    expect((await t().inject({ method: 'GET', url: url(dataPaths.model, projectId), headers: as(owner) })).json()).toEqual({ model: { tables: [] }, version: 0, livePending: 0 });
    const result = await changeOk(owner, projectId, [
      createTable('tp', 'projects', 'uuid'),
      createTable('tt', 'tasks'),
      addColumn('tt', column('c_title', 'title', 'text', { required: true, defaultValue: literal("Untitled 'task'") })),
      addColumn('tt', column('c_notes', 'notes', 'longText')),
      addColumn('tt', column('c_n', 'estimate', 'integer', { defaultValue: literal('3') })),
      addColumn('tt', column('c_price', 'price', 'decimal', { defaultValue: literal('9.50') })),
      addColumn('tt', column('c_done', 'done', 'boolean', { required: true, defaultValue: literal('FALSE') })),
      addColumn('tt', column('c_due', 'due', 'date', { defaultValue: { kind: 'now' } })),
      addColumn('tt', column('c_at', 'at', 'dateTime', { defaultValue: literal('2026-01-31T10:00:00Z') })),
      addColumn('tt', column('c_ref', 'ref', 'uuid', { defaultValue: { kind: 'randomUuid' }, unique: true })),
      addColumn('tt', column('c_meta', 'meta', 'json', { defaultValue: literal('{"a": [1, 2]}') })),
      addColumn('tt', column('c_state', 'state', 'enum', { enumValues: ['todo', "it's done"], defaultValue: literal('todo') })),
      addColumn('tt', column('c_file', 'attachment', 'file')),
      addColumn('tt', column('c_q', 'quoted', 'enum', { enumValues: ["a\\'); drop table tasks; --", '$$"ü"$$'], defaultValue: literal("a\\'); drop table tasks; --") })),
    ]);
    expect(result.version).toBe(1);
    expect(result.model.tables.map((table: { name: string }) => table.name)).toEqual(['projects', 'tasks']);
    expect(result.migration).toMatchObject({ seq: 1, author: { id: owner.userId, username: owner.email }, appliedToLive: false });
    expect(result.migration.summary).toEqual(expect.arrayContaining(['Create table projects', 'Add column tasks.estimate (integer)', 'Add column tasks.state (enum)']));
    expect(result.migration.steps.every((step: { classification: string }) => step.classification === 'safe')).toBe(true);
    expect(result.migration.steps[0].sql).toBe(`create table "${draftOf(projectId)}"."projects" ("id" uuid not null default gen_random_uuid() primary key)`);

    const draft = draftOf(projectId);
    expect(await columnsOf(draft, 'tasks')).toEqual([
      'id bigint not null',
      'title text not null',
      'notes text',
      'estimate bigint',
      'price numeric',
      'done boolean not null',
      'due date',
      'at timestamp with time zone',
      'ref uuid',
      'meta jsonb',
      'state text',
      'attachment text',
      'quoted text',
    ]);
    await run(sql`insert into ${sql.id(draft, 'tasks')} default values`);
    const { rows } = await run(sql`select id, title, estimate::text, price::text, done, due = current_date as today, at, meta, state, ref from ${sql.id(draft, 'tasks')}`);
    expect(rows[0]).toMatchObject({ title: "Untitled 'task'", estimate: '3', price: '9.50', done: false, today: true, meta: { a: [1, 2] }, state: 'todo' });
    expect(String((rows[0] as { id: unknown }).id)).toBe('1');
    expect((rows[0] as { at: Date }).at.toISOString()).toBe('2026-01-31T10:00:00.000Z');
    await expect(run(sql`insert into ${sql.id(draft, 'tasks')} (state) values ('nope')`)).rejects.toMatchObject({ code: '23514' });
    await run(sql`insert into ${sql.id(draft, 'tasks')} (state, quoted) values (${"it's done"}, ${'$$"ü"$$'})`);
    expect((await run(sql`select quoted from ${sql.id(draft, 'tasks')} order by id`)).rows).toEqual([{ quoted: "a\\'); drop table tasks; --" }, { quoted: '$$"ü"$$' }]);
    // Live gets nothing until its queue is applied.
    expect(await tablesOf(liveOf(projectId))).toEqual([]);

    const history = (await t().inject({ method: 'GET', url: url(dataPaths.migrations, projectId), headers: as(owner) })).json();
    expect(history.migrations).toHaveLength(1);
    expect(history.migrations[0]).toMatchObject({ seq: 1, author: { username: owner.email }, appliedToLive: false });
    expect(Date.parse(history.migrations[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(history.migrations[0].steps.map((step: { sql: string }) => step.sql).join('\n')).toContain(
      `alter table "${draft}"."tasks" add column "title" text default 'Untitled ''task'''::text not null`,
    );
    expect((await t().inject({ method: 'GET', url: url(dataPaths.model, projectId), headers: as(owner) })).json()).toMatchObject({ version: 1, livePending: 1 });
  });

  it('renames and drops; a data-losing change needs confirmation, shows what is at stake, and without it changes nothing', async () => {
    const owner = await signedInUser(t(), 'data.drop');
    const projectId = await newProject(owner);
    const draft = draftOf(projectId);
    await changeOk(owner, projectId, [createTable('tt', 'tasks'), addColumn('tt', column('c_title', 'title', 'text')), addColumn('tt', column('c_notes', 'notes', 'text')), addColumn('tt', column('c_empty', 'spare', 'text'))]);
    await run(sql`insert into ${sql.id(draft, 'tasks')} (title, notes) values ('a', 'first note'), ('b', null), ('c', 'third note')`);

    await changeOk(owner, projectId, [
      { op: 'renameTable', tableId: 'tt', name: 'todos' },
      { op: 'renameColumn', tableId: 'tt', columnId: 'c_title', name: 'label' },
      { op: 'dropColumn', tableId: 'tt', columnId: 'c_empty' },
    ]);
    expect(await columnsOf(draft, 'todos')).toEqual(['id bigint not null', 'label text', 'notes text']);
    expect((await run(sql`select label from ${sql.id(draft, 'todos')} order by id`)).rows).toEqual([{ label: 'a' }, { label: 'b' }, { label: 'c' }]);

    const dropNotes: DataOp[] = [addColumn('tt', column('c_new', 'added', 'text')), { op: 'dropColumn', tableId: 'tt', columnId: 'c_notes' }];
    const planned = await preview(owner, projectId, dropNotes);
    expect(planned).toMatchObject({ needsConfirmation: true, blocked: false });
    expect(planned.steps[1]).toMatchObject({
      sql: `alter table "${draft}"."todos" drop column "notes"`,
      classification: 'losesData',
      description: 'Drop column todos.notes',
      rowsAtStake: 2,
      sampleValues: ['first note', 'third note'],
    });
    // The preview ran in a transaction it rolled back.
    expect(await columnsOf(draft, 'todos')).toEqual(['id bigint not null', 'label text', 'notes text']);

    const version = await versionOf(owner, projectId);
    const refused = await change(owner, projectId, dropNotes);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'confirmation_required', message: 'This change loses data: todos.notes: 2 values. Confirm to apply it.' } });
    expect(await columnsOf(draft, 'todos')).toEqual(['id bigint not null', 'label text', 'notes text']);
    expect(await versionOf(owner, projectId)).toBe(version);

    const applied = await changeOk(owner, projectId, dropNotes, true);
    expect(applied.migration.steps.map((step: { classification: string }) => step.classification)).toEqual(['safe', 'losesData']);
    expect(await columnsOf(draft, 'todos')).toEqual(['id bigint not null', 'label text', 'added text']);

    const dropTable = await change(owner, projectId, [{ op: 'dropTable', tableId: 'tt' }]);
    expect(dropTable.json().error).toEqual({ code: 'confirmation_required', message: 'This change loses data: todos: 3 rows. Confirm to apply it.' });
    const tablePreview = await preview(owner, projectId, [{ op: 'dropTable', tableId: 'tt' }]);
    expect(tablePreview.steps[0]).toMatchObject({ classification: 'losesData', rowsAtStake: 3 });
    expect(JSON.parse(tablePreview.steps[0].sampleValues[0])).toEqual({ id: 1, label: 'a', added: null });
    await changeOk(owner, projectId, [{ op: 'dropTable', tableId: 'tt' }], true);
    expect(await tablesOf(draft)).toEqual([]);
  });

  it('retypes a column: rows that would not convert are listed before anything runs, and the change refused whole', async () => {
    const owner = await signedInUser(t(), 'data.retype');
    const projectId = await newProject(owner);
    const draft = draftOf(projectId);
    await changeOk(owner, projectId, [createTable('tt', 'tasks'), addColumn('tt', column('c_est', 'estimate', 'text')), addColumn('tt', column('c_at', 'at', 'dateTime'))]);
    await run(sql`insert into ${sql.id(draft, 'tasks')} (estimate, at) values ('1', '2026-03-01T10:30:00Z'), (' 22 ', null), ('abc', null), (null, null), ('1.5', null)`);

    const retype: DataOp[] = [addColumn('tt', column('c_x', 'extra', 'text')), { op: 'alterColumn', tableId: 'tt', columnId: 'c_est', type: 'integer' }];
    const planned = await preview(owner, projectId, retype);
    expect(planned.blocked).toBe(true);
    const step = planned.steps.find((s: { description: string }) => s.description === 'Change tasks.estimate from text to integer');
    expect(step).toMatchObject({ classification: 'rewrites', failingRows: { count: 2, samples: [{ key: '3', value: 'abc' }, { key: '5', value: '1.5' }] } });

    const version = await versionOf(owner, projectId);
    const refused = await change(owner, projectId, retype);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual({
      code: 'conversion_failed',
      message: 'tasks.estimate: 2 rows hold values that are not a valid integer (for example "abc" in the row with key 3); change or clear them first. Nothing was changed.',
    });
    // Nothing half-applied: the column added before the refused step is not there either.
    expect(await columnsOf(draft, 'tasks')).toEqual(['id bigint not null', 'estimate text', 'at timestamp with time zone']);
    expect(await versionOf(owner, projectId)).toBe(version);

    await run(sql`update ${sql.id(draft, 'tasks')} set estimate = null where estimate in ('abc', '1.5')`);
    const applied = await changeOk(owner, projectId, retype);
    expect(applied.migration.steps.at(-1)).toMatchObject({ classification: 'rewrites' });
    expect(applied.migration.steps.at(-1).sql).toBe(`alter table "${draft}"."tasks" alter column "estimate" type bigint using ("estimate"::text)::bigint`);
    expect((await run(sql`select estimate::text as e from ${sql.id(draft, 'tasks')} order by id`)).rows.map((r) => (r as { e: string | null }).e)).toEqual(['1', '22', null, null, null]);

    // Narrowing a date-time to a date loses the time: it needs confirmation, naming how many values.
    const narrow: DataOp[] = [{ op: 'alterColumn', tableId: 'tt', columnId: 'c_at', type: 'date' }];
    expect((await change(owner, projectId, narrow)).json().error).toEqual({
      code: 'confirmation_required',
      message: 'This change loses data: tasks.at: 1 value shortened to a date. Confirm to apply it.',
    });
    await changeOk(owner, projectId, narrow, true);
    expect((await run(sql`select at::text as at from ${sql.id(draft, 'tasks')} where id = 1`)).rows).toEqual([{ at: '2026-03-01' }]);

    // Into and out of enum and JSON.
    await changeOk(owner, projectId, [{ op: 'alterColumn', tableId: 'tt', columnId: 'c_est', type: 'json' }]);
    await changeOk(owner, projectId, [{ op: 'alterColumn', tableId: 'tt', columnId: 'c_est', type: 'text' }]);
    expect((await run(sql`select estimate from ${sql.id(draft, 'tasks')} where id = 2`)).rows).toEqual([{ estimate: '22' }]);
    const toEnum = await change(owner, projectId, [{ op: 'alterColumn', tableId: 'tt', columnId: 'c_est', type: 'enum', enumValues: ['1'] }]);
    expect(toEnum.statusCode).toBe(422);
    expect(toEnum.json().error.message).toBe('tasks.estimate: 1 row holds values outside its list (for example "22" in the row with key 2); change or clear them first. Nothing was changed.');
    await changeOk(owner, projectId, [{ op: 'alterColumn', tableId: 'tt', columnId: 'c_est', type: 'enum', enumValues: ['1', '22'] }]);
    await expect(run(sql`update ${sql.id(draft, 'tasks')} set estimate = '3'`)).rejects.toMatchObject({ code: '23514' });

    // A default that is not a value of the type is refused by name before any SQL.
    const badDefault = await change(owner, projectId, [addColumn('tt', column('c_bad', 'bad', 'integer', { defaultValue: literal('ten') }))]);
    expect(badDefault.statusCode).toBe(400);
    expect(badDefault.json().error).toEqual({ code: 'validation_failed', message: 'The default of tasks.bad is not a valid integer: "ten".' });
  });

  it('blocks unique over duplicates, required over rows without a default; fills empty values with the default after confirmation', async () => {
    const owner = await signedInUser(t(), 'data.constraints');
    const projectId = await newProject(owner);
    const draft = draftOf(projectId);
    await changeOk(owner, projectId, [createTable('tt', 'tasks'), addColumn('tt', column('c_code', 'code', 'text'))]);
    await run(sql`insert into ${sql.id(draft, 'tasks')} (code) values ('a'), ('b'), ('a'), (null), (null)`);

    const unique = await change(owner, projectId, [{ op: 'alterColumn', tableId: 'tt', columnId: 'c_code', unique: true }]);
    expect(unique.statusCode).toBe(422);
    expect(unique.json().error.message).toBe('tasks.code: 2 rows share a value with another row (for example "a" in the row with key 1); make them unique first. Nothing was changed.');
    const uniqueIndex = await preview(owner, projectId, [{ op: 'addIndex', tableId: 'tt', index: { id: 'ix', columnIds: ['c_code'], unique: true } }]);
    expect(uniqueIndex).toMatchObject({ blocked: true, steps: [{ classification: 'locks', failingRows: { count: 2 } }] });

    const required = await change(owner, projectId, [addColumn('tt', column('c_p', 'priority', 'integer', { required: true }))]);
    expect(required.statusCode).toBe(422);
    expect(required.json().error.message).toBe('tasks has 5 rows: give the new required column tasks.priority a default for them. Nothing was changed.');

    const noDefault = await change(owner, projectId, [{ op: 'alterColumn', tableId: 'tt', columnId: 'c_code', required: true }]);
    expect(noDefault.statusCode).toBe(422);
    expect(noDefault.json().error.message).toBe('tasks.code: 2 rows have no value; give the column a default to fill them, or fill them in first. Nothing was changed.');

    const fill: DataOp[] = [{ op: 'alterColumn', tableId: 'tt', columnId: 'c_code', required: true, defaultValue: literal('z') }];
    const planned = await preview(owner, projectId, fill);
    expect(planned.needsConfirmation).toBe(true);
    expect(planned.steps.map((s: { classification: string }) => s.classification)).toEqual(['safe', 'losesData', 'locks']);
    expect(planned.steps[1]).toMatchObject({ rowsAtStake: 2, sampleValues: ['key 4', 'key 5'] });
    expect((await change(owner, projectId, fill)).json().error.code).toBe('confirmation_required');
    await changeOk(owner, projectId, fill, true);
    expect((await run(sql`select code from ${sql.id(draft, 'tasks')} order by id`)).rows.map((r) => (r as { code: string }).code)).toEqual(['a', 'b', 'a', 'z', 'z']);
    expect(await columnsOf(draft, 'tasks')).toEqual(['id bigint not null', 'code text not null']);

    await run(sql`update ${sql.id(draft, 'tasks')} set code = id::text`);
    const made = await changeOk(owner, projectId, [{ op: 'alterColumn', tableId: 'tt', columnId: 'c_code', unique: true }]);
    expect(made.migration.steps[0].classification).toBe('locks');
    await expect(run(sql`insert into ${sql.id(draft, 'tasks')} (code) values ('1')`)).rejects.toMatchObject({ code: '23505' });
    await changeOk(owner, projectId, [{ op: 'alterColumn', tableId: 'tt', columnId: 'c_code', unique: false }]);
    await run(sql`insert into ${sql.id(draft, 'tasks')} (code) values ('1')`);
  });

  it('adds one-to-many and many-to-many relations as enforced foreign keys', async () => {
    const owner = await signedInUser(t(), 'data.relations');
    const projectId = await newProject(owner);
    const draft = draftOf(projectId);
    await changeOk(owner, projectId, [createTable('tp', 'projects', 'uuid'), createTable('tt', 'tasks'), createTable('tg', 'tags')]);
    await run(sql`insert into ${sql.id(draft, 'tasks')} default values`);
    const relation = await changeOk(owner, projectId, [
      { op: 'addRelation', parentTableId: 'tp', childTableId: 'tt', column: { id: 'c_p', name: 'project_id' }, required: false, onDelete: 'setNull' },
      {
        op: 'addManyToMany',
        leftTableId: 'tt',
        rightTableId: 'tg',
        joinTable: { tableId: 'tj', name: 'task_tags', position: at, primaryKeyColumnId: 'tj_id', leftColumn: { id: 'tj_t', name: 'task_id' }, rightColumn: { id: 'tj_g', name: 'tag_id' } },
      },
    ]);
    expect(relation.migration.summary).toEqual(['Add relation tasks.project_id → projects', 'Add many-to-many tasks ↔ tags through task_tags']);
    // On a table with rows the foreign key and its index lock it; on the new join table (with its row-level security) nothing is at stake.
    expect(relation.migration.steps.map((s: { classification: string }) => s.classification)).toEqual(['safe', 'locks', 'locks', ...Array(18).fill('safe')]);

    const [project] = (await run(sql`insert into ${sql.id(draft, 'projects')} default values returning id::text as id`)).rows as Array<{ id: string }>;
    await run(sql`update ${sql.id(draft, 'tasks')} set project_id = ${project!.id}::uuid`);
    await expect(run(sql`insert into ${sql.id(draft, 'tasks')} (project_id) values (gen_random_uuid())`)).rejects.toMatchObject({ code: '23503' });
    await run(sql`insert into ${sql.id(draft, 'tags')} default values`);
    await run(sql`insert into ${sql.id(draft, 'task_tags')} (task_id, tag_id) values (1, 1)`);
    await expect(run(sql`insert into ${sql.id(draft, 'task_tags')} (task_id, tag_id) values (1, 1)`)).rejects.toMatchObject({ code: '23505' });
    await expect(run(sql`insert into ${sql.id(draft, 'task_tags')} (task_id, tag_id) values (1, 99)`)).rejects.toMatchObject({ code: '23503' });
    await run(sql`delete from ${sql.id(draft, 'projects')}`);
    expect((await run(sql`select project_id from ${sql.id(draft, 'tasks')}`)).rows).toEqual([{ project_id: null }]);
    await run(sql`delete from ${sql.id(draft, 'tags')}`);
    expect((await run(sql`select count(*)::int as n from ${sql.id(draft, 'task_tags')}`)).rows).toEqual([{ n: 0 }]);

    // A required relation over existing rows has no value to give them.
    const required = await change(owner, projectId, [{ op: 'addRelation', parentTableId: 'tp', childTableId: 'tt', column: { id: 'c_p2', name: 'owner_project' }, required: true, onDelete: 'cascade' }]);
    expect(required.statusCode).toBe(422);
    expect(required.json().error.message).toContain('the required relation tasks.owner_project would leave them without a value');
  });

  it('keeps live untouched until a publish applies its queue, then identical to draft; live data losses need confirmation too', async () => {
    const owner = await signedInUser(t(), 'data.live');
    const projectId = await newProject(owner);
    const draft = draftOf(projectId);
    const live = liveOf(projectId);
    await changeOk(owner, projectId, [createTable('tp', 'projects', 'uuid'), createTable('tt', 'tasks'), addColumn('tt', column('c_n', 'notes', 'text')), addColumn('tt', column('c_s', 'state', 'enum', { enumValues: ['a', 'b'] }))]);
    await changeOk(owner, projectId, [
      { op: 'addRelation', parentTableId: 'tp', childTableId: 'tt', column: { id: 'c_p', name: 'project_id' }, required: false, onDelete: 'cascade' },
      { op: 'addIndex', tableId: 'tt', index: { id: 'ix_n', columnIds: ['c_n'], unique: false } },
      { op: 'renameColumn', tableId: 'tt', columnId: 'c_n', name: 'note' },
    ]);
    await changeOk(owner, projectId, [{ op: 'moveTable', tableId: 'tt', position: { x: 100, y: 50 } }]);

    const queue = (await t().inject({ method: 'GET', url: url(dataPaths.live, projectId), headers: as(owner) })).json();
    expect(queue).toMatchObject({ draftSeq: 3, liveSeq: 0 });
    const firstPreview = (await t().inject({ method: 'POST', url: url(dataPaths.previewLive, projectId), headers: as(owner) })).json();
    expect(firstPreview).toMatchObject({ needsConfirmation: false, blocked: false });
    expect(firstPreview.steps.length).toBeGreaterThan(4);
    expect(await tablesOf(live)).toEqual([]);
    expect(queue.pending.map((m: { seq: number }) => m.seq)).toEqual([1, 2, 3]);
    expect(await tablesOf(live)).toEqual([]);

    const applied = await publish(owner, projectId);
    expect(applied.statusCode, applied.body).toBe(201);
    expect(await liveState(owner, projectId)).toEqual({ draftSeq: 3, liveSeq: 3, pending: [] });
    expect(await tablesOf(live)).toEqual(await tablesOf(draft));
    for (const table of ['projects', 'tasks']) expect(await columnsOf(live, table)).toEqual(await columnsOf(draft, table));
    expect(await constraintsOf(live)).toEqual(await constraintsOf(draft));
    const liveEnv = await t().app.ctx.appDb.selectFrom('tessera_data.environments').select(['data_model', 'applied_seq']).where('project_id', '=', projectId).orderBy('environment').execute();
    expect(liveEnv[1]!.data_model).toEqual(liveEnv[0]!.data_model);
    const history = (await t().inject({ method: 'GET', url: url(dataPaths.migrations, projectId), headers: as(owner) })).json();
    expect(history.migrations.map((m: { seq: number; appliedToLive: boolean }) => [m.seq, m.appliedToLive])).toEqual([[3, true], [2, true], [1, true]]);

    // Live data is checked on its own: a drop that loses nothing on draft loses live's values.
    await run(sql`insert into ${sql.id(live, 'tasks')} (note) values ('kept in live')`);
    await changeOk(owner, projectId, [{ op: 'dropColumn', tableId: 'tt', columnId: 'c_n' }]);
    expect(await columnsOf(live, 'tasks')).toContain('note text');
    // The preview finds live's own values at stake, and changes nothing.
    const preview = await t().inject({ method: 'POST', url: url(dataPaths.previewLive, projectId), headers: as(owner) });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ needsConfirmation: true, blocked: false, steps: [{ classification: 'losesData', rowsAtStake: 1, sampleValues: ['kept in live'] }] });
    expect(await columnsOf(live, 'tasks')).toContain('note text');
    expect((await t().inject({ method: 'GET', url: url(dataPaths.live, projectId), headers: as(owner) })).json()).toMatchObject({ draftSeq: 4, liveSeq: 3 });
    const unconfirmed = await publish(owner, projectId);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().error).toEqual({ code: 'confirmation_required', message: 'This change loses data: migration 4: tasks.note: 1 value. Confirm to apply it.' });
    expect(await columnsOf(live, 'tasks')).toContain('note text');
    const confirmed = await publish(owner, projectId, true);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(await liveState(owner, projectId)).toEqual({ draftSeq: 4, liveSeq: 4, pending: [] });
    expect(await columnsOf(live, 'tasks')).toEqual(await columnsOf(draft, 'tasks'));
    expect((await t().inject({ method: 'GET', url: url(dataPaths.model, projectId), headers: as(owner) })).json().livePending).toBe(0);

    // A value live holds that draft never had blocks the queue, which stays whole.
    await changeOk(owner, projectId, [addColumn('tt', column('c_c', 'code', 'text'))]);
    expect((await publish(owner, projectId)).statusCode).toBe(201);
    expect(await liveState(owner, projectId)).toEqual({ draftSeq: 5, liveSeq: 5, pending: [] });
    await run(sql`insert into ${sql.id(live, 'tasks')} (code) values ('abc')`);
    await changeOk(owner, projectId, [{ op: 'alterColumn', tableId: 'tt', columnId: 'c_c', type: 'integer' }]);
    const blockedPreview = (await t().inject({ method: 'POST', url: url(dataPaths.previewLive, projectId), headers: as(owner) })).json();
    expect(blockedPreview).toMatchObject({ blocked: true, steps: [{ failingRows: { count: 1, samples: [{ key: '2', value: 'abc' }] } }] });
    const blocked = await publish(owner, projectId, true);
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().error).toEqual({
      code: 'conversion_failed',
      message: 'Migration 6: tasks.code: 1 row holds values that are not a valid integer (for example "abc" in the row with key 2); change or clear them first. Nothing was changed.',
    });
    expect((await t().inject({ method: 'GET', url: url(dataPaths.live, projectId), headers: as(owner) })).json()).toMatchObject({ draftSeq: 6, liveSeq: 5 });
    expect(await columnsOf(live, 'tasks')).toContain('code text');
    expect(await columnsOf(draft, 'tasks')).toContain('code bigint');
  });

  it('has no route that applies the queue to live outside a publish', async () => {
    const owner = await signedInUser(t(), 'data.noapply');
    const projectId = await newProject(owner);
    await changeOk(owner, projectId, [createTable('tt', 'tasks')]);
    const removed = '/api/projects/:projectId/data/live/apply';
    for (const method of ['POST', 'PUT', 'PATCH'] as const) {
      expect(t().app.hasRoute({ method, url: removed }), method).toBe(false);
      const response = await t().inject({ method, url: url(removed, projectId), headers: as(owner), payload: { confirmDataLoss: true } });
      expect(response.statusCode, method).toBe(404);
    }
    expect(await liveState(owner, projectId)).toMatchObject({ draftSeq: 1, liveSeq: 0 });
    expect(await tablesOf(liveOf(projectId))).toEqual([]);
  });

  it('refuses a stale version, another workspace’s project, a member without a Developer seat, and bad ops', async () => {
    const owner = await signedInUser(t(), 'data.guard');
    const projectId = await newProject(owner);
    await changeOk(owner, projectId, [createTable('tt', 'tasks')]);
    const stale = await change(owner, projectId, [createTable('tu', 'users')], { baseVersion: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: { code: 'stale', message: 'The data model changed since you loaded it; reload to see the latest.' } });
    expect(await tablesOf(draftOf(projectId))).toEqual(['tasks']);

    const bad = await change(owner, projectId, [{ op: 'dropColumn', tableId: 'tt', columnId: 'nope' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual({ code: 'validation_failed', message: 'tasks has no column nope.' });
    const badName = await change(owner, projectId, [{ op: 'renameTable', tableId: 'tt', name: 'x"; drop table tasks; --' }]);
    expect(badName.statusCode).toBe(400);
    // A database error is told by the step it stopped, never in the database's words.
    await run(sql`create table ${sql.id(draftOf(projectId), 'stray')} (id int)`);
    const clash = await change(owner, projectId, [createTable('ts', 'stray')]);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toEqual({ code: 'conflict', message: 'Create table stray: the database already holds an object of that name. Nothing was changed.' });
    await run(sql`drop table ${sql.id(draftOf(projectId), 'stray')}`);

    const outsider = await signedInUser(t(), 'data.outsider');
    for (const path of [dataPaths.model, dataPaths.migrations, dataPaths.live]) {
      const response = await t().inject({ method: 'GET', url: url(path, projectId), headers: as(outsider) });
      expect(response.statusCode, path).toBe(404);
    }
    const foreign = await t().inject({ method: 'POST', url: url(dataPaths.changes, projectId), headers: as(outsider), payload: { baseVersion: 1, ops: [createTable('tx', 'x')] } });
    expect(foreign.statusCode).toBe(404);
    const malformed = await t().inject({ method: 'GET', url: url(dataPaths.model, 'not-a-uuid'), headers: as(owner) });
    expect(malformed.statusCode).toBe(404);

    const endUser = await signedInUser(t(), 'data.enduser');
    await addToWorkspace(t(), owner.domainId, endUser, 'developer', 'end_user');
    const asEndUser = scoped(endUser, owner.domainName);
    expect((await t().inject({ method: 'GET', url: url(dataPaths.model, projectId), headers: asEndUser })).statusCode).toBe(200);
    for (const path of [dataPaths.changes, dataPaths.preview]) {
      const response = await t().inject({ method: 'POST', url: url(path, projectId), headers: asEndUser, payload: { baseVersion: 1, ops: [createTable('tx', 'x')] } });
      expect(response.statusCode, path).toBe(403);
    }
    expect((await t().inject({ method: 'POST', url: url(releasePaths.list, projectId), headers: asEndUser, payload: { note: '' } })).statusCode).toBe(403);
    expect((await t().inject({ method: 'POST', url: url(dataPaths.previewLive, projectId), headers: asEndUser })).statusCode).toBe(403);
    expect((await t().inject({ method: 'POST', url: url(dataPaths.previewLive, projectId), headers: as(outsider) })).statusCode).toBe(404);
    expect(await tablesOf(draftOf(projectId))).toEqual(['tasks']);
  });

  it('measures Disk Capacity from the workspace’s project schemas and refuses inserts over the plan', async () => {
    const owner = await signedInUser(t(), 'data.disk');
    const ctx = t().app.ctx;
    expect(await ctx.usage.count(t().db, owner.domainId, 'diskCapacity', t().clock.now())).toBe(0);
    const projectId = await newProject(owner);
    await changeOk(owner, projectId, [createTable('tt', 'tasks'), addColumn('tt', column('c_t', 'body', 'text'))]);
    await run(sql`insert into ${sql.id(draftOf(projectId), 'tasks')} (body) select repeat(md5(g::text), 40) from generate_series(1, 2000) g`);
    const used = await ctx.usage.count(t().db, owner.domainId, 'diskCapacity', t().clock.now());
    expect(used).toBeGreaterThanOrEqual(2);
    expect(used).toBeLessThan(20);
    await expect(assertDiskAllowance(ctx, owner.domainId)).resolves.toBeUndefined();

    // Over the Free plan's 250 MB (a counter standing for a full disk): refused with the plan's message.
    const full = { ...ctx, usage: createUsageCounters({ developer: async () => 1, endUser: async () => 0, mobileApp: async () => 0, screen: async () => 0, action: async () => 0, apiConnection: async () => 0, diskCapacity: async () => 251 }) };
    await expect(assertDiskAllowance(full, owner.domainId)).rejects.toMatchObject({ code: 'plan_limit_reached', statusCode: 403, message: planLimitMessage('Free', 250, 'MB of disk', 'MB of disk') });

    // Deleting the project drops its schemas, and its disk with them.
    const deleted = await t().inject({ method: 'DELETE', url: fillPath(workspacePaths.project, { projectId }), headers: as(owner), payload: { confirmName: undefined } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const { rows } = await run(sql`select count(*)::int as n from pg_namespace where nspname in (${draftOf(projectId)}, ${liveOf(projectId)})`);
    expect(rows).toEqual([{ n: 0 }]);
    expect(await ctx.appDb.selectFrom('tessera_data.migrations').select('seq').where('project_id', '=', projectId).execute()).toEqual([]);
  });

  describe.each(concurrentDatabases.filter((other) => other === kind))('under concurrency on %s', () => {
    it('lets exactly one of two changes made at the same version apply', async () => {
      const owner = await signedInUser(t(), 'data.race');
      const projectId = await newProject(owner);
      const body = (name: string) => ({ baseVersion: 0, ops: [createTable(`t_${name}`, name)] });
      const answers = await Promise.all(
        ['alpha', 'beta'].map((name) => t().inject({ method: 'POST', url: url(dataPaths.changes, projectId), headers: as(owner), payload: body(name) })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json().error.code).toBe('stale');
      expect(await tablesOf(draftOf(projectId))).toHaveLength(1);
      expect(await versionOf(owner, projectId)).toBe(1);
    });

    it('gives up on a table locked by another connection after the lock timeout and rolls everything back', async () => {
      const owner = await signedInUser(t(), 'data.lock');
      const projectId = await newProject(owner);
      const draft = draftOf(projectId);
      await changeOk(owner, projectId, [createTable('tp', 'projects'), createTable('tt', 'tasks')]);
      const config = t().app.ctx.config.database;
      if (config.kind !== 'postgres') throw new Error('expected Postgres');
      const holder = new pg.Client({ connectionString: config.url });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query(`select * from "${draft}"."tasks"`);
        const started = Date.now();
        const response = await change(owner, projectId, [addColumn('tp', column('c_a', 'a', 'text')), addColumn('tt', column('c_b', 'b', 'text'))]);
        expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
        expect(response.statusCode).toBe(409);
        expect(response.json().error).toEqual({
          code: 'conflict',
          message: 'Add column tasks.b: the table is in use by another change or a long query. Nothing was changed; try again in a moment.',
        });
      } finally {
        await holder.query('rollback');
        await holder.end();
      }
      expect(await columnsOf(draft, 'projects')).toEqual(['id bigint not null']);
      expect(await columnsOf(draft, 'tasks')).toEqual(['id bigint not null']);
      expect(await versionOf(owner, projectId)).toBe(1);
      const history = (await t().inject({ method: 'GET', url: url(dataPaths.migrations, projectId), headers: as(owner) })).json();
      expect(history.migrations).toHaveLength(1);
    });
  });
});
