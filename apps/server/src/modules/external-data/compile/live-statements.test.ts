import type { ExternalTable } from '@tessera/model/connectors';
import Fastify from 'fastify';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createMysqlScratch, createPostgresScratch, externalMysql, externalPostgres } from '../../../../test/helpers/external-databases.ts';
import { SecretValue } from '../../../security/secret-value.ts';
import { introspectMysql } from '../../sql-connectors/introspect-mysql.ts';
import { introspectPostgres } from '../../sql-connectors/introspect-postgres.ts';
import { createMysqlHandle } from '../../sql-connectors/mysql-handle.ts';
import { createPostgresHandle } from '../../sql-connectors/postgres-handle.ts';
import type { SqlHandle } from '../../sql-connectors/sql-handle.ts';
import type { ExternalTarget } from './external-target.ts';
import { compileExternalRead } from './read-statement.ts';
import type { PredicateCaller, RowPredicate } from './row-predicate.ts';
import type { CompiledStatement } from './sql-dialect.ts';
import { request } from './test-fixtures.ts';
import { compileExternalDelete, compileExternalInsert, compileExternalUpdate, compileExternalUpsert, compileReselectByKeys, type CompiledExternalWrite } from './write-statement.ts';

/**
 * The compiled statements run against the machine's Postgres and MariaDB through the connectors'
 * own pools, on tables introspected the way connectors read them (MariaDB's flag is tinyint(1)).
 */

const limits = { poolMax: 2, statementTimeoutMs: 5000, connectTimeoutMs: 5000, idleTimeoutMs: 1000, poolWaitMs: 5000 };
const loopback = (port: number) => ({ host: '127.0.0.1', port, addresses: [{ address: '127.0.0.1', family: 4 as const }], servername: undefined });
const noTls = { mode: 'disable' as const, caPem: null };
const log = Fastify().log;

interface Live {
  handle: SqlHandle;
  target: ExternalTarget;
  /** Every introspected table of the scratch schema, and the names of the embed tables in it. */
  tables: readonly ExternalTable[];
  names: { projects: string; items: string };
  drop(): Promise<void>;
}

/** Two projects, one with two items (one urgent, one without a label) and one with none; an item of no project. */
const embedRows = (projects: string, items: string) => [
  `INSERT INTO ${projects} (id, name) VALUES (1, 'Roof'), (2, 'Cellar')`,
  `INSERT INTO ${items} (id, project_id, label, urgent) VALUES (10, 1, 'tiles', true), (11, 1, NULL, false), (12, NULL, 'loose', NULL)`,
];

