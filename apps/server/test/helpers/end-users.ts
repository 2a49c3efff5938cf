import { endUserAuthPath, endUserAuthPaths, type EndUserEnvironment, type EndUserSession } from '@tessera/model/end-users';
import { expect } from 'vitest';
import { GOOD_PASSWORD, lastMailTo, uniqueEmail } from './accounts.ts';
import { previewHeaders } from './draft-preview.ts';
import type { TestApp } from './test-app.ts';

type AuthRoute = keyof typeof endUserAuthPaths;

/**
 * One project environment's account routes, called as its app does: on draft, as the studio's
 * Run preview (with its preview token).
 */
export function appAccounts(t: () => TestApp, projectId: string, environment: EndUserEnvironment) {
  const url = (route: AuthRoute) => endUserAuthPath(endUserAuthPaths[route], projectId, environment);
  const post = async (route: AuthRoute, payload: Record<string, unknown>, remoteAddress?: string) =>
    t().inject({ method: 'POST', url: url(route), payload, headers: await previewHeaders(t(), projectId, environment), ...(remoteAddress ? { remoteAddress } : {}) });
  return {
    url,
    post,
    signUp: (email: string, password = GOOD_PASSWORD) => post('signUp', { email, password }),
    verify: (email: string, code: string) => post('verifyEmail', { email, code }),
    signIn: (email: string, password = GOOD_PASSWORD) => post('signIn', { email, password }),
    refresh: (refreshToken: string) => post('refresh', { refreshToken }),
    signOut: (refreshToken: string) => post('signOut', { refreshToken }),
    forgot: (email: string) => post('forgotPassword', { email }),
    reset: (email: string, code: string, newPassword: string) => post('resetPassword', { email, code, newPassword }),
    me: async (token: string) => t().inject({ method: 'GET', url: url('me'), headers: { authorization: `Bearer ${token}`, ...(await previewHeaders(t(), projectId, environment)) } }),
    /** Signs up, confirms with the mailed code and signs in. */
    async verifiedSession(email = uniqueEmail('enduser')): Promise<EndUserSession & { email: string }> {
      expect((await post('signUp', { email, password: GOOD_PASSWORD })).statusCode).toBe(200);
      expect((await post('verifyEmail', { email, code: await mailedCode(t(), email) })).statusCode).toBe(200);
      const signedIn = await post('signIn', { email, password: GOOD_PASSWORD });
      expect(signedIn.statusCode).toBe(200);
      return { ...(signedIn.json() as EndUserSession), email };
    },
  };
}

/** The 6-digit code of the newest mail to an address. */
export async function mailedCode(t: TestApp, email: string): Promise<string> {
  const mail = await lastMailTo(t, email);
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in ${mail.text}`);
  return code;
}

/**
 * Makes an end user of a project environment with this id (a uuid, one per environment), signed up and confirmed, as
 * the account routes leave one; nothing when it exists. The data API accepts an end-user token
 * only for an end user that exists and is not disabled.
 */
export async function ensureEndUser(t: Pick<TestApp, 'app' | 'clock'>, projectId: string, environment: EndUserEnvironment, userId: string): Promise<void> {
  const now = t.clock.now();
  await t.app.ctx.db
    .insertInto('endUsers')
    .values({ id: userId, projectId, environment, email: `${userId}@end-users.test`, passwordHash: 'not-a-password-hash', emailVerifiedAt: now, createdAt: now })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const found = await t.app.ctx.db.selectFrom('endUsers').select(['projectId', 'environment']).where('id', '=', userId).executeTakeFirstOrThrow();
  // An end user's id is unique across projects and environments: one id cannot serve two.
  if (found.projectId !== projectId || found.environment !== environment) throw new Error(`end user ${userId} belongs to ${found.projectId} (${found.environment})`);
}
