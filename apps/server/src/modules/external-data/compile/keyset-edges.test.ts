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
import { shapeRows } from '../routes/shape-rows.ts';
import type { ExternalTarget } from './external-target.ts';
import { externalKeysetTerms, positionOf } from './keyset.ts';
import { requestOrder } from './order-and-page.ts';
import { compileExternalRead } from './read-statement.ts';
import type { CompiledStatement } from './sql-dialect.ts';
import { request } from './test-fixtures.ts';

/**
 * Where one page or batch ends and the next begins, on the machine's Postgres and MariaDB, a row
 * at a time so that every row sits on an edge: date-times that differ below the millisecond (the
 * grid's cursor is the value the route answers), and single-precision floats (a CSV export's
 * position is the value the driver reads back).
 */

const limits = { poolMax: 2, statementTimeoutMs: 5000, connectTimeoutMs: 5000, idleTimeoutMs: 1000, poolWaitMs: 5000 };
const loopback = (port: number) => ({ host: '127.0.0.1', port, addresses: [{ address: '127.0.0.1', family: 4 as const }], servername: undefined });
const noTls = { mode: 'disable' as const, caPem: null };
const log = Fastify().log;

/** Two rows share a date-time and two a float; the others differ from them below the millisecond or in the float's last bits; one holds nulls. */
const rows = (table: string) => [
  `INSERT INTO ${table} (id, at, f) VALUES
    (1, '2024-01-01 00:00:00.123400', 0.1),
    (2, '2024-01-01 00:00:00.123900', 0.1),
    (3, '2024-01-01 00:00:00.123600', 0.3),
    (4, '2024-01-01 00:00:00.123900', 0.7),
    (5, NULL, NULL)`,
];

interface Live {
  handle: SqlHandle;
  target: ExternalTarget;
  drop(): Promise<void>;
}

function tableNamed(tables: readonly ExternalTable[], name: string): ExternalTable {
  const table = tables.find((candidate) => candidate.name === name);
  if (!table) throw new Error(`the scratch table ${name} was not introspected`);
  return table;
}

async function livePostgres(): Promise<Live> {
  const scratch = await createPostgresScratch();
  await scratch.run([`CREATE TABLE marks (id integer PRIMARY KEY, at timestamp(6), f real)`, ...rows('marks')]);
  const settings = { host: externalPostgres.host, port: externalPostgres.port, database: scratch.database, user: externalPostgres.adminUser, tls: noTls };
  const handle = createPostgresHandle({ connector: { settings, password: null }, target: loopback(externalPostgres.port), limits }, log);
  const schema = await introspectPostgres(handle, 'public');
  return {
    handle,
    target: { dialect: 'postgres', schema: 'public', table: tableNamed(schema.tables, 'marks') },
    drop: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

async function liveMysql(): Promise<Live> {
  const scratch = await createMysqlScratch();
  const name = `${scratch.prefix}marks`;
  await scratch.run([`CREATE TABLE \`${name}\` (id int PRIMARY KEY, at datetime(6), f float)`, ...rows(`\`${name}\``)]);
  const settings = { host: externalMysql.host, port: externalMysql.port, database: externalMysql.database, user: scratch.user, tls: noTls };
  const handle = createMysqlHandle({ connector: { settings, password: new SecretValue(scratch.password) }, target: loopback(externalMysql.port), limits }, log);
  const schema = await introspectMysql(handle);
  return {
    handle,
    target: { dialect: 'mysql', schema: externalMysql.database, table: tableNamed(schema.tables, name) },
    drop: async () => {
      await handle.close();
      await scratch.drop(['marks']);
    },
  };
}

/** A value inside the grammar's `or=(…)` list, quoted as the studio quotes it. */
const listValue = (value: string) => (/[,()"\\:]|^\s|\s$/.test(value) || value === '' ? `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : value);

describe.each([
  ['postgres', livePostgres],
  ['mysql', liveMysql],
] as const)('keyset edges on %s', (_dialect, open) => {
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

  /** One page as the route answers it: the rows shaped into JSON values. */
  async function page(query: string): Promise<Record<string, unknown>[]> {
    const read = compileExternalRead({ target: live.target, request: request(query), predicate: null, caller: { endUserId: null } });
    return shapeRows(live.target.dialect, live.target.table, [], [{ kind: 'star' }], await run(read.page)) as Record<string, unknown>[];
  }

  /**
   * Pages of one row sorted by `at`, each after the last row's answered values (the grid's
   * keyset, `order=at.<dir>.nullslast,id.<dir>`): the ids in the order read.
   */
  async function gridPages(direction: 'asc' | 'desc'): Promise<number[]> {
    const past = direction === 'asc' ? 'gt' : 'lt';
    const order = `order=at.${direction}.nullslast,id.${direction}&limit=1`;
    const seen: number[] = [];
    let after = '';
    for (let step = 0; step < 10; step += 1) {
      const [row] = await page(`${order}${after}`);
      if (!row) return seen;
      seen.push(Number(row.id));
      const at = row.at;
      after =
        at === null
          ? `&and=${encodeURIComponent(`(at.is.null,id.${past}.${String(row.id)})`)}`
          : `&or=${encodeURIComponent(`(at.${past}.${listValue(String(at))},and(at.eq.${listValue(String(at))},id.${past}.${String(row.id)}),at.is.null)`)}`;
    }
    throw new Error(`the pages did not end: ${seen.join(', ')}`);
  }

  test('a date-time is answered with its microseconds, so the grid pages past it exactly', async () => {
    const [row] = await page('id=eq.3');
    expect(String(row?.at)).toMatch(/^2024-01-01T00:00:00\.1236(00)?$/);
    expect(await gridPages('desc')).toEqual([4, 2, 3, 1, 5]);
    expect(await gridPages('asc')).toEqual([1, 3, 2, 4, 5]);
  });

  /** A CSV export's keyset batches of one row ordered by `order=`: the ids in the order read. */
  async function exportBatches(order: string): Promise<number[]> {
    const asked = request(`order=${order}&limit=1`);
    const terms = externalKeysetTerms(live.target, requestOrder(asked.order));
    if (!terms) throw new Error('the table has a key');
    const seen: number[] = [];
    let after: unknown[] | null = null;
    for (let step = 0; step < 10; step += 1) {
      const read = compileExternalRead({ target: live.target, request: asked, predicate: null, caller: { endUserId: null }, keyset: { terms, after } });
      const [row] = await run(read.page);
      if (!row) return seen;
      seen.push(Number(row.id));
      after = positionOf(terms, row);
    }
    throw new Error(`the batches did not end: ${seen.join(', ')}`);
  }

  test('a single-precision float in order= continues exactly between export batches', async () => {
    expect(await exportBatches('f.asc')).toEqual([1, 2, 3, 4, 5]);
    expect(await exportBatches('f.desc')).toEqual([5, 4, 3, 1, 2]);
    expect(await exportBatches('at.desc')).toEqual([5, 2, 4, 3, 1]);
  });
});
