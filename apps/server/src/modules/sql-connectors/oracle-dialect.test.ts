import { CompiledQuery, Kysely, sql } from 'kysely';
import oracledb, { type Connection, type Pool } from 'oracledb';
import { describe, expect, it } from 'vitest';
import { fetchTypeHandler, OracleDialect } from './oracle-dialect.ts';

/** What the dialect asked of oracledb's connection, in order. */
type Call = [string, ...unknown[]];

/** A stand-in for an oracledb pool of one connection that records the calls made on it. */
function recordingPool(calls: Call[], fail?: Error): Pool {
  const connection = {
    callTimeout: 0,
    async execute(text: string, binds: readonly unknown[], options: { autoCommit?: boolean }) {
      calls.push(['execute', text, binds, options.autoCommit]);
      return { rows: [{ one: 1 }], rowsAffected: 1 };
    },
    async commit() {
      calls.push(['commit']);
    },
    async rollback() {
      calls.push(['rollback']);
    },
    async close() {
      calls.push(['close', connection.callTimeout]);
    },
  } as unknown as Connection;
  return {
    getConnection: async () => {
      if (fail) throw fail;
      return connection;
    },
    close: async () => undefined,
  };
}

describe('OracleDialect', () => {
  it('runs Kysely’s SQL with Oracle’s :n placeholders, each statement committing on its own, with the call limit set', async () => {
    const calls: Call[] = [];
    const db = new Kysely({ dialect: new OracleDialect({ createPool: async () => recordingPool(calls), callTimeoutMs: 30_000, connectFailure: (e) => e }) });
    const { rows } = await sql<{ one: number }>`SELECT 1 AS "one" FROM all_tables WHERE owner = ${'APP'} AND ROWNUM = ${1}`.execute(db);
    expect(rows).toEqual([{ one: 1 }]);
    expect(calls).toEqual([
      ['execute', 'SELECT 1 AS "one" FROM all_tables WHERE owner = :1 AND ROWNUM = :2', ['APP', 1], true],
      ['close', 30_000],
    ]);
  });

  it('holds a transaction’s statements uncommitted until commit, and rolls back a failed one', async () => {
    const calls: Call[] = [];
    const db = new Kysely({ dialect: new OracleDialect({ createPool: async () => recordingPool(calls), callTimeoutMs: 1_000, connectFailure: (e) => e }) });
    await db.transaction().execute(async (trx) => {
      await trx.executeQuery(CompiledQuery.raw('UPDATE t SET a = :1', [2]));
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.executeQuery(CompiledQuery.raw('DELETE FROM t', []));
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(calls).toEqual([
      ['execute', 'UPDATE t SET a = :1', [2], false],
      ['commit'],
      ['close', 1_000],
      ['execute', 'DELETE FROM t', [], false],
      ['rollback'],
      ['close', 1_000],
    ]);
  });

  it('reports a failure to connect as the relay read it', async () => {
    const driverError = Object.assign(new Error('NJS-503: connection could not be established'), { code: 'NJS-503' });
    const cause = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const db = new Kysely({
      dialect: new OracleDialect({ createPool: async () => recordingPool([], driverError), callTimeoutMs: 1_000, connectFailure: (e) => (e === driverError ? cause : e) }),
    });
    await expect(sql`SELECT 1 FROM dual`.execute(db)).rejects.toBe(cause);
  });

  it('fetches NUMBER and CLOBs as text (exact, no LOB handles), every other type as oracledb does', () => {
    for (const dbType of [oracledb.DB_TYPE_NUMBER, oracledb.DB_TYPE_CLOB, oracledb.DB_TYPE_NCLOB]) expect(fetchTypeHandler({ dbType, name: 'X' })).toEqual({ type: oracledb.STRING });
    const date = (oracledb as unknown as { DB_TYPE_DATE: typeof oracledb.DB_TYPE_NUMBER }).DB_TYPE_DATE;
    expect(fetchTypeHandler({ dbType: date, name: 'X' })).toBeUndefined();
  });

  it('passes the fetch rule with every statement', async () => {
    let seen: unknown = null;
    const pool = recordingPool([]);
    const connection = await pool.getConnection();
    const execute = connection.execute.bind(connection);
    connection.execute = ((text: string, binds: readonly unknown[], options: object) => {
      seen = (options as { fetchTypeHandler?: unknown }).fetchTypeHandler;
      return execute(text, binds, options);
    }) as typeof connection.execute;
    const db = new Kysely({ dialect: new OracleDialect({ createPool: async () => pool, callTimeoutMs: 1_000, connectFailure: (e) => e }) });
    await sql`SELECT 1 FROM dual`.execute(db);
    expect(seen).toBe(fetchTypeHandler);
  });
});
