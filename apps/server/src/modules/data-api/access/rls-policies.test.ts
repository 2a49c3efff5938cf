import { randomUUID } from 'node:crypto';
import { type AccessRule, closedAccess, type DataColumn, type DataTable, postgresTypeOf, type TableAccess } from '@tessera/model/data';
import { type Kysely, sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concurrentDatabases, createTestDatabase, type TestDatabase, testDatabases } from '../../../../test/helpers/databases.ts';
import { migrateAppCatalog } from '../../../db/app-data/catalog-migrations.ts';
import { createDb } from '../../../db/create-db.ts';
import { schemaNameOf } from '../../data-schema/schema-name.ts';
import type { Principal } from '../principal.ts';
import { ensureAppDataRoles } from './app-data-roles.ts';
import { grantModelVersions } from './rls-queries.ts';
import { rlsDropPolicySteps, rlsPolicySteps } from '../../data-schema/row-security/rls-policies.ts';
import { schemaGrantSteps } from '../../data-schema/row-security/rls-role.ts';
import { plannedRows } from '../queries.ts';
import { enterCallerSession, enterOwnerSession } from './rls-session.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the project tables are made here, untyped
type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
type AnyTrx = Transaction<any>;

const column = (id: string, type: DataColumn['type'], extra: Partial<DataColumn> = {}): DataColumn => ({
  id,
  name: id,
  type,
  required: false,
  unique: false,
  defaultValue: null,
  enumValues: [],
  references: null,
  ...extra,
});

const rule = (who: AccessRule['who'], extra: Partial<AccessRule> = {}): AccessRule => ({ who, roles: [], condition: [], columnIds: null, ...extra });
const everyOp = (r: AccessRule, ownerColumnId: string | null = null): TableAccess => ({ read: r, insert: r, update: r, delete: r, ownerColumnId });

function table(name: string, access: TableAccess): DataTable {
  return {
    id: name,
    name,
    primaryKeyColumnId: 'id',
    columns: [
      column('id', 'integer'),
      column('owner_id', 'uuid'),
      column('label', 'text'),
      column('published', 'boolean'),
      column('score', 'integer'),
      column('kind', 'enum', { enumValues: ['a', 'b'] }),
    ],
    indexes: [],
    position: { x: 0, y: 0 },
    access,
    joinFor: null,
  };
}

const alice = randomUUID();
const bob = randomUUID();
const tricky = "it's \\ a'); drop table t_anyone; --";

const tables = {
  t_closed: table('t_closed', closedAccess()),
  t_anyone: table('t_anyone', { ...closedAccess(), read: rule('anyone'), insert: rule('anyone') }),
  t_signed: table('t_signed', everyOp(rule('signedIn'))),
  t_roles: table('t_roles', everyOp(rule('roles', { roles: ['editor', "o'brien"] }))),
  t_owner: table('t_owner', everyOp(rule('owner'), 'owner_id')),
  t_cond: table('t_cond', {
    ...closedAccess(),
    read: rule('anyone', {
      condition: [
        { columnId: 'published', op: 'is', value: { kind: 'literal', value: 'true' } },
        { columnId: 'score', op: 'gte', value: { kind: 'literal', value: '10' } },
      ],
    }),
  }),
  t_text: table('t_text', { ...closedAccess(), read: rule('anyone', { condition: [{ columnId: 'label', op: 'eq', value: { kind: 'literal', value: tricky } }] }) }),
  t_bad: table('t_bad', { ...closedAccess(), read: rule('anyone', { condition: [{ columnId: 'score', op: 'eq', value: { kind: 'literal', value: '1; select 1' } }] }) }),
  t_mine: table('t_mine', { ...closedAccess(), read: rule('signedIn', { condition: [{ columnId: 'owner_id', op: 'eq', value: { kind: 'currentUser' } }] }) }),
};

