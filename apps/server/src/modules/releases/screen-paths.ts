import { slugify, uniqueSlug } from '@tessera/model/releases';

/**
 * Each screen's deep-link path in a release, in the screens' order: its name as a slug, numbered
 * from 2 when an earlier screen took it ("Tasks", "tasks!" → `tasks`, `tasks-2`).
 */
export function screenPaths(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const path = uniqueSlug(slugify(name, 'screen'), taken);
    taken.add(path);
    return path;
  });
}
