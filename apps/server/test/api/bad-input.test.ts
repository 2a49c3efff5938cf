import { authPaths } from '@tessera/model';
import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../src/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { useTestApp } from '../helpers/test-app.ts';

/** Every POST route, with a required field and a value of the wrong type for it. */
const postRoutes: { path: string; field: string }[] = [
  { path: authPaths.login, field: 'username' },
  { path: authPaths.refreshToken, field: 'refreshtoken' },
  { path: authPaths.signUp, field: 'username' },
  { path: authPaths.confirmEmail, field: 'token' },
  { path: authPaths.sendConfirmationEmail, field: 'email' },
  { path: authPaths.forgotPassword, field: 'Email' },
  { path: authPaths.verifyCode, field: 'verificationCode' },
  { path: authPaths.resetPassword, field: 'newPassword' },
  { path: authPaths.externalToken, field: 'token' },
  { path: authPaths.googleLogin, field: 'AuthCode' },
  { path: authPaths.acceptInvite, field: 'domainName' },
  { path: authPaths.rejectInvite, field: 'domainName' },
  { path: authPaths.events, field: 'name' },
  { path: authPaths.logout, field: 'refreshToken' },
];

const json = { 'content-type': 'application/json' };

describe.each(testDatabases)('bad input on every POST route on %s', (kind) => {
  const t = useTestApp(kind);

  describe.each(postRoutes)('$path', ({ path, field }) => {
    const expectError = (response: { statusCode: number; json(): unknown; body: string }, status: number, code: string) => {
      expect(response.statusCode).toBe(status);
      const body = response.json() as { error: { code: string; message: string } };
      expect(body.error.code).toBe(code);
      expect(body.error.message.length).toBeGreaterThan(5);
      expect(response.body).not.toMatch(/at .+\.(ts|js):\d+/);
    };

    it('malformed JSON → 400 invalid_json', async () => {
      expectError(await t().inject({ method: 'POST', url: path, headers: json, payload: '{"a":' }), 400, 'invalid_json');
    });

    it('prototype poisoning → 400 invalid_json', async () => {
      const payload = `{"${field}":"x","__proto__":{"admin":true}}`;
      expectError(await t().inject({ method: 'POST', url: path, headers: json, payload }), 400, 'invalid_json');
    });

    it('wrong content type → 415', async () => {
      const response = await t().inject({ method: 'POST', url: path, headers: { 'content-type': 'text/plain' }, payload: 'hello' });
      expectError(response, 415, 'unsupported_media_type');
    });

    it('oversize body → 413', async () => {
      const payload = JSON.stringify({ [field]: 'x'.repeat(BODY_LIMIT_BYTES + 10) });
      expectError(await t().inject({ method: 'POST', url: path, headers: json, payload }), 413, 'payload_too_large');
    });

    it('wrong type → 400 naming the field', async () => {
      const response = await t().inject({ method: 'POST', url: path, payload: { [field]: 12345 } });
      expectError(response, 400, 'validation_failed');
      expect(response.json().error.message).toContain(`${field}: `);
    });

    if (path !== authPaths.logout) {
      it('missing fields → 400 naming the field', async () => {
        const response = await t().inject({ method: 'POST', url: path, payload: {} });
        expectError(response, 400, 'validation_failed');
        expect(response.json().error.message).toMatch(new RegExp(`(^|; )${field}: `));
      });

      it('no body → 400 saying a JSON object is required', async () => {
        const response = await t().inject({ method: 'POST', url: path });
        expectError(response, 400, 'validation_failed');
        expect(response.json().error.message).toBe('body: Required (send a JSON object)');
      });
    }
  });

  it.each([
    [`${authPaths.userStatus}`, 'username: Required'],
    [`${authPaths.userStatus}?username=${'a'.repeat(300)}`, 'username: '],
    [`${authPaths.googleAuthorizeUrl}`, 'redirectUri: Required'],
    [`${authPaths.googleAuthorizeUrl}?redirectUri=not-a-url`, 'redirectUri: '],
  ])('GET %s with a bad query → 400 naming the field', async (url, message) => {
    const response = await t().inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(response.json().error.message.startsWith(message)).toBe(true);
  });

  it('a missing required field reads "Required"', async () => {
    const response = await t().inject({ method: 'POST', url: authPaths.login, payload: { password: 'x' } });
    expect(response.json().error.message).toBe('username: Required');
  });
});
