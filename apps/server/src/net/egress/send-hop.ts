import { Client, type Dispatcher, type buildConnector } from 'undici';
import { connectChecked } from './connect.ts';
import { connectFailure } from './connect-failure.ts';
import { EgressError, shownHost } from './errors.ts';
import { discardBody, readLimitedBody } from './read-limited-body.ts';
import { redirectStatuses, type HopRequest } from './redirect-request.ts';
import type { CheckedTarget } from './resolve-target.ts';

/** One hop's answer: a redirect to follow (its body dropped) or the final answer, read in full. */
export type HopAnswer =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'final'; status: number; headers: Dispatcher.ResponseData['headers']; body: Buffer };

export interface HopOptions {
  signal: AbortSignal;
  maxResponseBytes: number;
  /** The host the builder typed (messages name it, not a redirect's). */
  shownHost: string;
  /** Whether this hop follows a redirect: its host is then not named in messages. */
  redirected: boolean;
}

/**
 * undici's connection for this hop: to the target's checked addresses only (`connectChecked`),
 * whatever undici would resolve; TLS with SNI and the certificate checked on the hop's host name.
 */
function checkedConnector(target: CheckedTarget, signal: AbortSignal): buildConnector.connector {
  return (options, callback) => {
    const tls = options.protocol === 'https:' ? { ALPNProtocols: ['http/1.1'] } : undefined;
    connectChecked(target, { ...(tls ? { tls } : {}), signal }).then(
      (socket) => callback(null, socket),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  };
}

function hopFailure(error: unknown, target: CheckedTarget, shown: string): EgressError {
  if (error instanceof EgressError) return error;
  const code = String((error as { code?: unknown }).code ?? '');
  if (code === 'UND_ERR_INVALID_ARG' || code === 'UND_ERR_NOT_SUPPORTED') {
    return new EgressError('invalid-request', 'The request has a method or header that cannot be sent.', { cause: error });
  }
  if (code.startsWith('HPE_') || code === 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH' || code === 'UND_ERR_HEADERS_OVERFLOW') {
    return new EgressError('protocol', `${shownHost(shown)} answered with something that is not valid HTTP.`, { cause: error });
  }
  return connectFailure(shown, target.port, error);
}

const afterRedirect: Partial<Record<EgressError['failure'], string>> = {
  unreachable: 'a host that cannot be reached',
  tls: 'a host whose TLS connection failed',
  protocol: 'a host that did not answer valid HTTP',
  timeout: 'a host that did not answer in time',
};

/** A redirect target's failure, told without its name: "A redirect from <typed host> leads to …". */
function redirectedFailure(error: EgressError, shown: string): EgressError {
  const what = afterRedirect[error.failure];
  if (!what) return error;
  return new EgressError(error.failure, `A redirect from ${shownHost(shown)} leads to ${what}.`, {
    cause: error.cause,
    ...(error.address ? { address: error.address } : {}),
  });
}

/**
 * Sends one request to a checked target over a connection of its own (closed after), and reads
 * the answer within `maxResponseBytes`. No decompression is asked for or done.
 */
export async function sendHop(url: URL, request: HopRequest, target: CheckedTarget, options: HopOptions): Promise<HopAnswer> {
  const client = new Client(url.origin, { connect: checkedConnector(target, options.signal) });
  try {
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'host'));
    const response = await client.request({
      path: `${url.pathname}${url.search}`,
      method: request.method as Dispatcher.HttpMethod,
      headers,
      body: request.body ?? null,
      signal: options.signal,
    });
    const location = response.headers.location;
    if (redirectStatuses.has(response.statusCode) && location) {
      discardBody(response.body);
      return { kind: 'redirect', status: response.statusCode, location: Array.isArray(location) ? (location[0] ?? '') : location };
    }
    const body = await readLimitedBody(response.body, response.headers['content-length'], options.maxResponseBytes, options.shownHost);
    return { kind: 'final', status: response.statusCode, headers: response.headers, body };
  } catch (error) {
    if (options.signal.aborted) throw options.signal.reason;
    const failure = hopFailure(error, target, options.shownHost);
    throw options.redirected ? redirectedFailure(failure, options.shownHost) : failure;
  } finally {
    client.destroy().catch(() => undefined);
  }
}
