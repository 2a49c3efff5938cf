import { sqlConnectorPaths } from '@tessera/model/connectors';
import { fillPath } from '@tessera/model/workspace-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEgressPolicy } from '../../src/net/egress/policy.ts';
import { connectorClient, newSecretsKey, withSecretsKey } from '../helpers/connectors.ts';
import { testDatabases } from '../helpers/databases.ts';
import { createMysqlScratch, createPostgresScratch, externalMysql, externalPostgres } from '../helpers/external-databases.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addToWorkspace, scoped, setPlan, signedInUser } from '../helpers/workspaces.ts';

type Headers = Record<string, string>;

/** Two related tables with the common types, the same rows on both databases. */
const seedRows = (teams: string, people: string) => [
  `INSERT INTO ${teams} (id, name) VALUES (1, 'Red'), (2, 'Blue'), (3, 'Empty')`,
  `INSERT INTO ${people} (id, team_id, name, age, salary, active, born, seen_at, prefs) VALUES
     (1, 1, 'Ada', 36, 1200.50, true, '1990-01-02', '2024-01-02 03:04:05', '{"a": 1}'),
     (2, 1, 'bob', NULL, 800.00, false, NULL, NULL, NULL),
     (3, 2, 'Cleo', 29, NULL, NULL, '1995-05-06', '2024-02-03 00:00:00', '[1, 2]'),
     (4, NULL, '=cmd', 41, 99.99, true, '1983-03-04', NULL, NULL)`,
];

const postgresTables = [
  `CREATE TABLE teams (id integer PRIMARY KEY, name text NOT NULL UNIQUE)`,
  `CREATE TABLE people (id serial PRIMARY KEY, team_id integer REFERENCES teams (id), name varchar(80) NOT NULL, age integer, salary numeric(10,2), active boolean, born date, seen_at timestamptz, prefs jsonb)`,
  ...seedRows('teams', 'people'),
  `SELECT setval('people_id_seq', 10)`,
];

const mysqlTables = (p: string) => [
  `CREATE TABLE ${p}teams (id int PRIMARY KEY, name varchar(80) NOT NULL UNIQUE) ENGINE=InnoDB`,
  `CREATE TABLE ${p}people (id int AUTO_INCREMENT PRIMARY KEY, team_id int, name varchar(80) NOT NULL, age int, salary decimal(10,2), active tinyint(1), born date, seen_at datetime(3), prefs json,
     FOREIGN KEY (team_id) REFERENCES ${p}teams (id)) ENGINE=InnoDB AUTO_INCREMENT=11`,
  ...seedRows(`${p}teams`, `${p}people`),
];

/** Text no answer may carry: drivers' messages and the SQL. */
const leaks = /duplicate key|Duplicate entry|violates|foreign key constraint|cannot be null|insert into|select |Cannot add|constraint fails/i;

