import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { endUserMessages, type endUserAuthPaths } from '@tessera/model/end-users';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueEndUserToken } from '../../src/modules/data-api/end-user-token.ts';
import { uniqueEmail } from '../helpers/accounts.ts';
import { type DataProject, dataProject } from '../helpers/data-api.ts';
import { testDatabases } from '../helpers/databases.ts';
import { appAccounts, mailedCode } from '../helpers/end-users.ts';
import { modelFixture } from '../helpers/model-fixture.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { setPlan } from '../helpers/workspaces.ts';

const NEW_PASSWORD = 'a brand new long passphrase';
const model = modelFixture([{ name: 'notes', primaryKey: 'integer', columns: [{ name: 'title', type: 'text' }] }]);

type Accounts = ReturnType<typeof appAccounts>;
/** What an app sends to each account route; the record's type makes every route part of it. */
interface Credentials {
  email: string;
  code: string;
  accessToken: string;
  refreshToken: string;
}
const everyRoute = (accounts: Accounts, c: Credentials): Record<keyof typeof endUserAuthPaths, () => Promise<LightMyRequestResponse>> => ({
  signUp: () => accounts.signUp(c.email),
  verifyEmail: () => accounts.verify(c.email, c.code),
  signIn: () => accounts.signIn(c.email),
  refresh: () => accounts.refresh(c.refreshToken),
  signOut: () => accounts.signOut(c.refreshToken),
  forgotPassword: () => accounts.forgot(c.email),
  resetPassword: () => accounts.reset(c.email, c.code, NEW_PASSWORD),
  me: () => accounts.me(c.accessToken),
});

describe.each(testDatabases)('the live account routes of a project never published on %s', (kind) => {
  const t = useTestApp(kind);
  let p: DataProject;
  beforeAll(async () => {
    p = await dataProject(t(), model);
    // The End User allowance has its own suite; here it stays out of the way.
    await setPlan(t(), p.builder.domainId, 'pro');
  });
  const live = () => appAccounts(t, p.projectId, 'live');
  const draft = () => appAccounts(t, p.projectId, 'draft');

  /** What the live account routes could have written for the project and the address. */
  async function liveTraces(email: string) {
    const db = t().db;
    const [endUsers, mails, counters] = await Promise.all([
      db.selectFrom('endUsers').select('id').where('projectId', '=', p.projectId).where('environment', '=', 'live').execute(),
      db.selectFrom('outboxEmails').select('id').where('to', '=', email).execute(),
      db.selectFrom('rateLimits').select('key').where('key', 'like', `%:${p.projectId}:live:%`).execute(),
    ]);
    return { endUsers: endUsers.length, mails: mails.length, counters: counters.length };
  }

  /** Credentials a caller could hold before the first publish: a well-signed live token of an end user that cannot exist yet. */
  async function unpublishedCredentials(email: string): Promise<Credentials> {
    const accessToken = await issueEndUserToken(t().app.ctx.keys, { projectId: p.projectId, environment: 'live', userId: randomUUID(), roles: [], ttlSeconds: 600 }, t().clock.now());
    return { email, code: '123456', accessToken, refreshToken: 'a-refresh-token-of-no-session' };
  }

  it('answers every live account route 404 "App not found." as for an unknown project, and writes nothing', async () => {
    const email = uniqueEmail('unpublished');
    const credentials = await unpublishedCredentials(email);
    const unknown = everyRoute(appAccounts(t, randomUUID(), 'live'), credentials);
    for (const [route, call] of Object.entries(everyRoute(live(), credentials))) {
      const answer = await call();
      expect(answer.statusCode, route).toBe(404);
      expect(answer.json(), route).toEqual({ error: { code: 'not_found', message: 'App not found.' } });
      expect(answer.json(), route).toEqual((await unknown[route as keyof typeof endUserAuthPaths]()).json());
    }
    expect(await liveTraces(email)).toEqual({ endUsers: 0, mails: 0, counters: 0 });
  });

  it('lets the Run preview use draft’s accounts without a publish; live stays closed', async () => {
    const session = await draft().verifiedSession(uniqueEmail('tester'));
    expect((await draft().me(session.accessToken)).statusCode).toBe(200);
    const refreshed = await draft().refresh(session.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    expect((await draft().forgot(session.email)).json()).toEqual({ message: endUserMessages.codeSent });
    expect((await draft().reset(session.email, await mailedCode(t(), session.email), NEW_PASSWORD)).json()).toEqual({ message: endUserMessages.passwordChanged });
    expect((await draft().signIn(session.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await draft().signOut(refreshed.json().refreshToken)).statusCode).toBe(204);
    // The draft account opens nothing on live, which still answers as an unknown project.
    expect((await live().signIn(session.email, NEW_PASSWORD)).statusCode).toBe(404);
    expect((await live().me(session.accessToken)).statusCode).toBe(404);
  });

  it('answers the same calls once the project is published', async () => {
    const email = uniqueEmail('published');
    expect((await live().signUp(email)).statusCode).toBe(404);
    await p.publish();

    expect((await live().signUp(email)).json()).toEqual({ message: endUserMessages.codeSent });
    expect((await live().verify(email, await mailedCode(t(), email))).json()).toEqual({ message: endUserMessages.emailVerified });
    const signedIn = await live().signIn(email);
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.json() as { accessToken: string; refreshToken: string };
    expect((await live().me(session.accessToken)).json()).toMatchObject({ email });
    const refreshed = await live().refresh(session.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    expect((await live().forgot(email)).json()).toEqual({ message: endUserMessages.codeSent });
    expect((await live().reset(email, await mailedCode(t(), email), NEW_PASSWORD)).json()).toEqual({ message: endUserMessages.passwordChanged });
    const again = await live().signIn(email, NEW_PASSWORD);
    expect(again.statusCode).toBe(200);
    expect((await live().signOut(again.json().refreshToken)).statusCode).toBe(204);
    expect((await liveTraces(email)).endUsers).toBe(1);
  });
});
