import type ipaddr from 'ipaddr.js';
import { globalUnicast, metadataAddresses, refusedRanges } from './address-ranges.ts';
import { embeddedIpv4 } from './embedded-ipv4.ts';
import { inRange, type IpAddress, type IpRange, sameAddress, unmapped } from './ip-address.ts';
import { type Refusal, type RefusalReason, refusalReasons } from './refusal.ts';

/** What besides the built-in ranges refuses an address. */
export interface ClassifyContext {
  /** The operator's closed ranges (`!` entries of EGRESS_ALLOW). */
  closed: readonly IpRange[];
  /** This server's own addresses (its network interfaces). */
  own: readonly IpAddress[];
}

/**
 * The built-in and operator rules, without looking inside IPv6: null when none refuses. An own
 * address is told as such unless a stricter reason holds (loopback, or one nothing opens), so a
 * network opened for a LAN never opens this server's address in it.
 */
function reasonOf(address: IpAddress, context: ClassifyContext): RefusalReason | null {
  if (context.closed.some((range) => inRange(address, range))) return 'closed';
  if (metadataAddresses.some((range) => inRange(address, range))) return 'metadata';
  const listed = refusedRanges.find((entry) => inRange(address, entry.range))?.reason ?? null;
  if (listed && refusalReasons[listed].openable !== 'range') return listed;
  if (context.own.some((own) => sameAddress(address, unmapped(own)))) return 'own';
  return listed;
}

/**
 * Why an address may not be reached by default, or null for a public address. An IPv6 address
 * carrying an IPv4 one is judged by what it carries (any carried address refused refuses it),
 * whatever its own prefix; other IPv6 outside global unicast (2000::/3) is reserved. The opening
 * of refused addresses by the operator is decided elsewhere (`judge-address.ts`).
 */
export function classifyAddress(input: IpAddress, context: ClassifyContext): Refusal | null {
  const address = unmapped(input);
  const direct = reasonOf(address, context);
  if (direct === 'unspecified' || direct === 'loopback' || direct === 'closed' || direct === 'metadata' || direct === 'own') {
    return { reason: direct, embedded: false };
  }
  if (address.kind() === 'ipv6') {
    const carried = embeddedIpv4(address as ipaddr.IPv6);
    if (carried) {
      for (const ipv4 of carried) {
        const reason = reasonOf(ipv4, context);
        if (reason) return { reason, embedded: true };
      }
      return null;
    }
  }
  if (direct) return { reason: direct, embedded: false };
  if (address.kind() === 'ipv6' && !inRange(address, globalUnicast)) return { reason: 'reserved', embedded: false };
  return null;
}
