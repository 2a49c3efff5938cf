import type { Db } from '../../db/database.ts';
import { parseReleaseContent, type ReleaseContent } from './release-content.ts';
import { readContents } from './queries.ts';

/** At most this much release content (as JSON text) is kept parsed per server process. */
const MAX_CACHED_CHARS = 64 * 1024 * 1024;

interface Entry {
  content: ReleaseContent;
  chars: number;
}

const entries = new Map<string, Entry>();
let cachedChars = 0;

/**
 * A release's content by its hash, parsed once per process: content is addressed by its hash and
 * never changes, so every process may keep it without any invalidation. The public live-app route
 * and the apps' REST route read it on every call. Least recently used entries go past
 * `MAX_CACHED_CHARS`; one bigger than that is parsed and not kept. Undefined for an unknown hash.
 */
export async function releaseContentOf(db: Db, hash: string): Promise<ReleaseContent | undefined> {
  const hit = entries.get(hash);
  if (hit) {
    entries.delete(hash);
    entries.set(hash, hit);
    return hit.content;
  }
  const stored = (await readContents(db, [hash])).get(hash);
  if (stored === undefined) return undefined;
  const content = parseReleaseContent(stored);
  const chars = JSON.stringify(stored).length;
  if (chars <= MAX_CACHED_CHARS) {
    entries.set(hash, { content, chars });
    cachedChars += chars;
    for (const [oldest, entry] of entries) {
      if (cachedChars <= MAX_CACHED_CHARS) break;
      entries.delete(oldest);
      cachedChars -= entry.chars;
    }
  }
  return content;
}
