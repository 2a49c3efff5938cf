import { sqlConnectorPaths } from '@tessera/model/connectors';
import { fillPath } from '@tessera/model/workspace-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEgressPolicy } from '../../src/net/egress/policy.ts';
import { connectorClient, newSecretsKey, withSecretsKey } from '../helpers/connectors.ts';
import { testDatabases } from '../helpers/databases.ts';
import { createMysqlScratch, createPostgresScratch, externalMysql, externalPostgres } from '../helpers/external-databases.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { scoped, setPlan, signedInUser } from '../helpers/workspaces.ts';

/**
 * CSV exports of connected tables past 100,000 rows, streamed by keyset on the machine's Postgres
 * and MariaDB. The rows are made by SQL (generate_series, MariaDB's sequence tables) so the test
 * stays fast; the platform's own database does not matter here, so it runs on the first kind.
 */

/** Rows of `big`: ids 1…ROWS and three ids past 2^53 (exact only as text). */
const ROWS = 100_500;
const HUGE = ['9007199254740993', '9007199254740994', '9007199254740995'];
/** Rows of `heap`, a table without a primary key: one more than an export of one may have. */
const HEAP_ROWS = 100_001;

/** What the SQL below stores for id n: grp NULL every 7th row, amount with many ties, µs-apart times with ties. */
const grpOf = (id: bigint) => (id % 7n === 0n ? null : Number(id % 13n));
const amountOf = (id: bigint) => Number(id % 50n) + 0.25;
const microsOf = (id: bigint) => Number(id % 2000n);

const allIds = [...Array.from({ length: ROWS }, (_, index) => BigInt(index + 1)), ...HUGE.map((id) => BigInt(id))];

const postgresTables = [
  `CREATE TABLE big (id bigint PRIMARY KEY, grp integer, amount numeric(12,2) NOT NULL, at timestamptz(6) NOT NULL, label text NOT NULL)`,
  `INSERT INTO big SELECT n, CASE WHEN n % 7 = 0 THEN NULL ELSE n % 13 END, (n % 50) + 0.25, timestamptz '2024-01-01 00:00:00+00' + (n % 2000) * interval '1 microsecond', '=L' || n
     FROM generate_series(1, ${ROWS}) AS n`,
  `INSERT INTO big SELECT n, CASE WHEN n % 7 = 0 THEN NULL ELSE n % 13 END, (n % 50) + 0.25, timestamptz '2024-01-01 00:00:00+00' + (n % 2000) * interval '1 microsecond', '=L' || n
     FROM unnest(array[${HUGE.join(',')}]::bigint[]) AS n`,
  `CREATE TABLE heap (n integer, note text)`,
  `INSERT INTO heap SELECT n, 'x' FROM generate_series(1, ${HEAP_ROWS}) AS n`,
];

const mysqlTables = (p: string) => [
  `CREATE TABLE ${p}big (id bigint unsigned PRIMARY KEY, grp int, amount decimal(12,2) NOT NULL, at datetime(6) NOT NULL, label varchar(20) NOT NULL) ENGINE=InnoDB`,
  `INSERT INTO ${p}big SELECT seq, CASE WHEN seq % 7 = 0 THEN NULL ELSE seq % 13 END, (seq % 50) + 0.25, TIMESTAMP '2024-01-01 00:00:00' + INTERVAL (seq % 2000) MICROSECOND, CONCAT('=L', seq)
     FROM seq_1_to_${ROWS}`,
  ...HUGE.map((id) => `INSERT INTO ${p}big VALUES (${id}, ${grpOf(BigInt(id)) ?? 'NULL'}, ${amountOf(BigInt(id))}, TIMESTAMP '2024-01-01 00:00:00' + INTERVAL ${microsOf(BigInt(id))} MICROSECOND, '=L${id}')`),
  `CREATE TABLE ${p}heap (n int, note varchar(10)) ENGINE=InnoDB`,
  `INSERT INTO ${p}heap SELECT seq, 'x' FROM seq_1_to_${HEAP_ROWS}`,
];

/** The first column of an export's rows, in order. */
function idsOf(csv: string): string[] {
  const lines = csv.split('\r\n');
  expect(lines.at(-1)).toBe('');
  return lines.slice(1, -1).map((line) => line.split(',')[0] ?? '');
}

/** Compares by the given keys in order; each key answers a value (null sorts per `nullsFirst`) and a direction. */
function sortedIds(keys: Array<{ of: (id: bigint) => number | null; desc: boolean; nullsFirst: boolean }>): string[] {
  return [...allIds]
    .sort((a, b) => {
      for (const key of keys) {
        const x = key.of(a);
        const y = key.of(b);
        if (x === y) continue;
        if (x === null) return key.nullsFirst ? -1 : 1;
        if (y === null) return key.nullsFirst ? 1 : -1;
        return key.desc ? y - x : x - y;
      }
      return a < b ? -1 : a > b ? 1 : 0;
    })
    .map(String);
}

