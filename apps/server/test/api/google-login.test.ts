import { authPaths } from '@tessera/model';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createActiveUser, GOOD_PASSWORD, signUp } from '../helpers/accounts.ts';
import { testDatabases } from '../helpers/databases.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const REDIRECT_URI = 'http://tessera.test/login';

describe.each(testDatabases)('Google sign-in against oauth2-mock-server on %s', (kind) => {
  let issuer: OAuth2Server;
  let t: TestApp;
  let nextClaims: { email: string; email_verified: boolean; given_name?: string } = { email: '', email_verified: true };

  beforeAll(async () => {
    issuer = new OAuth2Server();
    await issuer.issuer.keys.generate('RS256');
    await issuer.start(0, '127.0.0.1');
    // Fires for the access token and the id token of each exchange: both carry the email.
    issuer.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, nextClaims);
    });
    t = await createTestApp(kind, {
      google: { clientId: 'tessera-client', clientSecret: 'tessera-secret', issuerUrl: issuer.issuer.url ?? '' },
    });
  });

  afterAll(async () => {
    await t?.close();
    await issuer?.stop();
  });

  /** Runs the browser's part: authorize URL → provider redirect → code; then posts it. */
  async function signInWithGoogle(claims: typeof nextClaims) {
    nextClaims = claims;
    const started = await t.inject({
      method: 'GET',
      url: `${authPaths.googleAuthorizeUrl}?redirectUri=${encodeURIComponent(REDIRECT_URI)}`,
    });
    expect(started.statusCode).toBe(200);
    const { url, state } = started.json();
    const authorize = new URL(url);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('client_id')).toBe('tessera-client');
    const providerAnswer = await fetch(authorize, { redirect: 'manual' });
    const back = new URL(providerAnswer.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe(state);
    return t.inject({
      method: 'POST',
      url: authPaths.googleLogin,
      payload: { AuthCode: back.searchParams.get('code'), state, redirectUri: REDIRECT_URI },
    });
  }

  it('creates an active user with a workspace; a second sign-in finds the same user', async () => {
    const first = await signInWithGoogle({ email: 'Google.User@Example.com', email_verified: true, given_name: 'Gina' });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.email).toBe('google.user@example.com');
    const info = (await t.inject({ method: 'GET', url: authPaths.userInfo, headers: bearer(body.tokenString) })).json();
    expect(info.lastUsedDomainName).toBe('google-user');

    const second = await signInWithGoogle({ email: 'google.user@example.com', email_verified: true });
    expect(second.statusCode).toBe(200);
    const again = (await t.inject({ method: 'GET', url: authPaths.userInfo, headers: bearer(second.json().tokenString) })).json();
    expect(again.id).toBe(info.id);
    const users = await t.db.selectFrom('users').select(['id', 'passwordHash', 'activatedAt']).where('username', '=', 'google.user@example.com').execute();
    expect(users).toHaveLength(1);
    expect(users[0]?.passwordHash).toBeNull();
    expect(users[0]?.activatedAt).toBeInstanceOf(Date);
  });

  it('signs an existing password account in by its verified email', async () => {
    const email = await createActiveUser(t, 'has.password@example.com');
    const response = await signInWithGoogle({ email, email_verified: true });
    expect(response.statusCode).toBe(200);
    const user = await t.db.selectFrom('users').select('passwordHash').where('username', '=', email).executeTakeFirstOrThrow();
    expect(user.passwordHash).not.toBeNull();
  });

  it("drops a pending sign-up's password when Google proves the address, and revokes its sessions", async () => {
    // Someone signed up with this address and a password of their choosing, never confirmed.
    const email = 'pending.victim@example.com';
    expect((await signUp(t, { username: email, password: GOOD_PASSWORD })).json()).toEqual({ result: '' });
    const user = await t.db.selectFrom('users').select('id').where('username', '=', email).executeTakeFirstOrThrow();
    const now = new Date();
    await t.db
      .insertInto('refreshTokens')
      .values({ id: crypto.randomUUID(), userId: user.id, familyId: crypto.randomUUID(), tokenHash: 'planted', expiresAt: new Date(now.getTime() + 86_400_000), createdAt: now })
      .execute();
    const response = await signInWithGoogle({ email, email_verified: true });
    expect(response.statusCode).toBe(200);
    const info = await t.inject({ method: 'GET', url: authPaths.userInfo, headers: bearer(response.json().tokenString) });
    expect(info.statusCode).toBe(200);
    expect(info.json().username).toBe(email);
    const login = await t.inject({ method: 'POST', url: authPaths.login, payload: { username: email, password: GOOD_PASSWORD } });
    expect(login.statusCode).toBe(401);
    const row = await t.db.selectFrom('users').select(['passwordHash', 'activatedAt']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.passwordHash).toBeNull();
    expect(row.activatedAt).toBeInstanceOf(Date);
    const planted = await t.db.selectFrom('refreshTokens').select('revokedAt').where('tokenHash', '=', 'planted').executeTakeFirstOrThrow();
    expect(planted.revokedAt).toBeInstanceOf(Date);
  });

  it('refuses an unverified email', async () => {
    const response = await signInWithGoogle({ email: 'unverified@example.com', email_verified: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('google_login_failed');
  });

  it('refuses a tampered state and a state issued for another redirect URI', async () => {
    nextClaims = { email: 'replay@example.com', email_verified: true };
    const { url, state } = (
      await t.inject({ method: 'GET', url: `${authPaths.googleAuthorizeUrl}?redirectUri=${encodeURIComponent(REDIRECT_URI)}` })
    ).json();
    const code = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location') ?? '').searchParams.get('code');
    const tampered = await t.inject({
      method: 'POST',
      url: authPaths.googleLogin,
      payload: { AuthCode: code, state: `${state.slice(0, -4)}AAAA`, redirectUri: REDIRECT_URI },
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error.code).toBe('google_login_failed');
    const elsewhere = await t.inject({
      method: 'POST',
      url: authPaths.googleLogin,
      payload: { AuthCode: code, state, redirectUri: 'http://tessera.test/signup' },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.code).toBe('google_login_failed');
  });

  it('refuses redirect URIs outside PUBLIC_URL and the own hosts', async () => {
    for (const redirectUri of ['https://evil.example/login', 'http://tessera.test/login?next=x']) {
      const response = await t.inject({
        method: 'GET',
        url: `${authPaths.googleAuthorizeUrl}?redirectUri=${encodeURIComponent(redirectUri)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_redirect_uri');
    }
  });
});

describe.each(testDatabases)('Google sign-in when not configured on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 404 google_disabled', async () => {
    const url = await t.inject({ method: 'GET', url: `${authPaths.googleAuthorizeUrl}?redirectUri=${encodeURIComponent(REDIRECT_URI)}` });
    expect(url.statusCode).toBe(404);
    expect(url.json().error.code).toBe('google_disabled');
    const login = await t.inject({ method: 'POST', url: authPaths.googleLogin, payload: { AuthCode: 'x', state: 'y', redirectUri: REDIRECT_URI } });
    expect(login.statusCode).toBe(404);
  });
});
