/**
 * Deep-link paths of screens (`/apps/{domainName}/{projectSlug}/{path}`): a screen's name in
 * lower-case words joined by hyphens, unique within the app (a later screen with the same words
 * gets `-2`, `-3`…). Releases freeze them; the Run tab derives them from the draft the same way.
 */

/** `Task list` → `task-list`, `Über 2` → `uber-2`; a name without letters or digits gives `screen`. */
export function screenPathWords(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '');
  return words.length > 0 ? words.join('-').slice(0, 80).replace(/-+$/, '') : 'screen';
}

/** The path of every screen, in their order, unique within the list. */
export function assignScreenPaths<S extends { name: string }>(screens: readonly S[]): (S & { path: string })[] {
  const taken = new Set<string>();
  return screens.map((screen) => {
    const base = screenPathWords(screen.name);
    let path = base;
    for (let suffix = 2; taken.has(path); suffix++) path = `${base}-${suffix}`;
    taken.add(path);
    return { ...screen, path };
  });
}
