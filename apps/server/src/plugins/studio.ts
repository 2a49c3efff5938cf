import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ClientConfig } from '@tessera/model';
import { NotFoundError } from '../errors/app-error.ts';

/** First path segments that belong to the API (and the player's files): never answered with the studio's HTML. */
const apiSegments = new Set(['auth', 'invitations', 'domain', 'domains', 'events', 'config', 'health', 'docs', 'api', 'player']);

/**
 * The id of the element carrying the client config in the served index.html; the studio reads it
 * at boot (apps/studio/src/config/client-config.ts).
 */
export const CLIENT_CONFIG_ELEMENT_ID = 'tessera-config';

/**
 * `<script type="application/json" id="tessera-config">…</script>`: a data block the browser never
 * runs (so the policy's `script-src 'self'` holds without an inline script), safe inside HTML (no
 * `</script>` breakout).
 */
export function configDataBlock(clientConfig: ClientConfig): string {
  const json = JSON.stringify(clientConfig)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return `<script type="application/json" id="${CLIENT_CONFIG_ELEMENT_ID}">${json}</script>`;
}

function injectConfig(html: string, clientConfig: ClientConfig): string {
  const block = configDataBlock(clientConfig);
  return html.includes('</head>') ? html.replace('</head>', `${block}</head>`) : `${block}${html}`;
}

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  const firstSegment = path.split('/')[1] ?? '';
  if (apiSegments.has(firstSegment)) return false;
  // A missing file (e.g. /assets/app.js) is a 404, not the SPA.
  if (/\.[a-z0-9]+$/i.test(path)) return false;
  // Browsers ask for text/html; curl and other plain clients send */* or nothing. Only a client
  // that asks for something else (e.g. application/json) gets the JSON 404.
  const accept = request.headers.accept ?? '';
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves the built studio when STUDIO_DIST exists: static files, and its index.html (with the
 * client config injected) for `/` and for every HTML GET of an unknown non-API path, so deep
 * links such as /login or /acme/projects reach the SPA's router. Everything else unknown gets a
 * JSON 404.
 */
export async function registerStudio(
  app: FastifyInstance,
  studioDist: string | null,
  clientConfig: ClientConfig,
): Promise<void> {
  const indexPath = studioDist ? join(studioDist, 'index.html') : null;
  const indexHtml = indexPath && existsSync(indexPath) ? injectConfig(readFileSync(indexPath, 'utf8'), clientConfig) : null;

  const sendIndex = (reply: FastifyReply) =>
    reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);

  if (studioDist && indexHtml) {
    await app.register(fastifyStatic, {
      root: studioDist,
      index: false,
      wildcard: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${join('/', 'assets', '/')}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
    app.get('/index.html', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  }

  app.setNotFoundHandler((request, reply) => {
    if (indexHtml && wantsHtml(request)) return sendIndex(reply);
    throw new NotFoundError(`Route ${request.method} ${request.url.split('?')[0]} not found.`);
  });
}
