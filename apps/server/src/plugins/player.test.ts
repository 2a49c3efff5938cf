import Fastify from 'fastify';
import { publishedAppPaths, type PublishedApp } from '@tessera/model/releases';
import { describe, expect, it } from 'vitest';
import { fakePlayerDist } from '../../test/helpers/fake-dists.ts';
import { registerPlayer } from './player.ts';

const published: PublishedApp = {
  projectId: '3f2b8c1e-0000-4000-8000-000000000000',
  domainName: 'acme',
  projectSlug: 'task-board',
  name: 'Task board for the whole team',
  release: { id: 'r1', number: 3, hash: 'abc', publishedAt: '2026-01-01T00:00:00.000Z' },
  screens: [],
  settings: { startScreenId: null, previewDeviceId: null, variables: [], environment: [] },
  icon: null,
  dataApiBase: '/api/data/3f2b8c1e-0000-4000-8000-000000000000/live',
  authBase: '/api/apps/3f2b8c1e-0000-4000-8000-000000000000/live/auth',
};

/**
 * The manifest is built from whatever the public live-app route answers; this app stands in that
 * route's contract (`publishedAppPaths.liveApp`) with one published app.
 */
async function appWithLiveRoute() {
  const app = Fastify();
  app.get<{ Params: { domainName: string; projectSlug: string } }>(publishedAppPaths.liveApp, async (request, reply) =>
    request.params.domainName === 'acme' && request.params.projectSlug === 'task-board' ? published : reply.code(404).send({ error: { code: 'not_found', message: 'No app.' } }),
  );
  await registerPlayer(app, fakePlayerDist());
  return app;
}

describe('the player plugin', () => {
  it('builds a published app’s web manifest from its live release', async () => {
    const app = await appWithLiveRoute();
    const response = await app.inject({ method: 'GET', url: '/apps/acme/task-board/manifest.webmanifest' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.json()).toEqual({
      name: 'Task board for the whole team',
      short_name: 'Task board f',
      start_url: '/apps/acme/task-board/',
      scope: '/apps/acme/task-board/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#2563eb',
      icons: [
        { src: '/player/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/player/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      ],
    });
    const unknown = await app.inject({ method: 'GET', url: '/apps/acme/other/manifest.webmanifest' });
    expect(unknown.statusCode).toBe(404);
    await app.close();
  });

  it('registers nothing when the player is not built', async () => {
    const app = Fastify();
    await registerPlayer(app, '/nonexistent');
    const response = await app.inject({ method: 'GET', url: '/apps/acme/task-board/' });
    expect(response.statusCode).toBe(404);
    await app.close();
  });
});
