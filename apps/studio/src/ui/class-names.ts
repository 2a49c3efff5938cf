/** Joins the truthy class names with single spaces: `cx('a', busy && 'b', undefined)` → `'a'` or `'a b'`. */
export function cx(...parts: (string | false | null | undefined | 0)[]): string {
  return parts.filter(Boolean).join(' ');
}
