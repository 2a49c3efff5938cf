import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases.ts';
import { useTestApp } from '../helpers/test-app.ts';

function fakeStudioDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-studio-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>Tessera</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'canvas.html'), '<!doctype html><html><head><title>Canvas</title></head><body><div id="canvas"></div></body></html>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log("studio")');
  return dir;
}

/** The header parsed into directive → sources. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}

const html = { accept: 'text/html' };

describe.each(testDatabases)('content security policy on %s', (kind) => {
  const t = useTestApp(kind, { studioDist: fakeStudioDist() });

  it.each(['/', '/login', '/acme/projects', '/?token=abc', '/assets/app.js', '/health', '/auth/userinfo', '/docs/openapi.json'])(
    'sends the strict policy with %s',
    async (url) => {
      const response = await t().inject({ method: 'GET', url, headers: html });
      const policy = directives(response.headers['content-security-policy']);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      // No wider image, font or connection sources than the page's own origin.
      for (const name of ['img-src', 'font-src', 'connect-src', 'media-src']) expect(policy.get(name), name).toBeUndefined();
    },
  );

  it('lets the canvas page load the designed screens\u2019 pictures and videos, and still no inline script', async () => {
    const response = await t().inject({ method: 'GET', url: '/canvas.html', headers: html });
    expect(response.statusCode).toBe(200);
    const policy = directives(response.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'http:', 'https:']);
    expect(policy.get('media-src')).toEqual(["'self'", 'http:', 'https:']);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('allows the API reference page exactly its own start-up script, by hash', async () => {
    const response = await t().inject({ method: 'GET', url: '/docs/', headers: html });
    expect(response.statusCode).toBe(200);
    const policy = directives(response.headers['content-security-policy']);
    const scriptSources = policy.get('script-src') ?? [];
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
    const inline = [...response.body.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0] ?? '').digest('base64')}'`;
    expect(scriptSources).toEqual(["'self'", hash]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('never allows inline scripts or eval on any page', async () => {
    for (const url of ['/', '/canvas.html', '/docs/']) {
      const response = await t().inject({ method: 'GET', url, headers: html });
      const scriptSources = directives(response.headers['content-security-policy']).get('script-src') ?? [];
      expect(scriptSources, url).toContain("'self'");
      expect(scriptSources, url).not.toContain("'unsafe-inline'");
      expect(scriptSources, url).not.toContain("'unsafe-eval'");
    }
  });
});
