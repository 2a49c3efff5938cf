import type { PublishedApp } from '@tessera/model/releases';
import { describe, expect, it } from 'vitest';
import { loadPublishedApp } from './load-published-app.ts';

const app: PublishedApp = {
  projectId: 'p1',
  domainName: 'acme',
  projectSlug: 'my shop',
  name: 'Shop',
  release: { id: 'r1', number: 1, hash: 'h', publishedAt: '2026-01-01T00:00:00.000Z' },
  screens: [],
  settings: { startScreenId: null, previewDeviceId: null, variables: [], environment: [] },
  icon: null,
  dataApiBase: '/api/data/p1/live',
  authBase: '/api/apps/p1/live/auth',
};

const answering = (status: number, body: unknown, asked: string[] = []) =>
  (async (url: string | URL | Request) => {
    asked.push(String(url));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;

describe('loading a published app', () => {
  it('reads the live release from the public route', async () => {
    const asked: string[] = [];
    const load = await loadPublishedApp('acme', 'my shop', answering(200, app, asked));
    expect(asked).toEqual(['/api/published/acme/my%20shop']);
    expect(load).toEqual({ status: 'ready', app: { projectId: 'p1', name: 'Shop', environment: 'live', screens: [], settings: app.settings, dataApiBase: app.dataApiBase, authBase: app.authBase } });
  });

  it('tells not found, a failing server, an unreadable answer and no connection apart', async () => {
    expect(await loadPublishedApp('acme', 'x', answering(404, { error: { code: 'not_found', message: '' } }))).toEqual({ status: 'notFound' });
    expect(await loadPublishedApp('acme', 'x', answering(503, {}))).toMatchObject({ status: 'error', message: expect.stringContaining('503') });
    expect(await loadPublishedApp('acme', 'x', answering(200, { ...app, screens: 'nope' }))).toMatchObject({ status: 'error', message: 'The app answered with something the player cannot read.' });
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await loadPublishedApp('acme', 'x', offline)).toMatchObject({ status: 'error', message: expect.stringContaining('could not be reached') });
  });
});
