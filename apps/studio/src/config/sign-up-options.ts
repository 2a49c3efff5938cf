import type { ClientConfig } from '@tessera/model';

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Social sign-in, the OR divider and the sign-up link show only in the main branding, and only on
 * localhost or one of the product's own hosts (spec §1, §2).
 */
export function showsSignUpOptions(config: ClientConfig, hostname: string): boolean {
  if (config.branding !== 'main') return false;
  const host = hostname.toLowerCase();
  return localHosts.has(host) || config.ownHosts.some((own) => own.toLowerCase() === host);
}

/** The Google button additionally needs a configured client id. */
export function showsGoogleSignIn(config: ClientConfig, hostname: string): boolean {
  return showsSignUpOptions(config, hostname) && Boolean(config.googleClientId);
}
