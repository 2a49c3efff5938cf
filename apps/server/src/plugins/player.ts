import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { type AppIcon, appAssetAddress, iconSizes, type PublishedApp, publishedAppPaths, publishedAppSchema } from '@tessera/model/releases';
import { fillPath } from '@tessera/model/workspace-api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { NotFoundError } from '../errors/app-error.ts';

/** Where the player's own files are served (its Vite `base`). */
export const PLAYER_FILES_PREFIX = '/player/';
const ICON_SIZES = [192, 512] as const;

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The app's address as the browser sees it (each segment encoded once). */
function appBase(domainName: string, projectSlug: string): string {
  return `/apps/${encodeURIComponent(domainName)}/${encodeURIComponent(projectSlug)}/`;
}

/** The player's bundled icons, for an app published without its own. */
const defaultIcons = ICON_SIZES.map((size) => ({ src: `${PLAYER_FILES_PREFIX}icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' }));

/** The manifest's entry of an app's own icon: its immutable address, its true size. */
const ownIcon = (icon: AppIcon) => ({ src: appAssetAddress(icon.hash), sizes: iconSizes(icon), type: icon.mediaType, purpose: 'any' });

/**
 * The web manifest of a published app: installable, opening on the app's own address, standalone,
 * named and coloured as its release's settings say (else the project's name, the player's colours),
 * with the icon its release was published with (the player's bundled ones when it has none).
 */
export function webManifest(app: Pick<PublishedApp, 'name' | 'icon' | 'settings'>, base: string) {
  const chosen = app.settings.manifest;
  const name = chosen?.name ?? app.name;
  return {
    name,
    short_name: name.slice(0, 12),
    start_url: base,
    scope: base,
    display: 'standalone',
    background_color: chosen?.backgroundColor ?? '#ffffff',
    theme_color: chosen?.themeColor ?? '#2563eb',
    icons: app.icon ? [ownIcon(app.icon)] : defaultIcons,
  };
}

/** The page's icon links of an app's own icon, in place of the player's (`index.html`'s). */
export function withAppIcon(indexHtml: string, icon: AppIcon): string {
  const href = escapeAttribute(appAssetAddress(icon.hash));
  const links = `<link rel="icon" type="${icon.mediaType}" sizes="${iconSizes(icon)}" href="${href}"><link rel="apple-touch-icon" href="${href}">`;
  return indexHtml.replaceAll(/<link rel="(?:icon|apple-touch-icon)"[^>]*>\s*/g, '').replace('</head>', `${links}</head>`);
}

/**
 * Serves the built player (PLAYER_DIST): its files under `/player/` (hashed assets cached for a
 * year), its index.html for every address of a published app (`/apps/{domainName}/{projectSlug}/…`,
 * with a link to the app's manifest and its release's icon) and of a Run tab (`/run/{projectId}/…`), and each published
 * app's `manifest.webmanifest`, built from the live release the public route answers (read
 * in-process through that route, so the player depends only on its contract).
 */
export async function registerPlayer(app: FastifyInstance, playerDist: string | null): Promise<void> {
  const indexPath = playerDist ? join(playerDist, 'index.html') : null;
  if (!playerDist || !indexPath || !existsSync(indexPath)) return;
  const indexHtml = readFileSync(indexPath, 'utf8');

  await app.register(fastifyStatic, {
    root: playerDist,
    prefix: PLAYER_FILES_PREFIX,
    decorateReply: false,
    index: false,
    wildcard: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(join('/', 'assets', '/'));
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
    },
  });

  const sendIndex = (reply: FastifyReply) => reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);

  const hidden = { schema: { hide: true } };
  type AppParams = { Params: { domainName: string; projectSlug: string } };
  /**
   * The live app as the public route answers it (read in-process, counted against the visitor's
   * own address by the route's rate limit, not the server's), or null when nothing is published.
   */
  const readLiveApp = async ({ domainName, projectSlug }: AppParams['Params'], visitor: string): Promise<PublishedApp | null> => {
    const live = await app.inject({ method: 'GET', url: fillPath(publishedAppPaths.liveApp, { domainName, projectSlug }), headers: { accept: 'application/json' }, remoteAddress: visitor });
    const parsed = live.statusCode === 200 ? publishedAppSchema.safeParse(live.json()) : null;
    return parsed?.success ? parsed.data : null;
  };
  const sendAppIndex = async (params: AppParams['Params'], visitor: string, reply: FastifyReply) => {
    const live = await readLiveApp(params, visitor);
    const manifest = `<link rel="manifest" href="${escapeAttribute(`${appBase(params.domainName, params.projectSlug)}manifest.webmanifest`)}">`;
    const html = live?.icon ? withAppIcon(indexHtml, live.icon) : indexHtml;
    return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html.replace('</head>', `${manifest}</head>`));
  };

  // The server ignores trailing slashes: this also answers `/apps/{domainName}/{projectSlug}`.
  app.get<AppParams>('/apps/:domainName/:projectSlug/', hidden, (request, reply) => sendAppIndex(request.params, request.ip, reply));
  app.get<AppParams>('/apps/:domainName/:projectSlug/*', hidden, (request, reply) => sendAppIndex(request.params, request.ip, reply));

  app.get<AppParams>('/apps/:domainName/:projectSlug/manifest.webmanifest', hidden, async (request, reply) => {
    const live = await readLiveApp(request.params, request.ip);
    if (!live) throw new NotFoundError('This app is not published.');
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(webManifest(live, appBase(request.params.domainName, request.params.projectSlug))));
  });

  app.get('/run/:projectId/', hidden, (_request, reply) => sendIndex(reply));
  app.get('/run/:projectId/*', hidden, (_request, reply) => sendIndex(reply));
}
