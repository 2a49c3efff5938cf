import { sqlConnectorPaths } from '@tessera/model/connectors';
import { fillPath } from '@tessera/model/workspace-api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { openConnector, type OpenedSqlConnector } from '../../src/modules/connectors/open-connector.ts';
import { SqlConnectionError } from '../../src/modules/sql-connectors/connection-failure.ts';
import { SqlPoolRegistry } from '../../src/modules/sql-connectors/pool-registry.ts';
import { parseEgressPolicy } from '../../src/net/egress/policy.ts';
import { type Resolver, systemResolver } from '../../src/net/egress/resolver.ts';
import { connectorClient, newSecretsKey, withSecretsKey } from '../helpers/connectors.ts';
import { testDatabases } from '../helpers/databases.ts';
import { closedPort, createMysqlScratch, createPostgresScratch, externalMysql, externalPostgres, silentServer } from '../helpers/external-databases.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { scoped, setPlan, signedInUser } from '../helpers/workspaces.ts';

const STATEMENT_TIMEOUT_MS = 1_000;
const CONNECT_TIMEOUT_MS = 1_500;
const POOL_MAX = 5;

type Headers = Record<string, string>;

/** The app's log as written: one JSON line per entry. */
class LogCapture {
  readonly lines: string[] = [];
  write(line: string): void {
    this.lines.push(line);
  }
}

/**
 * Names only the guard's resolver knows (the system's finds none): a driver that looked a host
 * up itself could not connect with them. Each lookup is counted.
 */
const guardOnlyNames: Record<string, string> = { 'pg.connectors.test': '127.0.0.1', 'maria.connectors.test': '127.0.0.1' };
const lookups: string[] = [];
const testResolver: Resolver = async (name) => {
  lookups.push(name);
  const address = guardOnlyNames[name];
  return address ? [{ address, family: 4 }] : systemResolver(name);
};

const postgresTables = [
  `CREATE TYPE mood AS ENUM ('sad', 'happy')`,
  `CREATE TABLE customers (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     email varchar(200) NOT NULL,
     name text,
     vip boolean NOT NULL DEFAULT false,
     born date,
     created_at timestamptz NOT NULL DEFAULT now(),
     ref uuid,
     profile jsonb,
     score numeric(10,2),
     age integer,
     feeling mood,
     photo bytea)`,
  `CREATE TABLE orders (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     customer_id bigint NOT NULL REFERENCES customers(id),
     placed_at timestamp,
     note json,
     qty int DEFAULT 1)`,
  `CREATE TABLE order_lines (
     order_id uuid,
     line_no int,
     sku text,
     PRIMARY KEY (order_id, line_no),
     CONSTRAINT order_lines_order_fk FOREIGN KEY (order_id) REFERENCES orders(id))`,
  `CREATE VIEW vip_customers AS SELECT id, email FROM customers WHERE vip`,
  `CREATE SCHEMA sales`,
  `CREATE TABLE sales.regions (code char(2) PRIMARY KEY, customer_id bigint REFERENCES public.customers(id))`,
];

const col = (name: string, databaseType: string, type: string, nullable: boolean, def: string | null = null, primaryKey = false) => ({
  name,
  databaseType,
  type,
  nullable,
  default: def,
  primaryKey,
});

