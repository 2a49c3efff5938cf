import type { AppConfig } from '../config.ts';

/**
 * What start-up says about `TRUST_PROXY`, or null. `true` trusts every X-Forwarded-For entry, so
 * the client address is the leftmost one, which the client writes itself: every per-address rate
 * limit can then be dodged by sending a new address each time.
 */
export function trustProxyWarning(trustProxy: AppConfig['trustProxy']): string | null {
  if (trustProxy !== true) return null;
  return (
    'TRUST_PROXY=true trusts every X-Forwarded-For entry, so clients choose the address rate limits count: ' +
    'set the number of proxies in front of the server (TRUST_PROXY=1 behind one load balancer) or their addresses instead'
  );
}
