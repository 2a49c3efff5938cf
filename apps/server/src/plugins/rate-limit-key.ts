import { normalizeIP } from '@fastify/rate-limit';

/**
 * The rate-limit key of a client address: IPv6 masked to its /64 (one subscriber usually holds a
 * whole /64, so per-address keys would be free to rotate), IPv4-mapped IPv6 as the IPv4 address,
 * IPv4 as it is. The same normalisation @fastify/rate-limit applies when it builds the key itself.
 */
export function rateLimitKey(ip: string): string {
  return normalizeIP(ip, 64);
}
