import { EventEmitter } from 'node:events';
import { ConnectionError } from 'tedious';
import { afterEach, describe, expect, it } from 'vitest';
import { EgressError } from '../../net/egress/errors.ts';
import { createEgressGuard } from '../../net/egress/guard.ts';
import { defaultEgressPolicy } from '../../net/egress/policy.ts';
import { startTcpServer, type CountingServer } from '../../net/egress/test-servers.fixture.ts';
import { BoundedWaitPool, type LoginError, mssqlConnector, numberLoginErrors } from './mssql-handle.ts';
import { POOL_WAIT_TIMEOUT } from './pool-wait.ts';

const lookups: string[] = [];
const guard = createEgressGuard({
  policy: defaultEgressPolicy,
  resolver: async (name) => {
    lookups.push(name);
    return [{ address: '127.0.0.1', family: 4 }];
  },
});

let server: CountingServer | null = null;
afterEach(async () => {
  await server?.close();
  lookups.length = 0;
});

describe('mssqlConnector (tedious’s `connector`)', () => {
  it('opens the server tedious was given at the address the guard checked, ignoring tedious’s lookup', async () => {
    server = await startTcpServer();
    const target = { host: 'sql.example.com', port: server.port, addresses: [{ address: '127.0.0.1', family: 4 as const }], servername: 'sql.example.com' };
    const lookupThatMustNotRun = () => {
      throw new Error('tedious’s lookup ran');
    };
    const socket = await mssqlConnector(guard, target, 2_000)({ host: 'sql.example.com', port: server.port }, lookupThatMustNotRun);
    socket.destroy();
    expect(server.connections).toHaveLength(1);
    expect(lookups).toEqual([]);
  });

  it('sends a route the server gives at login (another host) through the guard: resolved once, checked, refused here', async () => {
    server = await startTcpServer();
    const target = { host: 'sql.example.com', port: server.port, addresses: [{ address: '127.0.0.1', family: 4 as const }], servername: 'sql.example.com' };
    const routed = mssqlConnector(guard, target, 2_000)({ host: 'replica.internal.example.com', port: server.port });
    await expect(routed).rejects.toBeInstanceOf(EgressError);
    await expect(routed).rejects.toMatchObject({ failure: 'refused' });
    expect(lookups).toEqual(['replica.internal.example.com']);
    expect(server.connections).toHaveLength(0);
  });
});

describe('numberLoginErrors', () => {
  it('puts the numbers of the server’s messages during the login on the login error, then stops listening', () => {
    const connection = new EventEmitter();
    const seen: (Error | undefined)[] = [];
    const done = numberLoginErrors(connection as never, (error) => seen.push(error));
    connection.emit('errorMessage', { number: 4060, message: 'Cannot open database "sales" requested by the login.' });
    connection.emit('errorMessage', { number: 18456, message: "Login failed for user 'app'." });
    const error: LoginError = new ConnectionError("Login failed for user 'app'.", 'ELOGIN');
    done(error);
    expect(seen).toEqual([error]);
    expect(error.numbers).toEqual([4060, 18456]);
    expect(connection.listenerCount('errorMessage')).toBe(0);
  });

  it('leaves any other error as it is', () => {
    const connection = new EventEmitter();
    const done = numberLoginErrors(connection as never);
    connection.emit('errorMessage', { number: 18456 });
    const error: LoginError = new ConnectionError('Failed to connect', 'ESOCKET');
    done(error);
    expect(error.numbers).toBeUndefined();
  });
});

describe('BoundedWaitPool', () => {
  it('answers a wait for a free connection past the limit as the pools of the other kinds do', async () => {
    const pool = new BoundedWaitPool<object>({ create: async () => ({}), destroy: () => undefined, min: 0, max: 1, acquireTimeoutMillis: 50 });
    const held = await pool.acquire().promise;
    await expect(pool.acquire().promise).rejects.toMatchObject({ code: POOL_WAIT_TIMEOUT });
    pool.release(held);
    await pool.destroy();
  });
});
