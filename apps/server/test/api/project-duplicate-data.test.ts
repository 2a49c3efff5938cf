import { dataPaths, type DataOp } from '@tessera/model/data';
import { releasePaths } from '@tessera/model/releases';
import { fillPath, workspacePaths } from '@tessera/model/workspace-api';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors/app-error.ts';
import { schemaNameOf } from '../../src/modules/data-schema/schema-name.ts';
import { concurrentDatabases, createTestDatabase, testDatabases } from '../helpers/databases.ts';
import { createTestApp, type TestApp, useTestApp } from '../helpers/test-app.ts';
import { scoped, signedInUser, type SignedIn } from '../helpers/workspaces.ts';
import { column, rule } from '../helpers/data-ops.ts';
import { previewHeaders } from '../helpers/draft-preview.ts';


/**
 * Two related tables (boards → tasks), tags joined to tasks by a many-to-many, an enum with a
 * default, a unique column, an index, moved boxes and access rules: visitors read tasks, only
 * owners read boards.
 */
const sourceOps: DataOp[] = [
  { op: 'createTable', tableId: 'tb', name: 'boards', position: { x: 10, y: 20 }, primaryKey: { columnId: 'tb_id', name: 'id', type: 'uuid' } },
  { op: 'createTable', tableId: 'tt', name: 'tasks', position: { x: 300, y: 20 }, primaryKey: { columnId: 'tt_id', name: 'id', type: 'integer' } },
  { op: 'createTable', tableId: 'tg', name: 'tags', position: { x: 300, y: 300 }, primaryKey: { columnId: 'tg_id', name: 'id', type: 'uuid' } },
  { op: 'addColumn', tableId: 'tb', column: column('tb_name', 'name', 'text', { required: true }) },
  { op: 'addColumn', tableId: 'tb', column: column('tb_owner', 'owner_id', 'uuid') },
  { op: 'addColumn', tableId: 'tt', column: column('tt_title', 'title', 'text', { required: true }) },
  { op: 'addColumn', tableId: 'tt', column: column('tt_state', 'state', 'enum', { required: true, enumValues: ['todo', 'done'], defaultValue: { kind: 'literal', value: 'todo' } }) },
  { op: 'addColumn', tableId: 'tt', column: column('tt_code', 'code', 'text', { unique: true }) },
  { op: 'addColumn', tableId: 'tt', column: column('tt_due', 'due', 'dateTime', { defaultValue: { kind: 'now' } }) },
  { op: 'addColumn', tableId: 'tg', column: column('tg_label', 'label', 'text', { required: true }) },
  { op: 'addRelation', parentTableId: 'tb', childTableId: 'tt', column: { id: 'tt_board', name: 'board_id' }, required: true, onDelete: 'cascade' },
  { op: 'addIndex', tableId: 'tt', index: { id: 'ix_title', columnIds: ['tt_title'], unique: false } },
  {
    op: 'addManyToMany',
    leftTableId: 'tt',
    rightTableId: 'tg',
    joinTable: { tableId: 'tj', name: 'task_tags', position: { x: 600, y: 150 }, primaryKeyColumnId: 'tj_id', leftColumn: { id: 'tj_task', name: 'task_id' }, rightColumn: { id: 'tj_tag', name: 'tag_id' } },
  },
  { op: 'setAccess', tableId: 'tt', access: { read: rule('anyone'), insert: rule('signedIn'), update: rule('nobody'), delete: rule('nobody'), ownerColumnId: null } },
  { op: 'setAccess', tableId: 'tb', access: { read: rule('owner'), insert: rule('signedIn'), update: rule('owner'), delete: rule('owner'), ownerColumnId: 'tb_owner' } },
  { op: 'moveTable', tableId: 'tg', position: { x: 320, y: 333.5 } },
];

const as = (user: SignedIn) => scoped(user, user.domainName);
const url = (path: string, projectId: string) => fillPath(path, { projectId });
const rows = (projectId: string, table: string, query = '') => `${dataPaths.dataApiBase.replace(':projectId', projectId).replace(':environment', 'draft')}/${table}${query}`;

