import { authPaths, clientConfigSchema } from '@tessera/model';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/helpers/databases.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

describe.each(testDatabases)('GET /config/client on %s', (kind) => {
  const t = useTestApp(kind, {
    branding: 'whitelabel',
    ownHosts: ['tessera.test', 'app.tessera.dev'],
    google: { clientId: 'client-123', clientSecret: 'secret', issuerUrl: 'https://accounts.google.com' },
  });

  it('answers the branding, the Google client id (never the secret) and the own hosts', async () => {
    const response = await t().inject({ method: 'GET', url: authPaths.clientConfig });
    expect(response.statusCode).toBe(200);
    expect(clientConfigSchema.parse(response.json())).toEqual({
      productName: 'Tessera',
      branding: 'whitelabel',
      googleClientId: 'client-123',
      ownHosts: ['tessera.test', 'app.tessera.dev'],
    });
    expect(response.body).not.toContain('secret');
  });
});

describe.each(testDatabases)('GET /config/client without Google on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers googleClientId null and the main branding', async () => {
    const body = (await t().inject({ method: 'GET', url: authPaths.clientConfig })).json();
    expect(body).toMatchObject({ branding: 'main', googleClientId: null, ownHosts: [] });
  });
});
