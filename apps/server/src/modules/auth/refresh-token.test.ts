import { randomUUID } from 'node:crypto';
import { authPaths } from '@tessera/model';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createActiveUser, GOOD_PASSWORD, loginAs } from '../../../test/helpers/accounts.ts';
import { concurrentDatabases, testDatabases } from '../../../test/helpers/databases.ts';
import { buildSecondApp } from '../../../test/helpers/second-app.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { hashToken, randomToken } from '../../security/tokens.ts';
import { insertPasswordResetToken } from './queries.ts';

describe.each(testDatabases)('POST /auth/refreshtoken on %s', (kind) => {
  const t = useTestApp(kind);
  const refresh = (refreshtoken: string) =>
    t().inject({ method: 'POST', url: authPaths.refreshToken, payload: { refreshtoken } });

  it('rotates: answers a new pair plus token = tokenString, and the new access token works', async () => {
    const session = await loginAs(t(), await createActiveUser(t()));
    const response = await refresh(session.refreshToken);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toBe(body.tokenString);
    expect(body.refreshToken).not.toBe(session.refreshToken);
    const info = await t().inject({ method: 'GET', url: authPaths.userInfo, headers: bearer(body.tokenString) });
    expect(info.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is used again', async () => {
    const session = await loginAs(t(), await createActiveUser(t()));
    const first = (await refresh(session.refreshToken)).json();
    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error.code).toBe('invalid_refresh_token');
    // The legitimate newer token died with its family.
    const next = await refresh(first.refreshToken);
    expect(next.statusCode).toBe(400);
  });

  it('refuses an unknown token with 400 invalid_refresh_token', async () => {
    const response = await refresh('not-a-token-we-issued');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'invalid_refresh_token', message: expect.any(String) },
    });
  });

  it('refuses an expired token', async () => {
    const session = await loginAs(t(), await createActiveUser(t()));
    t().clock.advance(31 * 24 * 60 * 60 * 1000);
    try {
      const response = await refresh(session.refreshToken);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_refresh_token');
    } finally {
      t().clock.advance(-31 * 24 * 60 * 60 * 1000);
    }
  });
});

