import { describe, expect, it } from 'vitest';
import { isSecretName, REDACTED, redactFields, redactUrl } from './log-redaction.ts';

describe('isSecretName', () => {
  it.each(['token', 'refreshtoken', 'refreshToken', 'tokenString', 'code', 'verificationCode', 'AuthCode', 'password', 'newPassword', 'secret', 'CLIENT_SECRET', 'key', 'apiKey', 'api_key', 'connectionString'])(
    'takes %s for a secret',
    (name) => expect(isSecretName(name)).toBe(true),
  );

  it.each(['username', 'UserName', 'domainName', 'countryCode', 'state', 'page', 'keyword', 'monkey'])('leaves %s alone', (name) => {
    expect(isSecretName(name)).toBe(false);
  });
});

describe('redactUrl', () => {
  it('keeps a URL without a query as it is', () => {
    expect(redactUrl('/acme/projects')).toBe('/acme/projects');
  });

  it('redacts percent-encoded and plus-spelled names too, and keeps a fragment and bare flags', () => {
    expect(redactUrl('/?%74oken=abc&flag&x=1#top')).toBe(`/?%74oken=${REDACTED}&flag&x=1#top`);
    expect(redactUrl('/r?new+password=abc')).toBe(`/r?new+password=${REDACTED}`);
  });

  it('redacts every occurrence of a repeated parameter', () => {
    expect(redactUrl('/?token=a&token=b')).toBe(`/?token=${REDACTED}&token=${REDACTED}`);
  });
});

describe('redactFields', () => {
  it('leaves scalars and the original object untouched', () => {
    const body = { token: 't', n: 1 };
    expect(redactFields('token')).toBe('token');
    expect(redactFields(body)).toEqual({ token: REDACTED, n: 1 });
    expect(body.token).toBe('t');
  });
});
