import { domainToASCII } from 'node:url';

const label = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;
/**
 * What a host may hold before IDNA: letters, digits and marks of any script, `.`, `-`, `_` and the
 * dots IDNA reads as `.`. The WHATWG parser would cut `db.lan/x` or `db.lan?x` to `db.lan`; here
 * such a host is refused instead, so the name checked is the name typed.
 */
const hostCharacters = /^[\p{L}\p{N}\p{M}._\-\u3002\uFF0E\uFF61]+$/u;

/**
 * A host name in the one form it is compared and resolved in: through the WHATWG host parser
 * (`domainToASCII`, the parser `new URL` uses: IDNA, lower case, full-width characters), then
 * without its trailing dot. Returns `{ ipv4 }` when the parser reads the text as an IPv4 address
 * in any of the forms it accepts (decimal `2130706433`, octal `0177.0.0.1`, hex `0x7f.1`, short
 * `127.1`, `0`, full-width digits), `{ name }` for a DNS name of valid labels, and null for
 * anything else (spaces, control characters, `/`, `%`, `@`, empty labels, a name whose last label
 * is a number but which is not an address).
 */
export function normalizeHostName(text: string): { ipv4: string } | { name: string } | null {
  if (text.length === 0 || text.length > 255 || !hostCharacters.test(text)) return null;
  const ascii = domainToASCII(text);
  if (ascii === '') return null;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(ascii)) return { ipv4: ascii };
  const name = ascii.endsWith('.') ? ascii.slice(0, -1) : ascii;
  if (name.length === 0 || name.length > 253) return null;
  if (!name.split('.').every((part) => label.test(part))) return null;
  // The WHATWG rule: a name whose last label is a number must be an IPv4 address.
  if (/^(\d+|0x[0-9a-f]*)$/.test(name.split('.').at(-1) ?? '')) return null;
  return { name };
}