async function getOk(t: TestApp, user: SignedIn, path: string, projectId: string) {
  const response = await t.inject({ method: 'GET', url: url(path, projectId), headers: as(user) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A project whose draft the builder made with `sourceOps`, holding one board and one task. */
async function sourceProject(t: TestApp, builder: SignedIn, name: string): Promise<string> {
  const created = await t.inject({ method: 'POST', url: workspacePaths.projects, headers: as(builder), payload: { name } });
  expect(created.statusCode, created.body).toBe(201);
  const projectId: string = created.json().id;
  const { version } = await getOk(t, builder, dataPaths.model, projectId);
  const changed = await t.inject({ method: 'POST', url: url(dataPaths.changes, projectId), headers: as(builder), payload: { baseVersion: version, ops: sourceOps } });
  expect(changed.statusCode, changed.body).toBe(200);
  const board = await t.inject({ method: 'POST', url: rows(projectId, 'boards'), headers: { ...as(builder), prefer: 'return=representation' }, payload: { name: 'Source board' } });
  expect(board.statusCode, board.body).toBe(201);
  const task = await t.inject({ method: 'POST', url: rows(projectId, 'tasks'), headers: as(builder), payload: { title: 'Source task', board_id: board.json()[0].id } });
  expect(task.statusCode, task.body).toBe(201);
  return projectId;
}

const duplicateAs = (t: TestApp, user: SignedIn, projectId: string) =>
  t.inject({ method: 'POST', url: fillPath(workspacePaths.duplicateProject, { projectId }), headers: as(user), payload: {} });

describe.each(testDatabases)('duplicating a project’s data model on %s', (kind) => {
  const t = useTestApp(kind);
  const get = (user: SignedIn, path: string, projectId: string) => getOk(t(), user, path, projectId);
  const sourceOf = (builder: SignedIn, name: string) => sourceProject(t(), builder, name);
  const duplicate = (user: SignedIn, projectId: string) => duplicateAs(t(), user, projectId);

  /** What Postgres holds in a draft schema: columns, constraints, indexes, policies and grants, the schema's name left out. */
  const catalogOf = async (projectId: string) => {
    const schema = schemaNameOf(projectId, 'draft');
    const found = await sql<{ item: string }>`
      select format('%s.%s %s %s %s', table_name, column_name, data_type, is_nullable, coalesce(column_default, '')) as item from information_schema.columns where table_schema = ${schema}
      union all select format('%s %s', c.relname, pg_get_constraintdef(k.oid)) from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = ${schema}
      union all select indexdef from pg_indexes where schemaname = ${schema}
      union all select format('%s %s %s %s %s %s', tablename, policyname, cmd, roles, qual, with_check) from pg_policies where schemaname = ${schema}
      union all select format('%s %s %s', table_name, grantee, privilege_type) from information_schema.role_table_grants where table_schema = ${schema}
      union all select format('%s rls %s %s', c.relname, c.relrowsecurity, c.relforcerowsecurity) from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = ${schema} and c.relkind = 'r'
    `.execute(t().app.ctx.appDb);
    return found.rows.map((row) => row.item.replaceAll(schema, 'SCHEMA')).sort();
  };

  it('gives the copy the source’s draft model, tables, rules and one history entry, without its rows, and leaves the source as it was', async () => {
    const builder = await signedInUser(t(), 'dup.data');
    const sourceId = await sourceOf(builder, 'Planner');
    const sourceModel = await get(builder, dataPaths.model, sourceId);
    const sourceHistory = await get(builder, dataPaths.migrations, sourceId);

    const response = await duplicate(builder, sourceId);
    expect(response.statusCode, response.body).toBe(201);
    const copyId: string = response.json().id;

    const copyModel = await get(builder, dataPaths.model, copyId);
    expect(copyModel.model).toEqual(sourceModel.model);
    expect(copyModel.livePending).toBe(1);
    const history = (await get(builder, dataPaths.migrations, copyId)).migrations;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ seq: 1, author: sourceHistory.migrations[0].author, summary: ['Copied from Planner'], appliedToLive: false });
    // The same schema, constraints, indexes, policies and grants as the builder's own change made.
    const catalog = await catalogOf(copyId);
    expect(catalog).toEqual(await catalogOf(sourceId));
    expect(catalog.filter((item) => item.endsWith(' rls t t'))).toEqual(['boards rls t t', 'tags rls t t', 'task_tags rls t t', 'tasks rls t t']);
    expect(catalog.some((item) => item.startsWith('tasks ') && item.includes('FOREIGN KEY (board_id) REFERENCES SCHEMA.boards(id) ON DELETE CASCADE'))).toBe(true);

    // The copy's data API works on its tables, and holds none of the source's rows.
    const builderHeaders = as(builder);
    expect((await t().inject({ method: 'GET', url: rows(copyId, 'tasks'), headers: builderHeaders })).json()).toEqual([]);
    const board = await t().inject({ method: 'POST', url: rows(copyId, 'boards'), headers: { ...builderHeaders, prefer: 'return=representation' }, payload: { name: 'Copy board' } });
    expect(board.statusCode, board.body).toBe(201);
    const task = await t().inject({ method: 'POST', url: rows(copyId, 'tasks'), headers: builderHeaders, payload: { title: 'Copy task', board_id: board.json()[0].id } });
    expect(task.statusCode, task.body).toBe(201);
    const listed = await t().inject({ method: 'GET', url: rows(copyId, 'tasks', '?select=title,state,boards(name)'), headers: builderHeaders });
    expect(listed.json()).toEqual([{ title: 'Copy task', state: 'todo', boards: { name: 'Copy board' } }]);
    const badState = await t().inject({ method: 'POST', url: rows(copyId, 'tasks'), headers: builderHeaders, payload: { title: 'x', board_id: board.json()[0].id, state: 'lost' } });
    expect(badState.statusCode).toBe(400);

    // Its access rules hold: visitors (of its Run preview) read tasks, but not boards (owners only).
    const visitor = await previewHeaders(t(), copyId);
    expect((await t().inject({ method: 'GET', url: rows(copyId, 'tasks', '?select=title'), headers: visitor })).json()).toEqual([{ title: 'Copy task' }]);
    expect((await t().inject({ method: 'GET', url: rows(copyId, 'boards'), headers: visitor })).json()).toMatchObject({ code: '42501' });

    // Live gets the model when the copy is published, like any draft change.
    const published = await t().inject({ method: 'POST', url: url(releasePaths.list, copyId), headers: builderHeaders, payload: { note: '' } });
    expect(published.statusCode, published.body).toBe(201);
    expect(await get(builder, dataPaths.live, copyId)).toEqual({ draftSeq: 1, liveSeq: 1, pending: [] });

    // The source is unchanged.
    expect(await get(builder, dataPaths.model, sourceId)).toEqual(sourceModel);
    expect(await get(builder, dataPaths.migrations, sourceId)).toEqual(sourceHistory);
    const sourceTasks = await t().inject({ method: 'GET', url: rows(sourceId, 'tasks', '?select=title'), headers: builderHeaders });
    expect(sourceTasks.json()).toEqual([{ title: 'Source task' }]);
  });

  it('copies a project without tables as one without data, and refuses another workspace (404)', async () => {
    const builder = await signedInUser(t(), 'dup.empty');
    const created = await t().inject({ method: 'POST', url: workspacePaths.projects, headers: as(builder), payload: { name: 'Empty' } });
    const response = await duplicate(builder, created.json().id);
    expect(response.statusCode, response.body).toBe(201);
    expect((await get(builder, dataPaths.model, response.json().id)).model).toEqual({ tables: [] });
    expect((await get(builder, dataPaths.migrations, response.json().id)).migrations).toEqual([]);

    const sourceId = await sourceOf(builder, 'Private');
    const outsider = await signedInUser(t(), 'dup.outsider');
    const refused = await duplicate(outsider, sourceId);
    expect(refused.statusCode).toBe(404);
    const theirs = await t().db.selectFrom('projects').innerJoin('domains', 'domains.id', 'projects.domainId').select('projects.id').where('domains.name', '=', outsider.domainName).execute();
    expect(theirs).toEqual([]);
  });

  const leftovers = async (builder: SignedIn) => {
    const projects = await t().db.selectFrom('projects').innerJoin('domains', 'domains.id', 'projects.domainId').select('projects.name').where('domains.name', '=', builder.domainName).execute();
    const schemas = await sql<{ n: number }>`select count(*)::int as n from information_schema.schemata where schema_name like 'app\_%'`.execute(t().app.ctx.appDb);
    const environments = await t().app.ctx.appDb.selectFrom('tessera_data.environments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const screens = await t().db.selectFrom('screens').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { projects: projects.map((p) => p.name).sort(), schemas: schemas.rows[0]!.n, environments: Number(environments.n), screens: Number(screens.n) };
  };

  it('leaves no copy when copying the data model fails after the project row committed', async () => {
    const builder = await signedInUser(t(), 'dup.fail');
    const sourceId = await sourceOf(builder, 'Fragile');
    const screen = await t().inject({ method: 'POST', url: fillPath(workspacePaths.screens, { projectId: sourceId }), headers: as(builder), payload: { name: 'Home' } });
    expect(screen.statusCode, screen.body).toBe(201);
    const before = await leftovers(builder);
    const steps = t().app.ctx.projectCopiedSteps;
    // A step after the data model's: the model was copied, then the duplication failed.
    t().app.ctx.projectCopiedSteps = [
      ...steps,
      async () => {
        throw new AppError('conflict', 'The copy could not be finished.');
      },
    ];
    try {
      const response = await duplicate(builder, sourceId);
      expect([response.statusCode, response.json().error]).toEqual([409, { code: 'conflict', message: 'The copy could not be finished.' }]);
    } finally {
      t().app.ctx.projectCopiedSteps = steps;
    }
    expect(await leftovers(builder)).toEqual(before);
    expect((await t().db.selectFrom('logs').select('action').where('targetName', 'like', 'Fragile%').execute()).map((l) => l.action)).not.toContain('project.duplicated');
  });

  it('refuses, leaving no copy, a stored data model no changes can build', async () => {
    const builder = await signedInUser(t(), 'dup.broken');
    const sourceId = await sourceOf(builder, 'Broken');
    // A primary key that is not its table's first column: no sequence of changes makes that model.
    const { model } = await get(builder, dataPaths.model, sourceId);
    const broken = { tables: model.tables.map((table: { id: string; columns: unknown[] }) => (table.id === 'tt' ? { ...table, columns: [...table.columns.slice(1), table.columns[0]] } : table)) };
    await t().app.ctx.appDb.updateTable('tessera_data.environments').set({ data_model: JSON.stringify(broken) }).where('project_id', '=', sourceId).where('environment', '=', 'draft').execute();
    const before = await leftovers(builder);
    const response = await duplicate(builder, sourceId);
    expect([response.statusCode, response.json().error]).toEqual([400, { code: 'validation_failed', message: 'The data model of Broken cannot be copied: tasks: the primary key is not its first column.' }]);
    expect(await leftovers(builder)).toEqual(before);
  });
});

describe.each(concurrentDatabases)('duplicating a project’s data model with APP_DATABASE_URL on %s', (kind) => {
  it('builds the copy’s tables in the app database after the copy committed, and removes the copy there when it fails', async () => {
    const other = await createTestDatabase(kind);
    if (other.config.kind !== 'postgres') throw new Error('expected Postgres');
    try {
      const t = await createTestApp(kind, { appDatabaseUrl: other.config.url });
      try {
        const builder = await signedInUser(t, 'dup.apart');
        const sourceId = await sourceProject(t, builder, 'Apart');
        const response = await duplicateAs(t, builder, sourceId);
        expect(response.statusCode, response.body).toBe(201);
        const copyId: string = response.json().id;
        expect((await getOk(t, builder, dataPaths.model, copyId)).model).toEqual((await getOk(t, builder, dataPaths.model, sourceId)).model);
        const tablesIn = async (db: typeof t.db | typeof t.app.ctx.appDb) =>
          (await sql<{ n: number }>`select count(*)::int as n from pg_tables where schemaname = ${schemaNameOf(copyId, 'draft')}`.execute(db)).rows[0]?.n;
        expect([await tablesIn(t.db), await tablesIn(t.app.ctx.appDb)]).toEqual([0, 4]);

        const steps = t.app.ctx.projectCopiedSteps;
        t.app.ctx.projectCopiedSteps = [...steps, () => Promise.reject(new AppError('conflict', 'The copy could not be finished.'))];
        const schemasBefore = await sql<{ n: number }>`select count(*)::int as n from pg_namespace where nspname like 'app\_%'`.execute(t.app.ctx.appDb);
        try {
          expect((await duplicateAs(t, builder, sourceId)).statusCode).toBe(409);
        } finally {
          t.app.ctx.projectCopiedSteps = steps;
        }
        const schemasAfter = await sql<{ n: number }>`select count(*)::int as n from pg_namespace where nspname like 'app\_%'`.execute(t.app.ctx.appDb);
        expect(schemasAfter.rows[0]?.n).toBe(schemasBefore.rows[0]?.n);
        const names = await t.db.selectFrom('projects').select('name').where('name', 'like', 'Apart%').orderBy('name').execute();
        expect(names.map((row) => row.name)).toEqual(['Apart', 'Apart (copy)']);
      } finally {
        await t.close();
      }
    } finally {
      await other.drop();
    }
  });
});
