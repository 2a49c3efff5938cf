import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { Kysely, MssqlDialect } from 'kysely';
import * as Tarn from 'tarn';
import type * as Tedious from 'tedious';
import { connectChecked } from '../../net/egress/connect.ts';
import type { EgressGuard } from '../../net/egress/guard.ts';
import { POOL_WAIT_TIMEOUT } from './pool-wait.ts';
import { failureSubject, type SqlHandle, type SqlHandleInput } from './sql-handle.ts';
import { mssqlTlsOptionsOf } from './tls-options.ts';

/** Room tarn's limit on making a connection leaves tedious's own connect timeout to answer first. */
const CREATE_TIMEOUT_MARGIN_MS = 2_000;

/** Where tedious asks a connection to go: the server and port it was given, or a route the server sent. */
interface ConnectTo {
  host: string;
  port: number;
}

/**
 * The sockets of a SQL Server connector: the server tedious was given (the host typed) goes to the
 * address the guard checked, with no lookup; a route the server sends at login (Azure SQL's
 * redirection to another host) is a new destination, resolved once and checked by the guard like
 * any other. tedious's own lookup function is never used.
 */
export function mssqlConnector(egress: Pick<EgressGuard, 'connect'>, target: SqlHandleInput['target'], timeoutMs: number) {
  return (to?: ConnectTo, _lookup?: unknown, signal?: AbortSignal): Promise<Socket> => {
    const options = { timeoutMs, ...(signal ? { signal } : {}) };
    if (!to || (to.host === target.host && to.port === target.port)) return connectChecked(target, options);
    return egress.connect(to.host, to.port, options);
  };
}

/** The SQL Server error numbers of a login, read from the server's error messages (tedious's login error carries none). */
export type LoginError = Error & { code?: string; numbers?: number[] };

/**
 * Wraps a connect listener so that the login error carries the numbers of the server's error
 * messages during the login (`numbers`): 18456 is a refused login, 4060 a database it cannot
 * open, 18486/18487/18488 a locked account or expired password.
 */
export function numberLoginErrors(connection: Pick<Tedious.Connection, 'on' | 'off'>, listener?: (error?: Error) => void): (error?: Error) => void {
  const numbers: number[] = [];
  const onMessage = (token: { number: number }) => numbers.push(token.number);
  connection.on('errorMessage', onMessage);
  return (error) => {
    connection.off('errorMessage', onMessage);
    if (error && (error as LoginError).code === 'ELOGIN') (error as LoginError).numbers = numbers;
    listener?.(error);
  };
}

type TediousModule = typeof Tedious;

/** tedious takes a moment to load (its Azure sign-in libraries): loaded when a SQL Server connector is first used. */
let tedious: Promise<{ module: TediousModule; Connection: typeof Tedious.Connection }> | null = null;
function loadTedious() {
  tedious ??= import('tedious').then((module) => {
    /** A connection whose login error says the server's error numbers (`numberLoginErrors`). */
    class NumberedLoginConnection extends module.Connection {
      override connect(listener?: (error?: Error) => void): void {
        super.connect(numberLoginErrors(this, listener));
      }
    }
    return { module, Connection: NumberedLoginConnection };
  });
  return tedious;
}

/** tarn's pool, its wait for a free connection answered like the other kinds' (`POOL_WAIT_TIMEOUT`). */
export class BoundedWaitPool<T> extends Tarn.Pool<T> {
  override acquire() {
    const pending = super.acquire();
    const promise = pending.promise.catch((error: unknown) => {
      if (error instanceof Tarn.TimeoutError) throw Object.assign(new Error('no free connection in time'), { code: POOL_WAIT_TIMEOUT });
      throw error;
    });
    return Object.assign(pending, { promise });
  }
}

/**
 * A SQL Server connector's handle: Kysely's `MssqlDialect` over a tarn pool of at most `poolMax`
 * tedious connections whose sockets go to the checked address (`mssqlConnector`; `server` stays
 * the typed name, which tedious uses for the login and as the TLS server name), TLS per the
 * connector's mode, a connect timeout, a statement limit (`requestTimeout`: tedious cancels the
 * request on the server past it), a bounded wait for a free connection, and idle connections closed.
 */
export async function createMssqlHandle({ connector, target, limits }: SqlHandleInput, deps: { egress: Pick<EgressGuard, 'connect'>; log: FastifyBaseLogger }): Promise<SqlHandle> {
  const { settings, password } = connector;
  const { module: driver, Connection } = await loadTedious();
  const tls = mssqlTlsOptionsOf(settings.tls);
  const connect = mssqlConnector(deps.egress, target, limits.connectTimeoutMs);
  const db = new Kysely({
    dialect: new MssqlDialect({
      tarn: {
        Pool: BoundedWaitPool as unknown as typeof Tarn.Pool,
        options: {
          min: 0,
          max: limits.poolMax,
          acquireTimeoutMillis: limits.poolWaitMs,
          createTimeoutMillis: limits.connectTimeoutMs + CREATE_TIMEOUT_MARGIN_MS,
          idleTimeoutMillis: limits.idleTimeoutMs,
          propagateCreateError: true,
        },
      },
      tedious: {
        ...driver,
        connectionFactory: () => {
          const connection = new Connection({
            server: target.host,
            authentication: { type: 'default', options: { userName: settings.user, password: password?.reveal() ?? '' } },
            options: {
              port: target.port,
              database: settings.database,
              connector: connect,
              encrypt: tls.encrypt,
              trustServerCertificate: tls.trustServerCertificate,
              cryptoCredentialsDetails: tls.cryptoCredentialsDetails,
              connectTimeout: limits.connectTimeoutMs,
              requestTimeout: limits.statementTimeoutMs,
              appName: 'tessera',
              maxRetriesOnTransientErrors: 0,
            },
          });
          connection.on('error', (error) => deps.log.warn({ err: error, host: settings.host }, 'a SQL Server connector connection failed'));
          return connection;
        },
      },
    }),
  });
  return {
    kind: 'mssql',
    db,
    subject: failureSubject(settings, limits),
    close: () => db.destroy(),
  };
}
