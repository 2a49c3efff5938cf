import { EgressError, shownHost } from './errors.ts';
import { hostOf, portOf, readHttpUrl } from './http-url.ts';
import { redirectRequest, type HopRequest } from './redirect-request.ts';
import { type EgressDeps, resolveTarget } from './resolve-target.ts';
import { sendHop } from './send-hop.ts';

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_RESPONSE_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 5;

/** A request through the guard: fetch's usual fields and the guard's limits. */
export interface EgressRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** The whole request: every lookup, connection, redirect and the body; default 10 s. */
  timeoutMs?: number;
  /** Largest body read; a larger answer fails with 'too-large'. Default 5 MB. */
  maxResponseBytes?: number;
  /** Redirects followed, each resolved and checked again; one more fails. Default 5; with 0 any redirect fails. */
  maxRedirects?: number;
  /** Headers (an API key's) dropped, like Authorization and Cookie, on a redirect to another origin. */
  sensitiveHeaders?: readonly string[];
  signal?: AbortSignal;
}

/** The final answer, its body read in full (within the limit). */
export interface EgressResponse {
  status: number;
  headers: Headers;
  /** The URL that answered, after redirects. */
  url: string;
  redirects: number;
  body: Buffer;
  text(): string;
  /** The body parsed as JSON (throws a `SyntaxError` when it is not JSON). */
  json(): unknown;
}

function toHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  return headers;
}

/**
 * Fetches an http(s) URL through the guard: each hop resolves its host once, checks every address
 * and connects to a checked one (`resolveTarget`, `sendHop`); redirects are followed by hand, each
 * one checked again like the first URL, credentials dropped across origins. Fails with typed
 * `EgressError`s that name the host the builder typed: refused, DNS, unreachable, TLS, timeout,
 * too large, too many redirects.
 * @example const answer = await guardedFetch('https://api.example.com/items', { headers }, deps);
 */
export async function guardedFetch(input: string | URL, init: EgressRequestInit, deps: EgressDeps): Promise<EgressResponse> {
  let url = readHttpUrl(input);
  const typed = hostOf(url);
  const timeoutMs = init.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRedirects = init.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new EgressError('timeout', `${shownHost(typed)} did not answer within ${timeoutMs / 1000} s.`)),
    timeoutMs,
  );
  const onOuterAbort = () => controller.abort(init.signal?.reason);
  if (init.signal?.aborted) onOuterAbort();
  init.signal?.addEventListener('abort', onOuterAbort, { once: true });
  let request: HopRequest = { method: (init.method ?? 'GET').toUpperCase(), headers: { ...init.headers }, body: init.body };
  try {
    for (let redirects = 0; ; redirects += 1) {
      const via = redirects > 0 ? typed : undefined;
      const target = await resolveTarget(hostOf(url), portOf(url), deps, { signal: controller.signal, ...(via ? { redirectedFrom: via } : {}) });
      const answer = await sendHop(url, request, target, {
        signal: controller.signal,
        maxResponseBytes: init.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
        shownHost: typed,
        redirected: redirects > 0,
      });
      if (answer.kind === 'final') {
        const body = answer.body;
        return {
          status: answer.status,
          headers: toHeaders(answer.headers),
          url: url.href,
          redirects,
          body,
          text: () => body.toString('utf8'),
          json: () => JSON.parse(body.toString('utf8')) as unknown,
        };
      }
      if (redirects >= maxRedirects) {
        throw new EgressError('too-many-redirects', `${shownHost(typed)} redirected more than ${maxRedirects} times.`);
      }
      const next = readHttpUrl(URL.canParse(answer.location, url.href) ? new URL(answer.location, url) : answer.location, typed);
      request = redirectRequest(request, answer.status, next.origin === url.origin, init.sensitiveHeaders ?? []);
      url = next;
    }
  } catch (error) {
    if (controller.signal.aborted) throw controller.signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', onOuterAbort);
  }
}
