import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { classifyAddress } from './classify-address.ts';
import { cidr, readAddress } from './ip-address.ts';
import { parseHost } from './parse-host.ts';
import { publicSpellings, refusedSpellings } from './spellings.fixture.ts';

const none = { closed: [], own: [] };

function read(host: string) {
  const parsed = parseHost(host);
  if (parsed?.kind !== 'address') throw new Error(`${host} is not an address`);
  return parsed.address;
}

describe('classifyAddress', () => {
  it.each(refusedSpellings)('refuses $host as $reason', ({ host, reason, embedded }) => {
    expect(classifyAddress(read(host), none)).toEqual({ reason, embedded: embedded ?? false });
  });

  it.each(publicSpellings)('lets the public address $host through', ({ host }) => {
    expect(classifyAddress(read(host), none)).toBeNull();
  });

  it('refuses this server’s own addresses, in IPv4 and mapped form, and nothing beside them', () => {
    const own = [ipaddr.parse('203.0.113.9'), ipaddr.parse('2a01:4f8::9'), ipaddr.parse('::ffff:198.51.100.7')];
    const context = { closed: [], own };
    const reasonOf = (text: string) => classifyAddress(readAddress(text)!, context)?.reason ?? null;
    expect(reasonOf('203.0.113.9')).toBe('own');
    expect(reasonOf('::ffff:203.0.113.9')).toBe('own');
    expect(reasonOf('2a01:4f8::9')).toBe('own');
    expect(reasonOf('198.51.100.7')).toBe('own');
    expect(reasonOf('2a01:4f8::a')).toBeNull();
    expect(reasonOf('64:ff9b::cb00:7109')).toBe('own');
  });

  it('refuses what the operator closed, even a public address', () => {
    const context = { closed: [cidr('8.8.8.0/24')], own: [] };
    expect(classifyAddress(readAddress('8.8.8.8')!, context)).toEqual({ reason: 'closed', embedded: false });
    expect(classifyAddress(readAddress('8.8.9.8')!, context)).toBeNull();
  });

  it('judges Teredo by both carried addresses: the server’s and the inverted client’s', () => {
    // Server 10.0.0.1 (private), client 8.8.8.8 inverted (f7f7:f7f7).
    expect(classifyAddress(readAddress('2001:0:a00:1::f7f7:f7f7')!, none)).toEqual({ reason: 'private', embedded: true });
    // Server 65.54.227.120, client 8.8.8.8: both public.
    expect(classifyAddress(readAddress('2001:0:4136:e378::f7f7:f7f7')!, none)).toBeNull();
  });
});
