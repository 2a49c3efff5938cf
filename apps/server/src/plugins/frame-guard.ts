import type { FastifyInstance } from 'fastify';

/**
 * Every answer may be framed by the platform's own pages only (the studio frames its canvas):
 * the content security policy's `frame-ancestors 'self'` (plugins/content-security-policy.ts),
 * with `X-Frame-Options: SAMEORIGIN` for older browsers, so another site cannot lay the studio
 * under its own page (clickjacking). Answers are never sniffed into another type. Pages send only
 * their origin as the referrer (`strict-origin`), so the query of an address such as a sign-in
 * link's `/?token=` never travels in the `Referer` of the requests it makes.
 */
export function registerFrameGuard(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin');
    done(null, payload);
  });
}