/** Every table gets the same rows: 1 and 2 Alice's, 3 Bob's, 4 nobody's. */
const seed = [
  { id: 1, owner_id: alice, label: 'a1', published: true, score: 10, kind: 'a' },
  { id: 2, owner_id: alice, label: tricky, published: false, score: 50, kind: 'b' },
  { id: 3, owner_id: bob, label: 'b1', published: true, score: 5, kind: 'a' },
  { id: 4, owner_id: null, label: 'x', published: true, score: 99, kind: null },
];

const anonymous: Principal = { kind: 'anonymous' };
const builder: Principal = { kind: 'builder', userId: randomUUID() };
const asAlice: Principal = { kind: 'endUser', userId: alice, roles: [] };
const asBob: Principal = { kind: 'endUser', userId: bob, roles: ["o'brien"] };
const asEditor: Principal = { kind: 'endUser', userId: randomUUID(), roles: ['viewer', 'editor'] };

function sqlState(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

describe.each(testDatabases)('row-level security as a second wall on %s', (kind) => {
  let database: TestDatabase;
  let db: AnyDb;
  const schema = schemaNameOf(randomUUID(), 'draft');

  /** Runs `work` in a transaction under the caller's session; rolled back when it throws. */
  function as<T>(principal: Principal, work: (trx: AnyTrx) => Promise<T>): Promise<T> {
    return db.transaction().execute(async (trx) => {
      await enterCallerSession(trx, principal);
      return work(trx);
    });
  }

  /** The ids of `name` the caller sees with a query that has no predicate of its own. */
  const visibleIds = (principal: Principal, name: string) =>
    as(principal, async (trx) => (await sql<{ id: string }>`select id from ${sql.id(schema, name)} order by id`.execute(trx)).rows.map((row) => Number(row.id)));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = createDb(database.config).withoutPlugins() as AnyDb;
    await ensureAppDataRoles(db);
    await ensureAppDataRoles(db);
    await db.transaction().execute(async (trx) => {
      await sql`create schema ${sql.id(schema)}`.execute(trx);
      for (const step of schemaGrantSteps(schema)) await step.execute(trx);
      for (const t of Object.values(tables)) {
        const columns = t.columns.map((c) => (c.id === 'id' ? sql`${sql.id(c.name)} bigint primary key` : sql`${sql.id(c.name)} ${sql.raw(postgresTypeOf[c.type])}`));
        await sql`create table ${sql.id(schema, t.name)} (${sql.join(columns)})`.execute(trx);
        for (const step of rlsPolicySteps(schema, t)) await step.execute(trx);
      }
    });
    // Builders write through the same role and session as everyone else: their policy lets them.
    await as(builder, async (trx) => {
      for (const t of Object.values(tables)) await trx.withSchema(schema).insertInto(t.name).values(seed).execute();
    });
  }, 60_000);

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('writes every statement as plain SQL text without parameters, for the migration history', () => {
    for (const t of Object.values(tables)) {
      for (const step of rlsPolicySteps(schema, t)) expect(step.compile(db).parameters).toEqual([]);
    }
    const text = rlsPolicySteps(schema, tables.t_text).map((step) => step.compile(db).sql);
    expect(text).toContain(`alter table "${schema}"."t_text" force row level security`);
    expect(text.join('\n')).toContain(`E'it''s \\\\ a''); drop table t_anyone; --'`);
  });

  it('shows each caller only the rows its rules allow, to a query without any predicate', async () => {
    expect(await visibleIds(builder, 't_closed')).toEqual([1, 2, 3, 4]);
    for (const caller of [anonymous, asAlice, asEditor]) expect(await visibleIds(caller, 't_closed')).toEqual([]);
    for (const caller of [anonymous, asAlice]) expect(await visibleIds(caller, 't_anyone')).toEqual([1, 2, 3, 4]);
    expect(await visibleIds(anonymous, 't_signed')).toEqual([]);
    expect(await visibleIds(asBob, 't_signed')).toEqual([1, 2, 3, 4]);
    expect(await visibleIds(asAlice, 't_roles')).toEqual([]);
    expect(await visibleIds(asEditor, 't_roles')).toEqual([1, 2, 3, 4]);
    expect(await visibleIds(asBob, 't_roles')).toEqual([1, 2, 3, 4]);
    expect(await visibleIds(anonymous, 't_owner')).toEqual([]);
    expect(await visibleIds(asAlice, 't_owner')).toEqual([1, 2]);
    expect(await visibleIds({ ...asAlice, userId: alice.toUpperCase() }, 't_owner')).toEqual([1, 2]);
    expect(await visibleIds(asBob, 't_owner')).toEqual([3]);
    expect(await visibleIds(anonymous, 't_cond')).toEqual([1, 4]);
    expect(await visibleIds(anonymous, 't_text')).toEqual([2]);
    expect(await visibleIds(anonymous, 't_bad')).toEqual([]);
    expect(await visibleIds(anonymous, 't_mine')).toEqual([]);
    expect(await visibleIds(asBob, 't_mine')).toEqual([3]);
  });

  it('holds counts, aggregates and joins to the same rows', async () => {
    const counted = await as(asAlice, async (trx) => {
      const owner = sql.id(schema, 't_owner');
      const { rows } = await sql<{ n: number; total: string; joined: number }>`
        select (select count(*)::int from ${owner}) as n,
               (select sum(score)::text from ${owner}) as total,
               (select count(*)::int from ${sql.id(schema, 't_anyone')} a join ${owner} o on o.id = a.id) as joined`.execute(trx);
      return rows[0];
    });
    expect(counted).toEqual({ n: 2, total: '60', joined: 2 });
  });

  it('refuses writes the rules do not allow, and changes no row it may not reach', async () => {
    const ownerTable = sql.id(schema, 't_owner');
    await expect(as(anonymous, (trx) => sql`insert into ${ownerTable} (id, owner_id) values (10, ${alice})`.execute(trx))).rejects.toSatisfy((error) => sqlState(error) === '42501');
    await expect(as(asBob, (trx) => sql`insert into ${ownerTable} (id, owner_id) values (10, ${alice})`.execute(trx))).rejects.toSatisfy((error) => sqlState(error) === '42501');
    await as(asBob, (trx) => sql`insert into ${ownerTable} (id, owner_id, label) values (10, ${bob}, 'mine')`.execute(trx));
    const updated = await as(asBob, (trx) => sql`update ${ownerTable} set label = 'taken'`.execute(trx));
    expect(Number(updated.numAffectedRows)).toBe(2);
    await expect(as(asBob, (trx) => sql`update ${ownerTable} set owner_id = ${alice} where id = 3`.execute(trx))).rejects.toSatisfy((error) => sqlState(error) === '42501');
    const deleted = await as(asBob, (trx) => sql`delete from ${ownerTable} where score is null or score >= 0`.execute(trx));
    expect(Number(deleted.numAffectedRows)).toBe(2);
    const left = await as(builder, async (trx) => (await sql<{ id: string; label: string }>`select id, label from ${ownerTable} order by id`.execute(trx)).rows);
    expect(left.map((row) => [Number(row.id), row.label])).toEqual([[1, 'a1'], [2, tricky], [4, 'x']]);
    const anyone = sql.id(schema, 't_anyone');
    await as(anonymous, (trx) => sql`insert into ${anyone} (id, label) values (20, 'guest')`.execute(trx));
    expect(Number((await as(anonymous, (trx) => sql`update ${anyone} set label = 'changed'`.execute(trx))).numAffectedRows)).toBe(0);
    expect(Number((await as(anonymous, (trx) => sql`delete from ${anyone}`.execute(trx))).numAffectedRows)).toBe(0);
  });

  it('keeps the data API role away from the catalogue and the platform tables', async () => {
    await migrateAppCatalog(db);
    await expect(as(builder, (trx) => sql`select count(*) from tessera_data.environments`.execute(trx))).rejects.toSatisfy((error) => sqlState(error) === '42501');
    // The model versions only, once granted: never a model, a migration or an import.
    await grantModelVersions(db);
    await grantModelVersions(db);
    const project = randomUUID();
    await sql`insert into tessera_data.environments (project_id, environment, schema_name, data_model, version) values (${project}, 'draft', ${`grant_test_${kind}`}, '{}', 7)`.execute(db);
    const version = await as(anonymous, async (trx) => (await sql<{ v: number }>`select version as v from tessera_data.environments where project_id = ${project} and not archived`.execute(trx)).rows[0]?.v);
    expect(version).toBe(7);
    for (const forbidden of [
      sql`select data_model from tessera_data.environments`,
      sql`select schema_name from tessera_data.environments`,
      sql`select * from tessera_data.environments`,
      sql`select count(*) from tessera_data.migrations`,
      sql`select count(*) from tessera_data.import_jobs`,
      sql`update tessera_data.environments set version = version + 1`,
    ]) {
      await expect(as(builder, (trx) => forbidden.execute(trx))).rejects.toSatisfy((error) => sqlState(error) === '42501');
    }
    await sql`create table public.platform_secret (v text)`.execute(db);
    await expect(as(builder, (trx) => sql`select v from public.platform_secret`.execute(trx))).rejects.toSatisfy((error) => sqlState(error) === '42501');
    const role = await as(anonymous, async (trx) => (await sql<{ user: string }>`select current_user as user`.execute(trx)).rows[0]?.user);
    expect(role).toBe('tessera_data_api');
    const after = (await sql<{ user: string }>`select current_user as user`.execute(db)).rows[0]?.user;
    expect(after).not.toBe('tessera_data_api');
  });

  it('forces RLS on every table, and its policies can be dropped before a change and made again', async () => {
    const { rows } = await sql<{ relname: string; on: boolean; forced: boolean }>`
      select c.relname, c.relrowsecurity as on, c.relforcerowsecurity as forced
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = ${schema} and c.relkind = 'r' order by 1`.execute(db);
    expect(rows).toHaveLength(Object.keys(tables).length);
    expect(rows.every((row) => row.on && row.forced)).toBe(true);
    await db.transaction().execute(async (trx) => {
      for (const step of rlsDropPolicySteps(schema, 't_cond')) await step.execute(trx);
      await sql`alter table ${sql.id(schema, 't_cond')} alter column score type numeric`.execute(trx);
      for (const step of rlsPolicySteps(schema, tables.t_cond)) await step.execute(trx);
    });
    expect(await visibleIds(anonymous, 't_cond')).toEqual([1, 4]);
  });

  it('holds a table owner that is no superuser to the policies, unless it marks its own work', async () => {
    const owner = `tessera_test_owner_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const target = sql.id(schema, 't_closed');
    const count = async (trx: AnyTrx) => (await sql<{ n: number }>`select count(*)::int as n from ${target}`.execute(trx)).rows[0]?.n;
    // Everything here is rolled back: the role, the change of owner.
    const rollback = new Error('rollback');
    const seen: Array<number | undefined> = [];
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`create role ${sql.id(owner)} nologin`.execute(trx);
        await sql`grant usage on schema ${sql.id(schema)} to ${sql.id(owner)}`.execute(trx);
        await sql`alter table ${target} owner to ${sql.id(owner)}`.execute(trx);
        await sql`select set_config('role', ${owner}, true)`.execute(trx);
        seen.push(await count(trx));
        await enterOwnerSession(trx);
        seen.push(await count(trx));
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(seen).toEqual([0, 4]);
  });

  it('writes the request’s other settings in the same round trip', async () => {
    const settings = await as(anonymous, async (trx) => {
      await enterCallerSession(trx, anonymous, { statement_timeout: '4s', TimeZone: 'UTC' });
      return (await sql<{ timeout: string; zone: string }>`select current_setting('statement_timeout') as timeout, current_setting('TimeZone') as zone`.execute(trx)).rows[0];
    });
    expect(settings).toEqual({ timeout: '4s', zone: 'UTC' });
  });
});

/** A database user that is no superuser, connected to the test database. */
async function connectAs(database: TestDatabase, admin: AnyDb, name: string, attributes: 'createrole' | 'nocreaterole'): Promise<AnyDb> {
  await sql`create role ${sql.id(name)} login ${sql.raw(attributes)}`.execute(admin);
  if (database.config.kind !== 'postgres') throw new Error('expected Postgres');
  const url = new URL(database.config.url);
  url.username = name;
  return createDb({ kind: 'postgres', url: url.href }).withoutPlugins() as AnyDb;
}

// Real Postgres only: PGlite has one user, its superuser.
describe.each(concurrentDatabases)('the data API role for an app database user that is no superuser, on %s', (kind) => {
  let database: TestDatabase;
  let admin: AnyDb;
  const users: string[] = [];
  const connections: AnyDb[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    admin = createDb(database.config).withoutPlugins() as AnyDb;
    await ensureAppDataRoles(admin);
  });

  afterAll(async () => {
    for (const connection of connections) await connection.destroy();
    for (const user of users) {
      await sql`drop owned by ${sql.id(user)}`.execute(admin);
      await sql`drop role if exists ${sql.id(user)}`.execute(admin);
    }
    await admin?.destroy();
    await database?.drop();
  });

  async function user(attributes: 'createrole' | 'nocreaterole'): Promise<AnyDb> {
    const name = `tessera_test_app_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    users.push(name);
    const connection = await connectAs(database, admin, name, attributes);
    connections.push(connection);
    return connection;
  }

  it('grants the role to a user with CREATEROLE, which may then switch to it', async () => {
    const app = await user('createrole');
    await ensureAppDataRoles(app);
    const role = await app.transaction().execute(async (trx) => {
      await sql`select set_config('role', 'tessera_data_api', true)`.execute(trx);
      return (await sql<{ user: string }>`select current_user as user`.execute(trx)).rows[0]?.user;
    });
    expect(role).toBe('tessera_data_api');
    await ensureAppDataRoles(app);
    // It may switch to the planner role, through the gate, without having its privileges (or its policy).
    const planner = await app.transaction().execute(async (trx) => {
      await sql`select set_config('role', 'tessera_data_planner', true)`.execute(trx);
      return (await sql<{ user: string }>`select current_user as user`.execute(trx)).rows[0]?.user;
    });
    expect(planner).toBe('tessera_data_planner');
    const { rows } = await sql<{ inherits: boolean; member: boolean }>`select pg_has_role(current_user, 'tessera_data_planner', 'USAGE') as inherits, pg_has_role(current_user, 'tessera_data_planner', 'MEMBER') as member`.execute(app);
    expect(rows[0]).toEqual({ inherits: false, member: true });
  });

  it('starts several servers of one user at once: each makes sure of the roles, none fails', async () => {
    const app = await user('createrole');
    const name = (await sql<{ user: string }>`select current_user as user`.execute(app)).rows[0]!.user;
    const others = await Promise.all([1, 2, 3].map(async () => {
      const url = new URL((database.config as { url: string }).url);
      url.username = name;
      const connection = createDb({ kind: 'postgres', url: url.href }).withoutPlugins() as AnyDb;
      connections.push(connection);
      return connection;
    }));
    await Promise.all([app, ...others].map((connection) => ensureAppDataRoles(connection)));
    const { rows } = await sql<{ api: boolean; gate: boolean }>`select pg_has_role(current_user, 'tessera_data_api', 'MEMBER') as api, pg_has_role(current_user, 'tessera_data_planner_gate', 'MEMBER') as gate`.execute(app);
    expect(rows[0]).toEqual({ api: true, gate: true });
  });

  it('refuses a user that has the planner role\'s privileges, which would see every row', async () => {
    const app = await user('createrole');
    await ensureAppDataRoles(app);
    const name = (await sql<{ user: string }>`select current_user as user`.execute(app)).rows[0]!.user;
    await sql`grant tessera_data_planner to ${sql.id(name)}`.execute(admin);
    await expect(ensureAppDataRoles(app)).rejects.toThrow(/must not have the privileges of the role tessera_data_planner/);
    await sql`revoke tessera_data_planner from ${sql.id(name)}`.execute(admin);
    await ensureAppDataRoles(app);
  });

  it('refuses a data API role that has the planner role\'s privileges, which would let every caller see every row', async () => {
    // Roles of this test's own, so no other suite's server is touched.
    const suffix = randomUUID().replaceAll('-', '').slice(0, 10);
    const roles = { api: `review_api_${suffix}`, planner: `review_planner_${suffix}`, gate: `review_gate_${suffix}` };
    try {
      await ensureAppDataRoles(admin, roles);
      await sql`grant ${sql.id(roles.planner)} to ${sql.id(roles.api)}`.execute(admin);
      await expect(ensureAppDataRoles(admin, roles)).rejects.toThrow(new RegExp(`The role ${roles.api} must not have the privileges of the role ${roles.planner}`));
      await sql`revoke ${sql.id(roles.planner)} from ${sql.id(roles.api)}`.execute(admin);
      await ensureAppDataRoles(admin, roles);
    } finally {
      for (const name of [roles.api, roles.gate, roles.planner]) await sql`drop role if exists ${sql.id(name)}`.execute(admin);
    }
  });

  it('starts a user without CREATEROLE once an administrator made and granted the roles as the README says', async () => {
    const app = await user('nocreaterole');
    const name = (await sql<{ user: string }>`select current_user as user`.execute(app)).rows[0]!.user;
    // The roles exist (made at this file's start); the README's grants to the user.
    await sql`grant tessera_data_api, tessera_data_planner_gate to ${sql.id(name)}`.execute(admin);
    await ensureAppDataRoles(app);
    const { rows } = await sql<{ inherits: boolean }>`select pg_has_role(current_user, 'tessera_data_planner', 'USAGE') as inherits`.execute(app);
    expect(rows[0]?.inherits).toBe(false);
  });

  it('takes row estimates as the planner role: the rows of the conditions, not a fraction the policies make up', async () => {
    const app = await user('createrole');
    await ensureAppDataRoles(app);
    const login = (await sql<{ user: string }>`select current_user as user`.execute(app)).rows[0]!.user;
    const estimates = `app_estimates_${login.slice(-12)}`;
    const counted = table('counted', { ...closedAccess(), read: rule('anyone') });
    await sql`create schema ${sql.id(estimates)} authorization ${sql.id(login)}`.execute(admin);
    await app.transaction().execute(async (trx) => {
      for (const step of schemaGrantSteps(estimates)) await step.execute(trx);
      await sql`create table ${sql.id(estimates, 'counted')} (id bigint primary key, owner_id uuid, label text, published boolean, score integer, kind text)`.execute(trx);
      for (const step of rlsPolicySteps(estimates, counted)) await step.execute(trx);
      await enterOwnerSession(trx);
      await sql`insert into ${sql.id(estimates, 'counted')} (id) select g from generate_series(1, 20000) g`.execute(trx);
    });
    await sql`analyze ${sql.id(estimates, 'counted')}`.execute(app);
    const explain = sql`explain (format json) select 1 from ${sql.id(estimates, 'counted')} as t0 where true`;
    // As the user, held to the forced policies, the planner gives each caller setting it cannot
    // know 0.5 %: 20,000 rows look like a few hundred.
    const { rows } = await explain.execute(app);
    const skewed = (rows[0] as { 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> })['QUERY PLAN'][0]!.Plan['Plan Rows'];
    expect(skewed).toBeLessThan(2000);
    const guard = { projectId: randomUUID(), environment: 'draft' as const, version: 0 };
    expect(await plannedRows(app, guard, explain)).toBe(20000);
    // A table an older server made beside this one has no planner grant yet: estimated as the user, as before.
    await sql`revoke select on ${sql.id(estimates, 'counted')} from tessera_data_planner`.execute(admin);
    expect(await plannedRows(app, guard, explain)).toBe(skewed);
  });

  it('stops start-up with the operator’s remedy when the user may not use the role', async () => {
    const app = await user('nocreaterole');
    await expect(ensureAppDataRoles(app)).rejects.toThrow(/may not be granted the role tessera_data_api: grant it CREATEROLE, or grant it the role/);
  });
});
