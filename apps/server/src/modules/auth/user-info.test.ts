import { authPaths } from '@tessera/model';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { bearer, createActiveUser, loginAs, signUp, uniqueEmail } from '../../../test/helpers/accounts.ts';
import { testDatabases } from '../../../test/helpers/databases.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

describe.each(testDatabases)('GET /auth/userinfo on %s', (kind) => {
  const t = useTestApp(kind);
  const userInfo = (headers: Record<string, string> = {}) => t().inject({ method: 'GET', url: authPaths.userInfo, headers });

  it('answers id, username and the personal workspace as lastUsedDomainName', async () => {
    const email = await createActiveUser(t(), uniqueEmail('grace.hopper'));
    const { tokenString } = await loginAs(t(), email);
    const response = await userInfo(bearer(tokenString));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.username).toBe(email);
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.lastUsedDomainName).toMatch(/^grace-hopper\d+-[a-z0-9]+$/);
  });

  it.each([
    ['no header', {}],
    ['a malformed token', bearer('abc.def.ghi')],
    ['a token signed with another key', 'forged'],
    ['an expired token', 'expired'],
  ])('answers 401 unauthorized with %s', async (_name, headers) => {
    let sent: Record<string, string>;
    if (headers === 'forged') {
      const forged = await new SignJWT({ typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('00000000-0000-0000-0000-000000000000')
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode('x'.repeat(32)));
      sent = bearer(forged);
    } else if (headers === 'expired') {
      const { tokenString } = await loginAs(t(), await createActiveUser(t()));
      t().clock.advance(16 * 60 * 1000);
      try {
        const response = await userInfo(bearer(tokenString));
        expect(response.statusCode).toBe(401);
        expect(response.json().error.code).toBe('unauthorized');
      } finally {
        t().clock.advance(-16 * 60 * 1000);
      }
      return;
    } else {
      sent = headers as Record<string, string>;
    }
    const response = await userInfo(sent);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });
});

describe.each(testDatabases)('GET /auth/userstatus on %s', (kind) => {
  const t = useTestApp(kind);
  const status = (username: string) =>
    t().inject({ method: 'GET', url: `${authPaths.userStatus}?username=${encodeURIComponent(username)}` });

  it('answers active, or none for an unknown and a pending address alike (no more than sign-up needs)', async () => {
    const pending = uniqueEmail();
    await signUp(t(), { username: pending });
    const active = await createActiveUser(t());
    expect((await status(uniqueEmail('none'))).json()).toEqual({ status: 'none' });
    expect((await status(pending)).json()).toEqual({ status: 'none' });
    expect((await status(active.toUpperCase())).json()).toEqual({ status: 'active' });
  });

  it('answers 400 naming the field when username is missing', async () => {
    const response = await t().inject({ method: 'GET', url: authPaths.userStatus });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('username: Required');
  });
});
