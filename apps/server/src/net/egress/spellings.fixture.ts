import type { RefusalReason } from './refusal.ts';

/**
 * Test data: hosts as an attacker would write them, the address the guard must read, and why it
 * must refuse it. Shared by the unit tests (raw hosts, as a SQL connector passes them) and the
 * HTTP tests (in URLs, directly and behind a redirect).
 */
export interface RefusedSpelling {
  host: string;
  address: string;
  reason: RefusalReason;
  /** Judged by the IPv4 address an IPv6 one carries. */
  embedded?: true;
}

const loopback = (host: string, embedded?: true): RefusedSpelling => ({
  host,
  address: '127.0.0.1',
  reason: 'loopback',
  ...(embedded ? { embedded } : {}),
});

export const refusedSpellings: readonly RefusedSpelling[] = [
  // 127.0.0.1 in every IPv4 form getaddrinfo, inet_aton or a URL parser accepts.
  ...[
    '127.0.0.1', '2130706433', '0x7f000001', '0X7F000001', '017700000001', '0177.0.0.1', '0x7f.0.0.1',
    '0x7F.0x0.0x0.0x1', '0177.0.0.01', '00177.0.0.1', '127.1', '127.0.1', '0x7f.1', '127.000.000.001',
    '127.0.0.1.', '１２７.０.０.１',
  ].map((host) => loopback(host)),
  // …and inside IPv6: mapped (judged and connected as IPv4), with brackets, case, leading zeros.
  ...[
    '::ffff:127.0.0.1', '[::ffff:127.0.0.1]', '::ffff:7f00:1', '[::FFFF:7F00:1]', '0:0:0:0:0:ffff:7f00:1',
    '[0000:0000:0000:0000:0000:ffff:7f00:0001]', '::127.0.0.1', '::ffff:0x7f.0.0.1',
  ].map((host) => loopback(host)),
  // …carried by IPv4-compatible, IPv4-translated, NAT64, 6to4 and Teredo (client 127.0.0.1, inverted) addresses.
  { ...loopback('::7f00:1', true), address: '::7f00:1' },
  { ...loopback('[::ffff:0:7f00:1]', true), address: '::ffff:0:7f00:1' },
  { ...loopback('64:ff9b::7f00:1', true), address: '64:ff9b::7f00:1' },
  { ...loopback('[64:ff9b::127.0.0.1]', true), address: '64:ff9b::7f00:1' },
  { ...loopback('2002:7f00:1::', true), address: '2002:7f00:1::' },
  { ...loopback('2001:0:4136:e378:8000:63bf:80ff:fffe', true), address: '2001:0:4136:e378:8000:63bf:80ff:fffe' },
  { host: '127.0.0.2', address: '127.0.0.2', reason: 'loopback' },
  { host: '127.255.255.254', address: '127.255.255.254', reason: 'loopback' },
  { host: '::1', address: '::1', reason: 'loopback' },
  { host: '[::1]', address: '::1', reason: 'loopback' },
  { host: '[0:0:0:0:0:0:0:1]', address: '::1', reason: 'loopback' },
  { host: '0000::0001', address: '::1', reason: 'loopback' },
  { host: '::1%lo', address: '::1%lo', reason: 'loopback' },

  { host: '0', address: '0.0.0.0', reason: 'unspecified' },
  { host: '0.0.0.0', address: '0.0.0.0', reason: 'unspecified' },
  { host: '0x0', address: '0.0.0.0', reason: 'unspecified' },
  { host: '00', address: '0.0.0.0', reason: 'unspecified' },
  { host: '0.0', address: '0.0.0.0', reason: 'unspecified' },
  { host: '0.1.2.3', address: '0.1.2.3', reason: 'unspecified' },
  { host: '::', address: '::', reason: 'unspecified' },
  { host: '[::]', address: '::', reason: 'unspecified' },
  { host: '0:0:0:0:0:0:0:0', address: '::', reason: 'unspecified' },
  { host: '::ffff:0.0.0.0', address: '0.0.0.0', reason: 'unspecified' },

  { host: '10.0.0.1', address: '10.0.0.1', reason: 'private' },
  { host: '012.0.0.1', address: '10.0.0.1', reason: 'private' },
  { host: '0xa.0.0.1', address: '10.0.0.1', reason: 'private' },
  { host: '167772161', address: '10.0.0.1', reason: 'private' },
  { host: '10.1', address: '10.0.0.1', reason: 'private' },
  { host: '10.255.255.255', address: '10.255.255.255', reason: 'private' },
  { host: '172.16.0.1', address: '172.16.0.1', reason: 'private' },
  { host: '172.31.255.255', address: '172.31.255.255', reason: 'private' },
  { host: '0xac.0x10.0.1', address: '172.16.0.1', reason: 'private' },
  { host: '192.168.0.1', address: '192.168.0.1', reason: 'private' },
  { host: '3232235521', address: '192.168.0.1', reason: 'private' },
  { host: '0xc0a80001', address: '192.168.0.1', reason: 'private' },
  { host: '192.168.1', address: '192.168.0.1', reason: 'private' },
  { host: '::ffff:192.168.0.1', address: '192.168.0.1', reason: 'private' },
  { host: '[::ffff:c0a8:1]', address: '192.168.0.1', reason: 'private' },
  { host: '64:ff9b::c0a8:1', address: '64:ff9b::c0a8:1', reason: 'private', embedded: true },
  { host: '2002:c0a8:1::1', address: '2002:c0a8:1::1', reason: 'private', embedded: true },

  { host: '100.64.0.1', address: '100.64.0.1', reason: 'carrierGradeNat' },
  { host: '100.127.255.254', address: '100.127.255.254', reason: 'carrierGradeNat' },

  { host: '169.254.1.1', address: '169.254.1.1', reason: 'linkLocal' },
  { host: 'fe80::1', address: 'fe80::1', reason: 'linkLocal' },
  { host: '[fe80::1%eth0]', address: 'fe80::1%eth0', reason: 'linkLocal' },
  { host: 'fe80::1%25eth0', address: 'fe80::1%eth0', reason: 'linkLocal' },
  { host: 'FE80::ABCD', address: 'fe80::abcd', reason: 'linkLocal' },
  { host: 'febf::1', address: 'febf::1', reason: 'linkLocal' },

  { host: '169.254.169.254', address: '169.254.169.254', reason: 'metadata' },
  { host: '0xa9fea9fe', address: '169.254.169.254', reason: 'metadata' },
  { host: '2852039166', address: '169.254.169.254', reason: 'metadata' },
  { host: '0251.0376.0251.0376', address: '169.254.169.254', reason: 'metadata' },
  { host: '169.254.43518', address: '169.254.169.254', reason: 'metadata' },
  { host: '[::ffff:169.254.169.254]', address: '169.254.169.254', reason: 'metadata' },
  { host: '::ffff:a9fe:a9fe', address: '169.254.169.254', reason: 'metadata' },
  { host: '64:ff9b::a9fe:a9fe', address: '64:ff9b::a9fe:a9fe', reason: 'metadata', embedded: true },
  { host: '169.254.170.2', address: '169.254.170.2', reason: 'metadata' },
  { host: 'fd00:ec2::254', address: 'fd00:ec2::254', reason: 'metadata' },
  { host: '[FD00:EC2:0:0:0:0:0:254]', address: 'fd00:ec2::254', reason: 'metadata' },
  { host: '100.100.100.200', address: '100.100.100.200', reason: 'metadata' },
  { host: '168.63.129.16', address: '168.63.129.16', reason: 'metadata' },
  { host: 'fd20:ce::254', address: 'fd20:ce::254', reason: 'metadata' },

  { host: 'fc00::1', address: 'fc00::1', reason: 'uniqueLocal' },
  { host: 'fd12:3456::1', address: 'fd12:3456::1', reason: 'uniqueLocal' },
  { host: '[FDFF::1]', address: 'fdff::1', reason: 'uniqueLocal' },
  { host: 'fec0::1', address: 'fec0::1', reason: 'siteLocal' },

  { host: '224.0.0.1', address: '224.0.0.1', reason: 'multicast' },
  { host: '239.255.255.250', address: '239.255.255.250', reason: 'multicast' },
  { host: 'ff02::1', address: 'ff02::1', reason: 'multicast' },
  { host: '255.255.255.255', address: '255.255.255.255', reason: 'broadcast' },
  { host: '4294967295', address: '255.255.255.255', reason: 'broadcast' },
  { host: '0xffffffff', address: '255.255.255.255', reason: 'broadcast' },
  { host: '240.0.0.1', address: '240.0.0.1', reason: 'reserved' },
  { host: '100::1', address: '100::1', reason: 'reserved' },
  { host: '4000::1', address: '4000::1', reason: 'reserved' },

  { host: '198.18.0.1', address: '198.18.0.1', reason: 'benchmarking' },
  { host: '198.19.255.255', address: '198.19.255.255', reason: 'benchmarking' },
  { host: '192.0.2.1', address: '192.0.2.1', reason: 'documentation' },
  { host: '198.51.100.1', address: '198.51.100.1', reason: 'documentation' },
  { host: '203.0.113.1', address: '203.0.113.1', reason: 'documentation' },
  { host: '2001:db8::1', address: '2001:db8::1', reason: 'documentation' },
  { host: '3fff::1', address: '3fff::1', reason: 'documentation' },
  { host: '192.0.0.1', address: '192.0.0.1', reason: 'protocol' },
  { host: '192.88.99.1', address: '192.88.99.1', reason: 'protocol' },
  { host: '64:ff9b:1::1', address: '64:ff9b:1::1', reason: 'localNat64' },
];

