/**
 * Slugs: lower-case words joined by hyphens, as a published app's address (`projectSlug`) and its
 * screens' deep links (`path`) write them.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 60;

/**
 * The slug a name reads as: accents dropped, lower case, every run of other characters one
 * hyphen, cut to `SLUG_MAX_LENGTH` at a word end where it can; `fallback` when nothing is left
 * ("Task List!" → `task-list`, "Ürünler" → `urunler`, "***" → fallback).
 */
export function slugify(name: string, fallback = 'app'): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
  let slug = '';
  for (const word of words) {
    const next = slug === '' ? word : `${slug}-${word}`;
    if (next.length > SLUG_MAX_LENGTH) {
      if (slug === '') slug = word.slice(0, SLUG_MAX_LENGTH);
      break;
    }
    slug = next;
  }
  return slug === '' ? fallback : slug;
}

/** `base`, or `base-2`, `base-3`… : the first that `taken` does not hold (kept within the length). */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
