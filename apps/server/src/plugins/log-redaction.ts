import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** What a secret value is logged as. */
export const REDACTED = '[redacted]';

/**
 * Names of query parameters and body fields whose values never reach the log (case-insensitive):
 * anything with "token", "password" or "secret" in it (token, refreshtoken, tokenString,
 * newPassword, …), the codes (code, verificationCode, AuthCode), API keys (key, apiKey) and
 * connection strings (they carry a password).
 */
const secretName = /token|password|secret|^(auth|verification)?code$|^(api_?)?key$|connectionstring/i;

export function isSecretName(name: string): boolean {
  return secretName.test(name);
}

function decodeQueryName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

/** `url` with the value of every secret query parameter replaced by {@link REDACTED}; the rest as sent. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const hashStart = url.indexOf('#', queryStart);
  const query = url.slice(queryStart + 1, hashStart < 0 ? undefined : hashStart);
  const redacted = query
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const name = separator < 0 ? pair : pair.slice(0, separator);
      return separator >= 0 && isSecretName(decodeQueryName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${redacted}${hashStart < 0 ? '' : url.slice(hashStart)}`;
}

/** Deeper than this, a logged value is cut off rather than walked. */
const MAX_DEPTH = 8;

/** A copy of a JSON-like value with every secret field's value replaced by {@link REDACTED}, at any depth. */
export function redactFields(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (Array.isArray(value)) return value.map((item) => redactFields(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    copy[key] = isSecretName(key) ? REDACTED : redactFields(field, depth + 1);
  }
  return copy;
}

/**
 * Pino serializers: the request line (Fastify's own fields, with the URL redacted), and `body`,
 * `query` and `url` wherever a log call passes them.
 */
export const redactingSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
  body: (body: unknown) => redactFields(body),
  query: (query: unknown) => redactFields(query),
  url: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url),
};

type LoggerOption = FastifyServerOptions['logger'];

/** The Fastify logger option with the redacting serializers added (a disabled logger stays disabled). */
export function withLogRedaction(logger: LoggerOption): LoggerOption {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, ...redactingSerializers } };
}
