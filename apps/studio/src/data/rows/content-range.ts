/** A `Content-Range` answer header of the data API (PostgREST's: `0-99/12345`, `*\/0`, `0-99/*`). */
export interface ContentRange {
  /** Inclusive bounds of the rows answered, null when none were (`*`). */
  start: number | null;
  end: number | null;
  /** The total the request asked to count, null when it was not counted (`*`). */
  total: number | null;
}

const PATTERN = /^\s*(?:(\d+)-(\d+)|\*)\/(\d+|\*)\s*$/;

/** Reads a `Content-Range` header; null when it is missing or not in PostgREST's shape. */
export function parseContentRange(header: string | null): ContentRange | null {
  if (!header) return null;
  const match = PATTERN.exec(header);
  if (!match) return null;
  const [, start, end, total] = match;
  return {
    start: start === undefined ? null : Number(start),
    end: end === undefined ? null : Number(end),
    total: total === undefined || total === '*' ? null : Number(total),
  };
}
