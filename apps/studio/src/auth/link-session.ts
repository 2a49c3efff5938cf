import type { UserInfo } from '@tessera/model';
import { accountsApi } from '../api/accounts-api.ts';
import { api } from '../api/client.ts';
import { createApiClient, type ApiClient } from '../api/create-api-client.ts';
import { createMemoryStorage, storedKeys } from '../api/stored-keys.ts';

/** The session a sign-in link carries, held in memory only: its user and a client for its tokens. */
export interface LinkSession {
  user: UserInfo;
  client: ApiClient;
}

/**
 * Finds out whose `?token=` this is without storing it: a client of its own, in memory, refreshes
 * the token (which rotates it: from now on only that client holds the live one) and reads user
 * info with the new access token. Null when the token is refused or the server cannot be reached.
 */
export async function inspectLinkToken(refreshToken: string): Promise<LinkSession | null> {
  const client = createApiClient({
    fetch: (input, init) => window.fetch(input, init),
    storage: createMemoryStorage({ [storedKeys.refreshToken]: refreshToken }),
    getPathname: () => '/',
    onSessionEnd: () => {},
  });
  try {
    const user = await accountsApi.getUserInfo(client);
    return user.id ? { user, client } : null;
  } catch {
    return null;
  }
}

/** Makes the link's session the browser's: its (rotated) tokens are stored, after signing out of the old one. */
export async function adoptLinkSession(link: LinkSession, options: { signOutCurrent: boolean }): Promise<void> {
  if (options.signOutCurrent) await accountsApi.logout(api).catch(() => undefined);
  const tokenString = link.client.session.accessToken();
  const refreshToken = link.client.session.refreshToken();
  if (!tokenString || !refreshToken) throw new Error('The link’s session has ended.');
  api.session.setTokens({ tokenString, refreshToken });
  api.session.setUserId(link.user.id);
}

/** Revokes the link's session on the server, so its token cannot be used again from this browser's history. */
export async function discardLinkSession(link: LinkSession): Promise<void> {
  await accountsApi.logout(link.client).catch(() => undefined);
}
