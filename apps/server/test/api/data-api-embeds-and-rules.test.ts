import { beforeAll, describe, expect, it } from 'vitest';
import { countStatements, type DataProject, dataProject } from '../helpers/data-api.ts';
import { testDatabases } from '../helpers/databases.ts';
import { modelFixture } from '../helpers/model-fixture.ts';
import { useTestApp } from '../helpers/test-app.ts';

const alice = '11111111-1111-4111-8111-111111111111';
const bob = '22222222-2222-4222-8222-222222222222';
/** Alice's account on live (an end user belongs to one environment). */
const aliceLive = '11111111-1111-4111-8111-11111111111e';

const model = modelFixture([
  { name: 'people', primaryKey: 'uuid', columns: [{ name: 'name', type: 'text' }], access: { read: { who: 'anyone' } } },
  {
    name: 'projects',
    primaryKey: 'uuid',
    columns: [{ name: 'name', type: 'text', required: true }, { name: 'budget', type: 'decimal' }, { name: 'owner_id', type: 'uuid' }],
    owner: 'owner_id',
    access: {
      read: { who: 'owner', columns: ['id', 'name', 'owner_id'] },
      insert: { who: 'owner' },
      update: { who: 'owner', columns: ['name'] },
      delete: { who: 'roles', roles: ['admin'] },
    },
  },
  {
    name: 'tasks',
    primaryKey: 'integer',
    columns: [
      { name: 'title', type: 'text' },
      { name: 'done', type: 'boolean' },
      { name: 'project_id', type: 'uuid', references: 'projects' },
      { name: 'assignee_id', type: 'uuid', references: 'people' },
      { name: 'reviewer_id', type: 'uuid', references: 'people' },
    ],
    access: { read: { who: 'signedIn', condition: [{ column: 'done', op: 'eq', value: 'false' }] } },
  },
  { name: 'tags', primaryKey: 'integer', columns: [{ name: 'label', type: 'text' }], access: { read: { who: 'anyone' } } },
  {
    name: 'task_tags',
    primaryKey: 'integer',
    columns: [{ name: 'task_id', type: 'integer', references: 'tasks' }, { name: 'tag_id', type: 'integer', references: 'tags' }],
    joinFor: ['tasks', 'tags'],
    access: { read: { who: 'anyone' } },
  },
]);

