import type { ConnectionFailure } from '@tessera/model/connectors';
import { AppError, type ErrorCode } from '../../errors/app-error.ts';
import { connectFailure, isTlsFailureCode } from '../../net/egress/connect-failure.ts';
import { EgressError, shownHost } from '../../net/egress/errors.ts';
import { POOL_WAIT_TIMEOUT } from './pool-wait.ts';
import { readMssqlError, readOracleError } from './driver-error-codes.ts';
import { TNS_REDIRECT_REFUSED } from './tns-redirect-guard.ts';

/** What a message about a connector's database may name: what the builder typed, never a secret. */
export interface FailureSubject {
  host: string;
  port: number;
  database: string;
  user: string;
  /** The time limits, for the timeout messages. */
  statementTimeoutMs: number;
  connectTimeoutMs: number;
  poolWaitMs: number;
}

/**
 * A connector's database failed to connect or to answer. `failure` says which case (the studio
 * shows help per case); the message names the host, port, database and user as typed, never a
 * driver's text, a resolved address or the password. The driver's error stays in `cause` for the log.
 */
export class SqlConnectionError extends AppError {
  readonly failure: ConnectionFailure;

  constructor(failure: ConnectionFailure, message: string, cause: unknown) {
    super(codeOf(failure), message, { cause });
    this.name = 'SqlConnectionError';
    this.failure = failure;
  }
}

function codeOf(failure: ConnectionFailure): ErrorCode {
  if (failure === 'refused_by_guard') return 'outbound_refused';
  if (failure === 'secrets') return 'secrets_unavailable';
  return 'bad_gateway';
}

/** Postgres SQLSTATEs, MySQL/MariaDB error codes and the MSSQL/Oracle cases of `driver-error-codes.ts`, by case. */
const credentialCodes = new Set(['CREDENTIALS', '28P01', '28000', 'ER_ACCESS_DENIED_ERROR', 'ER_ACCESS_DENIED_NO_PASSWORD_ERROR', 'ER_NOT_SUPPORTED_AUTH_MODE']);
const databaseCodes = new Set(['3D000', 'ER_BAD_DB_ERROR']);
const privilegeCodes = new Set([
  'PRIVILEGES',
  '42501',
  '3F000',
  'ER_DBACCESS_DENIED_ERROR',
  'ER_TABLEACCESS_DENIED_ERROR',
  'ER_COLUMNACCESS_DENIED_ERROR',
  'ER_SPECIFIC_ACCESS_DENIED_ERROR',
]);
/** A statement cancelled by its time limit: Postgres 57014, MySQL 3024, MariaDB 1969, mysql2's client-side limit. */
const statementTimeoutCodes = new Set(['STATEMENT_TIMEOUT', '57014', 'ER_QUERY_TIMEOUT', 'ER_STATEMENT_TIMEOUT', 'PROTOCOL_SEQUENCE_TIMEOUT']);
const statementTimeoutErrnos = new Set([3024, 1969]);
const refusedCodes = new Set(['ECONNREFUSED', 'CONNECTION_REFUSED']);
const unreachableCodes = new Set(['EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL', 'ENOTFOUND']);

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** The message of a server that will not speak TLS, per driver (pg has no code for it). */
function refusesTls(error: Error & { code?: unknown }): boolean {
  return error.code === 'HANDSHAKE_NO_SSL_SUPPORT' || /does not support SSL connections/i.test(error.message);
}

/** pg's connect time limits, which have no code. */
function isConnectTimeout(error: Error): boolean {
  return /connection timeout|timeout exceeded when trying to connect|timeout expired/i.test(error.message);
}

/**
 * Reads a driver's, the guard's or a socket's error as one of the cases a builder can act on.
 * @example throw toSqlConnectionError(error, subject);
 */
