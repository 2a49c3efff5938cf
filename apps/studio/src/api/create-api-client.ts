import { authPaths, refreshResponseSchema, type TokenPair } from '@tessera/model';
import type { ZodMiniType } from 'zod/mini';
import { ApiError, clientErrorCodes, toApiError } from './api-error.ts';
import { buildRequestHeaders, readJwtSubject } from './request-headers.ts';
import { storedKeys, type KeyValueStorage } from './stored-keys.ts';

/** What the client needs from its surroundings; injected so tests can run it against a real server. */
export interface ApiClientOptions {
  /** Origin of the API, '' for same-origin (the studio is served by the API server). */
  baseUrl?: string;
  fetch: typeof fetch;
  storage: KeyValueStorage;
  /** The current `location.pathname`; its first segment is the `domainName` header. */
  getPathname: () => string;
  /**
   * Called once when the session cannot continue (no refresh token, or the refresh was refused).
   * Tokens are already cleared; the browser sends the user silently to /login.
   */
  onSessionEnd: () => void;
  /**
   * Runs `task` while holding a lock shared by every tab of the browser (`navigator.locks`), so
   * two tabs never send the same refresh token: the server would take the second use for a
   * replay and revoke the whole token family. Without it, only this client's calls are serialised.
   */
  withSharedLock?: <T>(name: string, task: () => Promise<T>) => Promise<T>;
}

/** One call. */
export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  /** Validates a 2xx answer; without it the parsed JSON (or undefined for an empty body) is returned. */
  schema?: ZodMiniType<T>;
  /**
   * Refresh and retry once on a 401 (default true). False for calls whose 401 is an answer about
   * the credentials sent, not about an expired session: login and Google sign-in.
   */
  refreshOnUnauthorized?: boolean;
  /** Needs a signed-in user: with a refresh token but no access token, refresh before sending. */
  requiresAuth?: boolean;
  signal?: AbortSignal;
}

/** The session half of the client: tokens and the user id sent as `x-clientid`. */
export interface SessionStore {
  accessToken(): string | null;
  refreshToken(): string | null;
  /** Stores a token pair after any sign-in. */
  setTokens(tokens: TokenPair): void;
  /** Stores only a refresh token (the root screen's `?token=`), dropping any older access token. */
  setRefreshToken(refreshToken: string): void;
  /** Remembers the signed-in user's id once user info is loaded (the JWT `sub` is used until then). */
  setUserId(userId: string | null): void;
  userId(): string | null;
  /** Forgets both tokens and the user id (sign-out). Does not call `onSessionEnd`. */
  clear(): void;
}

/** The studio's one HTTP client. */
export interface ApiClient {
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>): Promise<T>;
  /** Refreshes the tokens, sharing one in-flight refresh among all callers. Resolves false if the session ended. */
  refresh(): Promise<boolean>;
  session: SessionStore;
}

/**
 * Creates the HTTP client: spec §7 headers on every call, `{ error: { code, message } }` answers
 * thrown as {@link ApiError}, and on a 401 a single refresh shared by every concurrent request,
 * each of which is then retried once.
 */