describe.each(testDatabases)('data API embeds and access rules on %s', (kind) => {
  const t = useTestApp(kind);
  let p: DataProject;
  const as = (headers: Record<string, string>) => ({
    get: (table: string, query = '', extra: Record<string, string> = {}) => t().inject({ method: 'GET', url: `${p.base()}/${table}?${query}`, headers: { ...headers, ...extra } }),
    send: (method: 'POST' | 'PATCH' | 'DELETE', table: string, query: string, payload?: unknown, extra: Record<string, string> = {}) =>
      t().inject({ method, url: `${p.base()}/${table}?${query}`, headers: { ...headers, ...extra }, ...(payload === undefined ? {} : { payload: payload as object }) }),
  });
  let projectA: string;
  let projectB: string;

  beforeAll(async () => {
    p = await dataProject(t(), model);
    const builder = as(p.builderHeaders);
    const people = await builder.send('POST', 'people', 'select=id', [{ name: 'Ada' }, { name: 'Grace' }], { prefer: 'return=representation' });
    const [ada, grace] = (people.json() as Array<{ id: string }>).map((row) => row.id);
    const projects = await builder.send('POST', 'projects', 'select=id', [{ name: 'Alpha', budget: '10.50', owner_id: alice }, { name: 'Beta', budget: '3', owner_id: bob }], { prefer: 'return=representation' });
    projectA = (projects.json() as Array<{ id: string }>)[0]!.id;
    projectB = (projects.json() as Array<{ id: string }>)[1]!.id;
    const tasks = Array.from({ length: 6 }, (_, i) => ({ title: `task ${i}`, done: i % 2 === 1, project_id: i < 4 ? projectA : projectB, assignee_id: ada, reviewer_id: grace }));
    expect((await builder.send('POST', 'tasks', '', tasks)).statusCode).toBe(201);
    expect((await builder.send('POST', 'tags', '', [{ label: 'red' }, { label: 'blue' }])).statusCode).toBe(201);
    expect((await builder.send('POST', 'task_tags', '', [{ task_id: 1, tag_id: 1 }, { task_id: 1, tag_id: 2 }, { task_id: 2, tag_id: 2 }])).statusCode).toBe(201);
  });

  it('embeds to-one, to-many and many-to-many rows in one statement', async () => {
    const builder = as(p.builderHeaders);
    // The caller's session once on the connection first: on Postgres it is kept there, and later
    // requests of the same caller send their statement alone. (Another request than those
    // counted: a request repeated runs as it was compiled, compiling nothing.)
    expect((await builder.get('tasks', 'select=id,title')).statusCode).toBe(200);
    const counter = countStatements(t());
    try {
      const plain = await builder.get('tasks', 'select=id');
      expect(plain.statusCode).toBe(200);
      const perRequest = counter.count();
      counter.reset();
      const nested = await builder.get('projects', 'select=name,tasks(title,tags(label),assignee:people!assignee_id(name))&order=name&tasks.order=id.desc&tasks.limit=2&tasks.tags.order=label');
      expect(nested.statusCode, nested.body).toBe(200);
      expect(counter.count()).toBe(perRequest);
      expect(nested.json()).toEqual([
        { name: 'Alpha', tasks: [{ title: 'task 3', tags: [], assignee: { name: 'Ada' } }, { title: 'task 2', tags: [], assignee: { name: 'Ada' } }] },
        { name: 'Beta', tasks: [{ title: 'task 5', tags: [], assignee: { name: 'Ada' } }, { title: 'task 4', tags: [], assignee: { name: 'Ada' } }] },
      ]);
      counter.reset();
      const tagged = await builder.get('tasks', 'select=title,projects(name),tags(label)&id=lte.2&order=id&tags.order=label');
      expect(counter.count()).toBe(perRequest);
      expect(tagged.json()).toEqual([
        { title: 'task 0', projects: { name: 'Alpha' }, tags: [{ label: 'blue' }, { label: 'red' }] },
        { title: 'task 1', projects: { name: 'Alpha' }, tags: [{ label: 'blue' }] },
      ]);
    } finally {
      counter.stop();
    }
  });

  it('filters embedded rows, keeps only matching parents with !inner, and names bad relations', async () => {
    const builder = as(p.builderHeaders);
    const filtered = await builder.get('projects', 'select=name,tasks(title)&tasks.done=is.true&order=name&tasks.order=id');
    expect(filtered.json()).toEqual([
      { name: 'Alpha', tasks: [{ title: 'task 1' }, { title: 'task 3' }] },
      { name: 'Beta', tasks: [{ title: 'task 5' }] },
    ]);
    const inner = await builder.get('projects', 'select=name,tasks!inner(title)&tasks.title=eq.task 4');
    expect(inner.json()).toEqual([{ name: 'Beta', tasks: [{ title: 'task 4' }] }]);
    const ambiguous = await builder.get('tasks', 'select=people(name)');
    expect([ambiguous.statusCode, ambiguous.json().code]).toEqual([300, 'PGRST201']);
    expect(ambiguous.json().details).toContain('assignee_id');
    const unknown = await builder.get('tasks', 'select=owners(name)');
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'PGRST200']);
    const unrelated = await builder.get('tags', 'select=people(name)');
    expect([unrelated.statusCode, unrelated.json().code]).toEqual([400, 'PGRST200']);
  });

  it('holds end users and visitors to each table’s rules on every path', async () => {
    const visitor = as({});
    const aliceUser = as(await p.endUser(alice));
    const bobAdmin = as(await p.endUser(bob, ['admin']));
    // Owner rule: each end user reads only their own projects, and only the readable columns.
    expect((await visitor.get('projects')).statusCode).toBe(401);
    expect((await aliceUser.get('projects', 'select=*')).json()).toEqual([{ id: projectA, name: 'Alpha', owner_id: alice }]);
    const secret = await aliceUser.get('projects', 'select=name,budget');
    expect([secret.statusCode, secret.json().message]).toEqual([403, 'permission denied to select column budget of table projects']);
    expect((await aliceUser.get('projects', 'budget=gt.5')).statusCode).toBe(403);
    expect((await aliceUser.get('projects', 'order=budget')).statusCode).toBe(403);
    const counted = await aliceUser.get('projects', 'select=id', { prefer: 'count=exact' });
    expect(counted.headers['content-range']).toBe('0-0/1');
    // The embedded table's read rule holds inside the embed: only undone tasks, only for end users.
    const embedded = await aliceUser.get('projects', 'select=name,tasks(title)&tasks.order=id');
    expect(embedded.json()).toEqual([{ name: 'Alpha', tasks: [{ title: 'task 0' }, { title: 'task 2' }] }]);
    expect((await visitor.get('people', 'select=name,tasks!assignee_id(title)')).statusCode).toBe(401);
    const csv = await aliceUser.get('projects', 'select=name', { accept: 'text/csv' });
    expect(csv.body).toBe('name\r\nAlpha\r\n');
    // Insert: the owner column defaults to the caller; someone else's row is refused (WITH CHECK).
    const own = await aliceUser.send('POST', 'projects', 'select=name,owner_id', { name: 'Alice 2' }, { prefer: 'return=representation' });
    expect([own.statusCode, own.json()]).toEqual([201, [{ name: 'Alice 2', owner_id: alice }]]);
    const forged = await aliceUser.send('POST', 'projects', '', { name: 'Forged', owner_id: bob });
    expect([forged.statusCode, forged.json().code]).toEqual([403, '42501']);
    // Upsert: needs the update rule too, on columns both rules let write; Bob's row stays his.
    const upsert = await aliceUser.send('POST', 'projects', 'on_conflict=id', { id: projectB, name: 'Stolen' }, { prefer: 'resolution=merge-duplicates' });
    expect([upsert.statusCode, upsert.json().message]).toEqual([403, 'permission denied to write column id of table projects']);
    expect((await bobAdmin.get('projects', 'select=name')).json()).toEqual([{ name: 'Beta' }]);
    // Update: only own rows, only writable columns, and not handing a row to someone else.
    const renamed = await aliceUser.send('PATCH', 'projects', 'name=like.*', { name: 'Renamed' }, { prefer: 'return=representation' });
    expect((renamed.json() as Array<{ name: string }>).map((row) => row.name)).toEqual(['Renamed', 'Renamed']);
    expect((await aliceUser.send('PATCH', 'projects', 'name=eq.Renamed', { budget: 1 })).statusCode).toBe(403);
    expect((await bobAdmin.get('projects', 'select=name')).json()).toEqual([{ name: 'Beta' }]);
    // Delete: the roles rule lets admins only.
    expect((await aliceUser.send('DELETE', 'projects', 'name=eq.Renamed')).statusCode).toBe(403);
    const deleted = await bobAdmin.send('DELETE', 'projects', 'name=eq.Renamed', undefined, { prefer: 'return=representation' });
    // An update or delete reaches only rows the caller may also read: Bob's own, not Alice's.
    expect([deleted.statusCode, deleted.json()]).toEqual([200, []]);
    const ownDeleted = await bobAdmin.send('DELETE', 'projects', 'name=eq.Beta&select=name', undefined, { prefer: 'return=representation' });
    expect([ownDeleted.statusCode, ownDeleted.json()]).toEqual([200, [{ name: 'Beta' }]]);
    // Closed tables stay closed; live takes end-user tokens of live only.
    expect((await aliceUser.send('POST', 'tags', '', { label: 'x' })).statusCode).toBe(403);
    const liveToken = await p.endUser(aliceLive, [], 'live');
    const live = await t().inject({ method: 'GET', url: `${p.base('live')}/people`, headers: liveToken });
    expect(live.statusCode).toBe(200);
    const draftTokenOnLive = await t().inject({ method: 'GET', url: `${p.base('live')}/people`, headers: await p.endUser(alice) });
    expect(draftTokenOnLive.statusCode).toBe(401);
  });
});
