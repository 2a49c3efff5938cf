import ipaddr from 'ipaddr.js';

/** An IPv4 or IPv6 address, as ipaddr.js reads it (an IPv6 one may carry a zone id). */
export type IpAddress = ipaddr.IPv4 | ipaddr.IPv6;

/** A network: an address and its prefix length (a single address has 32 or 128). */
export type IpRange = readonly [IpAddress, number];

/**
 * An IPv4-mapped IPv6 address (`::ffff:a.b.c.d`) is the IPv4 address itself (the socket reaches
 * the same host either way), so it is judged, matched and connected to as IPv4.
 */
export function unmapped(address: IpAddress): IpAddress {
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()
    ? (address as ipaddr.IPv6).toIPv4Address()
    : address;
}

/**
 * Reads an address as a resolver answers it (or as it was written in a host): any form ipaddr.js
 * accepts, mapped IPv6 turned to IPv4. Null when it is not an address.
 */
export function readAddress(text: string): IpAddress | null {
  try {
    return unmapped(ipaddr.parse(text));
  } catch {
    return null;
  }
}

/** Whether `address` lies in `range`; an address of the other family never does. */
export function inRange(address: IpAddress, range: IpRange): boolean {
  const [network, bits] = range;
  if (address.kind() !== network.kind()) return false;
  return address.kind() === 'ipv4'
    ? (address as ipaddr.IPv4).match(network as ipaddr.IPv4, bits)
    : (address as ipaddr.IPv6).match(network as ipaddr.IPv6, bits);
}

/** The full prefix length of the address's family: 32 or 128. */
export function hostBits(address: IpAddress): number {
  return address.kind() === 'ipv4' ? 32 : 128;
}

/** Whether two addresses are the same (zone ids aside). */
export function sameAddress(a: IpAddress, b: IpAddress): boolean {
  return inRange(a, [b, hostBits(b)]);
}

/** A range from CIDR text the code itself holds (the built-in tables); throws on a typo. */
export function cidr(text: string): IpRange {
  return ipaddr.parseCIDR(text);
}

/** The text to hand a socket: dotted IPv4, or RFC 5952 IPv6 with its zone id when it has one. */
export function addressText(address: IpAddress): string {
  return address.toString();
}

/** 4 or 6, as `net.connect` and `dns.lookup` speak of families. */
export function familyOf(address: IpAddress): 4 | 6 {
  return address.kind() === 'ipv4' ? 4 : 6;
}
