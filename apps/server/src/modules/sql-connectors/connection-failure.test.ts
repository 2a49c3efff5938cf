import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.ts';
import { EgressError } from '../../net/egress/errors.ts';
import { toSqlConnectionError } from './connection-failure.ts';
import { POOL_WAIT_TIMEOUT } from './pool-wait.ts';

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
});
