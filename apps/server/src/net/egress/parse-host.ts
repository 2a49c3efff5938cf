import ipaddr from 'ipaddr.js';
import { normalizeHostName } from './host-name.ts';
import { type IpAddress, unmapped } from './ip-address.ts';

/** A host as typed, read: an address literal (no lookup needed) or a name to resolve. */
export type ParsedHost = { kind: 'address'; address: IpAddress } | { kind: 'name'; name: string };

/**
 * Reads the host a builder typed (a connector's host field, a URL's host) however it is written:
 * IPv6 with or without brackets, with a zone id (`%eth0` or URL-style `%25eth0`), mixed
 * (`::ffff:127.0.0.1`), any case or leading zeros; IPv4 in every form the WHATWG host parser
 * accepts (see `normalizeHostName`); names lower-cased, IDNA-encoded, trailing dot dropped.
 * Null when it is none of these. An IPv4-mapped IPv6 literal is read as its IPv4 address.
 */
export function parseHost(text: string): ParsedHost | null {
  const inner = /^\[(.*)\]$/s.exec(text)?.[1];
  if (inner !== undefined || text.includes(':')) {
    const literal = (inner ?? text).replace(/%25/i, '%');
    if (!ipaddr.IPv6.isValid(literal)) return null;
    return { kind: 'address', address: unmapped(ipaddr.IPv6.parse(literal)) };
  }
  const normalized = normalizeHostName(text);
  if (!normalized) return null;
  if ('ipv4' in normalized) return { kind: 'address', address: ipaddr.IPv4.parse(normalized.ipv4) };
  return { kind: 'name', name: normalized.name };
}
