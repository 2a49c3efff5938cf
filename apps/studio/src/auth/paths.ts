import type { UserInfo } from '@tessera/model';
import { workspaceHref } from '../workspace/workspace-paths.ts';

/** Where a signed-in user lands: the last used workspace's projects, or the workspace picker. */
export function homePathFor(user: Pick<UserInfo, 'lastUsedDomainName'>): string {
  return user.lastUsedDomainName ? workspaceHref(user.lastUsedDomainName, 'projects') : '/definitions/domain';
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
