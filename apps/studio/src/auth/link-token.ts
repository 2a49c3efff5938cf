/** The paths whose `?token=` is a refresh token to sign in with (spec §2, the root redirect). */
const linkTokenPaths = new Set(['/', '/redirect']);

/** A sign-in link's token and the address it came in, without it. */
export interface LinkTokenSplit {
  /** The token, '' when the parameter was empty. */
  token: string;
  /** Path, remaining query and fragment, for `history.replaceState`. */
  address: string;
}

/** Splits `?token=` off a root address; null for other paths, or without the parameter. */
export function splitLinkToken(url: URL): LinkTokenSplit | null {
  if (!linkTokenPaths.has(url.pathname) || !url.searchParams.has('token')) return null;
  const token = url.searchParams.get('token') ?? '';
  const rest = new URLSearchParams(url.search);
  rest.delete('token');
  const search = rest.toString();
  return { token, address: `${url.pathname}${search ? `?${search}` : ''}${url.hash}` };
}

let captured: string | null = null;

/**
 * Takes `?token=` out of the address bar at once (the entry calls this before anything else), so
 * it stays neither in the history nor on screen, and keeps it in memory for the root screen.
 */
export function captureLinkToken(): void {
  const split = splitLinkToken(new URL(window.location.href));
  if (!split) return;
  window.history.replaceState(window.history.state, '', split.address);
  captured = split.token === '' ? null : split.token;
}

/** The token captured at boot, handed out once. */
export function takeLinkToken(): string | null {
  const token = captured;
  captured = null;
  return token;
}
