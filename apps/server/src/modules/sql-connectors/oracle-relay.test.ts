import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { EgressError } from '../../net/egress/errors.ts';
import { createEgressGuard } from '../../net/egress/guard.ts';
import { defaultEgressPolicy } from '../../net/egress/policy.ts';
import { startTcpServer, type CountingServer } from '../../net/egress/test-servers.fixture.ts';
import { openOracleRelay, type OracleRelay } from './oracle-relay.ts';
import { TNS_REDIRECT_REFUSED } from './tns-redirect-guard.ts';

/** A guard with the built-in rules only: every loopback and private address refused; lookups recorded. */
const lookups: string[] = [];
const guard = createEgressGuard({
  policy: defaultEgressPolicy,
  resolver: async (name) => {
    lookups.push(name);
    return [{ address: '127.0.0.1', family: 4 }];
  },
});

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
  lookups.length = 0;
});

async function setUp(mode: 'tunnel' | 'forward', onConnection?: (socket: Socket) => void): Promise<{ server: CountingServer; relay: OracleRelay }> {
  const server = await startTcpServer('127.0.0.1', onConnection);
  // The checked target: the typed name and the address the guard answered with once, before.
  const target = { host: 'db.example.com', port: server.port, addresses: [{ address: '127.0.0.1', family: 4 as const }], servername: 'db.example.com' };
  const relay = await openOracleRelay(mode, target, guard, 2_000);
  cleanups.push(() => relay.close(), () => server.close());
  return { server, relay };
}

/** Everything the relay sends a client until it closes. */
function readAll(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.once('close', () => resolve(text));
  });
}

function tnsPacket(type: number, data: string): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt16BE(8 + data.length, 0);
  header[4] = type;
  return Buffer.concat([header, Buffer.from(data, 'latin1')]);
}

describe('openOracleRelay: tunnel (TCPS through an HTTP CONNECT proxy)', () => {
  it('sends the typed host and port to the checked address, with no lookup', async () => {
    const { server, relay } = await setUp('tunnel', (socket) => socket.end('hello from the database'));
    const client = connect(relay.port, '127.0.0.1');
    const answer = readAll(client);
    client.write(`CONNECT db.example.com:${server.port} HTTP/1.1\r\nHost: db.example.com:${server.port}\r\n\r\n`);
    expect(await answer).toBe('HTTP/1.1 200 Connection Established\r\n\r\nhello from the database');
    expect(server.connections).toHaveLength(1);
    expect(lookups).toEqual([]);
  });

  it('checks any other destination (a listener’s redirect) with the guard: a refused one gets no socket and the failure is kept', async () => {
    const { server, relay } = await setUp('tunnel');
    const client = connect(relay.port, '127.0.0.1');
    const answer = readAll(client);
    client.write(`CONNECT internal.example.com:${server.port} HTTP/1.1\r\nHost: internal.example.com\r\n\r\n`);
    expect(await answer).toBe('HTTP/1.1 502 Bad Gateway\r\n\r\n');
    expect(lookups).toEqual(['internal.example.com']);
    expect(server.connections).toHaveLength(0);
    const failure = relay.takeFailure();
    expect(failure).toBeInstanceOf(EgressError);
    expect((failure as EgressError).failure).toBe('refused');
    // Taken once.
    expect(relay.takeFailure()).toBeNull();
  });
});

describe('openOracleRelay: forward (TCP)', () => {
  it('forwards both ways to the checked address until the listener accepts', async () => {
    const { server, relay } = await setUp('forward', (socket) => socket.once('data', () => socket.end(Buffer.concat([tnsPacket(11, 'resend'), tnsPacket(2, 'accept')]))));
    const client = connect(relay.port, '127.0.0.1');
    const answer = readAll(client);
    client.write(tnsPacket(1, '(DESCRIPTION=...)'));
    expect(await answer).toBe(Buffer.concat([tnsPacket(11, 'resend'), tnsPacket(2, 'accept')]).toString('latin1'));
    expect(server.connections).toHaveLength(1);
    expect(lookups).toEqual([]);
  });

  it('cuts a listener’s REDIRECT: the driver never reads the other address, and the failure says why', async () => {
    const { relay } = await setUp('forward', (socket) => socket.once('data', () => socket.write(tnsPacket(5, '(ADDRESS=(PROTOCOL=TCP)(HOST=169.254.169.254)(PORT=1521))'))));
    const client = connect(relay.port, '127.0.0.1');
    const answer = readAll(client);
    client.write(tnsPacket(1, '(DESCRIPTION=...)'));
    expect(await answer).toBe('');
    expect((relay.takeFailure() as { code?: unknown }).code).toBe(TNS_REDIRECT_REFUSED);
  });

  it('keeps the failure to reach the database (refused) and closes the driver’s socket', async () => {
    const { server, relay } = await setUp('forward');
    await server.close();
    const client = connect(relay.port, '127.0.0.1');
    expect(await readAll(client)).toBe('');
    const failure = relay.takeFailure() as EgressError;
    expect(failure).toBeInstanceOf(EgressError);
    expect((failure.cause as { code?: unknown }).code).toBe('ECONNREFUSED');
  });
});
