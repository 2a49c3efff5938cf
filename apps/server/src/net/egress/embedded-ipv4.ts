import ipaddr from 'ipaddr.js';
import { cidr, inRange, type IpRange } from './ip-address.ts';

/**
 * IPv6 forms that carry an IPv4 address and lead to it: IPv4-compatible (::/96, deprecated),
 * IPv4-translated (::ffff:0:0:0/96), NAT64 (64:ff9b::/96), 6to4 (2002::/16, the IPv4 in bits
 * 16–47) and Teredo (2001::/32: the server's IPv4 in bits 32–63, the client's in the last 32
 * bits, inverted). IPv4-mapped addresses never get here: they are read as IPv4 (`unmapped`).
 */
const forms: readonly { range: IpRange; carried: (parts: number[]) => number[][] }[] = [
  { range: cidr('::/96'), carried: (p) => [words(p[6], p[7])] },
  { range: cidr('::ffff:0:0:0/96'), carried: (p) => [words(p[6], p[7])] },
  { range: cidr('64:ff9b::/96'), carried: (p) => [words(p[6], p[7])] },
  { range: cidr('2002::/16'), carried: (p) => [words(p[1], p[2])] },
  { range: cidr('2001::/32'), carried: (p) => [words(p[2], p[3]), words(~(p[6] ?? 0), ~(p[7] ?? 0))] },
];

function words(high: number | undefined, low: number | undefined): number[] {
  const h = (high ?? 0) & 0xffff;
  const l = (low ?? 0) & 0xffff;
  return [h >> 8, h & 0xff, l >> 8, l & 0xff];
}

/**
 * The IPv4 addresses an IPv6 address carries (one, or two for Teredo), or null when it carries
 * none. `::` and `::1` lie in ::/96 but are judged as themselves, so the caller checks them first.
 */
export function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4[] | null {
  const form = forms.find((f) => inRange(address, f.range));
  return form ? form.carried(address.parts).map((octets) => new ipaddr.IPv4(octets)) : null;
}
