import type { Readable } from 'node:stream';
import { EgressError, shownHost } from './errors.ts';

/** "5 MB", "512 KB", "100 bytes": a size a builder reads. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${bytes} bytes`;
}

/**
 * Stops a body without reading it further: the connection is dropped. undici's body emits an
 * abort error when destroyed unread; it is expected here, so it is swallowed.
 */
export function discardBody(body: Readable): void {
  body.on('error', () => undefined);
  body.destroy();
}

function tooLarge(host: string, maxBytes: number): EgressError {
  return new EgressError('too-large', `The answer of ${shownHost(host)} is larger than ${formatBytes(maxBytes)}.`);
}

/**
 * Reads a response body up to `maxBytes`: refused at once when its Content-Length says more,
 * else streamed and stopped (the stream destroyed, the connection dropped) at the first byte past
 * the limit, so a huge or endless answer never sits in memory.
 */
export async function readLimitedBody(
  body: Readable,
  contentLength: string | string[] | undefined,
  maxBytes: number,
  host: string,
): Promise<Buffer> {
  const declared = typeof contentLength === 'string' && /^\d+$/.test(contentLength) ? Number(contentLength) : null;
  if (declared !== null && declared > maxBytes) {
    discardBody(body);
    throw tooLarge(host, maxBytes);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    total += bytes.length;
    if (total > maxBytes) {
      discardBody(body);
      throw tooLarge(host, maxBytes);
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, total);
}
