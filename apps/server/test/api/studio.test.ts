import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases.ts';
import { useTestApp } from '../helpers/test-app.ts';

function fakeStudioDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-studio-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>Tessera</title></head><body><div id="root"></div></body></html>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log("studio")');
  return dir;
}

const html = { accept: 'text/html,application/xhtml+xml' };

describe.each(testDatabases)('serving the studio on %s', (kind) => {
  const t = useTestApp(kind, { studioDist: fakeStudioDist(), ownHosts: ['evil</script><script>alert(1)</script>'] });

  it('serves index.html at / with the client config in a JSON data block, injected safely', async () => {
    const response = await t().inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const match = response.body.match(/<script type="application\/json" id="tessera-config">(.*?)<\/script><\/head>/);
    expect(match).not.toBeNull();
    expect(response.body).not.toContain('evil</script>');
    expect(response.body).not.toMatch(/<script>/);
    expect(JSON.parse(match?.[1] ?? '')).toMatchObject({ productName: 'Tessera', ownHosts: ['evil</script><script>alert(1)</script>'] });
  });

  it('lets only its own pages frame it, never sniffs types and sends no path or query as the referrer', async () => {
    for (const url of ['/', '/assets/app.js', '/health', '/api/projects']) {
      const response = await t().inject({ method: 'GET', url, headers: html });
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin');
    }
  });

  it.each(['/login', '/acme/projects', '/acme/sd/123', '/confirm-email?token=x&username=y'])(
    'falls back to index.html for the deep link %s',
    async (url) => {
      const response = await t().inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('id="tessera-config"');
    },
  );

  it.each([
    ['curl (*/*)', { accept: '*/*' }],
    ['no Accept header', {}],
  ])('gives a plain client asking with %s the studio for a deep link', async (_name, headers) => {
    const response = await t().inject({ method: 'GET', url: '/login', headers });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it('serves static assets', async () => {
    const response = await t().inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('studio');
  });

  it.each([
    ['an API path asking for HTML', '/auth/nothing', html],
    ['a missing asset', '/assets/missing.js', html],
    ['a JSON request', '/acme/projects', { accept: 'application/json' }],
  ])('answers a JSON 404 for %s', async (_name, url, headers) => {
    const response = await t().inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it('answers a JSON 404 for an unknown POST', async () => {
    const response = await t().inject({ method: 'POST', url: '/login', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});
