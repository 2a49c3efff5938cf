import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** A policy as directive → sources, so pages can widen one directive of the base. */
export type Policy = Readonly<Record<string, readonly string[]>>;

/**
 * Every answer's policy (the studio's pages above all, which keep tokens in localStorage): scripts
 * only from this origin, never inline (the client config travels as a JSON data block), no
 * plugins, no `<base>`, framed and posting forms only within the platform. Styles allow inline
 * `<style>` elements: React Native Web, Radix's scroll lock, the colour picker and the toaster
 * inject them at run time (see docs/decisions.md, "Content security policy").
 */
export const studioPolicy: Policy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * The design canvas (canvas.html) shows the screens being designed: their images and videos load
 * from any http(s) address the designer typed (the validator refuses other schemes), and images
 * may be inline pictures.
 */
export const canvasPolicy: Policy = {
  ...studioPolicy,
  'img-src': ["'self'", 'data:', 'http:', 'https:'],
  'media-src': ["'self'", 'http:', 'https:'],
};

/**
 * The player (published apps at /apps/…, the Run tab at /run/…): the studio's rules, scripts
 * only from this origin and never inline; like the canvas, the app's images and videos load from
 * the http(s) addresses its builder typed.
 */
export const playerPolicy: Policy = {
  ...studioPolicy,
  'img-src': ["'self'", 'data:', 'http:', 'https:'],
  'media-src': ["'self'", 'http:', 'https:'],
  'manifest-src': ["'self'"],
};

/** The header value of a policy. */
export function policyHeader(policy: Policy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

const CANVAS_PAGE = '/canvas.html';
const isPlayerPage = (path: string) => path.startsWith('/apps/') || path.startsWith('/run/');

/**
 * Sends `Content-Security-Policy` with every answer: the canvas page's own policy for
 * /canvas.html, the player's for its pages, the studio's for everything else (pages with other needs, the API reference,
 * replace it in their own scope).
 */
export function registerContentSecurityPolicy(app: FastifyInstance): void {
  const studio = policyHeader(studioPolicy);
  const canvas = policyHeader(canvasPolicy);
  const player = policyHeader(playerPolicy);
  // A callback hook, not an async one: it runs on every answer, and has nothing to wait for.
  app.addHook('onSend', (request, reply, payload, done) => {
    const path = request.url.split('?')[0] ?? '/';
    reply.header('content-security-policy', path === CANVAS_PAGE ? canvas : isPlayerPage(path) ? player : studio);
    done(null, payload);
  });
}

/**
 * `'sha256-…'` sources for the inline scripts of a page the server renders itself from fixed
 * configuration (never from request data), so that page can keep them under `script-src`.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/type\s*=\s*["']?application\/json/i.test(match[0]))
    .map((match) => `'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`);
}
