import { randomUUID } from 'node:crypto';
import * as oidc from 'openid-client';
import { messages } from '@tessera/model';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { openState, sealState } from '../../security/jwt.ts';
import { createPersonalWorkspace } from '../domains/service.ts';
import { recordEvent } from '../events/service.ts';
import { activatePendingWithoutPassword, findUserByUsername, insertUser, updateUser } from '../users/queries.ts';
import { normalizeUsername } from '../users/username.ts';
import { revokeAllUserTokens } from './queries.ts';
import { startSession } from './sessions.ts';

const STATE_TTL_SECONDS = 10 * 60;

const discoveries = new WeakMap<AppContext, Promise<oidc.Configuration>>();

function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** The provider's configuration, discovered once per app (retried after a failure). */
function googleClient(ctx: AppContext): Promise<oidc.Configuration> {
  const google = ctx.config.google;
  if (!google) throw new AppError('google_disabled', 'Google sign-in is not configured on this server.');
  let pending = discoveries.get(ctx);
  if (!pending) {
    const issuer = new URL(google.issuerUrl);
    // Plain http only for a local test issuer (e.g. oauth2-mock-server); Google itself is https.
    const execute = isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : [];
    pending = oidc.discovery(issuer, google.clientId, google.clientSecret, undefined, { execute });
    pending.catch(() => discoveries.delete(ctx));
    discoveries.set(ctx, pending);
  }
  return pending.catch((error: unknown) => {
    throw new AppError('bad_gateway', 'Google sign-in is unavailable right now. Please try again.', { cause: error });
  });
}

/** Only URIs of this server's public origin or of a configured own host may receive the code. */
function checkRedirectUri(ctx: AppContext, redirectUri: string): URL {
  const url = new URL(redirectUri);
  const publicOrigin = new URL(ctx.config.publicUrl).origin;
  const ownHost = ctx.config.ownHosts.includes(url.host.toLowerCase()) || ctx.config.ownHosts.includes(url.hostname.toLowerCase());
  const safeScheme = url.protocol === 'https:' || isLoopbackHttp(url) || url.origin === publicOrigin;
  // No query or fragment: the token request sends the redirect URI without them.
  const plain = !url.search && !url.hash && !url.username && !url.password;
  if (!(url.origin === publicOrigin || (ownHost && safeScheme)) || !plain) {
    throw new AppError('invalid_redirect_uri', 'This redirect address is not allowed.');
  }
  return url;
}

/**
 * GET /auth/google/authorize-url: the provider URL to send the browser to (PKCE S256, nonce).
 * `state` is stateless: an encrypted, expiring token carrying the code verifier, nonce and
 * redirect URI, so any server process can finish the sign-in.
 */
export async function googleAuthorizeUrl(ctx: AppContext, redirectUri: string): Promise<{ url: string; state: string }> {
  const client = await googleClient(ctx);
  const redirect = checkRedirectUri(ctx, redirectUri);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  const state = await sealState(ctx.keys, { cv: codeVerifier, nonce, ru: redirect.href }, STATE_TTL_SECONDS, ctx.clock());
  const url = oidc.buildAuthorizationUrl(client, {
    redirect_uri: redirect.href,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    nonce,
    state,
  });
  return { url: url.href, state };
}

/** Finds the user of a verified Google email, or creates one (active, with a workspace). */
async function findOrCreateGoogleUser(ctx: AppContext, email: string, claims: { given_name?: unknown; family_name?: unknown }) {
  const now = ctx.clock();
  const existing = await findUserByUsername(ctx.db, email);
  if (existing) {
    // Google vouches for the address, so a pending account is now proven. Its password was
    // chosen by whoever signed up, maybe not the owner: it goes, with any session it has.
    if (!existing.activatedAt) {
      await ctx.db.transaction().execute(async (trx) => {
        if (await activatePendingWithoutPassword(trx, existing.id, now)) await revokeAllUserTokens(trx, existing.id, now);
      });
    }
    return { id: existing.id, created: false };
  }
  const id = randomUUID();
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : '');
  await ctx.db.transaction().execute(async (trx) => {
    await insertUser(trx, {
      id,
      username: email,
      firstname: text(claims.given_name),
      lastname: text(claims.family_name),
      passwordHash: null,
      activatedAt: now,
      createdAt: now,
    });
    const workspace = await createPersonalWorkspace(trx, { id, username: email }, now);
    await updateUser(trx, id, { lastUsedDomainId: workspace.id });
  });
  return { id, created: true };
}

/** POST /auth/google: exchanges the code (PKCE, state, nonce checked) and signs the user in. */
export async function googleLogin(
  ctx: AppContext,
  input: { AuthCode: string; state: string; redirectUri: string },
): Promise<{ email: string; tokenString: string; refreshToken: string }> {
  const client = await googleClient(ctx);
  const failed = (cause?: unknown) =>
    new AppError('google_login_failed', 'Google sign-in failed. Please try again.', { cause });
  const sealed = await openState(ctx.keys, input.state, ctx.clock());
  const redirect = checkRedirectUri(ctx, input.redirectUri);
  if (!sealed || sealed.ru !== redirect.href || typeof sealed.cv !== 'string' || typeof sealed.nonce !== 'string') {
    throw failed();
  }
  const callback = new URL(redirect.href);
  callback.searchParams.set('code', input.AuthCode);
  callback.searchParams.set('state', input.state);
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(client, callback, {
      pkceCodeVerifier: sealed.cv,
      expectedState: input.state,
      expectedNonce: sealed.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    ctx.log.warn({ err: error }, 'google code exchange failed');
    throw failed(error);
  }
  const email = typeof claims?.email === 'string' ? normalizeUsername(claims.email) : '';
  if (!email || claims?.email_verified !== true) {
    throw new AppError('google_login_failed', messages.invalidCredentials);
  }
  const user = await findOrCreateGoogleUser(ctx, email, { given_name: claims?.given_name, family_name: claims?.family_name });
  await recordEvent(
    ctx,
    { name: user.created ? 'sign_up' : 'login_google', properties: { provider: 'google' }, userId: user.id, username: email },
    ctx.clock(),
  );
  const session = await startSession(ctx, user.id);
  return { email, ...session };
}