/** Public addresses, many just outside a refused range: the guard must let them through. */
export const publicSpellings: readonly { host: string; address: string }[] = [
  { host: '8.8.8.8', address: '8.8.8.8' },
  { host: '134744072', address: '8.8.8.8' },
  { host: '::ffff:8.8.8.8', address: '8.8.8.8' },
  { host: '64:ff9b::808:808', address: '64:ff9b::808:808' },
  { host: '2606:4700:4700::1111', address: '2606:4700:4700::1111' },
  { host: '[2606:4700:4700::1111]', address: '2606:4700:4700::1111' },
  { host: '1.0.0.0', address: '1.0.0.0' },
  { host: '9.255.255.255', address: '9.255.255.255' },
  { host: '11.0.0.0', address: '11.0.0.0' },
  { host: '100.63.255.255', address: '100.63.255.255' },
  { host: '100.128.0.0', address: '100.128.0.0' },
  { host: '126.255.255.255', address: '126.255.255.255' },
  { host: '128.0.0.0', address: '128.0.0.0' },
  { host: '169.253.255.255', address: '169.253.255.255' },
  { host: '169.255.0.0', address: '169.255.0.0' },
  { host: '172.15.255.255', address: '172.15.255.255' },
  { host: '172.32.0.0', address: '172.32.0.0' },
  { host: '192.167.255.255', address: '192.167.255.255' },
  { host: '192.169.0.0', address: '192.169.0.0' },
  { host: '198.17.255.255', address: '198.17.255.255' },
  { host: '198.20.0.0', address: '198.20.0.0' },
  { host: '223.255.255.255', address: '223.255.255.255' },
  { host: '2001:4860:4860::8888', address: '2001:4860:4860::8888' },
  { host: '2002:808:808::1', address: '2002:808:808::1' },
];
