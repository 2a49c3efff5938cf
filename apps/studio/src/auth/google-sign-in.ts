import { accountsApi } from '../api/accounts-api.ts';
import { api } from '../api/client.ts';
import { sessionKeys } from '../api/stored-keys.ts';

/** Google sends the browser back to the login page with `?code=&state=`. */
export function googleRedirectUri(): string {
  return `${window.location.origin}/login`;
}

interface PendingGoogleSignIn {
  state: string;
  returnPath: string | null;
}

/** Asks the server for Google's authorize URL, remembers its `state` for this tab, and leaves. */
export async function startGoogleSignIn(returnPath: string | null): Promise<void> {
  const { url, state } = await accountsApi.googleAuthorizeUrl(api, googleRedirectUri());
  const pending: PendingGoogleSignIn = { state, returnPath };
  window.sessionStorage.setItem(sessionKeys.googleOAuthState, JSON.stringify(pending));
  window.location.assign(url);
}

/** The sign-in this tab started, consumed once (a code is single-use). */
export function takePendingGoogleSignIn(): PendingGoogleSignIn | null {
  const raw = window.sessionStorage.getItem(sessionKeys.googleOAuthState);
  window.sessionStorage.removeItem(sessionKeys.googleOAuthState);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<PendingGoogleSignIn>;
    return typeof parsed.state === 'string' ? { state: parsed.state, returnPath: parsed.returnPath ?? null } : null;
  } catch {
    return null;
  }
}