describe('CSV exports of connected tables past 100,000 rows', () => {
  let t: TestApp;
  let pgScratch: Awaited<ReturnType<typeof createPostgresScratch>>;
  let myScratch: Awaited<ReturnType<typeof createMysqlScratch>>;
  const client = connectorClient(() => t, []);
  let headers: Record<string, string>;
  const connectors: Record<'postgres' | 'mysql', { id: string; prefix: string }> = {} as never;

  beforeAll(async () => {
    [pgScratch, myScratch] = await Promise.all([createPostgresScratch(), createMysqlScratch()]);
    await Promise.all([pgScratch.run(postgresTables), myScratch.run(mysqlTables(myScratch.prefix))]);
    const open = [externalPostgres.port, externalMysql.port].map((port) => `127.0.0.1:${port}`).join(',');
    t = await createTestApp(testDatabases[0]!, {
      ...withSecretsKey(newSecretsKey()),
      egress: parseEgressPolicy(open),
      sqlConnectors: { poolMax: 3, statementTimeoutMs: 10_000, connectTimeoutMs: 2_000, idleTimeoutMs: 10_000, poolWaitMs: 10_000 },
    });
    const owner = await signedInUser(t, 'export.owner');
    await setPlan(t, owner.domainId, 'pro');
    headers = scoped(owner, owner.domainName);
    const create = async (body: Record<string, unknown>) => {
      const created = await client.create(headers, body);
      expect(created.statusCode, created.body).toBe(201);
      return created.json().id as string;
    };
    const tls = { mode: 'disable' };
    connectors.postgres = {
      id: await create({ kind: 'postgres', name: 'PG', settings: { host: externalPostgres.host, port: externalPostgres.port, database: pgScratch.database, user: externalPostgres.adminUser, tls } }),
      prefix: '',
    };
    connectors.mysql = {
      id: await create({ kind: 'mysql', name: 'Maria', settings: { host: externalMysql.host, port: externalMysql.port, database: externalMysql.database, user: myScratch.user, password: myScratch.password, tls } }),
      prefix: myScratch.prefix,
    };
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await Promise.all([pgScratch?.drop(), myScratch?.drop(['big', 'heap'])]);
  });

  describe.each(['postgres', 'mysql'] as const)('a %s connector', (dialect) => {
    const exportOf = async (table: 'big' | 'heap', query: string) => {
      const { id, prefix } = connectors[dialect];
      const url = `${fillPath(sqlConnectorPaths.table, { connectorId: id, table: `${prefix}${table}` })}?${query}`;
      return t.inject({ method: 'GET', url, headers: { ...headers, accept: 'text/csv' } });
    };

    it('streams every row of a table past 100,000 rows by key, once each, cells neutralised', async () => {
      const answer = await exportOf('big', 'select=id,label');
      expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
      const ids = idsOf(answer.body);
      expect(ids).toEqual(allIds.map(String));
      expect(answer.body.startsWith("id,label\r\n1,'=L1\r\n2,'=L2\r\n")).toBe(true);
      expect(answer.body.endsWith(`${HUGE[2]},'=L${HUGE[2]}\r\n`)).toBe(true);
    }, 60_000);

    it('keeps order= across batches: a nullable column (nulls first going down), ties on a decimal, then the key', async () => {
      const answer = await exportOf('big', 'select=id,grp,amount&order=grp.desc,amount.asc');
      expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
      expect(idsOf(answer.body)).toEqual(
        sortedIds([
          { of: grpOf, desc: true, nullsFirst: true },
          { of: amountOf, desc: false, nullsFirst: false },
        ]),
      );
    }, 60_000);

    it('continues exactly after times a microsecond apart, and honours offset and limit past 100,000', async () => {
      const byTime = await exportOf('big', 'select=id&order=at.desc&limit=3500');
      expect(idsOf(byTime.body)).toEqual(sortedIds([{ of: microsOf, desc: true, nullsFirst: false }]).slice(0, 3500));
      const window = await exportOf('big', 'select=id&offset=50000&limit=60000');
      expect(idsOf(window.body)).toEqual(allIds.slice(50_000, 110_000).map(String));
      const none = await exportOf('big', 'select=id&limit=0');
      expect(none.body).toBe('id\r\n');
    }, 60_000);

    it('refuses a table without a primary key above 100,000 rows, and exports it in parts', async () => {
      const refused = await exportOf('heap', 'select=n');
      expect(refused.statusCode).toBe(400);
      const table = `${connectors[dialect].prefix}heap`;
      expect(refused.json()).toMatchObject({
        message: `This export would have ${HEAP_ROWS} rows; "${table}" has no primary key, and an export of a table without one has at most 100000.`,
        hint: 'Add a filter or export it in parts with limit and offset.',
      });
      const part = await exportOf('heap', 'select=n&n=gt.98000&order=n.desc');
      expect(part.statusCode).toBe(200);
      const values = idsOf(part.body);
      expect(values).toHaveLength(HEAP_ROWS - 98_000);
      expect(values.slice(0, 2)).toEqual(['100001', '100000']);
      expect(values.at(-1)).toBe('98001');
    }, 60_000);
  });
});
