import { afterEach, describe, expect, it } from 'vitest';
import { EgressError } from '../../net/egress/errors.ts';
import { createEgressGuard } from '../../net/egress/guard.ts';
import { defaultEgressPolicy } from '../../net/egress/policy.ts';
import { startTcpServer, type CountingServer } from '../../net/egress/test-servers.fixture.ts';
import { mssqlConnector } from './mssql-handle.ts';

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
