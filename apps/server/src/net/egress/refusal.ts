/**
 * Why an address is refused, and who may open it. `never`: nothing opens it (a connection there
 * is meaningless or the operator closed it); `exact`: only an allow entry naming that very address
 * opens it (loopback, cloud metadata, this server's own addresses: a wide range written for a LAN
 * must not open them by accident); `range`: any allow entry that covers it, or names the host.
 */
export type Openable = 'never' | 'exact' | 'range';

/** Every reason an address is refused, with the words a builder reads. */
export const refusalReasons = {
  unspecified: { text: 'an unspecified address', openable: 'never' },
  multicast: { text: 'a multicast address', openable: 'never' },
  broadcast: { text: 'a broadcast address', openable: 'never' },
  reserved: { text: 'a reserved address', openable: 'never' },
  closed: { text: 'an address this server’s operator closed', openable: 'never' },
  unreadable: { text: 'an address this server cannot read', openable: 'never' },
  metadata: { text: 'a cloud metadata address', openable: 'exact' },
  own: { text: 'one of this server’s own addresses', openable: 'exact' },
  loopback: { text: 'a loopback address', openable: 'exact' },
  private: { text: 'a private network address', openable: 'range' },
  uniqueLocal: { text: 'a unique-local IPv6 address', openable: 'range' },
  linkLocal: { text: 'a link-local address', openable: 'range' },
  siteLocal: { text: 'a site-local IPv6 address', openable: 'range' },
  carrierGradeNat: { text: 'a carrier-grade NAT address', openable: 'range' },
  benchmarking: { text: 'a benchmarking address', openable: 'range' },
  documentation: { text: 'a documentation address', openable: 'range' },
  protocol: { text: 'an address reserved for network protocols', openable: 'range' },
  localNat64: { text: 'a local NAT64 address', openable: 'range' },
} as const satisfies Record<string, { text: string; openable: Openable }>;

export type RefusalReason = keyof typeof refusalReasons;

/** The verdict on one refused address. `embedded`: judged by the IPv4 address inside an IPv6 one. */
export interface Refusal {
  reason: RefusalReason;
  embedded: boolean;
}

/** "a private network address", or "a private network address (IPv4 inside IPv6)". */
export function describeRefusal(refusal: Refusal): string {
  const text = refusalReasons[refusal.reason].text;
  return refusal.embedded ? `${text} (IPv4 inside IPv6)` : text;
}
