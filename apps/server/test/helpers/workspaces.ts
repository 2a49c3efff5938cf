import { authPaths } from '@tessera/model';
import type { DomainRole, ResourceType } from '../../src/db/database.ts';
import { bearer, createActiveUser, loginAs, uniqueEmail } from './accounts.ts';
import type { TestApp } from './test-app.ts';

/** A signed-in, activated user and the personal workspace they own. */
export interface SignedIn {
  email: string;
  userId: string;
  token: string;
  /** The user's personal workspace (they are its only owner). */
  domainName: string;
  domainId: string;
}

/** Signs up, activates and signs in a new user. */
export async function signedInUser(t: TestApp, prefix = 'user'): Promise<SignedIn> {
  const email = await createActiveUser(t, uniqueEmail(prefix));
  const { tokenString } = await loginAs(t, email);
  const info = (await t.inject({ method: 'GET', url: authPaths.userInfo, headers: bearer(tokenString) })).json();
  const domain = await t.db.selectFrom('domains').select('id').where('name', '=', info.lastUsedDomainName).executeTakeFirstOrThrow();
  return { email, userId: info.id, token: tokenString, domainName: info.lastUsedDomainName, domainId: domain.id };
}

/** The headers of a workspace-scoped call: the bearer token and the `domainname` header. */
export const scoped = (user: Pick<SignedIn, 'token'>, domainName: string) => ({ ...bearer(user.token), domainname: domainName });

/** Puts a user straight into a workspace (for tests of something else than joining). */
export async function addToWorkspace(
  t: TestApp,
  domainId: string,
  user: Pick<SignedIn, 'userId'>,
  role: DomainRole = 'developer',
  resourceType: ResourceType = 'developer',
): Promise<void> {
  await t.db.insertInto('domainMembers').values({ domainId, userId: user.userId, role, resourceType, createdAt: new Date() }).execute();
}

/** Changes a workspace's plan in the database (what a subscription change does). */
export async function setPlan(t: TestApp, domainId: string, planId: string): Promise<void> {
  await t.db.updateTable('domains').set({ planId }).where('id', '=', domainId).execute();
}

/** The audit-log actions of a workspace, oldest first. */
export async function logActions(t: TestApp, domainId: string) {
  return t.db
    .selectFrom('logs')
    .select(['action', 'actorName', 'targetType', 'targetId', 'targetName', 'details'])
    .where('domainId', '=', domainId)
    .orderBy('id')
    .execute();
}
