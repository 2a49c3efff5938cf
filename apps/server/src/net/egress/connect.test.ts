import { createServer as createTlsServer } from 'node:tls';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EgressError } from './errors.ts';
import { createEgressGuard } from './guard.ts';
import { parseEgressPolicy } from './policy.ts';
import { type CountingServer, sequenceResolver, startTcpServer } from './test-servers.fixture.ts';

let db: CountingServer;
let victim: CountingServer;

beforeAll(async () => {
  db = await startTcpServer();
  victim = await startTcpServer();
});
afterAll(async () => {
  await db.close();
  await victim.close();
});

function guardWith(allow: string, answers: Record<string, string[][]>) {
  const { resolver, calls } = sequenceResolver(answers);
  return { guard: createEgressGuard({ policy: parseEgressPolicy(allow), resolver, ownAddresses: () => [] }), calls };
}

async function failureOf(promise: Promise<unknown>): Promise<EgressError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(EgressError);
  return error as EgressError;
}

describe('connect: a socket to the checked address', () => {
  it('connects to the address the name resolved to, after one lookup', async () => {
    const { guard, calls } = guardWith(`127.0.0.1:${db.port}`, { 'db.test': [['127.0.0.1']] });
    const before = db.connections.length;
    const socket = await guard.connect('db.test', db.port);
    expect(socket.remoteAddress).toBe('127.0.0.1');
    expect(socket.remotePort).toBe(db.port);
    socket.destroy();
    expect(db.connections.length).toBe(before + 1);
    expect(calls).toEqual(['db.test']);
  });

  it('a name whose answer changes after the check still reaches only the first, checked address', async () => {
    // Rebinding: the first lookup answers the opened database, every later one the victim's
    // address class (10.0.0.1 here; any second lookup would then be refused or go elsewhere).
    const { guard, calls } = guardWith(`127.0.0.1:${db.port}`, { 'rebind.test': [['127.0.0.1'], ['10.0.0.1'], ['169.254.169.254']] });
    const socket = await guard.connect('rebind.test', db.port);
    expect(socket.remoteAddress).toBe('127.0.0.1');
    socket.destroy();
    expect(calls).toEqual(['rebind.test']);
  });

  it('a first answer refused is refused, without looking up again for a better one', async () => {
    const { guard, calls } = guardWith(`127.0.0.1:${victim.port}`, { 'rebind.test': [['10.0.0.1'], ['127.0.0.1']] });
    const before = victim.connections.length;
    expect((await failureOf(guard.connect('rebind.test', victim.port))).failure).toBe('refused');
    expect(calls).toEqual(['rebind.test']);
    expect(victim.connections.length).toBe(before);
  });

  it('never opens a socket to a refused address: the port not opened, another loopback address', async () => {
    const { guard } = guardWith(`127.0.0.1:${db.port}`, { 'victim.test': [['127.0.0.1']] });
    const before = victim.connections.length;
    for (const host of ['victim.test', '127.0.0.1', '0x7f.1', '[::ffff:127.0.0.1]', '2130706433']) {
      expect((await failureOf(guard.connect(host, victim.port))).failure).toBe('refused');
    }
    expect(victim.connections.length).toBe(before);
  });

  it('tries the next checked address when one refuses the connection', async () => {
    const { guard } = guardWith(`127.0.0.2:${db.port},127.0.0.1:${db.port}`, { 'two.test': [['127.0.0.2', '127.0.0.1']] });
    const socket = await guard.connect('two.test', db.port);
    expect(socket.remoteAddress).toBe('127.0.0.1');
    socket.destroy();
  });

  it('a closed port is "refused the connection", named by host, not by address', async () => {
    const closed = await startTcpServer();
    await closed.close();
    const { guard } = guardWith(`127.0.0.1:${closed.port}`, { 'db.test': [['127.0.0.1']] });
    const error = await failureOf(guard.connect('db.test', closed.port));
    expect(error.failure).toBe('unreachable');
    expect(error.message).toBe(`db.test (port ${closed.port}) refused the connection.`);
  });

  it('a TLS handshake that never ends times out', async () => {
    const silent = await startTcpServer();
    const { guard } = guardWith(`127.0.0.1:${silent.port}`, { 'db.test': [['127.0.0.1']] });
    const error = await failureOf(guard.connect('db.test', silent.port, { tls: {}, timeoutMs: 200 }));
    expect(error.failure).toBe('timeout');
    await silent.close();
  });

  it('TLS sends the typed name (SNI) to the checked address, and a literal sends none', async () => {
    const names: string[] = [];
    // Records the SNI name, then ends the handshake (no certificate is needed to see the name).
    const tlsServer = createTlsServer({
      SNICallback: (name, callback) => {
        names.push(name);
        callback(new Error('no certificate here'));
      },
    });
    tlsServer.on('tlsClientError', () => undefined);
    await new Promise<void>((resolve) => tlsServer.listen(0, '127.0.0.1', resolve));
    const port = (tlsServer.address() as AddressInfo).port;
    const { guard } = guardWith(`127.0.0.1:${port}`, { 'db.test': [['127.0.0.1']] });
    const error = await failureOf(guard.connect('db.test', port, { tls: {} }));
    expect(['tls', 'unreachable']).toContain(error.failure);
    expect(names).toEqual(['db.test']);
    await failureOf(guard.connect('127.0.0.1', port, { tls: {} }));
    expect(names).toEqual(['db.test']);
    await new Promise<void>((resolve) => tlsServer.close(() => resolve()));
  });
});
