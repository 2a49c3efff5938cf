import { describe, expect, it } from 'vitest';
import { parseHost } from './parse-host.ts';
import { publicSpellings, refusedSpellings } from './spellings.fixture.ts';

describe('parseHost', () => {
  it.each([...refusedSpellings, ...publicSpellings])('reads $host as the address $address', ({ host, address }) => {
    const parsed = parseHost(host);
    expect(parsed?.kind).toBe('address');
    expect(parsed?.kind === 'address' && parsed.address.toString()).toBe(address);
  });

  it.each([
    ['Db.Example.COM', 'db.example.com'],
    ['db.lan.', 'db.lan'],
    ['bücher.example', 'xn--bcher-kva.example'],
    ['under_score.example', 'under_score.example'],
    ['localhost', 'localhost'],
    ['127.0.0.1abc', '127.0.0.1abc'],
  ])('reads %s as the name %s', (host, name) => {
    expect(parseHost(host)).toEqual({ kind: 'name', name });
  });

  it.each([
    '', ' 127.0.0.1', 'db.lan/x', 'db.lan?x', 'db.lan#x', 'db.lan\\x', 'user@db.lan', '127.0.0.1 ', '127.0.0.1\n', 'exa mple.com', 'a..b', '.', 'a/b', 'a%2fb', 'a@b', '256.0.0.1',
    '4294967296', '1.2.3.4.5', '08.0.0.1', 'foo.123', 'foo.0x', '[127.0.0.1]', '[::1', '::ffff:127.1', '1::2::3',
    'fe80::1%', 'fe80::1%eth0.5', 'x'.repeat(64) + '.com', '-',
  ])('refuses %j as neither a name nor an address', (host) => {
    expect(parseHost(host)).toBeNull();
  });
});