/** Name of the browser-wide lock held while a refresh token is spent. */
const REFRESH_LOCK = 'tessera-token-refresh';

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { storage, baseUrl = '' } = options;
  const fetchImpl = options.fetch;
  let knownUserId: string | null = null;
  /** The refresh in progress; concurrent 401s all wait for this one promise. */
  let refreshInFlight: Promise<boolean> | null = null;

  const session: SessionStore = {
    accessToken: () => storage.getItem(storedKeys.tokenString),
    refreshToken: () => storage.getItem(storedKeys.refreshToken),
    setTokens(tokens) {
      storage.setItem(storedKeys.tokenString, tokens.tokenString);
      storage.setItem(storedKeys.refreshToken, tokens.refreshToken);
    },
    setRefreshToken(refreshToken) {
      storage.removeItem(storedKeys.tokenString);
      storage.setItem(storedKeys.refreshToken, refreshToken);
      knownUserId = null;
    },
    setUserId(userId) {
      knownUserId = userId;
    },
    userId: () => knownUserId ?? readJwtSubject(storage.getItem(storedKeys.tokenString)),
    clear() {
      storage.removeItem(storedKeys.tokenString);
      storage.removeItem(storedKeys.refreshToken);
      knownUserId = null;
    },
  };

  function endSession(): void {
    session.clear();
    options.onSessionEnd();
  }

  function sessionEndedError(): ApiError {
    return new ApiError(401, clientErrorCodes.sessionEnded, 'Your session has ended. Please sign in again.');
  }

  function buildUrl(path: string, query: RequestOptions<unknown>['query']): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    const search = params.toString();
    return `${baseUrl}${path}${search ? `?${search}` : ''}`;
  }

  /** Where a call acts: read once when the call starts, so a retry never moves to another workspace. */
  interface CallScope {
    pathname: string;
    currentProjectId: string | null;
  }

  function currentScope(): CallScope {
    return { pathname: options.getPathname(), currentProjectId: storage.getItem(storedKeys.currentProjectId) };
  }

  function headersFor(scope: CallScope, hasBody: boolean): Record<string, string> {
    const headers = buildRequestHeaders({
      pathname: scope.pathname,
      accessToken: session.accessToken(),
      userId: session.userId(),
      currentProjectId: scope.currentProjectId,
    });
    headers.Accept = 'application/json';
    if (hasBody) headers['Content-Type'] = 'application/json';
    return headers;
  }

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(url, init);
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new ApiError(0, clientErrorCodes.network, 'Could not reach the server. Check your connection and try again.');
    }
  }

  async function readBody(response: Response): Promise<unknown> {
    const text = await response.text();
    if (text === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }

  async function runRefresh(): Promise<boolean> {
    const refreshtoken = session.refreshToken();
    if (!refreshtoken) {
      endSession();
      return false;
    }
    // The refresh itself is never refreshed: a 400/401 here means the refresh token is dead.
    const response = await send(buildUrl(authPaths.refreshToken, undefined), {
      method: 'POST',
      headers: headersFor(currentScope(), true),
      body: JSON.stringify({ refreshtoken }),
    });
    const body = await readBody(response);
    if (!response.ok) {
      // 5xx is a server fault, not a verdict on the token: keep the session and surface the error.
      if (response.status >= 500) throw toApiError(response.status, body);
      endSession();
      return false;
    }
    const parsed = refreshResponseSchema.safeParse(body);
    if (!parsed.success) {
      endSession();
      return false;
    }
    session.setTokens({ tokenString: parsed.data.tokenString, refreshToken: parsed.data.refreshToken });
    knownUserId = null;
    return true;
  }

  /**
   * Refreshes under the browser-wide lock. Another tab may have rotated the tokens while this one
   * waited for the lock: the stored refresh token then differs from the one seen before waiting,
   * and the new pair (already in shared storage) is used as it is.
   */
  function refreshAcrossTabs(): Promise<boolean> {
    if (!options.withSharedLock) return runRefresh();
    const seenRefreshToken = session.refreshToken();
    return options.withSharedLock(REFRESH_LOCK, async () => {
      const current = session.refreshToken();
      if (current && current !== seenRefreshToken && session.accessToken()) return true;
      return runRefresh();
    });
  }

  function refresh(): Promise<boolean> {
    refreshInFlight ??= refreshAcrossTabs().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  async function request<T>(path: string, requestOptions: RequestOptions<T> = {}): Promise<T> {
    const { method = 'GET', body, query, schema, signal, requiresAuth = false } = requestOptions;
    const refreshOnUnauthorized = requestOptions.refreshOnUnauthorized ?? true;
    const url = buildUrl(path, query);
    // The user may switch workspace (or project) while a refresh is under way: the retry must
    // still act where the call was made.
    const scope = currentScope();

    if (requiresAuth && !session.accessToken()) {
      // Wait for a refresh already under way, or start one (which ends the session if impossible).
      if (!(await refresh())) throw sessionEndedError();
    }

    const attempt = async (): Promise<{ response: Response; sentToken: string | null }> => {
      const sentToken = session.accessToken();
      const init: RequestInit = { method, headers: headersFor(scope, body !== undefined) };
      if (body !== undefined) init.body = JSON.stringify(body);
      if (signal) init.signal = signal;
      return { response: await send(url, init), sentToken };
    };

    let { response, sentToken } = await attempt();
    if (response.status === 401 && refreshOnUnauthorized) {
      const current = session.accessToken();
      if (current && current !== sentToken) {
        // Another request already refreshed while this one was in flight: just retry.
      } else if (!current && sentToken) {
        // The session ended (or the user signed out) while this request was in flight.
        throw sessionEndedError();
      } else if (!(await refresh())) {
        throw sessionEndedError();
      }
      ({ response } = await attempt());
    }

    const parsedBody = await readBody(response);
    if (!response.ok) throw toApiError(response.status, parsedBody);
    if (!schema) return parsedBody as T;
    const parsed = schema.safeParse(parsedBody);
    if (!parsed.success) {
      throw new ApiError(response.status, clientErrorCodes.badResponse, 'The server sent an unexpected answer. Please try again.');
    }
    return parsed.data;
  }

  return {
    request,
    get: (path, getOptions) => request(path, { ...getOptions, method: 'GET' }),
    post: (path, body, postOptions) => request(path, { ...postOptions, method: 'POST', body }),
    refresh,
    session,
  };
}
