import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type { Resolver } from './resolver.ts';

/** A TCP server on a loopback address that counts the connections it accepts. */
export interface CountingServer {
  port: number;
  connections: Socket[];
  close(): Promise<void>;
}

/** Starts a server on `host` (127.0.0.1 by default) that answers `onConnection` or holds sockets open. */
export async function startTcpServer(host = '127.0.0.1', onConnection?: (socket: Socket) => void): Promise<CountingServer> {
  const connections: Socket[] = [];
  const server: Server = createServer((socket) => {
    connections.push(socket);
    socket.on('error', () => undefined);
    onConnection?.(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of connections) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * A resolver that answers each name with the next answer of its list (the last one repeating),
 * like a DNS server an attacker controls with a zero TTL; it records every lookup.
 */
export function sequenceResolver(answers: Record<string, string[][]>) {
  const calls: string[] = [];
  const resolver: Resolver = async (name) => {
    const seen = calls.filter((call) => call === name).length;
    calls.push(name);
    const list = answers[name];
    const addresses = list?.[Math.min(seen, list.length - 1)];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolver, calls };
}
