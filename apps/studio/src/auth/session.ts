import { accountsApi } from '../api/accounts-api.ts';
import { api } from '../api/client.ts';
import { homePathFor } from './paths.ts';

/** Where to go once tokens are stored: `from`, else the user's home (loads user info). */
export async function pathAfterSignIn(returnPath: string | null): Promise<string> {
  if (returnPath) return returnPath;
  try {
    const user = await accountsApi.getUserInfo(api);
    api.session.setUserId(user.id);
    return homePathFor(user);
  } catch {
    return '/';
  }
}

/** Revokes the refresh token on the server (best effort) and forgets the tokens locally. */
export async function signOut(): Promise<void> {
  if (api.session.refreshToken() || api.session.accessToken()) {
    await accountsApi.logout(api).catch(() => undefined);
  }
  api.session.clear();
}
