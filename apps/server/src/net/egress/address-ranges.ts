import { cidr, type IpRange } from './ip-address.ts';
import type { RefusalReason } from './refusal.ts';

/**
 * The ranges refused by default, first match wins (a narrower range before the one holding it).
 * Sources: the IANA IPv4 and IPv6 Special-Purpose Address Registries. IPv4-mapped, -compatible,
 * -translated, NAT64, 6to4 and Teredo addresses are not here: they are judged by the IPv4
 * address they carry (`embedded-ipv4.ts`), and IPv6 outside 2000::/3 is refused as reserved.
 */
const table: readonly (readonly [RefusalReason, readonly string[]])[] = [
  ['unspecified', ['0.0.0.0/8', '::/128']],
  ['loopback', ['127.0.0.0/8', '::1/128']],
  ['private', ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16']],
  ['carrierGradeNat', ['100.64.0.0/10']],
  ['linkLocal', ['169.254.0.0/16', 'fe80::/10']],
  ['benchmarking', ['198.18.0.0/15', '2001:2::/48']],
  ['protocol', ['192.0.0.0/24', '192.88.99.0/24', '2001::/23']],
  ['documentation', ['192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32', '3fff::/20']],
  ['multicast', ['224.0.0.0/4', 'ff00::/8']],
  ['broadcast', ['255.255.255.255/32']],
  ['reserved', ['240.0.0.0/4', '100::/64']],
  ['localNat64', ['64:ff9b:1::/48']],
  ['uniqueLocal', ['fc00::/7']],
  ['siteLocal', ['fec0::/10']],
];

/** The refused ranges in match order. */
export const refusedRanges: readonly { reason: RefusalReason; range: IpRange }[] = table.flatMap(([reason, ranges]) =>
  ranges.map((text) => ({ reason, range: cidr(text) })),
);

/**
 * Cloud metadata and instance services, refused even where a range holding them is opened:
 * AWS (IMDS, DNS, time, ECS task and EKS pod credentials, and their IPv6 forms), GCP, Azure
 * (IMDS, and WireServer at a public address), Oracle Cloud, Alibaba, Tencent; most other clouds
 * and OpenStack use 169.254.169.254.
 */
export const metadataAddresses: readonly IpRange[] = [
  '169.254.169.254/32',
  '169.254.169.253/32',
  '169.254.169.123/32',
  '169.254.170.2/32',
  '169.254.170.23/32',
  '169.254.0.23/32',
  '100.100.100.200/32',
  '168.63.129.16/32',
  '192.0.0.192/32',
  'fd00:ec2::254/128',
  'fd00:ec2::253/128',
  'fd00:ec2::123/128',
  'fd00:ec2::23/128',
  'fd20:ce::254/128',
  'fd00:c1::a9fe:a9fe/128',
].map(cidr);

/** IPv6 global unicast; the rest of the IPv6 space is refused unless a rule above says otherwise. */
export const globalUnicast: IpRange = cidr('2000::/3');
