import { describe, expect, it } from 'vitest';
import { readAddress } from './ip-address.ts';
import { judgeAddress } from './judge-address.ts';
import { type EgressPolicy, EgressPolicyError, parseEgressPolicy } from './policy.ts';

/** Whether `address` may be reached on `port` when the builder typed `name` (null: the address itself). */
function allowed(policy: EgressPolicy, address: string, port: number, name: string | null = null, own: string[] = []): boolean {
  const ownAddresses = own.map((text) => readAddress(text)!);
  return judgeAddress(readAddress(address)!, { port, name }, policy, ownAddresses) === null;
}

describe('parseEgressPolicy', () => {
  it('reads addresses, networks, names and ports; empty entries are skipped', () => {
    const policy = parseEgressPolicy(' 10.0.0.0/8, db.lan:5432,,fd00::/8,[fd00::5]:5432, 192.168.1.20 ,Files.LAN.,!10.0.0.7');
    expect(policy.open.map((entry) => [entry.kind, entry.kind === 'name' ? entry.name : `${entry.range[0].toString()}/${entry.range[1]}`, entry.port])).toEqual([
      ['address', '10.0.0.0/8', null],
      ['name', 'db.lan', 5432],
      ['address', 'fd00::/8', null],
      ['address', 'fd00::5/128', 5432],
      ['address', '192.168.1.20/32', null],
      ['name', 'files.lan', null],
    ]);
    expect(policy.closed.map(([address, bits]) => `${address.toString()}/${bits}`)).toEqual(['10.0.0.7/32']);
  });

  it('is empty when unset: nothing opened', () => {
    expect(parseEgressPolicy('')).toEqual({ open: [], closed: [] });
  });

  it.each([
    ['10.0.0.0/33', /prefix length/],
    ['10.0.0.1/8', /did you mean 10\.0\.0\.0\/8/],
    ['fd00::1/8', /did you mean fd00::\/8/],
    ['10.0.0.5:0', /port/],
    ['10.0.0.5:70000', /port/],
    ['db.lan:abc', /port/],
    ['[fd00::5]:', /port/],
    ['10.1', /written unusually: write 10\.0\.0\.1/],
    ['0x0a.0.0.1', /written unusually/],
    ['::ffff:10.0.0.1', /IPv4-mapped/],
    ['fe80::1%eth0', /not an address/],
    ['db lan', /not an address/],
    ['http://db.lan', /is a URL/],
    ['0.0.0.0/8', /can never be opened/],
    ['224.0.0.0/4', /can never be opened/],
    ['255.255.255.255', /can never be opened/],
    ['ff02::1', /can never be opened/],
    ['127.0.0.0/8', /one at a time/],
    ['localhost', /loopback/],
    ['api.localhost:8080', /loopback/],
    ['!10.0.0.7:6379', /every port/],
    ['!db.lan', /not an address/],
  ])('refuses %j, saying why', (entry, why) => {
    expect(() => parseEgressPolicy(`10.0.0.0/8,${entry}`)).toThrow(EgressPolicyError);
    expect(() => parseEgressPolicy(entry)).toThrow(why);
  });
});

