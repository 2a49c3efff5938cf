import { slugify, uniqueSlug } from './slugs.ts';

/**
 * Deep-link paths of screens (`/apps/{domainName}/{projectSlug}/{path}`): each screen's name as a
 * slug, numbered from 2 when an earlier screen took it ("Tasks", "tasks!" → `tasks`, `tasks-2`).
 * Releases freeze them at publishing; the Run tab derives them from the draft the same way, so a
 * deep link reads the same in both.
 */
export function assignScreenPaths<S extends { name: string }>(screens: readonly S[]): (S & { path: string })[] {
  const taken = new Set<string>();
  return screens.map((screen) => {
    const path = uniqueSlug(slugify(screen.name, 'screen'), taken);
    taken.add(path);
    return { ...screen, path };
  });
}
