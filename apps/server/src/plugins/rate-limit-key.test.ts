import { describe, expect, it } from 'vitest';
import { rateLimitKey } from './rate-limit-key.ts';

describe('rateLimitKey', () => {
  it('gives two IPv6 addresses of one /64 the same key, and another /64 another', () => {
    const key = rateLimitKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(rateLimitKey('2001:db8:1:2::1')).toBe(key);
    expect(rateLimitKey('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe(key);
    expect(rateLimitKey('2001:db8:1:3::1')).not.toBe(key);
  });

  it('keeps IPv4 addresses as they are', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('203.0.113.8')).not.toBe(rateLimitKey('203.0.113.7'));
  });

  it('turns an IPv4-mapped IPv6 address into its IPv4 address', () => {
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
});
