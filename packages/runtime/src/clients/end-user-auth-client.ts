import { type EndUserEnvironment, endUserAuthPaths, endUserMessages, type EndUserProfile } from '@tessera/model/end-users';
import { type ClientResult, failure, type FetchLike, success } from './client-result.ts';
import { jsonHeaders, type PreviewTokenSource, requestJson, withPreviewToken } from './http.ts';
import type { KeyValueStorage } from './key-value-storage.ts';

/** A signed-in end user's tokens, as kept in storage. */
interface StoredSession {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds after which the access token is refreshed before use. */
  expiresAt: number;
  user: EndUserProfile;
}

export interface EndUserAuthClientOptions {
  projectId: string;
  environment: EndUserEnvironment;
  /** The account routes' base: `/api/apps/{projectId}/{environment}/auth` (absolute or not). */
  authBase: string;
  storage: KeyValueStorage;
  fetch?: FetchLike;
  now?: () => number;
  /** The Run preview's token, sent on draft (whose account routes need it). */
  previewToken?: PreviewTokenSource;
}

/** The end user's account in one project environment; see `createEndUserAuthClient`. */
export interface EndUserAuthClient {
  /** The signed-in end user, or null. */
  user(): EndUserProfile | null;
  /** Calls `listener` whenever the signed-in end user changes (sign-in, sign-out, refresh, expiry). */
  subscribe(listener: () => void): () => void;
  /** A current access token (refreshed first when about to expire), or null when signed out. */
  accessToken(): Promise<string | null>;
  /** Rotates the tokens once (several callers at once share one refresh); a refusal signs out. */
  refresh(): Promise<ClientResult<EndUserProfile>>;
  signUp(email: string, password: string): Promise<ClientResult<string>>;
  verifyEmail(email: string, code: string): Promise<ClientResult<string>>;
  signIn(email: string, password: string): Promise<ClientResult<EndUserProfile>>;
  signOut(): Promise<void>;
  requestPasswordReset(email: string): Promise<ClientResult<string>>;
  resetPassword(email: string, code: string, newPassword: string): Promise<ClientResult<string>>;
}

/** Refresh this long before the access token's end, so a request never carries an expiring one. */
const REFRESH_MARGIN_MS = 30_000;

/** The route of one account call under `authBase` (`signIn` → `{authBase}/sign-in`). */
export function endUserAuthRoute(authBase: string, route: keyof typeof endUserAuthPaths): string {
  const path = endUserAuthPaths[route];
  return `${authBase.replace(/\/+$/, '')}${path.slice(path.indexOf('/auth/') + '/auth'.length)}`;
}

/** The storage key of one project environment's session. */
export function endUserSessionKey(projectId: string, environment: EndUserEnvironment): string {
  return `tessera.endUser.${projectId}.${environment}`;
}

function readStored(storage: KeyValueStorage, key: string): StoredSession | null {
  try {
    const parsed = JSON.parse(storage.getItem(key) ?? 'null') as Partial<StoredSession> | null;
    if (!parsed || typeof parsed.accessToken !== 'string' || typeof parsed.refreshToken !== 'string' || typeof parsed.expiresAt !== 'number') return null;
    const user = parsed.user;
    if (!user || typeof user.id !== 'string' || typeof user.email !== 'string' || !Array.isArray(user.roles)) return null;
    return parsed as StoredSession;
  } catch {
    return null;
  }
}

function sessionOf(body: unknown, now: number): StoredSession | null {
  const answer = (body ?? {}) as { accessToken?: unknown; refreshToken?: unknown; expiresIn?: unknown; user?: EndUserProfile };
  if (typeof answer.accessToken !== 'string' || typeof answer.refreshToken !== 'string' || typeof answer.expiresIn !== 'number' || !answer.user) return null;
  return { accessToken: answer.accessToken, refreshToken: answer.refreshToken, expiresAt: now + answer.expiresIn * 1000, user: answer.user };
}

const messageOf = (body: unknown): string => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
};

/**
 * The end-user account client of one project environment over its account routes
 * (`endUserAuthPaths`): tokens kept in `storage` per project and environment, so the draft
 * preview's test account and the live app's never mix; a refresh at most once at a time; a
 * refused refresh or a sign-out clears them.
 */
export function createEndUserAuthClient(options: EndUserAuthClientOptions): EndUserAuthClient {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? (() => Date.now());
  const key = endUserSessionKey(options.projectId, options.environment);
  const listeners = new Set<() => void>();
  let session = readStored(options.storage, key);
  let refreshing: Promise<ClientResult<EndUserProfile>> | null = null;

  const route = (name: keyof typeof endUserAuthPaths) => endUserAuthRoute(options.authBase, name);
  const previewToken = options.environment === 'draft' ? options.previewToken : undefined;
  const post = (name: keyof typeof endUserAuthPaths, body: unknown) =>
    requestJson(fetchImpl, route(name), {
      method: 'POST',
      headers: withPreviewToken(jsonHeaders(null, { 'content-type': 'application/json' }), previewToken),
      body: JSON.stringify(body),
    });

  function keep(next: StoredSession | null): void {
    session = next;
    if (next) options.storage.setItem(key, JSON.stringify(next));
    else options.storage.removeItem(key);
    for (const listener of [...listeners]) listener();
  }

  async function refreshNow(): Promise<ClientResult<EndUserProfile>> {
    const current = session;
    if (!current) return failure({ code: 'signed_out', message: endUserMessages.sessionExpired, status: 401 });
    const answer = await post('refresh', { refreshToken: current.refreshToken });
    if (!answer.ok) {
      // A network failure keeps the session (the next call tries again); a refusal ends it.
      if (answer.error.status !== undefined && session === current) keep(null);
      return answer;
    }
    const next = sessionOf(answer.value.body, now());
    if (!next) return failure({ code: 'invalid_answer', message: endUserMessages.sessionExpired });
    keep(next);
    return success(next.user);
  }

  const messageCall = async (name: keyof typeof endUserAuthPaths, body: unknown): Promise<ClientResult<string>> => {
    const answer = await post(name, body);
    return answer.ok ? success(messageOf(answer.value.body)) : answer;
  };

  return {
    user: () => session?.user ?? null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async accessToken() {
      if (!session) return null;
      if (session.expiresAt - REFRESH_MARGIN_MS > now()) return session.accessToken;
      const refreshed = await this.refresh();
      return refreshed.ok ? (session?.accessToken ?? null) : null;
    },
    refresh() {
      refreshing ??= refreshNow().finally(() => {
        refreshing = null;
      });
      return refreshing;
    },
    signUp: (email, password) => messageCall('signUp', { email, password }),
    verifyEmail: (email, code) => messageCall('verifyEmail', { email, code }),
    async signIn(email, password) {
      const answer = await post('signIn', { email, password });
      if (!answer.ok) return answer;
      const next = sessionOf(answer.value.body, now());
      if (!next) return failure({ code: 'invalid_answer', message: 'The server’s answer could not be read.' });
      keep(next);
      return success(next.user);
    },
    async signOut() {
      const current = session;
      keep(null);
      // The server revokes the refresh token; signed out here whatever it answers.
      if (current) await post('signOut', { refreshToken: current.refreshToken });
    },
    requestPasswordReset: (email) => messageCall('forgotPassword', { email }),
    resetPassword: (email, code, newPassword) => messageCall('resetPassword', { email, code, newPassword }),
  };
}