export function toSqlConnectionError(error: unknown, subject: FailureSubject): SqlConnectionError {
  if (error instanceof SqlConnectionError) return error;
  const where = `${shownHost(subject.host)} (port ${subject.port})`;
  const database = `"${subject.database}"`;
  const user = `"${subject.user}"`;
  if (error instanceof EgressError) return fromEgress(error, subject);
  if (error instanceof AppError && error.code === 'secrets_unavailable') return new SqlConnectionError('secrets', error.message, error);
  // Kysely's MSSQL driver rejects with the list of a request's errors when there are several.
  if (Array.isArray(error) && error.length > 0) return toSqlConnectionError(error[0], subject);
  if (error instanceof AggregateError && error.errors.length > 0) return toSqlConnectionError(error.errors[0], subject);
  if (!(error instanceof Error)) return new SqlConnectionError('failed', `The database at ${where} failed.`, error);
  // tedious wraps a socket's or the guard's failure (ESOCKET): read the cause.
  if ((error as { code?: unknown }).code === 'ESOCKET' && error.cause) return toSqlConnectionError(error.cause, subject);
  const code = readMssqlError(error) ?? readOracleError(error) ?? String((error as { code?: unknown }).code ?? '');
  if (code === 'MSSQL_DATABASE_LOGIN') {
    return new SqlConnectionError('database', `The database server at ${where} has no database ${database} that user ${user} may open. Check its name and the user’s access to it.`, error);
  }
  if (code === 'ORACLE_SERVICE') return new SqlConnectionError('database', `The Oracle listener at ${where} has no service ${database}. Check the service name.`, error);
  if (code === 'MSSQL_ENCRYPTION_REQUIRED') {
    return new SqlConnectionError('tls', `The database at ${where} requires TLS. Choose TLS mode "require" or "verify-full".`, error);
  }
  if (code === 'TLS_HOST_MISMATCH') return new SqlConnectionError('tls', `The TLS connection to ${where} failed: its certificate is for another host name.`, error);
  if (code === 'TLS_FAILED') return new SqlConnectionError('tls', `The TLS connection to ${where} failed: check the server’s certificate and that it speaks TLS on this port.`, error);
  if (code === TNS_REDIRECT_REFUSED) {
    return new SqlConnectionError(
      'refused_by_guard',
      `The Oracle listener at ${where} redirected the connection to another address. This server follows a redirect only over TLS, where it checks the new address: choose TLS mode "require" or "verify-full", or connect to the database’s own listener.`,
      error,
    );
  }
  if (code === 'CONNECT_TIMEOUT') {
    return new SqlConnectionError('timeout', `${where} did not answer within ${seconds(subject.connectTimeoutMs)}. Check the host, the port and any firewall between.`, error);
  }
  if (code === 'CONNECTION_CLOSED') return new SqlConnectionError('unreachable', `${where} closed the connection before it was ready.`, error);
  if (credentialCodes.has(code)) {
    return new SqlConnectionError('credentials', `The database at ${where} refused the user name or password (user ${user}). Check both and try again.`, error);
  }
  if (databaseCodes.has(code)) return new SqlConnectionError('database', `The database server at ${where} has no database ${database}. Check its name.`, error);
  if (privilegeCodes.has(code)) {
    return new SqlConnectionError(
      'privileges',
      `User ${user} reached ${where} but may not read database ${database}. Grant it access to the database and SELECT on its tables, then try again.`,
      error,
    );
  }
  if (code === POOL_WAIT_TIMEOUT) {
    return new SqlConnectionError('timeout', `Every connection to the database at ${where} stayed busy for ${seconds(subject.poolWaitMs)}. Try again in a moment.`, error);
  }
  const statementTimedOut = statementTimeoutCodes.has(code) || statementTimeoutErrnos.has(Number((error as { errno?: unknown }).errno)) || /^Query read timeout$/.test(error.message);
  if (statementTimedOut) {
    return new SqlConnectionError('timeout', `A statement on the database at ${where} ran longer than ${seconds(subject.statementTimeoutMs)} and was cancelled.`, error);
  }
  if (refusesTls(error)) {
    return new SqlConnectionError('tls', `The database at ${where} does not accept TLS connections. Turn TLS on at the server, or choose TLS mode "disable" if the network between is trusted.`, error);
  }
  if (refusedCodes.has(code)) {
    return new SqlConnectionError('connection_refused', `${where} refused the connection: check the host and port, and that the database server listens there.`, error);
  }
  if (code === 'ETIMEDOUT' || isConnectTimeout(error)) {
    return new SqlConnectionError('timeout', `${where} did not answer within ${seconds(subject.connectTimeoutMs)}. Check the host, the port and any firewall between.`, error);
  }
  if (unreachableCodes.has(code)) return new SqlConnectionError('unreachable', `${where} cannot be reached: no route to the host.`, error);
  if (isTlsFailureCode(code)) return new SqlConnectionError('tls', connectFailure(subject.host, subject.port, error).message, error);
  if (code === 'ECONNRESET' || code === 'EPIPE' || /Connection terminated|closed the connection|Connection lost/i.test(error.message)) {
    return new SqlConnectionError('unreachable', `${where} closed the connection before it was ready.`, error);
  }
  return new SqlConnectionError('failed', `The database at ${where} failed to answer (${code ? `error ${safeCode(code)}` : 'no error code'}).`, error);
}

/** A driver's error code may be shown (`42P01`, `ER_PARSE_ERROR`): letters, digits and underscores only. */
function safeCode(code: string): string {
  return code.replace(/[^A-Za-z0-9_]/g, '').slice(0, 40);
}

function fromEgress(error: EgressError, subject: FailureSubject): SqlConnectionError {
  switch (error.failure) {
    case 'refused':
      return new SqlConnectionError('refused_by_guard', error.message, error);
    case 'dns':
      return new SqlConnectionError('dns', error.message, error);
    case 'tls':
      return new SqlConnectionError('tls', error.message, error);
    case 'timeout':
      return new SqlConnectionError('timeout', `${shownHost(subject.host)} (port ${subject.port}) did not answer within ${seconds(subject.connectTimeoutMs)}.`, error);
    case 'invalid-target':
      return new SqlConnectionError('failed', error.message, error);
    default: {
      const code = String((error.cause as { code?: unknown } | undefined)?.code ?? '');
      if (refusedCodes.has(code)) {
        return new SqlConnectionError('connection_refused', `${shownHost(subject.host)} (port ${subject.port}) refused the connection: check the host and port, and that the database server listens there.`, error);
      }
      return new SqlConnectionError('unreachable', error.message, error);
    }
  }
}
