import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { connectChecked } from '../../net/egress/connect.ts';
import type { EgressGuard } from '../../net/egress/guard.ts';
import type { CheckedTarget } from '../../net/egress/resolve-target.ts';
import { TNS_REDIRECT_REFUSED, TnsRedirectGuard } from './tns-redirect-guard.ts';

/**
 * Where oracledb connects instead of the database: a listener of this server on loopback that
 * opens every connection through the egress guard. oracledb's thin driver takes no socket of
 * ours and looks host names up itself (also for a listener's REDIRECT), so:
 * - `tunnel` (TCPS): an HTTP CONNECT proxy (oracledb's `httpsProxy`; the driver then does no
 *   lookup). The typed host and port go to the checked address; any other destination (a
 *   listener's redirect) is resolved once and checked as a new one. TLS runs end to end in the
 *   driver, against the host name typed.
 * - `forward` (TCP): every connection to the relay goes to the checked address, and the
 *   listener's answers are read until it accepts: a REDIRECT is cut (oracledb refuses a proxy
 *   without TLS, so a redirect could not be checked).
 * The last failure to reach the database is kept (`takeFailure`), so a driver error that only
 * says the relay closed can be told as what happened (refused, timed out, refused by the guard).
 */
export interface OracleRelay {
  port: number;
  takeFailure(): unknown;
  close(): Promise<void>;
}

export async function openOracleRelay(mode: 'tunnel' | 'forward', target: CheckedTarget, egress: Pick<EgressGuard, 'connect'>, connectTimeoutMs: number): Promise<OracleRelay> {
  let failure: unknown = null;
  const sockets = new Set<Duplex>();
  const track = (socket: Duplex) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const open = (host: string, port: number): Promise<Socket> =>
    host === target.host && port === target.port ? connectChecked(target, { timeoutMs: connectTimeoutMs }) : egress.connect(host, port, { timeoutMs: connectTimeoutMs });

  const server: Server =
    mode === 'forward'
      ? createServer((client) => {
          track(client);
          client.pause();
          open(target.host, target.port).then(
            (upstream) => {
              track(upstream);
              if (client.destroyed) return upstream.destroy();
              const guard = new TnsRedirectGuard();
              upstream.on('data', (chunk: Buffer) => {
                const pass = guard.read(chunk);
                if (pass === null) {
                  failure = Object.assign(new Error('the listener redirected the connection'), { code: TNS_REDIRECT_REFUSED });
                  upstream.destroy();
                  client.destroy();
                } else if (pass.length > 0) client.write(pass);
              });
              upstream.once('close', () => client.destroy());
              client.once('close', () => upstream.destroy());
              client.pipe(upstream);
              client.resume();
            },
            (error: unknown) => {
              failure = error;
              client.destroy();
            },
          );
        })
      : (createHttpServer().on('connect', (request: IncomingMessage, client: Duplex, head: Buffer) => {
          track(client);
          const to = destination(request.url ?? '');
          if (!to) {
            client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
            return;
          }
          open(to.host, to.port).then(
            (upstream) => {
              track(upstream);
              if (client.destroyed) return upstream.destroy();
              client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
              if (head.length > 0) upstream.write(head);
              upstream.once('close', () => client.destroy());
              client.once('close', () => upstream.destroy());
              client.pipe(upstream).pipe(client);
            },
            (error: unknown) => {
              failure = error;
              client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
            },
          );
        }) as unknown as Server);

  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    takeFailure() {
      const taken = failure;
      failure = null;
      return taken;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** `host:port` of a CONNECT request (an IPv6 address with or without brackets). */
function destination(authority: string): { host: string; port: number } | null {
  const colon = authority.lastIndexOf(':');
  if (colon <= 0) return null;
  const port = Number(authority.slice(colon + 1));
  const host = authority.slice(0, colon).replace(/^\[(.*)\]$/, '$1');
  return Number.isInteger(port) && host ? { host, port } : null;
}