describe.each(testDatabases)('POST /auth/logout on %s', (kind) => {
  const t = useTestApp(kind);

  it("answers 204 and revokes the refresh token's family", async () => {
    const session = await loginAs(t(), await createActiveUser(t()));
    const rotated = (
      await t().inject({ method: 'POST', url: authPaths.refreshToken, payload: { refreshtoken: session.refreshToken } })
    ).json();
    const response = await t().inject({
      method: 'POST',
      url: authPaths.logout,
      headers: bearer(rotated.tokenString),
      payload: { refreshToken: rotated.refreshToken },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const after = await t().inject({ method: 'POST', url: authPaths.refreshToken, payload: { refreshtoken: rotated.refreshToken } });
    expect(after.statusCode).toBe(400);
  });

  it("ends the signed-out session's access tokens at once; another session keeps its refresh token", async () => {
    const email = await createActiveUser(t());
    const signingOut = await loginAs(t(), email);
    const elsewhere = await loginAs(t(), email);
    const userInfo = (token: string) => t().inject({ method: 'GET', url: authPaths.userInfo, headers: bearer(token) });
    expect((await userInfo(signingOut.tokenString)).statusCode).toBe(200);
    const out = await t().inject({ method: 'POST', url: authPaths.logout, headers: bearer(signingOut.tokenString), payload: { refreshToken: signingOut.refreshToken } });
    expect(out.statusCode).toBe(204);
    const after = await userInfo(signingOut.tokenString);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('unauthorized');
    // The other browser's access token ends too, but its session does not: one refresh renews it.
    expect((await userInfo(elsewhere.tokenString)).statusCode).toBe(401);
    const renewed = await t().inject({ method: 'POST', url: authPaths.refreshToken, payload: { refreshtoken: elsewhere.refreshToken } });
    expect(renewed.statusCode).toBe(200);
    expect((await userInfo(renewed.json().tokenString)).statusCode).toBe(200);
  });

  it('changes nothing when the refresh token was already revoked', async () => {
    const email = await createActiveUser(t());
    const old = await loginAs(t(), email);
    await t().inject({ method: 'POST', url: authPaths.logout, payload: { refreshToken: old.refreshToken } });
    const current = await loginAs(t(), email);
    const again = await t().inject({ method: 'POST', url: authPaths.logout, payload: { refreshToken: old.refreshToken } });
    expect(again.statusCode).toBe(204);
    expect((await t().inject({ method: 'GET', url: authPaths.userInfo, headers: bearer(current.tokenString) })).statusCode).toBe(200);
  });

  it('answers 204 without a bearer token or body', async () => {
    const response = await t().inject({ method: 'POST', url: authPaths.logout });
    expect(response.statusCode).toBe(204);
  });
});

describe.each(concurrentDatabases)('refresh racing a replay, two servers on one %s', (kind) => {
  const t = useTestApp(kind);
  let second: FastifyInstance | undefined;
  beforeAll(async () => {
    second = await buildSecondApp(t());
  });
  afterAll(async () => {
    await second?.close();
  });
  const refreshOn = (app: FastifyInstance, refreshtoken: string) =>
    app.inject({ method: 'POST', url: authPaths.refreshToken, payload: { refreshtoken } });

  it('leaves no token of the family that still refreshes, round after round', async () => {
    const email = await createActiveUser(t());
    const servers = [t().app, second!];
    const survivors: number[] = [];
    for (let round = 0; round < 40; round += 1) {
      const [replayOn, refreshCurrentOn] = round % 2 ? [servers[0]!, servers[1]!] : [servers[1]!, servers[0]!];
      const { refreshToken: rotated } = await loginAs(t(), email);
      const current = (await refreshOn(t().app, rotated)).json().refreshToken as string;
      // The replay of the rotated token and the refresh of the current one arrive together.
      const [replay, refreshed] = await Promise.all([refreshOn(replayOn, rotated), refreshOn(refreshCurrentOn, current)]);
      expect(replay.statusCode).toBe(400);
      // The newest token the family may hold: the one the racing refresh returned, else the current one.
      const newest = refreshed.statusCode === 200 ? (refreshed.json().refreshToken as string) : current;
      if ((await refreshOn(t().app, newest)).statusCode === 200) survivors.push(round);
    }
    expect(survivors).toEqual([]);
  });

  it('lets no refresh racing a password reset keep the session or its access token', async () => {
    const email = await createActiveUser(t());
    const { id: userId } = await t().db.selectFrom('users').select('id').where('username', '=', email).executeTakeFirstOrThrow();
    const survivors: number[] = [];
    let password = GOOD_PASSWORD;
    for (let round = 0; round < 30; round += 1) {
      const session = await loginAs(t(), email, password);
      const resetToken = randomToken();
      const now = t().clock.now();
      await insertPasswordResetToken(t().db, { id: randomUUID(), userId, tokenHash: hashToken(resetToken), expiresAt: new Date(now.getTime() + 600_000), createdAt: now });
      password = `${GOOD_PASSWORD} ${round}`;
      const [reset, refreshed] = await Promise.all([
        t().inject({ method: 'POST', url: authPaths.resetPassword, payload: { token: resetToken, UserName: email, newPassword: password } }),
        refreshOn(second!, session.refreshToken),
      ]);
      expect(reset.statusCode, reset.body).toBe(200);
      if (refreshed.statusCode !== 200) continue;
      const info = await t().inject({ method: 'GET', url: authPaths.userInfo, headers: bearer(refreshed.json().tokenString) });
      const again = await refreshOn(t().app, refreshed.json().refreshToken);
      if (info.statusCode !== 401 || again.statusCode !== 400) survivors.push(round);
    }
    expect(survivors).toEqual([]);
  });
});
