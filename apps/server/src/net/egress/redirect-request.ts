/** The parts of a request a redirect may change. */
export interface HopRequest {
  method: string;
  headers: Record<string, string>;
  body: string | Uint8Array | undefined;
}

/** Statuses followed as redirects when they carry a Location. */
export const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/** Headers never sent to another origin than the one the builder configured them for. */
export const credentialHeaders = ['authorization', 'cookie', 'proxy-authorization'];

/**
 * The request for the next hop, as the Fetch standard makes it: 303 (and 301/302 after POST)
 * become a GET without body; 307/308 keep method and body. Across origins (scheme, host or port
 * differ) the credential headers and the caller's `sensitiveHeaders` (an API key header) are
 * dropped, so a redirect cannot carry a secret to a host the builder did not choose.
 */
export function redirectRequest(
  request: HopRequest,
  status: number,
  sameOrigin: boolean,
  sensitiveHeaders: readonly string[],
): HopRequest {
  const toGet = status === 303 ? request.method !== 'HEAD' : (status === 301 || status === 302) && request.method === 'POST';
  const dropped = new Set(sameOrigin ? [] : [...credentialHeaders, ...sensitiveHeaders.map((h) => h.toLowerCase())]);
  if (toGet) ['content-type', 'content-length', 'content-encoding', 'content-language', 'content-location'].forEach((h) => dropped.add(h));
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !dropped.has(name.toLowerCase())));
  return toGet ? { method: 'GET', headers, body: undefined } : { ...request, headers };
}
