import { randomUUID } from 'node:crypto';
import { externalAccessPaths } from '@tessera/model/connectors';
import { releasePaths } from '@tessera/model/releases';
import { fillPath, workspacePaths } from '@tessera/model/workspace-api';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueEndUserToken } from '../../src/modules/data-api/end-user-token.ts';
import { parseEgressPolicy } from '../../src/net/egress/policy.ts';
import { previewHeaders } from '../helpers/draft-preview.ts';
import { ensureEndUser } from '../helpers/end-users.ts';
import { connectorClient, newSecretsKey, withSecretsKey } from '../helpers/connectors.ts';
import { testDatabases } from '../helpers/databases.ts';
import { createMysqlScratch, createPostgresScratch, externalMysql, externalPostgres } from '../helpers/external-databases.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addToWorkspace, scoped, setPlan, signedInUser } from '../helpers/workspaces.ts';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

/**
 * The access matrix of connected tables: every rule kind × caller × path, on Postgres and
 * MariaDB, each case's outcome (refused with its status, or the seeded rows it read or changed)
 * against what the rule says.
 */
const ruleKinds = ['nobody', 'anyone', 'signedIn', 'roles', 'owner', 'condition', 'columns'] as const;
type RuleKind = (typeof ruleKinds)[number];
const callers = ['builder', 'visitor', 'plain', 'editor', 'owner', 'other', 'foreign'] as const;
type Caller = (typeof callers)[number];
const paths = ['list', 'single', 'count', 'embed', 'csv', 'insert', 'upsert', 'update', 'delete'] as const;
type Path = (typeof paths)[number];
const rowKeys = ['mine', 'theirs', 'hidden'] as const;
type RowKey = (typeof rowKeys)[number] | 'new';
type Outcome = { refused: number } | { rows: RowKey[] };

const EDITOR = 'editor';
const WRITABLE = ['id', 'tag', 'owner_id', 'status', 'label', 'parent_id'];
const rule = (who: string, extra: Record<string, unknown> = {}) => ({ who, roles: [], condition: [], columnIds: null, ...extra });
const uniform = (r: ReturnType<typeof rule>, ownerColumnId: string | null = null) => ({ read: r, insert: r, update: r, delete: r, ownerColumnId });
const rulesOf: Record<RuleKind, ReturnType<typeof uniform>> = {
  nobody: uniform(rule('nobody')),
  anyone: uniform(rule('anyone')),
  signedIn: uniform(rule('signedIn')),
  roles: uniform(rule('roles', { roles: [EDITOR] })),
  owner: uniform(rule('owner'), 'owner_id'),
  condition: uniform(rule('anyone', { condition: [{ columnId: 'status', op: 'eq', value: { kind: 'literal', value: 'published' } }] })),
  columns: uniform(rule('anyone', { columnIds: WRITABLE })),
};

const endUser = (caller: Caller) => ['plain', 'editor', 'owner', 'other'].includes(caller);

/** Whether the rule's `who` lets the caller through, or the refusal's status. */
function whoOutcome(kind: RuleKind, caller: Caller): true | number {
  if (caller === 'builder') return true;
  const denied = caller === 'visitor' || caller === 'foreign' ? 401 : 403;
  if (caller === 'foreign') return 401;
  switch (kind) {
    case 'nobody':
      return denied;
    case 'signedIn':
    case 'owner':
      return endUser(caller) ? true : denied;
    case 'roles':
      return caller === 'editor' ? true : denied;
    default:
      return true;
  }
}

/** The seeded rows (mine: the owner's, published; theirs: the other's, published; hidden: the owner's, a draft) a caller's rule passes. */
function rowsPassed(kind: RuleKind, caller: Caller): RowKey[] {
  if (caller === 'builder') return [...rowKeys];
  if (kind === 'owner') return caller === 'owner' ? ['mine', 'hidden'] : caller === 'other' ? ['theirs'] : [];
  if (kind === 'condition') return ['mine', 'theirs'];
  return [...rowKeys];
}

