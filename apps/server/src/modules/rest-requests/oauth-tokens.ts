import type { OpenedRestAuth, OpenedRestConnector } from '../connectors/open-connector.ts';
import type { EgressGuard } from '../../net/egress/guard.ts';
import { EgressError } from '../../net/egress/errors.ts';

type OAuth2 = Extract<OpenedRestAuth, { kind: 'oauth2' }>;

/** Tokens are used until this long before they expire, so none expires on its way. */
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;
/** How long a token is kept when the endpoint does not say (`expires_in` left out). */
export const TOKEN_DEFAULT_LIFETIME_MS = 5 * 60_000;
const TOKEN_RESPONSE_MAX_BYTES = 64 * 1024;

/** The token endpoint did not give a token: the message says why, never a secret. */
export class TokenError extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.name = 'TokenError';
  }
}

interface Entry {
  /** The connector's version: a change of its settings makes a new one. */
  version: string;
  token: Promise<{ accessToken: string; expiresAt: number }>;
}

/**
 * OAuth 2 client-credentials tokens of REST connectors, kept in memory per connector until shortly
 * before they expire. Keyed by the connector's id and `updatedAt`, so a change of its settings
 * (client, secret, token URL, scopes) drops its token; concurrent runs share one fetch.
 */
export class OAuthTokenCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly deps: { egress: EgressGuard; now: () => Date }) {}

  /** A token for the connector: the cached one, or one fetched from its token URL. */
  async token(connector: Pick<OpenedRestConnector, 'id' | 'name' | 'updatedAt'>, auth: OAuth2, timeoutMs: number): Promise<string> {
    const version = connector.updatedAt.toISOString();
    const cached = this.entries.get(connector.id);
    if (cached && cached.version === version) {
      let token;
      try {
        token = await cached.token;
      } catch (error) {
        // The shared fetch failed: every run waiting on it fails with it; the next run asks again.
        if (this.entries.get(connector.id) === cached) this.entries.delete(connector.id);
        throw error;
      }
      if (token.expiresAt > this.deps.now().getTime()) return token.accessToken;
      if (this.entries.get(connector.id) === cached) this.entries.delete(connector.id);
      return this.token(connector, auth, timeoutMs);
    }
    const entry: Entry = { version, token: this.fetchToken(connector.name, auth, timeoutMs) };
    this.entries.set(connector.id, entry);
    try {
      return (await entry.token).accessToken;
    } catch (error) {
      if (this.entries.get(connector.id) === entry) this.entries.delete(connector.id);
      throw error;
    }
  }

  /** Forgets the connector's token when it is still `accessToken` (the API refused it). */
  async drop(connectorId: string, accessToken: string): Promise<void> {
    const cached = this.entries.get(connectorId);
    if (!cached) return;
    const token = await cached.token.catch(() => null);
    if (this.entries.get(connectorId) === cached && (token === null || token.accessToken === accessToken)) this.entries.delete(connectorId);
  }

  private async fetchToken(connectorName: string, auth: OAuth2, timeoutMs: number): Promise<{ accessToken: string; expiresAt: number }> {
    const form = new URLSearchParams({ grant_type: 'client_credentials' });
    if (auth.scopes.length > 0) form.set('scope', auth.scopes.join(' '));
    // RFC 6749 §2.3.1: client id and secret form-encoded, then joined for HTTP Basic.
    const credentials = `${formEncode(auth.clientId)}:${formEncode(auth.clientSecret.reveal())}`;
    const subject = `The OAuth 2 token for connector "${connectorName}" could not be obtained`;
    let answer;
    try {
      answer = await this.deps.egress.fetch(auth.tokenUrl, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        timeoutMs,
        maxResponseBytes: TOKEN_RESPONSE_MAX_BYTES,
      });
    } catch (error) {
      if (error instanceof EgressError) throw new TokenError(`${subject}: ${error.message}`, { cause: error });
      throw error;
    }
    let body: unknown = null;
    try {
      body = answer.json();
    } catch {
      // Not JSON: said below.
    }
    const fields = (body !== null && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    if (answer.status < 200 || answer.status > 299) {
      const code = typeof fields.error === 'string' && /^[\x20-\x7e]{1,100}$/.test(fields.error) ? ` (${fields.error})` : '';
      throw new TokenError(`${subject}: the token endpoint answered ${answer.status}${code}. Check the client id, client secret and scopes.`);
    }
    if (typeof fields.access_token !== 'string' || fields.access_token === '') {
      throw new TokenError(`${subject}: the token endpoint's answer holds no access_token.`);
    }
    const lifetimeMs = typeof fields.expires_in === 'number' && Number.isFinite(fields.expires_in) && fields.expires_in > 0 ? fields.expires_in * 1000 : TOKEN_DEFAULT_LIFETIME_MS;
    const margin = Math.min(TOKEN_EXPIRY_MARGIN_MS, lifetimeMs / 2);
    return { accessToken: fields.access_token, expiresAt: this.deps.now().getTime() + lifetimeMs - margin };
  }
}

/** application/x-www-form-urlencoded encoding of one value (RFC 6749 Appendix B). */
function formEncode(value: string): string {
  return new URLSearchParams({ v: value }).toString().slice(2);
}

const caches = new WeakMap<EgressGuard, OAuthTokenCache>();

/** The app's token cache: one per egress guard, i.e. per running server. */
export function oauthTokensOf(deps: { egress: EgressGuard; clock: () => Date }): OAuthTokenCache {
  let cache = caches.get(deps.egress);
  if (!cache) {
    cache = new OAuthTokenCache({ egress: deps.egress, now: deps.clock });
    caches.set(deps.egress, cache);
  }
  return cache;
}
