import { type LookupFunction, connect as tcpConnect } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery, Kysely, MysqlDialect, type MysqlPool, type MysqlPoolConnection } from 'kysely';
import mysql from 'mysql2';
import { waitForSlot } from './pool-wait.ts';
import { failureSubject, type SqlHandle, type SqlHandleInput } from './sql-handle.ts';
import { tlsOptionsOf } from './tls-options.ts';

/** Room the client-side limit leaves the server's own statement limit to cancel first. */
const CLIENT_TIMEOUT_MARGIN_MS = 2_000;

/** The socket goes to an address the guard checked: a lookup here would be a bug. */
const noLookup: LookupFunction = (hostname, _options, callback) => {
  callback(Object.assign(new Error(`refused to look up ${hostname} a second time`), { code: 'EGRESS_LOOKUP' }), '', 4);
};

/**
 * A MySQL or MariaDB connector's handle: a `mysql2` pool of at most `poolMax` connections whose
 * sockets go to the checked address (the `stream` factory; `host` stays the typed name, which
 * mysql2 uses only as the TLS `servername` and identity), TLS per the connector's mode, a connect
 * timeout, idle connections closed, and a statement limit set on each new connection: MariaDB's
 * `max_statement_time` (every statement) or MySQL's `max_execution_time` (SELECTs). Every query
 * also carries a client-side limit a little longer; a query past it destroys its connection, so
 * a statement the server does not stop cannot hold a pool slot.
 */
export function createMysqlHandle({ connector, target, limits }: SqlHandleInput, log: FastifyBaseLogger): SqlHandle {
  const { settings, password } = connector;
  const tls = tlsOptionsOf(settings.tls, target);
  const to = target.addresses[0]!;
  const pool = mysql.createPool({
    host: target.servername ?? to.address,
    port: target.port,
    stream: () => tcpConnect({ host: to.address, port: target.port, family: to.family, lookup: noLookup }),
    database: settings.database,
    user: settings.user,
    password: password?.reveal() ?? '',
    ...(tls ? { ssl: { ...tls, verifyIdentity: tls.rejectUnauthorized === true } as mysql.SslOptions } : {}),
    connectionLimit: limits.poolMax,
    // Free connections past maxIdle close at once, the rest after idleTimeout (mysql2 runs the
    // idle timer only when maxIdle is below the limit).
    maxIdle: Math.max(0, limits.poolMax - 1),
    idleTimeout: limits.idleTimeoutMs,
    connectTimeout: limits.connectTimeoutMs,
    enableKeepAlive: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
    dateStrings: true,
    multipleStatements: false,
  });
  pool.on('connection', (connection) => {
    connection.on('error', (error) => log.warn({ err: error, host: settings.host }, 'a MySQL connector connection failed'));
  });
  const clientTimeoutMs = limits.statementTimeoutMs + CLIENT_TIMEOUT_MARGIN_MS;
  const db = new Kysely({
    dialect: new MysqlDialect({
      pool: timedPool(pool as unknown as MysqlPool, clientTimeoutMs, limits.poolWaitMs),
      async onCreateConnection(connection) {
        const { rows } = await connection.executeQuery<{ version: string }>(CompiledQuery.raw('SELECT VERSION() AS version'));
        const mariadb = /mariadb/i.test(rows[0]?.version ?? '');
        const statement = mariadb
          ? `SET SESSION max_statement_time = ${(limits.statementTimeoutMs / 1000).toFixed(3)}`
          : `SET SESSION max_execution_time = ${Math.round(limits.statementTimeoutMs)}`;
        await connection.executeQuery(CompiledQuery.raw(statement));
      },
    }),
  });
  return {
    kind: 'mysql',
    db,
    subject: failureSubject(settings, limits),
    close: () => db.destroy(),
  };
}

/**
 * The pool as Kysely sees it: the wait for a free connection bounded (mysql2 has no such limit),
 * each connection's queries given the client-side limit.
 */
function timedPool(pool: MysqlPool, timeoutMs: number, waitMs: number): MysqlPool {
  const acquire = () =>
    new Promise<MysqlPoolConnection>((resolve, reject) => pool.getConnection((error, connection) => (error ? reject(error as Error) : resolve(connection))));
  return {
    getConnection(callback) {
      waitForSlot(acquire(), waitMs, (late) => late.release()).then(
        (connection) => callback(null, timedConnection(connection, timeoutMs)),
        (error: unknown) => callback(error, undefined as unknown as MysqlPoolConnection),
      );
    },
    end: (callback) => pool.end(callback),
  };
}

function timedConnection(connection: MysqlPoolConnection, timeoutMs: number): MysqlPoolConnection {
  const raw = connection as unknown as { query: (options: object, callback?: (error: unknown, result: never) => void) => ReturnType<MysqlPoolConnection['query']> };
  return {
    get config() {
      return connection.config;
    },
    get threadId() {
      return connection.threadId;
    },
    connect: (callback) => connection.connect(callback),
    destroy: () => connection.destroy(),
    release: () => connection.release(),
    query(sql, parameters, callback) {
      return raw.query({ sql, values: parameters, timeout: timeoutMs }, (error, result) => {
        // mysql2 leaves the connection waiting for the server: drop it, it cannot serve another query.
        if ((error as { code?: unknown } | null)?.code === 'PROTOCOL_SEQUENCE_TIMEOUT') connection.destroy();
        callback?.(error, result);
      });
    },
  };
}
