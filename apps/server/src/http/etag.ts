/** A strong entity tag of a content hash. */
export const etagOf = (hash: string) => `"${hash}"`;

/** True when an If-None-Match header names the tag (a list, weak tags and `*` included). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}
