import type { FastifyRequest } from 'fastify';
import { parseRequest } from './grammar/parse-request.ts';

/** A header sent once, as text (a repeated one is an array: not read). */
export function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** The raw query string, as PostgREST reads it (Fastify's parsed query loses order and repeats). */
export function rawQuery(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at + 1);
}

/** The request in PostgREST's grammar: its query string and its `Prefer`, `Range` and `Range-Unit` headers. */
export function parseDataRequest(request: FastifyRequest) {
  return parseRequest(rawQuery(request.url), { prefer: singleHeader(request, 'prefer'), range: singleHeader(request, 'range'), 'range-unit': singleHeader(request, 'range-unit') });
}
