import { describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases.ts';
import { fakePlayerDist } from '../helpers/fake-dists.ts';
import { useTestApp } from '../helpers/test-app.ts';

const html = { accept: 'text/html' };

describe.each(testDatabases)('serving the player on %s', (kind) => {
  const t = useTestApp(kind, { playerDist: fakePlayerDist() });

  it.each(['/apps/acme/shop/', '/apps/acme/shop/task-list', '/apps/acme/shop/task-list?id=4', '/run/3f2b8c1e-0000-4000-8000-000000000000/', '/run/abc/orders'])(
    'answers the player page for %s, never cached, with the player policy',
    async (url) => {
      const response = await t().inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="app">');
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe/);
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toContain("img-src 'self' data: http: https:");
    },
  );

  it('links a published app page to its own manifest, escaped; a Run tab has none', async () => {
    const app = await t().inject({ method: 'GET', url: '/apps/acme/my%20shop/home', headers: html });
    expect(app.body).toContain('<link rel="manifest" href="/apps/acme/my%20shop/manifest.webmanifest"></head>');
    const hostile = await t().inject({ method: 'GET', url: '/apps/acme/%22%3E%3Cscript%3E/home', headers: html });
    expect(hostile.body).toContain('href="/apps/acme/%22%3E%3Cscript%3E/manifest.webmanifest"');
    expect(hostile.body).not.toContain('"><script>');
    const run = await t().inject({ method: 'GET', url: '/run/abc/', headers: html });
    expect(run.body).not.toContain('rel="manifest"');
  });

  it('answers an app address without its trailing slash too', async () => {
    for (const url of ['/apps/acme/shop', '/run/abc']) {
      const response = await t().inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="app">');
    }
  });

  it('serves hashed assets cached immutably, icons for a day, and a missing file as a JSON 404', async () => {
    const asset = await t().inject({ method: 'GET', url: '/player/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("player")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const size of [192, 512]) {
      const icon = await t().inject({ method: 'GET', url: `/player/icons/icon-${size}.png` });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-type']).toBe('image/png');
      expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    }
    const missing = await t().inject({ method: 'GET', url: '/player/assets/nope.js', headers: html });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
    const outside = await t().inject({ method: 'GET', url: '/player/../../etc/passwd' });
    expect(outside.statusCode).toBe(404);
  });

  it('answers 404 for the manifest of an app that is not published', async () => {
    const response = await t().inject({ method: 'GET', url: '/apps/nobody/nothing/manifest.webmanifest' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: 'not_found', message: 'This app is not published.' });
  });
});
