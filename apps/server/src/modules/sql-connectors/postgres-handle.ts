import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { waitForSlot } from './pool-wait.ts';
import { failureSubject, type SqlHandle, type SqlHandleInput } from './sql-handle.ts';
import { tlsOptionsOf } from './tls-options.ts';

/** Room the client-side read limit leaves the server's `statement_timeout` to cancel first. */
const CLIENT_TIMEOUT_MARGIN_MS = 2_000;

/**
 * A Postgres connector's handle: a `pg` pool of at most `poolMax` connections to the checked
 * address (never the name: pg then does no lookup of its own), TLS per the connector's mode with
 * the typed name as `servername`, `statement_timeout` sent at connection start (the server
 * cancels a longer statement, 57014), a client-side read limit a little longer in case the server
 * does not answer at all, a connect timeout per connection, a bounded wait for a free connection
 * when all are busy, and idle connections closed.
 */
/**
 * pg's type parsers, except that `timestamp` and `timestamptz` stay Postgres' text: a JavaScript
 * `Date` holds milliseconds, and a value answered without its microseconds is not the one stored
 * (a grid that pages after it repeats or skips rows). The route shapes the text (`shape-rows.ts`).
 */
const connectorTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.TIMESTAMP || oid === pg.types.builtins.TIMESTAMPTZ ? (text: string) => text : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

export function createPostgresHandle({ connector, target, limits }: SqlHandleInput, log: FastifyBaseLogger): SqlHandle {
  const { settings, password } = connector;
  const ssl = tlsOptionsOf(settings.tls, target);
  // pg-pool applies its connectionTimeoutMillis to the wait for a free client as well: the
  // client gets the connect timeout itself and the wait is bounded by `waitForSlot` instead.
  const connectTimeoutMs = limits.connectTimeoutMs;
  class ConnectorClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutMs, types: connectorTypes });
    }
  }
  const pool = new pg.Pool({
    Client: ConnectorClient,
    host: target.addresses[0]!.address,
    port: target.port,
    database: settings.database,
    user: settings.user,
    // Read when a connection is made, so the value is held in clear no longer than that.
    password: async () => password?.reveal() ?? '',
    ssl: ssl ?? false,
    max: limits.poolMax,
    idleTimeoutMillis: limits.idleTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    idle_in_transaction_session_timeout: limits.statementTimeoutMs,
    query_timeout: limits.statementTimeoutMs + CLIENT_TIMEOUT_MARGIN_MS,
    application_name: 'tessera',
    keepAlive: true,
  });
  // An idle connection the server closed must not take the process down; the next query reconnects.
  pool.on('error', (error) => log.warn({ err: error, host: settings.host }, 'a Postgres connector connection failed while idle'));
  const db = new Kysely({
    dialect: new PostgresDialect({
      pool: {
        connect: () => waitForSlot(pool.connect(), limits.poolWaitMs, (late) => late.release()),
        end: () => pool.end(),
        options: pool.options,
        Client: ConnectorClient,
      },
    }),
  });
  return {
    kind: 'postgres',
    db,
    subject: failureSubject(settings, limits),
    close: () => db.destroy(),
  };
}