export function expected(kind: RuleKind, caller: Caller, path: Path): Outcome {
  const who = whoOutcome(kind, caller);
  if (who !== true) return { refused: who };
  const rows = rowsPassed(kind, caller);
  switch (path) {
    case 'single':
      return { rows: rows.includes('mine') ? ['mine'] : [] };
    case 'insert':
      return { rows: ['new'] };
    case 'upsert':
      // The body is "mine" as it is (its owner the owner): an owner rule lets only the owner send it.
      return kind === 'owner' && caller !== 'owner' && caller !== 'builder' ? { refused: 403 } : { rows: ['mine'] };
    default:
      return { rows };
  }
}

const cases = ruleKinds.flatMap((kind) => callers.flatMap((caller) => paths.map((path) => ({ kind, caller, path, id: `${kind}-${caller}-${path}`, expect: expected(kind, caller, path) }))));

describe('the access matrix of connected tables', () => {
  it('has, for every rule kind and path, a case let through and a case refused or narrowed', () => {
    for (const kind of ruleKinds) {
      for (const path of paths) {
        const group = cases.filter((c) => c.kind === kind && c.path === path);
        const most = Math.max(...group.map((c) => ('rows' in c.expect ? c.expect.rows.length : 0)));
        expect(group.some((c) => 'rows' in c.expect && c.expect.rows.length > 0), `${kind} ${path} let through`).toBe(true);
        expect(group.some((c) => 'refused' in c.expect || c.expect.rows.length < most), `${kind} ${path} refused`).toBe(true);
      }
    }
    expect(cases.find((c) => c.id === 'owner-other-update')?.expect).toEqual({ rows: ['theirs'] });
    expect(cases.find((c) => c.id === 'roles-plain-list')?.expect).toEqual({ refused: 403 });
    expect(cases.find((c) => c.id === 'signedIn-visitor-csv')?.expect).toEqual({ refused: 401 });
  });
});

/** A table's name for a rule kind (Postgres folds unquoted names to lower case). */
const itemsOf = (kind: string) => `items_${kind.toLowerCase()}`;

const postgresTables = (kinds: readonly string[]) => [
  `CREATE TABLE parents (id integer PRIMARY KEY, name text NOT NULL)`,
  `INSERT INTO parents VALUES (1, 'P')`,
  ...kinds.map((kind) => `CREATE TABLE ${itemsOf(kind)} (id integer PRIMARY KEY, tag varchar(60) NOT NULL, owner_id varchar(64), status varchar(20), label varchar(40), secret varchar(40), parent_id integer REFERENCES parents (id))`),
];
const mysqlTables = (p: string, kinds: readonly string[]) => [
  `CREATE TABLE ${p}parents (id int PRIMARY KEY, name varchar(40) NOT NULL) ENGINE=InnoDB`,
  `INSERT INTO ${p}parents VALUES (1, 'P')`,
  ...kinds.map(
    (kind) =>
      `CREATE TABLE ${p}${itemsOf(kind)} (id int PRIMARY KEY, tag varchar(60) NOT NULL, owner_id varchar(64), status varchar(20), label varchar(40), secret varchar(40), parent_id int, FOREIGN KEY (parent_id) REFERENCES ${p}parents (id)) ENGINE=InnoDB`,
  ),
];
/** Tables beyond the matrix's: a closed one, one whose rule's column is dropped, one for live. */
const extraTables = ['closed', 'gone', 'live'];

