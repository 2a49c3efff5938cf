import type { UserInfo } from '@tessera/model';
import { accountsApi } from '../api/accounts-api.ts';
import { api } from '../api/client.ts';

/** Where a signed-in user lands: the last used workspace's projects, or the workspace picker. */
export function homePathFor(user: Pick<UserInfo, 'lastUsedDomainName'>): string {
  return user.lastUsedDomainName ? `/${encodeURIComponent(user.lastUsedDomainName)}/projects` : '/definitions/domain';
}

/** The path a sign-in should return to: router state `from` set by the auth guard, if any. */
export function returnPathFrom(state: unknown): string | null {
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) return null;
  if (from.pathname === '/login') return null;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}

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
