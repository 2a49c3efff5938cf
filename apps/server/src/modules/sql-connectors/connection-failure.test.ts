import { ConnectionError, RequestError } from 'tedious';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.ts';
import { EgressError } from '../../net/egress/errors.ts';
import { toSqlConnectionError } from './connection-failure.ts';
import { POOL_WAIT_TIMEOUT } from './pool-wait.ts';
import { TNS_REDIRECT_REFUSED } from './tns-redirect-guard.ts';

const subject = { host: 'db.example.com', port: 5432, database: 'sales', user: 'app', statementTimeoutMs: 30_000, connectTimeoutMs: 10_000, poolWaitMs: 30_000 };
const driverError = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);

describe('toSqlConnectionError', () => {
  // The cases the live suites cannot produce without traffic off this machine, and the codes that
  // only some server versions send.
  it.each([
    [driverError('connect EHOSTUNREACH 10.9.9.9:5432 secret-pw', { code: 'EHOSTUNREACH' }), 'unreachable', 'db.example.com (port 5432) cannot be reached: no route to the host.'],
    [driverError('connect ENETUNREACH', { code: 'ENETUNREACH' }), 'unreachable', 'db.example.com (port 5432) cannot be reached: no route to the host.'],
    [driverError('connect ETIMEDOUT 10.9.9.9:5432', { code: 'ETIMEDOUT' }), 'timeout', 'db.example.com (port 5432) did not answer within 10 s. Check the host, the port and any firewall between.'],
    [driverError('Query execution was interrupted, maximum statement execution time exceeded', { code: 'ER_QUERY_TIMEOUT', errno: 3024 }), 'timeout', 'A statement on the database at db.example.com (port 5432) ran longer than 30 s and was cancelled.'],
    [driverError('Query read timeout', {}), 'timeout', 'A statement on the database at db.example.com (port 5432) ran longer than 30 s and was cancelled.'],
    [driverError('no free connection in time', { code: POOL_WAIT_TIMEOUT }), 'timeout', 'Every connection to the database at db.example.com (port 5432) stayed busy for 30 s. Try again in a moment.'],
    [driverError('password authentication failed for user "app"', { code: '28P01' }), 'credentials', 'The database at db.example.com (port 5432) refused the user name or password (user "app"). Check both and try again.'],
    [driverError('permission denied for schema x', { code: '42501' }), 'privileges', 'User "app" reached db.example.com (port 5432) but may not read database "sales". Grant it access to the database and SELECT on its tables, then try again.'],
    [driverError('certificate has expired', { code: 'CERT_HAS_EXPIRED' }), 'tls', 'The TLS connection to db.example.com (port 5432) failed: its certificate has expired.'],
    [driverError('unable to verify the first certificate', { code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' }), 'tls', 'The TLS connection to db.example.com (port 5432) failed: its certificate is not signed by a certificate authority this server trusts.'],
    [driverError('Hostname/IP does not match certificate', { code: 'ERR_TLS_CERT_ALTNAME_INVALID' }), 'tls', 'The TLS connection to db.example.com (port 5432) failed: its certificate is for another host name.'],
    [driverError('syntax error near "secret-pw"', { code: '42601' }), 'failed', 'The database at db.example.com (port 5432) failed to answer (error 42601).'],
    [driverError('weird', { code: 'X"; DROP <b>' }), 'failed', 'The database at db.example.com (port 5432) failed to answer (error XDROPb).'],
  ])('%s → %s', (error, failure, message) => {
    const mapped = toSqlConnectionError(error, subject);
    expect(mapped.failure).toBe(failure);
    expect(mapped.message).toBe(message);
    expect(mapped.cause).toBe(error);
  });

  it('keeps the guard’s own message and status for a refusal, and a secret that does not open', () => {
    const refused = toSqlConnectionError(new EgressError('refused', 'db.example.com resolves to a private address, which this server does not connect to.'), subject);
    expect([refused.failure, refused.statusCode]).toEqual(['refused_by_guard', 422]);
    const sealed = toSqlConnectionError(new AppError('secrets_unavailable', 'The secret "password" cannot be opened.'), subject);
    expect([sealed.failure, sealed.statusCode]).toEqual(['secrets', 409]);
    const refusedPort = toSqlConnectionError(new EgressError('unreachable', 'db.example.com (port 5432) refused the connection.', { cause: driverError('x', { code: 'ECONNREFUSED' }) }), subject);
    expect(refusedPort.failure).toBe('connection_refused');
  });

  // tedious's errors as it raises them: a ConnectionError with a code, the login's error numbers
  // added by the handle's connection (`numbers`), a RequestError with the server's `number`.
  const login = (numbers: number[]) => Object.assign(new ConnectionError("Login failed for user 'app'. secret-pw", 'ELOGIN'), { numbers });
  const requestError = (message: string, code: string, number?: number) => Object.assign(new RequestError(message, code), number === undefined ? {} : { number });
  const mssqlSubject = { ...subject, port: 1433 };
  it.each([
    ['login failed (18456)', login([18456]), 'credentials', 'The database at db.example.com (port 1433) refused the user name or password (user "app"). Check both and try again.'],
    ['login refused without a number', login([]), 'credentials', 'The database at db.example.com (port 1433) refused the user name or password (user "app"). Check both and try again.'],
    ['password expired (18487)', login([18487]), 'credentials', 'The database at db.example.com (port 1433) refused the user name or password (user "app"). Check both and try again.'],
    [
      'cannot open the database (4060, then 18456)',
      login([4060, 18456]),
      'database',
      'The database server at db.example.com (port 1433) has no database "sales" that user "app" may open. Check its name and the user’s access to it.',
    ],
    [
      'the login may not use the database (916)',
      login([916]),
      'privileges',
      'User "app" reached db.example.com (port 1433) but may not read database "sales". Grant it access to the database and SELECT on its tables, then try again.',
    ],
    ['permission denied on an object (229)', requestError("The SELECT permission was denied on the object 'x'", 'EREQUEST', 229), 'privileges', /^User "app" reached db\.example\.com \(port 1433\) but may not read/],
    ['connect timeout', new ConnectionError('Failed to connect to 10.0.0.1:1433 in 10000ms', 'ETIMEOUT'), 'timeout', 'db.example.com (port 1433) did not answer within 10 s. Check the host, the port and any firewall between.'],
    ['requestTimeout', requestError('Timeout: Request failed to complete in 30000ms', 'ETIMEOUT'), 'timeout', 'A statement on the database at db.example.com (port 1433) ran longer than 30 s and was cancelled.'],
    [
      'refused, wrapped as ESOCKET',
      new ConnectionError('Failed to connect to db.example.com:1433 - connect ECONNREFUSED 10.0.0.1:1433', 'ESOCKET', { cause: driverError('connect ECONNREFUSED 10.0.0.1:1433', { code: 'ECONNREFUSED' }) }),
      'connection_refused',
      'db.example.com (port 1433) refused the connection: check the host and port, and that the database server listens there.',
    ],
    [
      'unreachable, wrapped as ESOCKET',
      new ConnectionError('Failed to connect', 'ESOCKET', { cause: driverError('connect EHOSTUNREACH', { code: 'EHOSTUNREACH' }) }),
      'unreachable',
      'db.example.com (port 1433) cannot be reached: no route to the host.',
    ],
    [
      'a certificate for another name, wrapped as ESOCKET',
      new ConnectionError('Failed to connect', 'ESOCKET', { cause: driverError('Hostname/IP does not match', { code: 'ERR_TLS_CERT_ALTNAME_INVALID' }) }),
      'tls',
      'The TLS connection to db.example.com (port 1433) failed: its certificate is for another host name.',
    ],
    [
      'the guard refused a route the server sent, wrapped as ESOCKET',
      new ConnectionError('Failed to connect', 'ESOCKET', { cause: new EgressError('refused', 'other.example.com resolves to a private address, which this server does not connect to.') }),
      'refused_by_guard',
      'other.example.com resolves to a private address, which this server does not connect to.',
    ],
    ['the server requires encryption, TLS off', new ConnectionError("Server requires encryption, set 'encrypt' config option to true.", 'EENCRYPT'), 'tls', 'The database at db.example.com (port 1433) requires TLS. Choose TLS mode "require" or "verify-full".'],
    ['several errors of one request (Kysely rejects with the list)', [requestError('denied', 'EREQUEST', 229), requestError('other', 'EREQUEST', 50000)], 'privileges', /may not read database "sales"/],
    ['an error the builder cannot act on', new ConnectionError('Already connected', 'EALREADYCONNECTED'), 'failed', 'The database at db.example.com (port 1433) failed to answer (error EALREADYCONNECTED).'],
  ])('SQL Server: %s', (_name, error, failure, message) => {
    const mapped = toSqlConnectionError(error, mssqlSubject);
    expect(mapped.failure).toBe(failure);
    expect(mapped.message).toMatch(typeof message === 'string' ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : message);
    expect(mapped.message).not.toMatch(/secret-pw|10\.0\.0\.1|ECONN|ETIMEOUT|ESOCKET/);
  });

  // oracledb's errors as thin mode raises them: `code` NJS-nnn for the driver's own, ORA-nnnnn with `errorNum` for the database's.
  const oracle = (code: string, message: string) => Object.assign(new Error(`${code}: ${message}`), { code, ...(code.startsWith('ORA-') ? { errorNum: Number(code.slice(4)) } : {}) });
  const oracleSubject = { ...subject, port: 1521, database: 'FREEPDB1' };
  it.each([
    ['wrong password', oracle('ORA-01017', 'invalid credential or not authorized; logon denied'), 'credentials', /^The database at db\.example\.com \(port 1521\) refused the user name or password \(user "app"\)/],
    ['account locked', oracle('ORA-28000', 'The account is locked.'), 'credentials', /refused the user name or password/],
    ['unknown service', oracle('NJS-518', 'cannot connect to Oracle Database. Service "X" is not registered with the listener at host 10.0.0.1 port 1521.'), 'database', 'The Oracle listener at db.example.com (port 1521) has no service "FREEPDB1". Check the service name.'],
    ['unknown service from a redirected listener', oracle('ORA-12514', 'listener does not currently know of service'), 'database', /has no service "FREEPDB1"/],
    ['no CREATE SESSION', oracle('ORA-01045', 'user APP lacks CREATE SESSION privilege; logon denied'), 'privileges', /^User "app" reached db\.example\.com \(port 1521\) but may not read database "FREEPDB1"/],
    ['insufficient privileges', oracle('ORA-01031', 'insufficient privileges'), 'privileges', /may not read/],
    ['a table out of sight', oracle('ORA-00942', 'table or view does not exist'), 'privileges', /may not read/],
    ['callTimeout', oracle('NJS-123', 'call timeout of 30000 ms exceeded'), 'timeout', 'A statement on the database at db.example.com (port 1521) ran longer than 30 s and was cancelled.'],
    ['the call cancelled on the server', oracle('ORA-01013', 'user requested cancel of current operation'), 'timeout', /ran longer than 30 s/],
    ['queueTimeout', oracle('NJS-040', 'connection request timeout. Request exceeded "queueTimeout" of 30000'), 'timeout', 'Every connection to the database at db.example.com (port 1521) stayed busy for 30 s. Try again in a moment.'],
    ['connectTimeout', oracle('NJS-510', 'connection to host 10.0.0.1 port 1521 timed out.'), 'timeout', 'db.example.com (port 1521) did not answer within 10 s. Check the host, the port and any firewall between.'],
    ['the listener refused', oracle('NJS-511', 'connection to listener at host 10.0.0.1 port 1521 was refused.'), 'connection_refused', /^db\.example\.com \(port 1521\) refused the connection/],
    ['closed before ready', oracle('NJS-521', 'received end-of-file on communication channel'), 'unreachable', 'db.example.com (port 1521) closed the connection before it was ready.'],
    ['TLS handshake failed', oracle('NJS-506', 'connection to host 10.0.0.1 port 1521 encountered TLS handshake failure.'), 'tls', /^The TLS connection to db\.example\.com \(port 1521\) failed: check the server’s certificate/],
    ['a certificate for another name', oracle('NJS-508', 'TLS detected an invalid certificate. db.example.com not present in certificate'), 'tls', 'The TLS connection to db.example.com (port 1521) failed: its certificate is for another host name.'],
    ['a listener redirect cut by the relay', driverError('the listener redirected the connection', { code: TNS_REDIRECT_REFUSED }), 'refused_by_guard', /^The Oracle listener at db\.example\.com \(port 1521\) redirected the connection to another address\./],
    ['an error the builder cannot act on', oracle('ORA-00600', 'internal error code'), 'failed', 'The database at db.example.com (port 1521) failed to answer (error ORA00600).'],
  ])('Oracle: %s', (_name, error, failure, message) => {
    const mapped = toSqlConnectionError(error, oracleSubject);
    expect(mapped.failure).toBe(failure);
    expect(mapped.message).toMatch(typeof message === 'string' ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : message);
    expect(mapped.message).not.toMatch(/10\.0\.0\.1|NJS-|ORA-/);
  });
});
