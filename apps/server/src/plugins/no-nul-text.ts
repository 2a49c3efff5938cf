import type { FastifyInstance } from 'fastify';
import { nulTextError } from '../errors/nul-text-error.ts';

/** Whether a parsed JSON value or query has U+0000 in any string or key. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000') || containsNul(item)) return true;
    }
  }
  return false;
}

/**
 * Refuses NUL characters before anything reaches SQL (where they are a 22021/22P05 error): JSON
 * bodies at parse time (Fastify's own parser, with its empty-body and `__proto__`/`constructor`
 * handling, then a scan when the text has a `\u0000` escape; a raw NUL is already invalid JSON),
 * and the query string and path parameters before validation. 400 `validation_failed`.
 * Contexts that parse JSON themselves (the Stripe webhook keeps the raw bytes) are not affected.
 */
export function registerNulTextGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    parseJson(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      if (text.includes('\\u0000') && containsNul(parsed)) return done(nulTextError(), undefined);
      return done(null, parsed);
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    done(containsNul(request.query) || containsNul(request.params) ? nulTextError() : undefined);
  });
}