const expectedPostgresPublic = {
  schema: 'public',
  tables: [
    {
      name: 'customers',
      kind: 'table',
      columns: [
        col('id', 'bigint', 'integer', false, null, true),
        col('email', 'character varying(200)', 'text', false),
        col('name', 'text', 'longText', true),
        col('vip', 'boolean', 'boolean', false, 'false'),
        col('born', 'date', 'date', true),
        col('created_at', 'timestamp with time zone', 'dateTime', false, 'now()'),
        col('ref', 'uuid', 'uuid', true),
        col('profile', 'jsonb', 'json', true),
        col('score', 'numeric(10,2)', 'decimal', true),
        col('age', 'integer', 'integer', true),
        col('feeling', 'mood', 'enum', true),
        col('photo', 'bytea', 'unknown', true),
      ],
      primaryKey: ['id'],
      foreignKeys: [],
    },
    {
      name: 'order_lines',
      kind: 'table',
      columns: [col('order_id', 'uuid', 'uuid', false, null, true), col('line_no', 'integer', 'integer', false, null, true), col('sku', 'text', 'longText', true)],
      primaryKey: ['order_id', 'line_no'],
      foreignKeys: [{ name: 'order_lines_order_fk', columns: ['order_id'], referencedSchema: 'public', referencedTable: 'orders', referencedColumns: ['id'] }],
    },
    {
      name: 'orders',
      kind: 'table',
      columns: [
        col('id', 'uuid', 'uuid', false, 'gen_random_uuid()', true),
        col('customer_id', 'bigint', 'integer', false),
        col('placed_at', 'timestamp without time zone', 'dateTime', true),
        col('note', 'json', 'json', true),
        col('qty', 'integer', 'integer', true, '1'),
      ],
      primaryKey: ['id'],
      foreignKeys: [{ name: 'orders_customer_id_fkey', columns: ['customer_id'], referencedSchema: 'public', referencedTable: 'customers', referencedColumns: ['id'] }],
    },
    {
      name: 'vip_customers',
      kind: 'view',
      columns: [col('id', 'bigint', 'integer', true), col('email', 'character varying(200)', 'text', true)],
      primaryKey: [],
      foreignKeys: [],
    },
  ],
};

const mysqlTables = (p: string) => [
  `CREATE TABLE ${p}customers (
     id bigint NOT NULL AUTO_INCREMENT PRIMARY KEY,
     email varchar(200) NOT NULL,
     name text,
     vip tinyint(1) NOT NULL DEFAULT 0,
     born date,
     created_at datetime NOT NULL DEFAULT CURRENT_TIMESTAMP,
     ref char(36),
     profile json,
     score decimal(10,2),
     age int,
     photo blob) ENGINE=InnoDB`,
  `CREATE TABLE ${p}orders (
     id uuid NOT NULL PRIMARY KEY,
     customer_id bigint NOT NULL,
     placed_at timestamp NULL,
     qty int DEFAULT 1,
     CONSTRAINT ${p}orders_customer_fk FOREIGN KEY (customer_id) REFERENCES ${p}customers(id)) ENGINE=InnoDB`,
  `CREATE TABLE ${p}order_lines (
     order_id uuid NOT NULL,
     line_no int NOT NULL,
     sku varchar(40),
     PRIMARY KEY (order_id, line_no),
     CONSTRAINT ${p}lines_order_fk FOREIGN KEY (order_id) REFERENCES ${p}orders(id)) ENGINE=InnoDB`,
  `CREATE VIEW ${p}vip AS SELECT id, email FROM ${p}customers WHERE vip = 1`,
];

