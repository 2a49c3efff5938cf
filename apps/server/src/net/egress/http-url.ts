import { EgressError, shownHost } from './errors.ts';

/**
 * A URL the guard may fetch: absolute, http or https, without user name or password (credentials
 * go in the request's headers, where a redirect to another origin drops them).
 * @param via the host the builder typed, when the URL came from a redirect (messages name it).
 */
export function readHttpUrl(input: string | URL, via?: string): URL {
  const text = String(input);
  const where = via ? `A redirect from ${shownHost(via)} leads to` : 'The URL';
  if (!URL.canParse(text)) throw new EgressError('invalid-target', `${where} an address that is not a valid URL.`);
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new EgressError('invalid-target', `${where} a ${url.protocol.replace(/:$/, '')} address; only http and https are allowed.`);
  }
  if (url.username || url.password) {
    throw new EgressError('invalid-target', `${where} an address with a user name or password in it; send credentials as headers instead.`);
  }
  return url;
}

/** The port a URL connects to: its own, or 80 / 443 by scheme. */
export function portOf(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/** The host of a URL as `parseHost` reads it (brackets kept on IPv6). */
export function hostOf(url: URL): string {
  return url.hostname;
}
