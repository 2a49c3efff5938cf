import { authPaths, messages } from '@tessera/model';
import { describe, expect, it } from 'vitest';
import { bearer, createActiveUser } from '../../../test/helpers/accounts.ts';
import { testDatabases } from '../../../test/helpers/databases.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { issueExternalLoginToken } from './service.ts';

describe.each(testDatabases)('POST /auth/externaltoken on %s', (kind) => {
  const t = useTestApp(kind);
  const trade = (token: string) => t().inject({ method: 'POST', url: authPaths.externalToken, payload: { token } });
  const userIdOf = async (email: string) =>
    (await t().db.selectFrom('users').select('id').where('username', '=', email).executeTakeFirstOrThrow()).id;

  it('trades the token once for a session and the user', async () => {
    const email = await createActiveUser(t());
    const token = await issueExternalLoginToken(t().app.ctx, await userIdOf(email));
    const response = await trade(token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ username: email });
    expect(body.refreshToken).toBeTruthy();
    const info = await t().inject({ method: 'GET', url: authPaths.userInfo, headers: bearer(body.tokenString) });
    expect(info.json().username).toBe(email);
    const again = await trade(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: { code: 'invalid_token', message: messages.invalidToken } });
  });

  it('refuses unknown and expired tokens', async () => {
    expect((await trade('made-up')).statusCode).toBe(400);
    const token = await issueExternalLoginToken(t().app.ctx, await userIdOf(await createActiveUser(t())));
    t().clock.advance(11 * 60 * 1000);
    try {
      expect((await trade(token)).json().error.message).toBe(messages.invalidToken);
    } finally {
      t().clock.advance(-11 * 60 * 1000);
    }
  });
});
