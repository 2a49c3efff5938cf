import { readFileSync } from 'node:fs';
import net from 'node:net';
import tls from 'node:tls';

/** The test CA and a server certificate for `db.tls.test` (signed by it), valid for a century. */
export const testTls = {
  name: 'db.tls.test',
  caPem: readFileSync(new URL('./tls/ca.pem', import.meta.url), 'utf8'),
  certPem: readFileSync(new URL('./tls/server.pem', import.meta.url), 'utf8'),
  keyPem: readFileSync(new URL('./tls/server.key', import.meta.url), 'utf8'),
};

/** Postgres' SSLRequest: length 8, code 80877103. */
const SSL_REQUEST = Buffer.from([0, 0, 0, 8, 4, 210, 22, 47]);

/**
 * A Postgres server with TLS for connector tests: it answers a client's SSLRequest with `S`, ends
 * TLS with the test certificate, and relays the decrypted protocol to the machine's Postgres (which
 * has no TLS of its own). Records the server name each client asked for (SNI).
 */
export async function postgresTlsRelay(target: { host: string; port: number }): Promise<{ port: number; serverNames: Array<string | false | null>; close(): Promise<void> }> {
  const serverNames: Array<string | false | null> = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.once('data', (first) => {
      if (!first.subarray(0, 8).equals(SSL_REQUEST)) {
        // A client without TLS: this server, like one with `hostssl` only, refuses it.
        socket.destroy();
        return;
      }
      socket.write('S');
      const secure = new tls.TLSSocket(socket, { isServer: true, cert: testTls.certPem, key: testTls.keyPem });
      secure.on('error', () => socket.destroy());
      secure.once('secure', () => {
        serverNames.push(secure.servername);
        const upstream = net.connect(target.port, target.host);
        upstream.on('error', () => secure.destroy());
        secure.on('close', () => upstream.destroy());
        upstream.on('close', () => secure.destroy());
        secure.pipe(upstream);
        upstream.pipe(secure);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    serverNames,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
