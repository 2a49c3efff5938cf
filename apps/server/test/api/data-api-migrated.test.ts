import { closedAccess, dataPaths, type DataOp, type TableAccess } from '@tessera/model/data';
import { releasePaths } from '@tessera/model/releases';
import { fillPath, workspacePaths } from '@tessera/model/workspace-api';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { issueEndUserToken } from '../../src/modules/data-api/end-user-token.ts';
import { schemaNameOf } from '../../src/modules/data-schema/schema-name.ts';
import { previewHeaders } from '../helpers/draft-preview.ts';
import { ensureEndUser } from '../helpers/end-users.ts';
import { testDatabases } from '../helpers/databases.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { scoped, signedInUser, type SignedIn } from '../helpers/workspaces.ts';
import { column, rule } from '../helpers/data-ops.ts';

/** The end user who owns rows here, on draft and on live (an end user belongs to one environment). */
const ADA = 'ada00000-0000-4000-8000-00000000000a';
const ADA_LIVE = 'ada00000-0000-4000-8000-0000000000ae';

/**
 * The data API on tables made the way builders make them: through the model's changes (the
 * migrations with their grants and row-level security policies), not through a fixture. Then the
 * live queue, and live read by a visitor and by an end user.
 */

describe.each(testDatabases)('the data API on migrated tables on %s', (kind) => {
  const t = useTestApp(kind);
  let builder: SignedIn;
  let projectId: string;
  const as = () => scoped(builder, builder.domainName);
  const base = (environment: 'draft' | 'live') => fillPath(dataPaths.dataApiBase, { projectId, environment });

  const change = async (ops: DataOp[], confirmDataLoss = false) => {
    const model = await t().inject({ method: 'GET', url: fillPath(dataPaths.model, { projectId }), headers: as() });
    const response = await t().inject({
      method: 'POST',
      url: fillPath(dataPaths.changes, { projectId }),
      headers: as(),
      payload: { baseVersion: model.json().version, ops, confirmDataLoss },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('reads and writes tables made by migrations, under their rules, on draft and then on live', async () => {
    builder = await signedInUser(t(), 'migrated');
    const created = await t().inject({ method: 'POST', url: workspacePaths.projects, headers: as(), payload: { name: 'Migrated' } });
    projectId = created.json().id;
    const ownerColumn = 'tasks_owner';
    const taskAccess: TableAccess = { ...closedAccess(), read: rule('owner'), insert: rule('signedIn'), ownerColumnId: ownerColumn };
    await change([
      { op: 'createTable', tableId: 'projects', name: 'projects', position: { x: 0, y: 0 }, primaryKey: { columnId: 'projects_id', name: 'id', type: 'uuid' } },
      { op: 'addColumn', tableId: 'projects', column: column('projects_name', 'name', 'text', { required: true }) },
      { op: 'createTable', tableId: 'tasks', name: 'tasks', position: { x: 300, y: 0 }, primaryKey: { columnId: 'tasks_id', name: 'id', type: 'integer' } },
      { op: 'addColumn', tableId: 'tasks', column: column('tasks_title', 'title', 'text') },
      { op: 'addColumn', tableId: 'tasks', column: column('tasks_notes', 'notes', 'longText') },
      { op: 'addColumn', tableId: 'tasks', column: column(ownerColumn, 'owner', 'text') },
      { op: 'addRelation', parentTableId: 'projects', childTableId: 'tasks', column: { id: 'tasks_project', name: 'project_id' }, required: false, onDelete: 'cascade' },
      { op: 'setAccess', tableId: 'projects', access: { ...closedAccess(), read: rule('anyone') } },
      { op: 'setAccess', tableId: 'tasks', access: taskAccess },
    ]);

    // The builder writes on draft; the table's policies let the builder through.
    const project = await t().inject({ method: 'POST', url: `${base('draft')}/projects`, headers: { ...as(), prefer: 'return=representation' }, payload: { name: 'Garden' } });
    expect(project.statusCode, project.body).toBe(201);
    const projectRow = project.json()[0];
    const tasks = await t().inject({
      method: 'POST',
      url: `${base('draft')}/tasks`,
      headers: as(),
      payload: [
        { title: 'Dig', notes: 'deep', owner: ADA, project_id: projectRow.id },
        { title: 'Sow', notes: 'seeds', owner: 'grace', project_id: projectRow.id },
      ],
    });
    expect(tasks.statusCode, tasks.body).toBe(201);

    // An end user reads only the rows they own, with the parent embedded, in one answer.
    await ensureEndUser(t(), projectId, 'draft', ADA);
    const ada = await issueEndUserToken(t().app.ctx.keys, { projectId, environment: 'draft', userId: ADA, roles: [], ttlSeconds: 600 }, t().clock.now());
    const owned = await t().inject({ method: 'GET', url: `${base('draft')}/tasks?select=title,projects(name)`, headers: { authorization: `Bearer ${ada}`, ...(await previewHeaders(t(), projectId)) } });
    expect(owned.statusCode, owned.body).toBe(200);
    expect(owned.json()).toEqual([{ title: 'Dig', projects: { name: 'Garden' } }]);
    // A visitor reads the open table, not the owned one.
    const visitor = await previewHeaders(t(), projectId);
    expect((await t().inject({ method: 'GET', url: `${base('draft')}/projects?select=name`, headers: visitor })).json()).toEqual([{ name: 'Garden' }]);
    expect((await t().inject({ method: 'GET', url: `${base('draft')}/tasks`, headers: visitor })).statusCode).toBe(401);

    // Dropping and retyping columns of a table under policies: the policies are rewritten around it.
    await change([{ op: 'dropColumn', tableId: 'tasks', columnId: 'tasks_notes' }], true);
    await change([{ op: 'alterColumn', tableId: 'tasks', columnId: ownerColumn, type: 'longText' }]);
    const after = await t().inject({ method: 'GET', url: `${base('draft')}/tasks?select=title&order=title`, headers: { authorization: `Bearer ${ada}`, ...visitor } });
    expect(after.json()).toEqual([{ title: 'Dig' }]);

    // Live has no table until a publish applies its queue; then it has the structure, not draft's rows.
    expect((await t().inject({ method: 'GET', url: `${base('live')}/projects` })).statusCode).toBe(404);
    const published = await t().inject({ method: 'POST', url: fillPath(releasePaths.list, { projectId }), headers: as(), payload: { note: '', confirmDataLoss: true } });
    expect(published.statusCode, published.body).toBe(201);
    expect((await t().inject({ method: 'GET', url: `${base('live')}/projects` })).json()).toEqual([]);
    await ensureEndUser(t(), projectId, 'live', ADA_LIVE);
    const liveAda = await issueEndUserToken(t().app.ctx.keys, { projectId, environment: 'live', userId: ADA_LIVE, roles: [], ttlSeconds: 600 }, t().clock.now());
    const inserted = await t().inject({ method: 'POST', url: `${base('live')}/tasks`, headers: { authorization: `Bearer ${liveAda}`, prefer: 'return=representation' }, payload: { title: 'Water' } });
    expect(inserted.statusCode, inserted.body).toBe(201);
    expect(inserted.json()).toMatchObject([{ title: 'Water', owner: ADA_LIVE }]);
    // The draft token does not open live.
    expect((await t().inject({ method: 'GET', url: `${base('live')}/tasks`, headers: { authorization: `Bearer ${ada}` } })).statusCode).toBe(401);
  });

  it('estimates counts without the policies: a big table is not counted row by row for count=estimated', async () => {
    // The previous test made the tables; 20,000 more rows, analysed, as a bulk load would leave them.
    const draft = schemaNameOf(projectId, 'draft');
    await sql`insert into ${sql.id(draft, 'tasks')} (title, owner) select 'bulk ' || g, 'bob' from generate_series(1, 20000) as g`.execute(t().app.ctx.appDb);
    await sql`analyze ${sql.id(draft, 'tasks')}`.execute(t().app.ctx.appDb);
    const totalOf = async (prefer: string) => {
      const response = await t().inject({ method: 'GET', url: `${base('draft')}/tasks?select=id&limit=1`, headers: { ...as(), prefer } });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return Number(response.headers['content-range']?.toString().split('/')[1]);
    };
    // Under the policies the planner would say about 100 rows (0.5 %), and estimated would count exactly.
    const planned = await totalOf('count=planned');
    expect(planned).toBeGreaterThan(15_000);
    expect(planned).toBeLessThan(25_000);
    expect(await totalOf('count=exact')).toBe(20_002);
  });
});