describe('an allow entry opens exactly what it names', () => {
  it('nothing is open by default', () => {
    const policy = parseEgressPolicy('');
    for (const address of ['127.0.0.1', '10.0.0.5', '192.168.1.1', 'fd00::1', '169.254.169.254', '::1']) {
      expect(allowed(policy, address, 5432), address).toBe(false);
    }
    expect(allowed(policy, '8.8.8.8', 443)).toBe(true);
  });

  it('one address on one port: not its neighbour, not another port, not its IPv6 or NAT64 forms', () => {
    const policy = parseEgressPolicy('127.0.0.1:5432');
    expect(allowed(policy, '127.0.0.1', 5432)).toBe(true);
    expect(allowed(policy, '::ffff:127.0.0.1', 5432)).toBe(true); // the same socket destination
    expect(allowed(policy, '127.0.0.1', 5433)).toBe(false);
    expect(allowed(policy, '127.0.0.2', 5432)).toBe(false);
    expect(allowed(policy, '::1', 5432)).toBe(false);
    expect(allowed(policy, '64:ff9b::7f00:1', 5432)).toBe(false);
    expect(allowed(policy, '10.0.0.1', 5432)).toBe(false);
  });

  it('a network opens the private addresses in it, on every port, and nothing outside', () => {
    const policy = parseEgressPolicy('10.1.0.0/16,fd00:1::/32');
    expect(allowed(policy, '10.1.0.1', 5432)).toBe(true);
    expect(allowed(policy, '10.1.255.255', 22)).toBe(true);
    expect(allowed(policy, '10.2.0.1', 5432)).toBe(false);
    expect(allowed(policy, 'fd00:1::9', 5432)).toBe(true);
    expect(allowed(policy, 'fd00:2::9', 5432)).toBe(false);
    expect(allowed(policy, '64:ff9b::a01:1', 5432)).toBe(false); // 10.1.0.1 through NAT64 is another address
  });

  it('a wide network never opens loopback, metadata or this server’s own addresses: only naming them does', () => {
    const wide = parseEgressPolicy('0.0.0.0/0,::/0');
    expect(allowed(wide, '10.0.0.1', 5432)).toBe(true);
    expect(allowed(wide, '127.0.0.1', 5432)).toBe(false);
    expect(allowed(wide, '::1', 5432)).toBe(false);
    expect(allowed(wide, '169.254.169.254', 80)).toBe(false);
    expect(allowed(wide, 'fd00:ec2::254', 80)).toBe(false);
    expect(allowed(wide, '10.0.0.9', 6379, null, ['10.0.0.9'])).toBe(false);
    expect(allowed(wide, '0.0.0.0', 80)).toBe(false);
    expect(allowed(wide, '224.0.0.1', 80)).toBe(false);
    const linkLocal = parseEgressPolicy('169.254.0.0/16');
    expect(allowed(linkLocal, '169.254.10.1', 80)).toBe(true);
    expect(allowed(linkLocal, '169.254.169.254', 80)).toBe(false);
    const named = parseEgressPolicy('169.254.169.254:80,10.0.0.9:6379');
    expect(allowed(named, '169.254.169.254', 80)).toBe(true);
    expect(allowed(named, '169.254.169.254', 8080)).toBe(false);
    expect(allowed(named, '10.0.0.9', 6379, null, ['10.0.0.9'])).toBe(true);
  });

  it('a name opens what it resolves to when that name is typed, not the address typed directly, not loopback', () => {
    const policy = parseEgressPolicy('db.lan:5432');
    expect(allowed(policy, '10.0.0.5', 5432, 'db.lan')).toBe(true);
    expect(allowed(policy, '10.0.0.5', 5433, 'db.lan')).toBe(false);
    expect(allowed(policy, '10.0.0.5', 5432, null)).toBe(false);
    expect(allowed(policy, '10.0.0.5', 5432, 'other.lan')).toBe(false);
    expect(allowed(policy, '10.0.0.5', 5432, 'x.db.lan')).toBe(false);
    expect(allowed(policy, '127.0.0.1', 5432, 'db.lan')).toBe(false);
    expect(allowed(policy, '169.254.169.254', 5432, 'db.lan')).toBe(false);
  });

  it('a closed entry wins over an opened network and over a public address', () => {
    const policy = parseEgressPolicy('10.0.0.0/8,!10.0.0.7,!203.0.113.0/24,!8.8.4.4');
    expect(allowed(policy, '10.0.0.6', 6379)).toBe(true);
    expect(allowed(policy, '10.0.0.7', 6379)).toBe(false);
    expect(allowed(policy, '::ffff:10.0.0.7', 6379)).toBe(false);
    expect(allowed(policy, '8.8.4.4', 443)).toBe(false);
    expect(allowed(policy, '8.8.8.8', 443)).toBe(true);
    expect(allowed(parseEgressPolicy('10.0.0.7,!10.0.0.7'), '10.0.0.7', 80)).toBe(false);
  });
});
