/** One `key=value` of the query string, decoded; `value` is null for a bare `key`. */
export interface QueryPair {
  key: string;
  value: string | null;
}

const isHexDigit = (byte: number): boolean => (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66);

/**
 * Percent-decodes one key or value the way browsers and PostgREST do: `+` is a space, `%XX`
 * becomes a byte, a `%` not followed by two hex digits stays as it is, and bytes that are not
 * UTF-8 become U+FFFD. Never throws (unlike `decodeURIComponent`).
 */
export function decodeQueryComponent(text: string): string {
  const spaced = text.replaceAll('+', ' ');
  if (!spaced.includes('%')) return spaced;
  try {
    // The native decoder is fast and agrees wherever it does not throw (on a bad escape or UTF-8).
    return decodeURIComponent(spaced);
  } catch {
    return decodeLeniently(spaced);
  }
}

function decodeLeniently(spaced: string): string {
  const bytes = new TextEncoder().encode(spaced);
  const decoded = new Uint8Array(bytes.length);
  let length = 0;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index]!;
    if (byte === 0x25 && index + 2 < bytes.length && isHexDigit(bytes[index + 1]!) && isHexDigit(bytes[index + 2]!)) {
      decoded[length] = Number.parseInt(String.fromCharCode(bytes[index + 1]!, bytes[index + 2]!), 16);
      index += 2;
    } else {
      decoded[length] = byte;
    }
    length += 1;
  }
  return new TextDecoder().decode(decoded.subarray(0, length));
}

/**
 * The raw query string (after `?`, still percent-encoded) as its pairs, in order, duplicates kept
 * (`age=gt.1&age=lt.10` is two filters). Empty segments (`a=1&&b=2`) are skipped.
 */
export function queryPairs(rawQuery: string): QueryPair[] {
  const query = rawQuery.startsWith('?') ? rawQuery.slice(1) : rawQuery;
  return query
    .split('&')
    .filter((segment) => segment !== '')
    .map((segment) => {
      const equals = segment.indexOf('=');
      if (equals < 0) return { key: decodeQueryComponent(segment), value: null };
      return { key: decodeQueryComponent(segment.slice(0, equals)), value: decodeQueryComponent(segment.slice(equals + 1)) };
    });
}
