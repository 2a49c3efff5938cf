import { authPaths } from '@tessera/model';
import { describe, expect, it } from 'vitest';
import { bearer, createActiveUser, loginAs } from '../../../test/helpers/accounts.ts';
import { testDatabases } from '../../../test/helpers/databases.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

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

  it('answers 204 without a bearer token or body', async () => {
    const response = await t().inject({ method: 'POST', url: authPaths.logout });
    expect(response.statusCode).toBe(204);
  });
});