describe.each(testDatabases)('connected tables for end users and visitors (platform on %s)', (platform) => {
  let t: TestApp;
  let pgScratch: Awaited<ReturnType<typeof createPostgresScratch>>;
  let myScratch: Awaited<ReturnType<typeof createMysqlScratch>>;
  const client = connectorClient(() => t);
  const headersOf = new Map<Caller, Headers>();
  const userIdOf = new Map<Caller, string>();
  let builder: Headers;
  let outsider: Headers;
  let outsiderConnector = '';
  let workspaceId = '';
  let workspaceName = '';
  let projectId = '';
  const connectors: Record<'postgres' | 'mysql', { id: string; prefix: string }> = {} as never;

  beforeAll(async () => {
    [pgScratch, myScratch] = await Promise.all([createPostgresScratch(), createMysqlScratch()]);
    const kinds = [...ruleKinds, ...extraTables];
    await pgScratch.run(postgresTables(kinds));
    await myScratch.run(mysqlTables(myScratch.prefix, kinds));
    t = await createTestApp(platform, {
      ...withSecretsKey(newSecretsKey()),
      egress: parseEgressPolicy([externalPostgres.port, externalMysql.port].map((port) => `127.0.0.1:${port}`).join(',')),
      sqlConnectors: { poolMax: 3, statementTimeoutMs: 5_000, connectTimeoutMs: 2_000, idleTimeoutMs: 10_000, poolWaitMs: 10_000 },
    });
    const owner = await signedInUser(t, 'xa.owner');
    await setPlan(t, owner.domainId, 'pro');
    builder = scoped(owner, owner.domainName);
    workspaceId = owner.domainId;
    workspaceName = owner.domainName;
    const other = await signedInUser(t, 'xa.other');
    await setPlan(t, other.domainId, 'pro');
    outsider = scoped(other, other.domainName);
    const project = await t.inject({ method: 'POST', url: workspacePaths.projects, headers: builder, payload: { name: 'Connected access' } });
    expect(project.statusCode, project.body).toBe(201);
    projectId = project.json().id;
    const tls = { mode: 'disable' };
    const create = async (headers: Headers, body: Record<string, unknown>) => {
      const created = await client.create(headers, body);
      expect(created.statusCode, created.body).toBe(201);
      return created.json().id as string;
    };
    const pgSettings = { host: externalPostgres.host, port: externalPostgres.port, database: pgScratch.database, user: externalPostgres.adminUser, tls };
    connectors.postgres = { id: await create(builder, { kind: 'postgres', name: 'PG', settings: pgSettings }), prefix: '' };
    connectors.mysql = {
      id: await create(builder, { kind: 'mysql', name: 'Maria', settings: { host: externalMysql.host, port: externalMysql.port, database: externalMysql.database, user: myScratch.user, password: myScratch.password, tls } }),
      prefix: myScratch.prefix,
    };
    outsiderConnector = await create(outsider, { kind: 'postgres', name: 'Theirs', settings: pgSettings });

    const keys = t.app.ctx.keys;
    const now = t.clock.now();
    headersOf.set('builder', builder);
    // Visitors and end users of draft call as the studio's Run preview does: with its preview token.
    const preview = await previewHeaders(t, projectId);
    headersOf.set('visitor', preview);
    const foreign = await issueEndUserToken(keys, { projectId: randomUUID(), environment: 'draft', userId: randomUUID(), roles: [EDITOR], ttlSeconds: 3600 }, now);
    headersOf.set('foreign', { authorization: `Bearer ${foreign}`, ...preview });
    for (const [name, roles] of [['plain', []], ['editor', ['viewer', EDITOR]], ['owner', []], ['other', []]] as const) {
      const userId = randomUUID();
      await ensureEndUser(t, projectId, 'draft', userId);
      headersOf.set(name, { authorization: `Bearer ${await issueEndUserToken(keys, { projectId, environment: 'draft', userId, roles, ttlSeconds: 3600 }, now)}`, ...preview });
      userIdOf.set(name, userId);
    }
  });

  afterAll(async () => {
    await t?.close();
    await Promise.all([pgScratch?.drop(), myScratch?.drop([...ruleKinds.map((kind) => itemsOf(kind)), ...extraTables.map((kind) => itemsOf(kind)), 'parents'])]);
  });

  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
    t.inject({ method, url, headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' }, ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }) });

  const putRules = (connectorId: string, table: string, access: unknown, headers = builder, project = projectId) =>
    send('PUT', fillPath(externalAccessPaths.connectorRules, { projectId: project, connectorId }), headers, { table, access });

  describe.each(['postgres', 'mysql'] as const)('a %s connector', (dialect) => {
    const c = () => connectors[dialect];
    const table = (name: string) => `${c().prefix}${name}`;
    const dataUrl = (name: string, query = '', environment = 'draft') =>
      `${fillPath(externalAccessPaths.dataApiTable, { projectId, environment, connectorId: c().id, table: table(name) })}${query ? `?${query}` : ''}`;
    let nextId = 1;
    /** Seeded rows of a tag, by key: their ids. */
    const seeded = new Map<string, Record<(typeof rowKeys)[number], number>>();

    const rowOf = (id: number, tag: string, ownerId: string | null, status: string) => ({ id, tag, owner_id: ownerId, status, label: 'seed', secret: 'seed', parent_id: 1 });
    function seedRows(kind: RuleKind, tag: string): Row[] {
      const ids = { mine: nextId++, theirs: nextId++, hidden: nextId++ };
      seeded.set(`${kind}/${tag}`, ids);
      return [rowOf(ids.mine, tag, userIdOf.get('owner')!, 'published'), rowOf(ids.theirs, tag, userIdOf.get('other')!, 'published'), rowOf(ids.hidden, tag, userIdOf.get('owner')!, 'draft')];
    }
    /** A body the columns rule lets through: without the column it hides. */
    const writable = (kind: RuleKind, row: Row): Row => (kind === 'columns' ? Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'secret')) : row);
    const keysOf = (kind: RuleKind, tag: string, ids: unknown[]): RowKey[] => rowKeys.filter((key) => ids.includes(seeded.get(`${kind}/${tag}`)![key]));
    const builderRows = async (kind: string, query: string): Promise<Row[]> => {
      const response = await send('GET', dataUrl(itemsOf(kind), query), builder);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Row[];
    };

    beforeAll(async () => {
      for (const kind of ruleKinds) {
        const tags = ['base', ...cases.filter((x) => x.kind === kind && ['upsert', 'update', 'delete'].includes(x.path)).map((x) => x.id)];
        const seed = await send('POST', dataUrl(itemsOf(kind)), builder, tags.flatMap((tag) => seedRows(kind, tag)));
        expect(seed.statusCode, seed.body).toBe(201);
        const put = await putRules(c().id, table(itemsOf(kind)), rulesOf[kind]);
        expect(put.statusCode, put.body).toBe(200);
      }
      const parents = await putRules(c().id, table('parents'), uniform(rule('anyone')));
      expect(parents.statusCode, parents.body).toBe(200);
    });

    function outcome(response: LightMyRequestResponse, success: number, rows: () => RowKey[]): Outcome | { status: number; body: string } {
      if (response.statusCode === success) return { rows: rows() };
      if (response.statusCode === 401 || response.statusCode === 403) {
        expect(response.json().code).toBe(response.statusCode === 403 || response.json().code === '42501' ? '42501' : 'PGRST301');
        return { refused: response.statusCode };
      }
      return { status: response.statusCode, body: response.body.slice(0, 300) };
    }

    async function run(x: (typeof cases)[number]) {
      const headers = headersOf.get(x.caller)!;
      const name = itemsOf(x.kind);
      const base = 'tag=eq.base';
      const idsOf = (body: string) => (JSON.parse(body) as Row[]).map((row) => row.id);
      switch (x.path) {
        case 'list': {
          const response = await send('GET', dataUrl(name, `select=id&${base}`), headers);
          return outcome(response, 200, () => keysOf(x.kind, 'base', idsOf(response.body)));
        }
        case 'single': {
          const response = await send('GET', dataUrl(name, `select=id&id=eq.${seeded.get(`${x.kind}/base`)!.mine}`), { ...headers, accept: 'application/vnd.pgrst.object+json' });
          if (response.statusCode === 406) return { rows: [] };
          return outcome(response, 200, () => keysOf(x.kind, 'base', [response.json().id]));
        }
        case 'count': {
          const response = await send('GET', dataUrl(name, `select=id&${base}`), { ...headers, prefer: 'count=exact' });
          return outcome(response, 200, () => {
            const ids = idsOf(response.body);
            expect(response.headers['content-range']).toBe(ids.length === 0 ? '*/0' : `0-${ids.length - 1}/${ids.length}`);
            return keysOf(x.kind, 'base', ids);
          });
        }
        case 'embed': {
          const response = await send('GET', dataUrl(name, `select=id,${table('parents')}(name)&${base}`), headers);
          return outcome(response, 200, () => {
            const rows = JSON.parse(response.body) as Row[];
            for (const row of rows) expect(row[table('parents')]).toEqual({ name: 'P' });
            return keysOf(x.kind, 'base', rows.map((row) => row.id));
          });
        }
        case 'csv': {
          const response = await send('GET', dataUrl(name, `select=id&${base}`), { ...headers, accept: 'text/csv' });
          return outcome(response, 200, () => keysOf(x.kind, 'base', response.body.trim().split(/\r?\n/).slice(1).map(Number)));
        }
        case 'insert': {
          const response = await send('POST', dataUrl(name), headers, writable(x.kind, rowOf(nextId++, x.id, userIdOf.get(x.caller) ?? userIdOf.get('owner')!, 'published')));
          const found = (await builderRows(x.kind, `select=id&tag=eq.${x.id}`)).length;
          if (response.statusCode !== 201) expect(found).toBe(0);
          return outcome(response, 201, () => (found === 1 ? ['new'] : []));
        }
        case 'upsert': {
          const mine = seeded.get(`${x.kind}/${x.id}`)!.mine;
          const body = writable(x.kind, { ...rowOf(mine, x.id, userIdOf.get('owner')!, 'published'), label: 'upserted' });
          const response = await send('POST', dataUrl(name), { ...headers, prefer: 'resolution=merge-duplicates' }, body);
          const changed = (await builderRows(x.kind, `select=id,label&tag=eq.${x.id}`)).filter((row) => row.label === 'upserted').map((row) => row.id);
          if (response.statusCode !== 201) expect(changed).toEqual([]);
          return outcome(response, 201, () => keysOf(x.kind, x.id, changed));
        }
        case 'update': {
          const response = await send('PATCH', dataUrl(name, `tag=eq.${x.id}`), headers, { label: 'changed' });
          const changed = (await builderRows(x.kind, `select=id,label&tag=eq.${x.id}`)).filter((row) => row.label === 'changed').map((row) => row.id);
          if (response.statusCode !== 204) expect(changed).toEqual([]);
          return outcome(response, 204, () => keysOf(x.kind, x.id, changed));
        }
        case 'delete': {
          const response = await send('DELETE', dataUrl(name, `tag=eq.${x.id}`), headers);
          const left = (await builderRows(x.kind, `select=id&tag=eq.${x.id}`)).map((row) => row.id);
          const gone = rowKeys.filter((key) => !left.includes(seeded.get(`${x.kind}/${x.id}`)![key]));
          if (response.statusCode !== 204) expect(gone).toEqual([]);
          return outcome(response, 204, () => gone);
        }
      }
    }

    it('answers every case of the matrix as its rule says', async () => {
      const wrong: string[] = [];
      for (const x of cases) {
        const got = await run(x);
        if (JSON.stringify(got) !== JSON.stringify(x.expect)) wrong.push(`${x.id}: expected ${JSON.stringify(x.expect)}, got ${JSON.stringify(got)}`);
      }
      expect(wrong).toEqual([]);
    });

    it('hides the columns a rule leaves out: refused by name, left out of *, not writable', async () => {
      const name = itemsOf('columns');
      const visitor = headersOf.get('visitor')!;
      for (const query of ['select=id,secret', 'secret=eq.seed', 'order=secret']) {
        const refused = await send('GET', dataUrl(name, query), visitor);
        expect([refused.statusCode, refused.json().code], query).toEqual([403, '42501']);
        expect(refused.json().message).toMatch(/column secret of table/);
      }
      const star = await send('GET', dataUrl(name, 'tag=eq.base'), visitor);
      expect(star.statusCode).toBe(200);
      expect(Object.keys((star.json() as Row[])[0]!).sort()).toEqual([...WRITABLE].sort());
      const insert = await send('POST', dataUrl(name), visitor, rowOf(nextId++, 'cols', null, 'published'));
      expect([insert.statusCode, insert.json().message]).toEqual([403, `permission denied to write column secret of table ${table(name)}`]);
      const update = await send('PATCH', dataUrl(name, 'tag=eq.base'), visitor, { secret: 'x' });
      expect(update.statusCode).toBe(403);
      const written = await send('POST', dataUrl(name), { ...visitor, prefer: 'return=representation' }, writable('columns', rowOf(nextId++, 'cols', null, 'published')));
      expect(written.statusCode, written.body).toBe(201);
      expect(Object.keys((written.json() as Row[])[0]!)).not.toContain('secret');
      expect((await builderRows('columns', 'select=id,secret&tag=eq.cols')).map((row) => row.secret)).toEqual([null]);
    });

    it('holds writes to the owner rule and the condition: no row given away, taken over or written outside them', async () => {
      const name = itemsOf('owner');
      const owner = headersOf.get('owner')!;
      const theirs = { ...rowOf(nextId++, 'own', userIdOf.get('other')!, 'published') };
      const given = await send('POST', dataUrl(name), owner, theirs);
      expect([given.statusCode, given.json().message]).toEqual([403, `new row violates the insert rule of table ${table(name)}`]);
      expect(await builderRows('owner', 'select=id&tag=eq.own')).toEqual([]);
      const base = seeded.get('owner/base')!;
      const away = await send('PATCH', dataUrl(name, `id=eq.${base.mine}`), owner, { owner_id: userIdOf.get('other') });
      expect(away.statusCode).toBe(403);
      // An upsert naming another's row as the caller's own leaves that row as it is.
      const takeover = await send('POST', dataUrl(name), { ...owner, prefer: 'resolution=merge-duplicates' }, { ...rowOf(base.theirs, 'base', userIdOf.get('owner')!, 'published'), label: 'taken' });
      expect(takeover.statusCode, takeover.body).toBe(201);
      expect(await builderRows('owner', `select=owner_id,label&id=eq.${base.theirs}`)).toEqual([{ owner_id: userIdOf.get('other'), label: 'seed' }]);
      const draft = await send('POST', dataUrl(itemsOf('condition')), headersOf.get('visitor')!, rowOf(nextId++, 'cond', null, 'draft'));
      expect([draft.statusCode, draft.json().code]).toEqual([403, '42501']);
      expect(await builderRows('condition', 'select=id&tag=eq.cond')).toEqual([]);
      const unpublish = await send('PATCH', dataUrl(itemsOf('condition'), `id=eq.${seeded.get('condition/base')!.mine}`), headersOf.get('visitor')!, { status: 'draft' });
      expect(unpublish.statusCode).toBe(403);
    });

    it('holds embedded tables to their own read rules', async () => {
      const closed = await putRules(c().id, table(itemsOf('closed')), uniform(rule('nobody')));
      expect(closed.statusCode, closed.body).toBe(200);
      const refused = await send('GET', dataUrl('parents', `select=id,${table(itemsOf('closed'))}(id)`), headersOf.get('visitor')!);
      expect([refused.statusCode, refused.json().message]).toEqual([401, `permission denied to read table ${table(itemsOf('closed'))}`]);
      const inner = await send('GET', dataUrl('parents', `select=id,${table(itemsOf('closed'))}!inner(id)`), headersOf.get('plain')!);
      expect(inner.statusCode).toBe(403);
      for (const caller of ['owner', 'other'] as const) {
        const embedded = await send('GET', dataUrl('parents', `select=id,${table(itemsOf('owner'))}(id,owner_id)`), headersOf.get(caller)!);
        expect(embedded.statusCode, embedded.body).toBe(200);
        const rows = (embedded.json() as Row[])[0]![table(itemsOf('owner'))] as Row[];
        const expectedIds = (await builderRows('owner', `select=id&owner_id=eq.${userIdOf.get(caller)}&order=id`)).map((row) => row.id);
        expect(rows.map((row) => row.id).sort((a, b) => Number(a) - Number(b))).toEqual(expectedIds);
        expect(rows.length).toBeGreaterThan(0);
      }
    });

    it('reaches by update or delete only rows the caller may also read, filtered on readable columns', async () => {
      const name = itemsOf('closed');
      const seed = await send('POST', dataUrl(name), builder, [rowOf(nextId++, 'r', null, 'published')]);
      expect(seed.statusCode, seed.body).toBe(201);
      const writeOnly = { read: rule('nobody'), insert: rule('anyone'), update: rule('anyone'), delete: rule('anyone'), ownerColumnId: null };
      expect((await putRules(c().id, table(name), writeOnly)).statusCode).toBe(200);
      const remove = await send('DELETE', dataUrl(name, 'tag=eq.r'), headersOf.get('visitor')!);
      expect([remove.statusCode, remove.json().message]).toEqual([401, `permission denied to read table ${table(name)}`]);
      expect(await builderRows('closed', 'select=tag&tag=eq.r')).toEqual([{ tag: 'r' }]);
      const hiddenFilter = await send('PATCH', dataUrl(itemsOf('columns'), 'secret=eq.seed'), headersOf.get('visitor')!, { label: 'x' });
      expect([hiddenFilter.statusCode, hiddenFilter.json().message]).toEqual([403, `permission denied to filter on column secret of table ${table(itemsOf('columns'))}`]);
      expect((await putRules(c().id, table(name), uniform(rule('nobody')))).statusCode).toBe(200);
    });

    it('closes a rule whose column the database no longer has', async () => {
      const name = itemsOf('gone');
      const seed = await send('POST', dataUrl(name), builder, [rowOf(nextId++, 'g', null, 'published')]);
      expect(seed.statusCode, seed.body).toBe(201);
      const open = await putRules(c().id, table(name), uniform(rule('anyone', { condition: [{ columnId: 'label', op: 'eq', value: { kind: 'literal', value: 'seed' } }] })));
      expect(open.statusCode, open.body).toBe(200);
      expect((await send('GET', dataUrl(name, 'select=id'), headersOf.get('visitor')!)).json()).toHaveLength(1);
      await (dialect === 'postgres' ? pgScratch.run([`ALTER TABLE ${name} DROP COLUMN label`]) : myScratch.run([`ALTER TABLE ${table(name)} DROP COLUMN label`]));
      const after = await send('GET', dataUrl(name, 'select=id'), headersOf.get('visitor')!);
      expect([after.statusCode, after.json()]).toEqual([200, []]);
      const unknown = await putRules(c().id, table(name), uniform(rule('anyone', { columnIds: ['id', 'label'] })));
      expect([unknown.statusCode, unknown.json().error.message]).toEqual([400, `${table(name)} has no column label.`]);
    });
  });

  it('keeps live closed until the project is published, and refuses a builder there', async () => {
    const name = itemsOf('live');
    const pg = connectors.postgres.id;
    const url = (environment: string) => fillPath(externalAccessPaths.dataApiTable, { projectId, environment, connectorId: pg, table: name });
    const publish = async () => {
      const published = await send('POST', fillPath(releasePaths.list, { projectId }), builder, { note: '' });
      expect(published.statusCode, published.body).toBe(201);
    };
    expect((await send('POST', url('draft'), builder, [{ id: 1, tag: 'l' }])).statusCode).toBe(201);
    expect((await putRules(pg, name, uniform(rule('anyone')))).statusCode).toBe(200);
    expect((await send('GET', url('draft'), headersOf.get('visitor')!)).statusCode).toBe(200);
    const closed = await send('GET', url('live'), {});
    expect([closed.statusCode, closed.json().code]).toEqual([401, '42501']);
    await publish();
    const open = await send('GET', url('live'), {});
    expect([open.statusCode, (open.json() as Row[]).map((row) => row.id)]).toEqual([200, [1]]);
    expect((await send('GET', url('live'), builder)).statusCode).toBe(401);
    // Closing draft again closes live at the next publication, not before.
    expect((await putRules(pg, name, uniform(rule('nobody')))).statusCode).toBe(200);
    expect((await send('GET', url('live'), {})).statusCode).toBe(200);
    await publish();
    expect((await send('GET', url('live'), {})).statusCode).toBe(401);
  });

  it('answers 404 for another workspace’s project or connector, and drops a deleted connector’s rules', async () => {
    const list = fillPath(externalAccessPaths.rules, { projectId });
    expect((await send('GET', list, outsider)).statusCode).toBe(404);
    expect((await putRules(connectors.postgres.id, 'parents', uniform(rule('anyone')), outsider)).statusCode).toBe(404);
    expect((await putRules(outsiderConnector, 'parents', uniform(rule('anyone')))).statusCode).toBe(404);
    const foreignConnector = fillPath(externalAccessPaths.dataApiTable, { projectId, environment: 'draft', connectorId: outsiderConnector, table: 'parents' });
    expect((await send('GET', foreignConnector, builder)).statusCode).toBe(404);
    expect((await send('GET', foreignConnector, headersOf.get('visitor')!)).statusCode).toBe(404);
    // A member of the workspace without a Developer seat is no builder of connected tables.
    const seatless = await signedInUser(t, 'xa.seatless');
    await addToWorkspace(t, workspaceId, seatless, 'developer', 'end_user');
    const seatlessRead = await send('GET', fillPath(externalAccessPaths.dataApiTable, { projectId, environment: 'draft', connectorId: connectors.postgres.id, table: 'parents' }), scoped(seatless, workspaceName));
    expect([seatlessRead.statusCode, seatlessRead.json().message]).toEqual([403, 'Reading the tables of a connected database needs a Developer seat.']);
    const mysqlSchema = await send('PUT', fillPath(externalAccessPaths.connectorRules, { projectId, connectorId: connectors.mysql.id }), builder, { schema: 'elsewhere', table: 'parents', access: uniform(rule('anyone')) });
    expect(mysqlSchema.statusCode).toBe(400);

    const spare = await client.create(builder, { kind: 'postgres', name: 'Spare', settings: { host: externalPostgres.host, port: externalPostgres.port, database: pgScratch.database, user: externalPostgres.adminUser, tls: { mode: 'disable' } } });
    expect(spare.statusCode).toBe(201);
    expect((await putRules(spare.json().id, 'parents', uniform(rule('anyone')))).statusCode).toBe(200);
    const before = (await send('GET', list, builder)).json() as { rules: { connectorId: string; table: string; schema: string }[] };
    expect(before.rules).toContainEqual(expect.objectContaining({ connectorId: spare.json().id, table: 'parents', schema: '' }));
    expect((await client.remove(builder, spare.json().id)).statusCode).toBe(204);
    const after = (await send('GET', list, builder)).json() as { rules: { connectorId: string }[] };
    expect(after.rules.some((entry) => entry.connectorId === spare.json().id)).toBe(false);
    expect(after.rules.length).toBe(before.rules.length - 1);
  });
});
