import { AppError, type ErrorCode } from '../../errors/app-error.ts';

/**
 * Why an outbound connection failed. `refused`: the guard would not connect; `invalid-target`:
 * not a host, port or http(s) URL it can use; `invalid-request`: headers or method undici refuses;
 * the rest happened on the way (name lookup, connection, TLS, HTTP, time, size, redirects).
 */
export type EgressFailure =
  | 'refused'
  | 'invalid-target'
  | 'invalid-request'
  | 'dns'
  | 'unreachable'
  | 'tls'
  | 'protocol'
  | 'timeout'
  | 'too-large'
  | 'too-many-redirects';

const codes: Record<EgressFailure, ErrorCode> = {
  refused: 'outbound_refused',
  'invalid-target': 'validation_failed',
  'invalid-request': 'validation_failed',
  dns: 'bad_gateway',
  unreachable: 'bad_gateway',
  tls: 'bad_gateway',
  protocol: 'bad_gateway',
  timeout: 'bad_gateway',
  'too-large': 'bad_gateway',
  'too-many-redirects': 'bad_gateway',
};

/**
 * A failed outbound connection. The message is for the builder: it names the host they typed
 * (never an address a name resolved to, never a driver's or socket's text) and what to do. The
 * operator's detail (the refused address, the low-level error) is in `address` and `cause`.
 */
export class EgressError extends AppError {
  readonly failure: EgressFailure;
  /** The refused or unreachable address, for the operator's log only. */
  readonly address: string | undefined;

  constructor(failure: EgressFailure, message: string, options: { address?: string; cause?: unknown } = {}) {
    super(codes[failure], message, { cause: options.cause });
    this.name = 'EgressError';
    this.failure = failure;
    this.address = options.address;
  }
}

/** How a host is named in messages: quoted as typed, cut to 100 characters, control characters out. */
export function shownHost(host: string): string {
  const clean = host.replace(/\p{Cc}/gu, '?');
  return clean.length > 100 ? `${clean.slice(0, 100)}…` : clean;
}
