// Shared helpers for the bench scripts: free ports, a fresh data dir, waiting for a URL.
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** A TCP port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A new empty folder for an embedded database. */
export function freshDataDir() {
  return mkdtempSync(join(tmpdir(), 'tessera-bench-'));
}

/** Polls `url` until it answers 200 with `expected` in the body; resolves with the elapsed ms. */
export async function waitForPage(url, expected, started, timeoutMs = 60_000) {
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok && (await response.text()).includes(expected)) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Median of a list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