describe.each(testDatabases)('tables of connected databases (platform on %s)', (kind) => {
  let t: TestApp;
  let pgScratch: Awaited<ReturnType<typeof createPostgresScratch>>;
  let myScratch: Awaited<ReturnType<typeof createMysqlScratch>>;
  const answers: string[] = [];
  const client = connectorClient(() => t, answers);
  let headers: Headers;
  let otherHeaders: Headers;
  let endUserHeaders: Headers;
  const connectors: Record<'postgres' | 'mysql', { id: string; teams: string; people: string }> = {} as never;

  beforeAll(async () => {
    [pgScratch, myScratch] = await Promise.all([createPostgresScratch(), createMysqlScratch()]);
    await pgScratch.run(postgresTables);
    await myScratch.run(mysqlTables(myScratch.prefix));
    const open = [externalPostgres.port, externalMysql.port].map((port) => `127.0.0.1:${port}`).join(',');
    t = await createTestApp(kind, {
      ...withSecretsKey(newSecretsKey()),
      egress: parseEgressPolicy(open),
      sqlConnectors: { poolMax: 3, statementTimeoutMs: 2_000, connectTimeoutMs: 2_000, idleTimeoutMs: 10_000, poolWaitMs: 10_000 },
    });
    const owner = await signedInUser(t, 'ext.owner');
    await setPlan(t, owner.domainId, 'pro');
    headers = scoped(owner, owner.domainName);
    const other = await signedInUser(t, 'ext.other');
    await setPlan(t, other.domainId, 'pro');
    otherHeaders = scoped(other, other.domainName);
    const endUser = await signedInUser(t, 'ext.enduser');
    await addToWorkspace(t, owner.domainId, endUser, 'developer', 'end_user');
    endUserHeaders = scoped(endUser, owner.domainName);
    const create = async (body: Record<string, unknown>) => {
      const created = await client.create(headers, body);
      expect(created.statusCode, created.body).toBe(201);
      return created.json().id as string;
    };
    const tls = { mode: 'disable' };
    connectors.postgres = {
      id: await create({ kind: 'postgres', name: 'PG', settings: { host: externalPostgres.host, port: externalPostgres.port, database: pgScratch.database, user: externalPostgres.adminUser, tls } }),
      teams: 'teams',
      people: 'people',
    };
    connectors.mysql = {
      id: await create({ kind: 'mysql', name: 'Maria', settings: { host: externalMysql.host, port: externalMysql.port, database: externalMysql.database, user: myScratch.user, password: myScratch.password, tls } }),
      teams: `${myScratch.prefix}teams`,
      people: `${myScratch.prefix}people`,
    };
  });

  afterAll(async () => {
    await t?.close();
    await myScratch?.run([`DROP VIEW IF EXISTS \`${myScratch.prefix}slow\``]);
    await Promise.all([pgScratch?.drop(), myScratch?.drop(['people', 'teams', 'later'])]);
  });

  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, extra: Headers = {}, payload?: unknown, as: Headers = headers) => {
    const response = await t.inject({ method, url, headers: { ...as, ...extra }, ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}), ...(payload !== undefined ? { headers: { ...as, ...extra, 'content-type': 'application/json' } } : {}) });
    answers.push(response.body);
    return response;
  };

  describe.each(['postgres', 'mysql'] as const)('a %s connector', (dialect) => {
    const c = () => connectors[dialect];
    const url = (table: 'teams' | 'people' | string, query = '') => `${fillPath(sqlConnectorPaths.table, { connectorId: c().id, table: table === 'teams' || table === 'people' ? c()[table] : table })}${query ? `?${query}` : ''}`;
    const ids = (body: string) => (JSON.parse(body) as { id: number }[]).map((row) => row.id);
    const get = async (query: string, extra: Headers = {}) => {
      const response = await call('GET', url('people', query), extra);
      expect(response.statusCode, response.body).toBeLessThan(300);
      return ids(response.body);
    };

    it('lists rows with typed values, filters and orders with nulls', async () => {
      const one = await call('GET', url('people', 'id=eq.1'));
      expect(one.statusCode, one.body).toBe(200);
      const [ada] = one.json() as Record<string, unknown>[];
      expect({ ...ada, seen_at: String(ada!.seen_at).slice(0, 19) }).toEqual({ id: 1, team_id: 1, name: 'Ada', age: 36, salary: 1200.5, active: true, born: '1990-01-02', seen_at: '2024-01-02T03:04:05', prefs: { a: 1 } });
      const cleo = (await call('GET', url('people', 'select=id,who:name,prefs,active&id=eq.3'))).json();
      expect(cleo).toEqual([{ id: 3, who: 'Cleo', prefs: [1, 2], active: null }]);
      expect(await get('age=gt.30&order=id')).toEqual([1, 4]);
      expect(await get('or=(age.is.null,name.ilike.c*)&order=id')).toEqual([2, 3]);
      expect(await get('name=ilike.*O*&order=id')).toEqual([2, 3]);
      expect(await get('name=like.*O*')).toEqual([]);
      expect(await get('id=not.in.(1,2)&order=id')).toEqual([3, 4]);
      expect(await get('salary=is.null')).toEqual([3]);
      expect(await get('active=is.true&order=id')).toEqual([1, 4]);
      expect(await get('active=not.is.true&order=id')).toEqual([2, 3]);
      expect(await get('born=gte.1990-01-01&order=id')).toEqual([1, 3]);
      expect(await get('salary=lt.1000&order=id')).toEqual([2, 4]);
      expect(await get('order=age.asc')).toEqual([3, 1, 4, 2]);
      expect(await get('order=age.desc')).toEqual([2, 4, 1, 3]);
      expect(await get('order=age.asc.nullsfirst')).toEqual([2, 3, 1, 4]);
    });

    it('pages with limit, offset and Range, and counts exactly in Content-Range', async () => {
      const page = await call('GET', url('people', 'order=id&limit=2&offset=1'), { prefer: 'count=exact' });
      expect(page.statusCode).toBe(206);
      expect(page.headers['content-range']).toBe('1-2/4');
      expect(ids(page.body)).toEqual([2, 3]);
      const ranged = await call('GET', url('people', 'order=id'), { range: '3-9', prefer: 'count=exact' });
      expect([ranged.statusCode, ranged.headers['content-range'], ids(ranged.body)]).toEqual([206, '3-3/4', [4]]);
      const whole = await call('GET', url('people', 'active=is.true'), { prefer: 'count=exact' });
      expect([whole.statusCode, whole.headers['content-range']]).toEqual([200, '0-1/2']);
      expect((await call('GET', url('people', 'order=id'))).headers['content-range']).toBe('0-3/*');
      const past = await call('GET', url('people', 'offset=10'), { prefer: 'count=exact' });
      expect([past.statusCode, past.json().code]).toEqual([416, 'PGRST103']);
    });

    it('embeds the to-one row and the to-many rows', async () => {
      const toOne = await call('GET', url('people', `select=id,team:${c().teams}(name)&order=id`));
      expect(toOne.json(), toOne.body).toEqual([
        { id: 1, team: { name: 'Red' } },
        { id: 2, team: { name: 'Red' } },
        { id: 3, team: { name: 'Blue' } },
        { id: 4, team: null },
      ]);
      const toMany = await call('GET', url('teams', `select=name,members:${c().people}(id,active)&order=id`));
      expect(toMany.json(), toMany.body).toEqual([
        { name: 'Red', members: expect.arrayContaining([{ id: 1, active: true }, { id: 2, active: false }]) },
        { name: 'Blue', members: [{ id: 3, active: null }] },
        { name: 'Empty', members: [] },
      ]);
    });

    it('answers one object, or 406 when not exactly one row', async () => {
      const object = { accept: 'application/vnd.pgrst.object+json' };
      const one = await call('GET', url('teams', 'id=eq.2'), object);
      expect([one.statusCode, one.json()]).toEqual([200, { id: 2, name: 'Blue' }]);
      const many = await call('GET', url('teams', 'id=gt.1'), object);
      expect([many.statusCode, many.json().code]).toEqual([406, 'PGRST116']);
    });

    it('exports CSV with neutralised cells', async () => {
      const csv = await call('GET', url('people', 'select=id,name,salary,active&order=id'), { accept: 'text/csv' });
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.body).toBe('id,name,salary,active\r\n1,Ada,1200.5,true\r\n2,bob,800,false\r\n3,Cleo,,\r\n4,\'=cmd,99.99,true\r\n');
      const capped = await call('GET', url('people', 'select=id&order=id.desc&limit=2'), { accept: 'text/csv' });
      expect(capped.body).toBe('id\r\n4\r\n3\r\n');
    });

    it('refuses an unknown table, column or schema, and sees a table made after its schema was read', async () => {
      const missing = await call('GET', url('nowhere'));
      expect([missing.statusCode, missing.json().code]).toEqual([404, 'PGRST205']);
      const column = await call('GET', url('people', 'select=nope'));
      expect([column.statusCode, column.json().code]).toEqual([400, '42703']);
      const profile = await call('GET', url('people'), { 'accept-profile': 'elsewhere' });
      expect(profile.statusCode).toBe(dialect === 'postgres' ? 404 : 406);
      const later = dialect === 'postgres' ? 'later' : `${myScratch.prefix}later`;
      if (dialect === 'postgres') await pgScratch.run([`CREATE TABLE later (id int PRIMARY KEY)`, `INSERT INTO later VALUES (7)`]);
      else await myScratch.run([`CREATE TABLE ${later} (id int PRIMARY KEY)`, `INSERT INTO ${later} VALUES (7)`]);
      const seen = await call('GET', url(later));
      expect([seen.statusCode, seen.json()]).toEqual([200, [{ id: 7 }]]);
    });

    it('inserts one and many rows, upserts, updates and deletes by filter', async () => {
      const representation = { prefer: 'return=representation' };
      const one = await call('POST', url('people'), representation, { name: 'Dan', team_id: 2, age: 50, salary: '10.25', active: false, born: '2000-02-29', seen_at: '2024-05-06T07:08:09Z' });
      expect(one.statusCode, one.body).toBe(201);
      expect(one.json()).toEqual([expect.objectContaining({ id: 11, name: 'Dan', team_id: 2, salary: 10.25, active: false, born: '2000-02-29' })]);
      const many = await call('POST', url('people'), {}, [{ id: 20, name: 'Eve' }, { id: 21, name: 'Fay', prefs: { x: [1] } }]);
      expect([many.statusCode, many.body, many.headers['content-range']]).toEqual([201, '', '0-1/*']);
      expect((await call('GET', url('people', 'select=prefs&id=eq.21'))).json()).toEqual([{ prefs: { x: [1] } }]);

      const upsert = await call('POST', url('teams'), { prefer: 'return=representation,resolution=merge-duplicates' }, [{ id: 2, name: 'Navy' }, { id: 4, name: 'Green' }]);
      expect(upsert.statusCode, upsert.body).toBe(201);
      expect((upsert.json() as unknown[]).length).toBe(2);
      expect((await call('GET', url('teams', 'order=id'))).json()).toEqual([{ id: 1, name: 'Red' }, { id: 2, name: 'Navy' }, { id: 3, name: 'Empty' }, { id: 4, name: 'Green' }]);

      const updated = await call('PATCH', url('people', 'id=in.(20,21)'), representation, { age: 30, active: true });
      expect(updated.statusCode, updated.body).toBe(200);
      expect((updated.json() as { id: number; age: number; active: boolean }[]).map((row) => [row.id, row.age, row.active]).sort()).toEqual([[20, 30, true], [21, 30, true]]);
      const deleted = await call('DELETE', url('people', 'id=eq.20'), representation);
      expect([deleted.statusCode, ids(deleted.body)]).toEqual([200, [20]]);
      const minimal = await call('DELETE', url('people', 'id=eq.21'));
      expect([minimal.statusCode, minimal.body]).toEqual([204, '']);
      expect(await get('id=gte.20')).toEqual([]);
    });

    it('refuses writes without a filter, against the keys and constraints, and of bad values, naming the column only', async () => {
      const before = (await call('GET', url('people', 'order=id'))).body;
      const noFilter = await call('PATCH', url('people'), {}, { age: 1 });
      expect([noFilter.statusCode, noFilter.json().code]).toEqual([400, '21000']);
      const noFilterDelete = await call('DELETE', url('people'));
      expect([noFilterDelete.statusCode, noFilterDelete.json().code]).toEqual([400, '21000']);
      const duplicate = await call('POST', url('teams'), {}, { id: 9, name: 'Red' });
      expect([duplicate.statusCode, duplicate.json().code]).toEqual([409, '23505']);
      expect(duplicate.json().message).toBe(`A row of the table "${c().teams}" already has this value in a unique column ("name").`);
      const orphan = await call('POST', url('people'), {}, { name: 'Gus', team_id: 99 });
      expect([orphan.statusCode, orphan.json().code]).toEqual([409, '23503']);
      expect(orphan.json().message).toContain(`"${c().people}"`);
      const referenced = await call('DELETE', url('teams', 'id=eq.1'));
      expect([referenced.statusCode, referenced.json().code]).toEqual([409, '23503']);
      const nameless = await call('POST', url('people'), {}, { name: null });
      expect([nameless.statusCode, nameless.json().code]).toEqual([400, '23502']);
      expect(nameless.json().message).toBe(`The table "${c().people}" needs a value in the column ("name").`);
      const badType = await call('POST', url('people'), {}, { name: 'Hal', age: 'old' });
      expect([badType.statusCode, badType.json().code]).toEqual([400, '22P02']);
      expect(badType.json().message).toContain('age');
      const badKey = await call('POST', url('people'), {}, { name: 'Ida', shoe: 40 });
      expect([badKey.statusCode, badKey.json().code]).toEqual([400, 'PGRST204']);
      const single = await call('PATCH', url('people', 'id=in.(1,2)'), { accept: 'application/vnd.pgrst.object+json', prefer: 'return=representation' }, { age: 99 });
      expect(single.statusCode).toBe(406);
      // Nothing of the refused writes stayed, and no answer carried a driver's text or the SQL.
      expect((await call('GET', url('people', 'order=id'))).body).toBe(before);
      for (const answer of [duplicate, orphan, referenced, nameless]) expect(answer.body).not.toMatch(leaks);
    });

    it('answers a statement past the time limit with a clear 504', async () => {
      const slow = dialect === 'postgres' ? 'slow' : `${myScratch.prefix}slow`;
      if (dialect === 'postgres') await pgScratch.run([`CREATE VIEW slow AS SELECT 1 AS id, pg_sleep(3)::text AS s`]);
      else await myScratch.run([`CREATE VIEW ${slow} AS SELECT 1 AS id, SLEEP(3) AS s`]);
      const answer = await call('GET', url(slow, 'select=id'));
      expect([answer.statusCode, answer.json()]).toEqual([504, { code: '57014', message: `A statement on the table "${slow}" ran longer than 2 s and was cancelled.`, details: null, hint: 'Ask for fewer rows or add a filter.' }]);
    });

    it('is for the workspace’s builders only', async () => {
      const foreign = await call('GET', url('people'), {}, undefined, otherHeaders);
      expect(foreign.statusCode).toBe(404);
      const noSeat = await call('GET', url('people'), {}, undefined, endUserHeaders);
      expect(noSeat.statusCode).toBe(403);
    });
  });

  it('never answers with a driver’s text or the SQL', () => {
    for (const answer of answers) expect(answer).not.toMatch(leaks);
  });
});
