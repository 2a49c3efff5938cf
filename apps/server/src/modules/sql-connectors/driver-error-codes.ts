import { POOL_WAIT_TIMEOUT } from './pool-wait.ts';

/**
 * tedious's two error classes, told by their class name: tedious is loaded only when a SQL
 * Server connector is used, so its classes are not imported here. Their codes (`ELOGIN`,
 * `ETIMEOUT`, `EENCRYPT`…) are tedious's own.
 */
const tediousErrorOf = (error: unknown, name: 'ConnectionError' | 'RequestError') => error instanceof Error && error.constructor.name === name;

/**
 * The cases of `toSqlConnectionError` as tedious's and oracledb's errors say them, read into a
 * code the mapping knows: `CREDENTIALS`, `PRIVILEGES`, `STATEMENT_TIMEOUT`, `CONNECT_TIMEOUT`,
 * `CONNECTION_REFUSED`, `CONNECTION_CLOSED`, `TLS_FAILED`, `TLS_HOST_MISMATCH`, the pool's
 * `POOL_WAIT_TIMEOUT`, and the database cases `MSSQL_DATABASE_LOGIN`, `ORACLE_SERVICE`,
 * `MSSQL_ENCRYPTION_REQUIRED`. Null: not one of these (the driver's own code is shown).
 */
export type DriverCase =
  | 'CREDENTIALS'
  | 'PRIVILEGES'
  | 'STATEMENT_TIMEOUT'
  | 'CONNECT_TIMEOUT'
  | 'CONNECTION_REFUSED'
  | 'CONNECTION_CLOSED'
  | 'TLS_FAILED'
  | 'TLS_HOST_MISMATCH'
  | 'MSSQL_DATABASE_LOGIN'
  | 'MSSQL_ENCRYPTION_REQUIRED'
  | 'ORACLE_SERVICE'
  | typeof POOL_WAIT_TIMEOUT;

/** SQL Server's login errors: 4060 cannot open the database; the rest a refused login (wrong password, unknown, disabled or locked login, expired password). */
const MSSQL_DATABASE_NUMBERS = new Set([4060]);
const MSSQL_LOGIN_NUMBERS = new Set([18456, 18452, 18470, 18486, 18487, 18488]);
/** 916 the login may not use the database; 229, 230, 262, 300 a permission denied. */
const MSSQL_PRIVILEGE_NUMBERS = new Set([916, 229, 230, 262, 300]);

/**
 * A tedious error's case. Its login error carries the server's error numbers in `numbers`
 * (added by the handle's connection; SQL Server sends 4060 then 18456 for a database it cannot
 * open); a request's error its `number`. `ETIMEOUT` is the connect timeout on a connection
 * error and the statement limit (`requestTimeout`, the request cancelled) on a request error.
 */
export function readMssqlError(error: unknown): DriverCase | null {
  if (tediousErrorOf(error, 'ConnectionError')) {
    switch ((error as { code?: unknown }).code) {
      case 'ELOGIN': {
        const numbers = (error as { numbers?: unknown }).numbers;
        const list = Array.isArray(numbers) ? numbers.map(Number) : [];
        if (list.some((n) => MSSQL_DATABASE_NUMBERS.has(n))) return 'MSSQL_DATABASE_LOGIN';
        if (list.some((n) => MSSQL_PRIVILEGE_NUMBERS.has(n))) return 'PRIVILEGES';
        // A login refused without a number the server explained is a refused login all the same.
        if (list.length === 0 || list.some((n) => MSSQL_LOGIN_NUMBERS.has(n))) return 'CREDENTIALS';
        return null;
      }
      case 'ETIMEOUT':
        return 'CONNECT_TIMEOUT';
      case 'EENCRYPT':
        return 'MSSQL_ENCRYPTION_REQUIRED';
      case 'ECLOSE':
        return 'CONNECTION_CLOSED';
      default:
        return null;
    }
  }
  if (tediousErrorOf(error, 'RequestError')) {
    const { code, number } = error as { code?: unknown; number?: unknown };
    if (code === 'ETIMEOUT') return 'STATEMENT_TIMEOUT';
    if (code === 'ECLOSE') return 'CONNECTION_CLOSED';
    if (typeof number === 'number' && MSSQL_PRIVILEGE_NUMBERS.has(number)) return 'PRIVILEGES';
    return null;
  }
  return null;
}

const oracleCases: Record<string, DriverCase> = {
  // The login: wrong user or password, a null password, a locked account, an expired password.
  'ORA-01017': 'CREDENTIALS',
  'ORA-01005': 'CREDENTIALS',
  'ORA-28000': 'CREDENTIALS',
  'ORA-28001': 'CREDENTIALS',
  // The service the listener does not know (thin mode says NJS-518; ORA-12514 from a redirect's listener), or a SID.
  'NJS-518': 'ORACLE_SERVICE',
  'ORA-12514': 'ORACLE_SERVICE',
  'NJS-519': 'ORACLE_SERVICE',
  'ORA-12505': 'ORACLE_SERVICE',
  // No CREATE SESSION, insufficient privileges, a table out of the user's sight.
  'ORA-01045': 'PRIVILEGES',
  'ORA-01031': 'PRIVILEGES',
  'ORA-00942': 'PRIVILEGES',
  // callTimeout: the call cancelled (NJS-123; the server's side of it, ORA-01013).
  'NJS-123': 'STATEMENT_TIMEOUT',
  'ORA-01013': 'STATEMENT_TIMEOUT',
  // queueTimeout: no free connection of the pool in time.
  'NJS-040': POOL_WAIT_TIMEOUT,
  // connectTimeout / transportConnectTimeout.
  'NJS-510': 'CONNECT_TIMEOUT',
  // The listener refused (no listener for it, or it turned the connection away).
  'NJS-511': 'CONNECTION_REFUSED',
  'ORA-12541': 'CONNECTION_REFUSED',
  // Closed before it was ready, or lost.
  'NJS-500': 'CONNECTION_CLOSED',
  'NJS-501': 'CONNECTION_CLOSED',
  'NJS-503': 'CONNECTION_CLOSED',
  'NJS-504': 'CONNECTION_CLOSED',
  'NJS-521': 'CONNECTION_CLOSED',
  // TLS: could not start it, the handshake failed, the certificate's name or DN is not the server's.
  'NJS-505': 'TLS_FAILED',
  'NJS-506': 'TLS_FAILED',
  'NJS-507': 'TLS_HOST_MISMATCH',
  'NJS-508': 'TLS_HOST_MISMATCH',
};

/** An oracledb error's case, by its `code` (`ORA-01017`, `NJS-518`). */
export function readOracleError(error: unknown): DriverCase | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^(ORA|NJS)-\d{3,5}$/.test(code)) return null;
  return oracleCases[code] ?? null;
}