const expectedMysql = (p: string) => [
  {
    name: `${p}customers`,
    kind: 'table',
    columns: [
      col('id', 'bigint(20)', 'integer', false, null, true),
      col('email', 'varchar(200)', 'text', false),
      col('name', 'text', 'longText', true),
      col('vip', 'tinyint(1)', 'boolean', false, '0'),
      col('born', 'date', 'date', true),
      col('created_at', 'datetime', 'dateTime', false, 'current_timestamp()'),
      col('ref', 'char(36)', 'text', true),
      col('profile', 'longtext', 'json', true),
      col('score', 'decimal(10,2)', 'decimal', true),
      col('age', 'int(11)', 'integer', true),
      col('photo', 'blob', 'unknown', true),
    ],
    primaryKey: ['id'],
    foreignKeys: [],
  },
  {
    name: `${p}order_lines`,
    kind: 'table',
    columns: [col('order_id', 'uuid', 'uuid', false, null, true), col('line_no', 'int(11)', 'integer', false, null, true), col('sku', 'varchar(40)', 'text', true)],
    primaryKey: ['order_id', 'line_no'],
    foreignKeys: [{ name: `${p}lines_order_fk`, columns: ['order_id'], referencedSchema: 'test', referencedTable: `${p}orders`, referencedColumns: ['id'] }],
  },
  {
    name: `${p}orders`,
    kind: 'table',
    columns: [
      col('id', 'uuid', 'uuid', false, null, true),
      col('customer_id', 'bigint(20)', 'integer', false),
      col('placed_at', 'timestamp', 'dateTime', true),
      col('qty', 'int(11)', 'integer', true, '1'),
    ],
    primaryKey: ['id'],
    foreignKeys: [{ name: `${p}orders_customer_fk`, columns: ['customer_id'], referencedSchema: 'test', referencedTable: `${p}customers`, referencedColumns: ['id'] }],
  },
  {
    name: `${p}vip`,
    kind: 'view',
    // MariaDB reports the AUTO_INCREMENT column's default through a view as 0.
    columns: [col('id', 'bigint(20)', 'integer', false, '0'), col('email', 'varchar(200)', 'text', false)],
    primaryKey: [],
    foreignKeys: [],
  },
];

