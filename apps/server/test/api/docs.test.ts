import { authPaths } from '@tessera/model';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe.each(testDatabases)('API docs on %s', (kind) => {
  const t = useTestApp(kind);

  it('serves the API reference page at /docs/', async () => {
    const response = await t().inject({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('documents every accounts path with a request and response schema', async () => {
    const response = await t().inject({ method: 'GET', url: '/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    for (const path of Object.values(authPaths)) expect(Object.keys(spec.paths)).toContain(path);
    const login = spec.paths[authPaths.login].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('username');
    expect(login.responses['200'].content['application/json'].schema.properties).toHaveProperty('tokenString');
    expect(login.responses['401']).toBeDefined();
  });
});
