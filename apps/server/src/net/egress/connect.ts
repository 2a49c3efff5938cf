import { type LookupFunction, connect as tcpConnect, type Socket } from 'node:net';
import { connect as tlsConnect, type ConnectionOptions } from 'node:tls';
import { addressSpecificCodes, connectFailure } from './connect-failure.ts';
import { EgressError } from './errors.ts';
import type { CheckedAddress, CheckedTarget } from './resolve-target.ts';

/** TLS settings a driver may choose; where to connect is the guard's to say. */
export type EgressTlsOptions = Omit<ConnectionOptions, 'host' | 'port' | 'path' | 'socket' | 'lookup' | 'servername'>;

export interface ConnectOptions {
  /** Connect with TLS (certificates checked against the host name unless these options say otherwise). */
  tls?: EgressTlsOptions;
  /** Gives up on the connection attempt when it aborts (rejects with the signal's reason). */
  signal?: AbortSignal;
  /** Longest wait for one address to accept the connection (and finish TLS); default 10 s. */
  timeoutMs?: number;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

/** A lookup that always fails: the sockets here get an address, so a lookup would be a bug. */
const noLookup: LookupFunction = (hostname, _options, callback) => {
  callback(Object.assign(new Error(`egress: refused to look up ${hostname} a second time`), { code: 'EGRESS_LOOKUP' }), '', 4);
};

function attempt(target: CheckedTarget, to: CheckedAddress, options: ConnectOptions): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const base = { host: to.address, port: target.port, family: to.family, lookup: noLookup };
    const socket = options.tls
      ? tlsConnect({ ...options.tls, ...base, ...(target.servername ? { servername: target.servername } : {}) })
      : tcpConnect(base);
    const timer = setTimeout(() => fail(Object.assign(new Error('connect timeout'), { code: 'ETIMEDOUT' })), options.timeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS);
    const onAbort = () => fail(options.signal?.reason);
    options.signal?.addEventListener('abort', onAbort, { once: true });
    function settle() {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      socket.off('error', fail);
    }
    function fail(error: unknown) {
      settle();
      socket.destroy();
      reject(error);
    }
    socket.once('error', fail);
    socket.once(options.tls ? 'secureConnect' : 'connect', () => {
      settle();
      resolve(socket);
    });
  });
}

/**
 * Opens a TCP (or TLS) connection to a target the guard checked: to its checked addresses, in
 * order, never to its name, so no second lookup can change where it goes. The next address is
 * tried only when one is refused or unreachable. For drivers that accept a socket or a stream
 * factory; errors are `EgressError`s that name the host, not the address.
 * @example const socket = await connectChecked(await resolveTarget(host, 5432, deps), { tls: {} });
 */
export async function connectChecked(target: CheckedTarget, options: ConnectOptions = {}): Promise<Socket> {
  let last: unknown;
  for (const to of target.addresses) {
    try {
      return await attempt(target, to, options);
    } catch (error) {
      if (options.signal?.aborted && error === options.signal.reason) throw error;
      last = connectFailure(target.host, target.port, error, to.address);
      const code = String((error as { code?: unknown }).code ?? '');
      if (!addressSpecificCodes.has(code)) throw last;
    }
  }
  throw last ?? new EgressError('unreachable', `${target.host} has no address to connect to.`);
}