async function livePostgres(): Promise<Live> {
  const scratch = await createPostgresScratch();
  await scratch.run([
    `CREATE TABLE tasks (id integer PRIMARY KEY, title varchar(80) NOT NULL UNIQUE, done boolean, due date, created_at timestamptz, score numeric(8,2), owner varchar(40))`,
    `CREATE TABLE projects (id integer PRIMARY KEY, name varchar(40) NOT NULL)`,
    `CREATE TABLE items (id integer PRIMARY KEY, project_id integer REFERENCES projects (id), label varchar(40), urgent boolean)`,
    ...embedRows('projects', 'items'),
  ]);
  const settings = { host: externalPostgres.host, port: externalPostgres.port, database: scratch.database, user: externalPostgres.adminUser, tls: noTls };
  const handle = createPostgresHandle({ connector: { settings, password: null }, target: loopback(externalPostgres.port), limits }, log);
  const schema = await introspectPostgres(handle, 'public');
  return {
    handle,
    target: { dialect: 'postgres', schema: 'public', table: tableNamed(schema.tables, 'tasks') },
    tables: schema.tables,
    names: { projects: 'projects', items: 'items' },
    drop: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

async function liveMysql(): Promise<Live> {
  const scratch = await createMysqlScratch();
  const name = `${scratch.prefix}tasks`;
  await scratch.run([
    `CREATE TABLE \`${name}\` (id int PRIMARY KEY, title varchar(80) NOT NULL UNIQUE, done tinyint(1), due date, created_at datetime(3), score decimal(8,2), owner varchar(40))`,
    `CREATE TABLE \`${scratch.prefix}projects\` (id int PRIMARY KEY, name varchar(40) NOT NULL)`,
    `CREATE TABLE \`${scratch.prefix}items\` (id int PRIMARY KEY, project_id int, label varchar(40), urgent tinyint(1), FOREIGN KEY (project_id) REFERENCES \`${scratch.prefix}projects\` (id))`,
    ...embedRows(`\`${scratch.prefix}projects\``, `\`${scratch.prefix}items\``),
  ]);
  const settings = { host: externalMysql.host, port: externalMysql.port, database: externalMysql.database, user: scratch.user, tls: noTls };
  const handle = createMysqlHandle({ connector: { settings, password: new SecretValue(scratch.password) }, target: loopback(externalMysql.port), limits }, log);
  const schema = await introspectMysql(handle);
  return {
    handle,
    target: { dialect: 'mysql', schema: externalMysql.database, table: tableNamed(schema.tables, name) },
    tables: schema.tables,
    names: { projects: `${scratch.prefix}projects`, items: `${scratch.prefix}items` },
    drop: async () => {
      await handle.close();
      await scratch.drop(['items', 'projects', 'tasks']);
    },
  };
}

function tableNamed(tables: readonly ExternalTable[], name: string): ExternalTable {
  const table = tables.find((candidate) => candidate.name === name);
  if (!table) throw new Error(`the scratch table ${name} was not introspected`);
  return table;
}

const seed = [
  { id: 1, title: 'Alpha', done: true, due: '2024-01-10', created_at: '2024-01-10T08:00:00Z', score: 1.5, owner: 'u1' },
  { id: 2, title: 'beta_x', done: false, due: null, created_at: '2024-02-11T09:30:00.250Z', score: '20.25', owner: 'u2' },
  { id: 3, title: 'Gamma%', done: null, due: '2024-03-01', created_at: null, score: null, owner: 'u1' },
  { id: 4, title: 'delta', done: true, due: '2024-02-01', created_at: '2024-02-01T00:00:00Z', score: '-3', owner: null },
];

const nobody: PredicateCaller = { endUserId: null };

describe.each([
  ['postgres', livePostgres],
  ['mysql', liveMysql],
] as const)('compiled statements run on %s', (_dialect, open) => {
  let live: Live;
  beforeAll(async () => {
    live = await open();
  }, 60_000);
  afterAll(async () => {
    await live?.drop();
  });

  async function run(statement: CompiledStatement): Promise<Record<string, unknown>[]> {
    const result = await live.handle.db.executeQuery(CompiledQuery.raw(statement.sql, [...statement.parameters]));
    return result.rows as Record<string, unknown>[];
  }

  /** A write and its written rows, read back the way `written` says. */
  async function write(compiled: CompiledExternalWrite, keysFromBody: readonly Record<string, unknown>[] = []): Promise<Record<string, unknown>[]> {
    const { written } = compiled;
    const before = written.kind === 'keysBefore' || written.kind === 'rowsBefore' ? await run(written.statement) : [];
    const rows = await run(compiled.statement);
    if (written.kind === 'returned') return rows;
    if (written.kind === 'rowsBefore') return before;
    if (written.kind === 'keysBefore') return before.length === 0 ? [] : run(compileReselectByKeys(live.target, before));
    if (written.kind === 'reselectByPrimaryKey') return run(compileReselectByKeys(live.target, keysFromBody));
    return [];
  }

  const ids = (rows: readonly Record<string, unknown>[]) => rows.map((row) => Number(row.id));
  const flag = (value: unknown) => (value === null ? null : Boolean(Number(value)));

  async function pageIds(query: string, headers = {}, predicate: RowPredicate | null = null, caller = nobody): Promise<number[]> {
    return ids(await run(compileExternalRead({ target: live.target, request: request(query, headers), predicate, caller }).page));
  }

  test('an insert of several rows answers them, with values bound by their column types', async () => {
    const rows = await write(compileExternalInsert({ target: live.target, request: request('', { prefer: 'return=representation' }), predicate: null, caller: nobody }, seed), seed);
    const sorted = [...rows].sort((a, b) => Number(a.id) - Number(b.id));
    expect(ids(sorted)).toEqual([1, 2, 3, 4]);
    expect(sorted.map((row) => flag(row.done))).toEqual([true, false, null, true]);
    expect(sorted.map((row) => (row.score === null ? null : Number(row.score)))).toEqual([1.5, 20.25, null, -3]);
    const dues = await run({ sql: live.target.dialect === 'postgres' ? `select to_char(due, 'YYYY-MM-DD') as d from tasks order by id` : `select date_format(due, '%Y-%m-%d') as d from \`${live.target.table.name}\` order by id`, parameters: [] });
    expect(dues.map((row) => row.d)).toEqual(['2024-01-10', null, '2024-03-01', '2024-02-01']);
  });

  test('filters of every operator select the same rows as on the project’s own tables', async () => {
    expect(await pageIds('id=eq.2')).toEqual([2]);
    expect(await pageIds('id=neq.2&order=id')).toEqual([1, 3, 4]);
    expect(await pageIds('id=gt.2&id=lte.4&order=id')).toEqual([3, 4]);
    expect(await pageIds('id=gte.3&id=lt.4')).toEqual([3]);
    expect(await pageIds('title=ilike.*ALP*')).toEqual([1]);
    expect(await pageIds('title=like.*ALP*')).toEqual([]);
    expect(await pageIds('title=like.*ta*&order=id')).toEqual([2, 4]);
    expect(await pageIds('id=in.(1,3,9)&order=id')).toEqual([1, 3]);
    expect(await pageIds('id=not.in.(1,3)&order=id')).toEqual([2, 4]);
    expect(await pageIds('id=in.()')).toEqual([]);
    expect(await pageIds('done=is.true&order=id')).toEqual([1, 4]);
    expect(await pageIds('done=not.is.true&order=id')).toEqual([2, 3]);
    expect(await pageIds('done=is.false')).toEqual([2]);
    expect(await pageIds('due=is.null&order=id')).toEqual([2]);
    expect(await pageIds('done=is.unknown')).toEqual([3]);
    expect(await pageIds('due=gte.2024-02-01&order=id')).toEqual([3, 4]);
    expect(await pageIds('created_at=gt.2024-02-01T00:00:00Z&order=id')).toEqual([2]);
    expect(await pageIds('score=lt.2&order=id')).toEqual([1, 4]);
    expect(await pageIds('or=(id.eq.1,and(done.is.true,score.lt.0))&order=id')).toEqual([1, 4]);
    expect(await pageIds('not.or=(id.eq.1,id.eq.2)&order=id')).toEqual([3, 4]);
  });

  test('order with nulls first and last, and pages', async () => {
    expect(await pageIds('order=due.asc,id')).toEqual([1, 4, 3, 2]);
    expect(await pageIds('order=due.desc')).toEqual([2, 3, 4, 1]);
    expect(await pageIds('order=due.asc.nullsfirst')).toEqual([2, 1, 4, 3]);
    expect(await pageIds('order=due.desc.nullslast')).toEqual([3, 4, 1, 2]);
    expect(await pageIds('order=id.desc&limit=2&offset=1')).toEqual([3, 2]);
    expect(await pageIds('order=id', { range: '2-5' })).toEqual([3, 4]);
    expect(await pageIds('limit=0')).toEqual([]);
  });

  test('the exact count and the access rule', async () => {
    const owned: RowPredicate = { kind: 'ownedByCaller', column: 'owner' };
    const read = compileExternalRead({ target: live.target, request: request('done=not.is.false'), predicate: owned, caller: { endUserId: 'u1' } });
    expect(ids(await run(read.page)).sort()).toEqual([1, 3]);
    expect((await run(read.count)).map((row) => Number(row.count))).toEqual([2]);
    expect(await pageIds('order=id', {}, owned, nobody)).toEqual([]);
    expect(await pageIds('order=id', {}, { kind: 'not', child: { kind: 'or', children: [{ kind: 'isNull', column: 'owner' }, { kind: 'compare', column: 'owner', op: 'eq', value: 'u1' }] } })).toEqual([2]);
  });

  test('an update and a delete change only the rows of the filter and the rule', async () => {
    const rule: RowPredicate = { kind: 'ownedByCaller', column: 'owner' };
    const updated = await write(compileExternalUpdate({ target: live.target, request: request('id=in.(1,2)', { prefer: 'return=representation' }), predicate: rule, caller: { endUserId: 'u1' } }, { title: 'Alpha!', done: false }));
    expect(updated.map((row) => [Number(row.id), row.title, flag(row.done)])).toEqual([[1, 'Alpha!', false]]);
    expect(await pageIds('title=eq.beta_x')).toEqual([2]);
    const deleted = await write(compileExternalDelete({ target: live.target, request: request('id=gte.4', { prefer: 'return=representation' }), predicate: null, caller: nobody }));
    expect(ids(deleted)).toEqual([4]);
    expect(await pageIds('order=id')).toEqual([1, 2, 3]);
  });

  test('embeds answer the related rows as JSON through the foreign key', async () => {
    const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
    const onTable = (name: string): ExternalTarget => ({ ...live.target, table: tableNamed(live.tables, name) });
    const projects = await run(compileExternalRead({ target: onTable(live.names.projects), related: live.tables, request: request(`select=name,things:${live.names.items}(label,urgent)&order=id`), predicate: null, caller: nobody }).page);
    expect(projects.map((row) => [row.name, (json(row.things) as { label: string | null; urgent: unknown }[]).map((item) => [item.label, flag(item.urgent)]).sort()])).toEqual([
      ['Roof', [['tiles', true], [null, false]].sort()],
      ['Cellar', []],
    ]);
    const items = await run(compileExternalRead({ target: onTable(live.names.items), related: live.tables, request: request(`select=id,project:${live.names.projects}(name)&order=id`), predicate: null, caller: nobody }).page);
    expect(items.map((row) => [Number(row.id), json(row.project)])).toEqual([
      [10, { name: 'Roof' }],
      [11, { name: 'Roof' }],
      [12, null],
    ]);
    const inner = await run(compileExternalRead({ target: onTable(live.names.items), related: live.tables, request: request(`select=id,${live.names.projects}!inner(name)&order=id`), predicate: null, caller: nobody }).page);
    expect(ids(inner)).toEqual([10, 11]);
  });

  test('an upsert merges existing rows by key, and ignores duplicates of a unique column', async () => {
    const rows = [{ id: 1, title: 'Alpha again' }, { id: 5, title: 'epsilon' }];
    await write(compileExternalUpsert({ target: live.target, request: request('', { prefer: 'resolution=merge-duplicates' }), predicate: null, caller: nobody }, rows), rows);
    const after = await run(compileReselectByKeys(live.target, [{ id: 1 }, { id: 5 }]));
    expect(after.map((row) => [Number(row.id), row.title]).sort()).toEqual([[1, 'Alpha again'], [5, 'epsilon']]);
    await write(compileExternalUpsert({ target: live.target, request: request('on_conflict=title', { prefer: 'resolution=ignore-duplicates' }), predicate: null, caller: nobody }, [{ id: 6, title: 'epsilon' }]));
    expect(await pageIds('order=id')).toEqual([1, 2, 3, 5]);
  });
});