describe.each(testDatabases)('database connectors against the machine’s Postgres and MariaDB (platform on %s)', (kind) => {
  let t: TestApp;
  let pgScratch: Awaited<ReturnType<typeof createPostgresScratch>>;
  let myScratch: Awaited<ReturnType<typeof createMysqlScratch>>;
  let silent: Awaited<ReturnType<typeof silentServer>>;
  let refusedPort: number;
  const answers: string[] = [];
  const log = new LogCapture();
  const client = connectorClient(() => t, answers);

  beforeAll(async () => {
    [pgScratch, myScratch, silent, refusedPort] = await Promise.all([createPostgresScratch(), createMysqlScratch(), silentServer(), closedPort()]);
    await pgScratch.run(postgresTables);
    await myScratch.run(mysqlTables(myScratch.prefix));
    const open = [externalPostgres.port, externalMysql.port, silent.port, refusedPort].map((port) => `127.0.0.1:${port}`).join(',');
    t = await createTestApp(kind, {
      ...withSecretsKey(newSecretsKey()),
      egress: parseEgressPolicy(open),
      sqlConnectors: { poolMax: POOL_MAX, statementTimeoutMs: STATEMENT_TIMEOUT_MS, connectTimeoutMs: CONNECT_TIMEOUT_MS, idleTimeoutMs: 10_000, poolWaitMs: 20_000 },
    }, { logger: { level: 'trace', stream: log }, egressResolver: testResolver });
  });

  afterAll(async () => {
    await t?.close();
    await Promise.all([pgScratch?.drop(), myScratch?.drop(['order_lines', 'orders', 'customers']), silent?.close()]);
  });

  async function developer(prefix: string) {
    const user = await signedInUser(t, prefix);
    await setPlan(t, user.domainId, 'pro');
    return { user, headers: scoped(user, user.domainName) };
  }

  const pgSettings = (over: Record<string, unknown> = {}) => ({
    host: externalPostgres.host,
    port: externalPostgres.port,
    database: pgScratch.database,
    user: externalPostgres.adminUser,
    tls: { mode: 'disable' },
    ...over,
  });
  const mySettings = (over: Record<string, unknown> = {}) => ({
    host: externalMysql.host,
    port: externalMysql.port,
    database: externalMysql.database,
    user: myScratch.user,
    password: myScratch.password,
    tls: { mode: 'disable' },
    ...over,
  });

  async function createConnector(headers: Headers, body: Record<string, unknown>): Promise<string> {
    const created = await client.create(headers, body);
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id as string;
  }

  const post = async (url: string, headers: Headers, payload?: Record<string, unknown>) => {
    const response = await t.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
    answers.push(response.body);
    return response;
  };
  const get = async (url: string, headers: Headers) => {
    const response = await t.inject({ method: 'GET', url, headers });
    answers.push(response.body);
    return response;
  };
  const testUrl = (connectorId: string) => fillPath(sqlConnectorPaths.test, { connectorId });
  const schemaUrl = (connectorId: string) => fillPath(sqlConnectorPaths.schema, { connectorId });

  it('tests a saved connector: ok with the server version, for Postgres and MariaDB', async () => {
    const { headers } = await developer('sqlc.ok');
    const pgId = await createConnector(headers, { kind: 'postgres', name: 'Local PG', settings: pgSettings() });
    const myId = await createConnector(headers, { kind: 'mysql', name: 'Local Maria', settings: mySettings() });
    const pgTest = await post(testUrl(pgId), headers);
    expect(pgTest.statusCode, pgTest.body).toBe(200);
    expect(pgTest.json()).toEqual({ ok: true, serverVersion: expect.stringMatching(/^PostgreSQL \d+/) });
    const myTest = await post(testUrl(myId), headers);
    expect(myTest.json()).toEqual({ ok: true, serverVersion: expect.stringMatching(/^\d+\.\d+\.\d+-MariaDB/) });
  });

  it('connects to the address the guard resolved, never looking the name up again (names only the guard knows)', async () => {
    const { headers } = await developer('sqlc.names');
    const before = lookups.length;
    const pg = await post(sqlConnectorPaths.testSettings, headers, { kind: 'postgres', settings: pgSettings({ host: 'pg.connectors.test' }) });
    expect(pg.json(), pg.body).toMatchObject({ ok: true });
    const my = await post(sqlConnectorPaths.testSettings, headers, { kind: 'mysql', settings: mySettings({ host: 'maria.connectors.test' }) });
    expect(my.json(), my.body).toMatchObject({ ok: true });
    expect(lookups.slice(before)).toEqual(['pg.connectors.test', 'maria.connectors.test']);
    // The system resolver does not know them: nothing but the guard could have found the address.
    await expect(systemResolver('pg.connectors.test')).rejects.toThrow();
  });

  it('introspects exactly the tables, views, columns and keys the test created (Postgres: public by default, or a chosen schema)', async () => {
    const { headers } = await developer('sqlc.pgschema');
    const id = await createConnector(headers, { kind: 'postgres', name: 'PG schema', settings: pgSettings() });
    const answer = await get(schemaUrl(id), headers);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual(expectedPostgresPublic);

    const sales = await get(`${schemaUrl(id)}?schema=sales`, headers);
    expect(sales.json()).toEqual({
      schema: 'sales',
      tables: [
        {
          name: 'regions',
          kind: 'table',
          columns: [col('code', 'character(2)', 'text', false, null, true), col('customer_id', 'bigint', 'integer', true)],
          primaryKey: ['code'],
          foreignKeys: [{ name: 'regions_customer_id_fkey', columns: ['customer_id'], referencedSchema: 'public', referencedTable: 'customers', referencedColumns: ['id'] }],
        },
      ],
    });
  });

  it('introspects the MariaDB database: its tables with the common types, JSON and tinyint(1) booleans recognised', async () => {
    const { headers } = await developer('sqlc.myschema');
    const id = await createConnector(headers, { kind: 'mysql', name: 'Maria schema', settings: mySettings() });
    const answer = await get(schemaUrl(id), headers);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.schema).toBe('test');
    // Other suites may have tables in `test` too: this suite's are those of its prefix.
    const ours = body.tables.filter((table: { name: string }) => table.name.startsWith(myScratch.prefix));
    expect(ours).toEqual(expectedMysql(myScratch.prefix));
    const wrongQuery = await get(`${schemaUrl(id)}?schema=sales`, headers);
    expect(wrongQuery.statusCode).toBe(400);
  });

  it('gives a distinct, clear message for each failure, never a driver’s text or the password', async () => {
    const { headers } = await developer('sqlc.fail');
    const cases: { name: string; body: Record<string, unknown>; failure: string; message: RegExp }[] = [
      {
        name: 'wrong password (MariaDB)',
        body: { kind: 'mysql', settings: mySettings({ password: 'not-the-password' }) },
        failure: 'credentials',
        message: /^The database at 127\.0\.0\.1 \(port 3306\) refused the user name or password \(user "tc_[0-9a-f]+"\)\. Check both and try again\.$/,
      },
      {
        name: 'unknown login (Postgres)',
        body: { kind: 'postgres', settings: pgSettings({ user: 'no_such_role_here' }) },
        failure: 'credentials',
        message: /refused the user name or password \(user "no_such_role_here"\)/,
      },
      {
        name: 'unknown database (Postgres)',
        body: { kind: 'postgres', settings: pgSettings({ database: 'no_such_database_here' }) },
        failure: 'database',
        message: /^The database server at 127\.0\.0\.1 \(port 5432\) has no database "no_such_database_here"\. Check its name\.$/,
      },
      {
        name: 'unknown database (MariaDB)',
        body: { kind: 'mysql', settings: mySettings({ user: 'root', password: null, database: 'no_such_database_here' }) },
        failure: 'database',
        message: /has no database "no_such_database_here"/,
      },
      {
        name: 'missing privileges (Postgres: no CONNECT on the database)',
        body: { kind: 'postgres', settings: pgSettings({ user: pgScratch.noAccessRole }) },
        failure: 'privileges',
        message: new RegExp(`^User "${pgScratch.noAccessRole}" reached 127\\.0\\.0\\.1 \\(port 5432\\) but may not read database "${pgScratch.database}"\\.`),
      },
      {
        name: 'missing privileges (MariaDB: no grant on the database)',
        body: { kind: 'mysql', settings: mySettings({ user: myScratch.noAccessUser }) },
        failure: 'privileges',
        message: new RegExp(`^User "${myScratch.noAccessUser}" reached 127\\.0\\.0\\.1 \\(port 3306\\) but may not read database "test"\\.`),
      },
      {
        name: 'connection refused',
        body: { kind: 'postgres', settings: pgSettings({ port: refusedPort }) },
        failure: 'connection_refused',
        message: new RegExp(`^127\\.0\\.0\\.1 \\(port ${refusedPort}\\) refused the connection: check the host and port`),
      },
      {
        name: 'timed out (Postgres: a server that never answers)',
        body: { kind: 'postgres', settings: pgSettings({ port: silent.port }) },
        failure: 'timeout',
        message: new RegExp(`^127\\.0\\.0\\.1 \\(port ${silent.port}\\) did not answer within 1\\.5 s\\.`),
      },
      {
        name: 'timed out (MariaDB: a server that never answers)',
        body: { kind: 'mysql', settings: mySettings({ port: silent.port }) },
        failure: 'timeout',
        message: /did not answer within 1\.5 s\./,
      },
      {
        name: 'TLS required, the server has none (Postgres)',
        body: { kind: 'postgres', settings: pgSettings({ tls: { mode: 'require' } }) },
        failure: 'tls',
        message: /^The database at 127\.0\.0\.1 \(port 5432\) does not accept TLS connections\./,
      },
      {
        name: 'TLS required, the server has none (MariaDB)',
        body: { kind: 'mysql', settings: mySettings({ tls: { mode: 'verify-full' } }) },
        failure: 'tls',
        message: /does not accept TLS connections/,
      },
      {
        name: 'a host the guard refuses (a port EGRESS_ALLOW does not open)',
        body: { kind: 'postgres', settings: pgSettings({ port: 6379 }) },
        failure: 'refused_by_guard',
        message: /^127\.0\.0\.1 is .*which this server does not connect to\./,
      },
      {
        name: 'a host the guard refuses (cloud metadata)',
        body: { kind: 'mysql', settings: mySettings({ host: '169.254.169.254' }) },
        failure: 'refused_by_guard',
        message: /which this server does not connect to/,
      },
      {
        name: 'a name that does not resolve',
        body: { kind: 'postgres', settings: pgSettings({ host: 'no-such-host.invalid' }) },
        failure: 'dns',
        message: /no-such-host\.invalid/,
      },
    ];
    const messages = new Map<string, string>();
    for (const c of cases) {
      const answer = await post(sqlConnectorPaths.testSettings, headers, c.body);
      expect(answer.statusCode, `${c.name}: ${answer.body}`).toBe(200);
      const result = answer.json();
      expect(result, c.name).toMatchObject({ ok: false, failure: c.failure });
      expect(result.message, c.name).toMatch(c.message);
      expect(result.message, c.name).not.toMatch(/ECONN|ETIMEDOUT|SQLSTATE|errno|28P01|3D000|ER_|Error:|at .*\.js/);
      for (const [failure, message] of messages) if (failure !== c.failure) expect(result.message, c.name).not.toBe(message);
      messages.set(c.failure, result.message);
    }
  });

  it('tests unsaved settings from a connection string, and refuses a body that is not a database connector', async () => {
    const { headers } = await developer('sqlc.unsaved');
    const ok = await post(sqlConnectorPaths.testSettings, headers, {
      kind: 'mysql',
      connectionString: `mysql://${myScratch.user}:${encodeURIComponent(myScratch.password)}@127.0.0.1:3306/test?ssl-mode=DISABLED`,
    });
    expect(ok.json(), ok.body).toMatchObject({ ok: true });
    const rest = await post(sqlConnectorPaths.testSettings, headers, { kind: 'rest', settings: { baseUrl: 'https://example.com' } });
    expect(rest.statusCode).toBe(400);
    const none = await post(sqlConnectorPaths.testSettings, headers, { kind: 'postgres' });
    expect(none.statusCode).toBe(400);
  });

  it('cancels a statement that runs past the timeout with a clear error, and the pool serves the next one', async () => {
    const { user, headers } = await developer('sqlc.timeout');
    const pgId = await createConnector(headers, { kind: 'postgres', name: 'Slow PG', settings: pgSettings() });
    const myId = await createConnector(headers, { kind: 'mysql', name: 'Slow Maria', settings: mySettings() });
    // A registry as the server builds one, with this suite's limits (1 s statements).
    const pools = new SqlPoolRegistry({ egress: t.app.ctx.egress, log: t.app.ctx.log }, t.config.sqlConnectors);
    onTestFinished(() => pools.closeAll());
    for (const [id, sleep] of [
      [pgId, sql`SELECT pg_sleep(5)`],
      [myId, sql`SELECT SLEEP(5)`],
    ] as const) {
      const connector = (await openConnector(t.app.ctx, user.domainId, id)) as OpenedSqlConnector;
      const started = Date.now();
      const error = await pools.run(connector, (handle) => sleep.execute(handle.db)).then(
        () => null,
        (e: unknown) => e,
      );
      expect(Date.now() - started).toBeLessThan(4_000);
      expect(error).toBeInstanceOf(SqlConnectionError);
      expect((error as SqlConnectionError).failure, String((error as Error).cause)).toBe('timeout');
      expect((error as SqlConnectionError).message).toMatch(/^A statement on the database at 127\.0\.0\.1 \(port \d+\) ran longer than 1 s and was cancelled\.$/);
      const after = await pools.run(connector, (handle) => sql<{ one: number }>`SELECT 1 AS one`.execute(handle.db));
      expect(Number(after.rows[0]!.one)).toBe(1);
    }
  });

  it('keeps each connector’s pool bounded under 200 concurrent requests, and closes it when the connector changes or is deleted', async () => {
    // Its own server with the default time limits: 200 requests at once on two shared cores
    // would trip this suite's short connect timeout while the pool opens its connections.
    const busy = await createTestApp(kind, {
      ...withSecretsKey(newSecretsKey()),
      egress: parseEgressPolicy(`127.0.0.1:${externalPostgres.port},127.0.0.1:${externalMysql.port}`),
      sqlConnectors: { poolMax: POOL_MAX, statementTimeoutMs: 30_000, connectTimeoutMs: 10_000, idleTimeoutMs: 10_000, poolWaitMs: 30_000 },
    });
    try {
      const busyClient = connectorClient(() => busy, answers);
      const user = await signedInUser(busy, 'sqlc.pool');
      await setPlan(busy, user.domainId, 'pro');
      const headers = scoped(user, user.domainName);
      const create = async (body: Record<string, unknown>) => (await busyClient.create(headers, body)).json().id as string;
      const pgId = await create({ kind: 'postgres', name: 'Busy PG', settings: pgSettings() });
      const myId = await create({ kind: 'mysql', name: 'Busy Maria', settings: mySettings() });
      // Other tests' connectors reach the same databases: their pools go, so what is counted is this one's.
      await t.app.ctx.connectorPools.closeAll();
      for (const [id, count] of [
        [pgId, () => pgScratch.connections()],
        [myId, () => myScratch.connections()],
      ] as const) {
        let peak = 0;
        let running = true;
        const watcher = (async () => {
          while (running) {
            peak = Math.max(peak, await count());
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
        })();
        const results = await Promise.all(Array.from({ length: 200 }, () => busy.inject({ method: 'GET', url: schemaUrl(id), headers })));
        running = false;
        await watcher;
        expect(results.filter((r) => r.statusCode !== 200).map((r) => r.body).slice(0, 2)).toEqual([]);
        expect(peak).toBeGreaterThan(0);
        expect(peak).toBeLessThanOrEqual(POOL_MAX);
        expect(await count()).toBeLessThanOrEqual(POOL_MAX);
      }
      // A change closes the Postgres pool's connections; a delete closes the MariaDB pool's.
      const changed = await busyClient.update(headers, pgId, { kind: 'postgres', settings: pgSettings() });
      expect(changed.statusCode).toBe(200);
      await expect.poll(() => pgScratch.connections(), { timeout: 5_000 }).toBe(0);
      expect((await busyClient.remove(headers, myId)).statusCode).toBe(204);
      await expect.poll(() => myScratch.connections(), { timeout: 5_000 }).toBe(0);
      // A new use opens a pool again; closing the server closes it.
      expect((await busy.inject({ method: 'GET', url: schemaUrl(pgId), headers })).statusCode).toBe(200);
      expect(await pgScratch.connections()).toBeGreaterThan(0);
    } finally {
      await busy.close();
    }
    await expect.poll(() => pgScratch.connections(), { timeout: 5_000 }).toBe(0);
  }, 120_000); // 400 introspections through pools of 5 on two shared cores: 25 to 30 s under a full suite

  it('answers 404 on the new routes for another workspace’s connector, and 403 without a Developer seat is the connectors rule', async () => {
    const a = await developer('sqlc.a');
    const b = await developer('sqlc.b');
    const id = await createConnector(a.headers, { kind: 'mysql', name: 'A only', settings: mySettings() });
    for (const headers of [b.headers, scoped(b.user, a.user.domainName)]) {
      expect((await post(testUrl(id), headers)).statusCode).toBe(404);
      expect((await get(schemaUrl(id), headers)).statusCode).toBe(404);
    }
    expect((await post(testUrl(id), a.headers)).json()).toMatchObject({ ok: true });
  });

  it('never answers or logs a password: every answer and log line of this suite searched', () => {
    expect(answers.length).toBeGreaterThan(20);
    expect(log.lines.length).toBeGreaterThan(20);
    for (const text of [...answers, ...log.lines]) {
      expect(text).not.toContain(myScratch.password);
      expect(text).not.toContain('not-the-password');
    }
  });
});
