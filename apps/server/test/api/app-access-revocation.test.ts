import { authPaths } from '@tessera/model';
import { externalAccessPaths } from '@tessera/model/connectors';
import { endUserAdminPaths, endUserAuthPath, endUserAuthPaths } from '@tessera/model/end-users';
import { appRequestPaths, draftPreviewMessages, draftPreviewPaths, PREVIEW_TOKEN_HEADER } from '@tessera/model/releases';
import { fillPath, workspacePaths } from '@tessera/model/workspace-api';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueEndUserToken } from '../../src/modules/data-api/end-user-token.ts';
import { findTokenGeneration } from '../../src/modules/users/queries.ts';
import { signAccessToken } from '../../src/security/jwt.ts';
import { bearer, GOOD_PASSWORD, loginAs, uniqueEmail } from '../helpers/accounts.ts';
import { type DataProject, dataProject } from '../helpers/data-api.ts';
import { concurrentDatabases, testDatabases } from '../helpers/databases.ts';
import { appAccounts } from '../helpers/end-users.ts';
import { modelFixture } from '../helpers/model-fixture.ts';
import { buildSecondApp } from '../helpers/second-app.ts';
import { type TestApp, useTestApp } from '../helpers/test-app.ts';
import { addToWorkspace, scoped, setPlan, signedInUser } from '../helpers/workspaces.ts';

const model = modelFixture([
  {
    name: 'notes',
    primaryKey: 'integer',
    columns: [{ name: 'title', type: 'text' }],
    access: { read: { who: 'anyone' }, insert: { who: 'signedIn' }, update: { who: 'nobody' }, delete: { who: 'nobody' } },
  },
]);

type Headers = Record<string, string>;
type Environment = 'draft' | 'live';
interface Answer {
  statusCode: number;
  body: string;
}

/** The app routes an end user's token reaches, as its app calls them. */
export function appRoutes(t: () => TestApp, projectId: string) {
  return {
    list: (environment: Environment, headers: Headers = {}) => t().inject({ method: 'GET', url: `/api/data/${projectId}/${environment}/notes`, headers }),
    insert: (environment: Environment, headers: Headers = {}) =>
      t().inject({ method: 'POST', url: `/api/data/${projectId}/${environment}/notes`, headers, payload: { title: 'written' } }),
    openApi: (environment: Environment, headers: Headers = {}) => t().inject({ method: 'GET', url: `/api/data/${projectId}/${environment}/`, headers }),
    /** A connected table of a connector the workspace does not have: past the caller's check, a 404 of its own. */
    connected: (environment: Environment, headers: Headers = {}) =>
      t().inject({ method: 'GET', url: fillPath(externalAccessPaths.dataApiTable, { projectId, environment, connectorId: randomUUID(), table: 'notes' }), headers }),
    /** A REST request the app does not name: past the checks, "Request not found." */
    request: (environment: Environment, headers: Headers = {}) =>
      t().inject({ method: 'POST', url: fillPath(appRequestPaths.run, { projectId, environment, requestId: randomUUID() }), headers, payload: { params: {} } }),
    account: (environment: Environment, route: keyof typeof endUserAuthPaths, payload: Record<string, unknown>, headers: Headers = {}) =>
      t().inject({ method: 'POST', url: endUserAuthPath(endUserAuthPaths[route], projectId, environment), headers, payload }),
  };
}

const expectStatus = (answer: Answer, status: number, label: string) => expect(answer.statusCode, `${label}: ${answer.body}`).toBe(status);
/** The data API's answer for an unknown project (PostgREST's shape). */
const expectUnknownProject = (answer: Answer, label: string) => {
  expectStatus(answer, 404, label);
  expect(JSON.parse(answer.body), label).toMatchObject({ code: 'PGRST106', message: 'Project not found.' });
};

describe.each(testDatabases)('app access taken back at once on %s', (kind) => {
  const t = useTestApp(kind);
  let p: DataProject;
  let routes: ReturnType<typeof appRoutes>;
  // Earlier tests may move the clock past a builder's access token: sign in again.
  const builder = async () => scoped({ token: (await loginAs(t(), p.builder.email)).tokenString }, p.builder.domainName);

  beforeAll(async () => {
    p = await dataProject(t(), model);
    routes = appRoutes(t, p.projectId);
    await setPlan(t(), p.builder.domainId, 'pro');
    await p.publish();
  });

  describe('a disabled or deleted end user', () => {
    it('is refused on the data API, its connected tables and me from the next request on, and works again once enabled', async () => {
      const accounts = appAccounts(t, p.projectId, 'live');
      const session = await accounts.verifiedSession();
      const as = bearer(session.accessToken);
      const one = fillPath(endUserAdminPaths.one, { projectId: p.projectId, endUserId: session.user.id });
      const working = async (label: string) => {
        expectStatus(await routes.list('live', as), 200, `list, ${label}`);
        expectStatus(await routes.insert('live', as), 201, `insert, ${label}`);
        // Past the caller's check, the connected table route answers for its unknown connector.
        expectStatus(await routes.connected('live', as), 404, `connected table, ${label}`);
        expectStatus(await accounts.me(session.accessToken), 200, `me, ${label}`);
      };
      await working('before');

      const disabled = await t().inject({ method: 'PATCH', url: one, headers: await builder(), payload: { disabled: true } });
      expectStatus(disabled, 200, 'disable');
      for (const [label, answer] of [
        ['list', await routes.list('live', as)],
        ['insert', await routes.insert('live', as)],
        ['connected table', await routes.connected('live', as)],
      ] as const) {
        expectStatus(answer, 401, label);
        expect(JSON.parse(answer.body), label).toMatchObject({ code: 'PGRST301' });
      }
      expectStatus(await accounts.me(session.accessToken), 401, 'me');
      // Nothing the disabled end user sent was written: the one row is from before.
      expect((await routes.list('live')).json()).toHaveLength(1);

      expectStatus(await t().inject({ method: 'PATCH', url: one, headers: await builder(), payload: { disabled: false } }), 200, 'enable');
      await working('enabled again');

      expectStatus(await t().inject({ method: 'DELETE', url: one, headers: await builder() }), 204, 'delete');
      expectStatus(await routes.list('live', as), 401, 'list, deleted');
      expectStatus(await routes.connected('live', as), 401, 'connected table, deleted');
      expectStatus(await accounts.me(session.accessToken), 401, 'me, deleted');
      // A visitor still reads what anyone may.
      expectStatus(await routes.list('live'), 200, 'visitor');
    });

    it('refuses a well-signed token of an end user that never was', async () => {
      const never = await issueEndUserToken(t().app.ctx.keys, { projectId: p.projectId, environment: 'live', userId: randomUUID(), roles: [], ttlSeconds: 600 }, t().clock.now());
      expectStatus(await routes.list('live', bearer(never)), 401, 'no such end user');
      expectStatus(await routes.list('live', await p.endUser(randomUUID(), [], 'live')), 200, 'an end user that is');
    });
  });

  describe('an archived project', () => {
    it('answers its app as an unknown project while archived, live and Run preview alike, and again once restored', async () => {
      const accounts = appAccounts(t, p.projectId, 'live');
      const session = await accounts.verifiedSession();
      const as = bearer(session.accessToken);
      const preview = await previewOf(t(), p);
      const draftEndUser = { ...(await p.endUser(randomUUID(), [], 'draft')), ...preview };
      const email = uniqueEmail('archived.signup');

      // Before: each route answers as it does for an open app.
      expectStatus(await routes.list('live'), 200, 'visitor list');
      expectStatus(await routes.list('live', as), 200, 'end user list');
      expectStatus(await routes.list('draft', preview), 200, 'preview list');
      expectStatus(await routes.list('draft', draftEndUser), 200, 'preview end user list');
      expectStatus(await routes.connected('live', as), 404, 'connected table');
      expect((await routes.connected('live', as)).json().message).not.toBe('Project not found.');
      expectStatus(await routes.request('live'), 404, 'REST request');
      expect((await routes.request('live')).json().error.message).toBe('Request not found.');
      expectStatus(await routes.account('live', 'signUp', { email, password: GOOD_PASSWORD }), 200, 'sign-up');
      expectStatus(await routes.account('live', 'refresh', { refreshToken: 'not-a-token' }), 400, 'refresh');

      expectStatus(await t().inject({ method: 'POST', url: fillPath(workspacePaths.archiveProject, { projectId: p.projectId }), headers: await builder() }), 200, 'archive');
      expectUnknownProject(await routes.list('live'), 'visitor list');
      expectUnknownProject(await routes.list('live', as), 'end user list');
      expectUnknownProject(await routes.insert('live', as), 'end user insert');
      expectUnknownProject(await routes.openApi('live'), 'OpenAPI document');
      expectUnknownProject(await routes.connected('live', as), 'connected table');
      for (const [label, headers] of [['preview list', preview], ['preview end user list', draftEndUser]] as const) {
        const answer = await routes.list('draft', headers);
        expectStatus(answer, 404, label);
        expect(answer.json().code, label).toBe('PGRST106');
      }
      const accountRoutes: [keyof typeof endUserAuthPaths, Record<string, unknown>][] = [
        ['signUp', { email: uniqueEmail('archived.signup'), password: GOOD_PASSWORD }],
        ['signIn', { email: session.email, password: GOOD_PASSWORD }],
        ['refresh', { refreshToken: session.refreshToken }],
        ['forgotPassword', { email: session.email }],
        ['resetPassword', { email: session.email, code: '123456', newPassword: 'another long passphrase' }],
      ];
      for (const [route, payload] of accountRoutes) {
        const answer = await routes.account('live', route, payload);
        expectStatus(answer, 404, `account route ${route}`);
        expect(answer.json().error.message, route).toBe('App not found.');
        expectStatus(await routes.account('draft', route, payload, preview), 404, `draft account route ${route}`);
      }
      expectStatus(await accounts.me(session.accessToken), 404, 'me');
      expectStatus(await routes.request('live'), 404, 'REST request');
      expect((await routes.request('draft', preview)).json().error.message).toBe('App not found.');
      // The builders' own studio calls on draft go on: the project is theirs to restore.
      expectStatus(await routes.list('draft', p.builderHeaders), 200, 'builder on draft');
      // Nothing was written while archived.
      expect((await routes.list('draft', p.builderHeaders)).json()).toEqual([]);

      expectStatus(await t().inject({ method: 'POST', url: fillPath(workspacePaths.restoreProject, { projectId: p.projectId }), headers: await builder() }), 200, 'restore');
      expectStatus(await routes.list('live'), 200, 'visitor list, restored');
      expectStatus(await routes.insert('live', as), 201, 'end user insert, restored');
      expectStatus(await routes.list('draft', preview), 200, 'preview list, restored');
      expect((await routes.connected('live', as)).json().message).not.toBe('Project not found.');
      expectStatus(await routes.account('live', 'signIn', { email: session.email, password: GOOD_PASSWORD }), 200, 'sign-in, restored');
      expectStatus(await routes.account('live', 'refresh', { refreshToken: session.refreshToken }), 200, 'refresh, restored');
      expectStatus(await accounts.me(session.accessToken), 200, 'me, restored');
    });

    it('closes live in the catalogue too: a restore that did not reach it leaves the app closed until repeated', async () => {
      const q = await dataProject(t(), model);
      const other = appRoutes(t, q.projectId);
      const headers = scoped({ token: (await loginAs(t(), q.builder.email)).tokenString }, q.builder.domainName);
      expectStatus(await other.list('live'), 200, 'before');
      expectStatus(await t().inject({ method: 'POST', url: fillPath(workspacePaths.archiveProject, { projectId: q.projectId }), headers }), 200, 'archive');
      // The platform's row restored, the catalogue's flag not (a failure between the two).
      await t().db.updateTable('projects').set({ archivedAt: null }).where('id', '=', q.projectId).execute();
      expectUnknownProject(await other.list('live'), 'half restored');
      // Restoring again (the row already is) opens the catalogue too.
      expectStatus(await t().inject({ method: 'POST', url: fillPath(workspacePaths.restoreProject, { projectId: q.projectId }), headers }), 200, 'restore');
      expectStatus(await other.list('live'), 200, 'restored');
    });
  });

  describe('the Run preview’s token', () => {
    it('stops opening draft once its builder leaves the workspace or loses the Developer seat, and opens it again with the seat back', async () => {
      const colleague = await signedInUser(t(), 'preview.colleague');
      await addToWorkspace(t(), p.builder.domainId, colleague, 'developer', 'developer');
      const minted = await t().inject({ method: 'POST', url: fillPath(draftPreviewPaths.token, { projectId: p.projectId }), headers: scoped(colleague, p.builder.domainName) });
      expectStatus(minted, 200, 'mint');
      const preview = { [PREVIEW_TOKEN_HEADER]: minted.json().token as string };
      const endUser = { ...(await p.endUser(randomUUID(), [], 'draft')), ...preview };
      const member = fillPath(workspacePaths.member, { userId: colleague.userId });
      const everyRoute = async (): Promise<[string, Answer][]> => [
        ['list', await routes.list('draft', preview)],
        ['end user list', await routes.list('draft', endUser)],
        ['insert', await routes.insert('draft', endUser)],
        ['OpenAPI document', await routes.openApi('draft', preview)],
        ['connected table', await routes.connected('draft', preview)],
        ['forgot password', await routes.account('draft', 'forgotPassword', { email: uniqueEmail('nobody') }, preview)],
        ['REST request', await routes.request('draft', preview)],
      ];
      const open = async (label: string) => {
        const answers = await everyRoute();
        for (const [route, answer] of answers) expect(answer.statusCode, `${route}, ${label}: ${answer.body}`).not.toBe(401);
        expectStatus(answers[0]![1], 200, `list, ${label}`);
      };
      const refused = async (label: string) => {
        for (const [route, answer] of await everyRoute()) {
          expectStatus(answer, 401, `${route}, ${label}`);
          expect(answer.body, `${route}, ${label}`).toContain(draftPreviewMessages.required);
        }
      };
      await open('a Developer seat');

      expectStatus(await t().inject({ method: 'PATCH', url: member, headers: await builder(), payload: { resourceType: 'end_user' } }), 200, 'seat changed');
      await refused('an End User seat');
      expectStatus(await t().inject({ method: 'PATCH', url: member, headers: await builder(), payload: { resourceType: 'developer' } }), 200, 'seat back');
      await open('the Developer seat back');

      expectStatus(await t().inject({ method: 'DELETE', url: member, headers: await builder() }), 204, 'removed');
      await refused('removed from the workspace');
    });

    it('dies with the builder’s session that minted it: a sign-out or a revoked session refuses it at the next request', async () => {
      const mintIn = async (session: { tokenString: string }) => {
        const minted = await t().inject({ method: 'POST', url: fillPath(draftPreviewPaths.token, { projectId: p.projectId }), headers: scoped({ token: session.tokenString }, p.builder.domainName) });
        expectStatus(minted, 200, 'mint');
        return { [PREVIEW_TOKEN_HEADER]: minted.json().token as string };
      };
      const expectRefused = async (preview: Headers, label: string) => {
        const answer = await routes.list('draft', preview);
        expectStatus(answer, 401, label);
        expect(answer.body, label).toContain(draftPreviewMessages.required);
        expectStatus(await routes.account('draft', 'forgotPassword', { email: uniqueEmail('nobody') }, preview), 401, `${label}, account route`);
      };
      const laptop = await loginAs(t(), p.builder.email);
      const desktop = await loginAs(t(), p.builder.email);
      const onLaptop = await mintIn(laptop);
      const onDesktop = await mintIn(desktop);
      // A refresh keeps the session: the token minted before it still opens draft.
      const refreshed = await t().inject({ method: 'POST', url: authPaths.refreshToken, payload: { refreshtoken: laptop.refreshToken } });
      expectStatus(refreshed, 200, 'refresh');
      expectStatus(await routes.list('draft', onLaptop), 200, 'laptop, refreshed');

      expectStatus(await t().inject({ method: 'POST', url: authPaths.logout, payload: { refreshToken: refreshed.json().refreshToken } }), 204, 'sign-out');
      await expectRefused(onLaptop, 'laptop signed out');
      // The other session's preview goes on.
      expectStatus(await routes.list('draft', onDesktop), 200, 'desktop');

      // A session revoked otherwise (a rotated refresh token used again revokes its family) ends it too.
      const rotated = await t().inject({ method: 'POST', url: authPaths.refreshToken, payload: { refreshtoken: desktop.refreshToken } });
      expectStatus(rotated, 200, 'desktop refresh');
      await t().inject({ method: 'POST', url: authPaths.refreshToken, payload: { refreshtoken: desktop.refreshToken } });
      await expectRefused(onDesktop, 'desktop revoked');
    });

    it('is minted only for an access token that names its session', async () => {
      const older = await signAccessToken(t().app.ctx.keys, { userId: p.builder.userId, generation: await findTokenGeneration(t().db, p.builder.userId) ?? 0 }, 900, t().clock.now());
      const minted = await t().inject({ method: 'POST', url: fillPath(draftPreviewPaths.token, { projectId: p.projectId }), headers: scoped({ token: older }, p.builder.domainName) });
      expectStatus(minted, 401, 'no session in the access token');
    });

    it('answers 404 once the project is deleted', async () => {
      const q = await dataProject(t(), model);
      const preview = await previewOf(t(), q);
      const other = appRoutes(t, q.projectId);
      expectStatus(await other.list('draft', preview), 200, 'before');
      const headers = scoped({ token: (await loginAs(t(), q.builder.email)).tokenString }, q.builder.domainName);
      const deleted = await t().inject({ method: 'DELETE', url: fillPath(workspacePaths.project, { projectId: q.projectId }), headers, payload: { confirmName: (await t().db.selectFrom('projects').select('name').where('id', '=', q.projectId).executeTakeFirstOrThrow()).name } });
      expect(deleted.statusCode, deleted.body).toBeLessThan(300);
      expectStatus(await other.list('draft', preview), 404, 'data API');
      expectStatus(await other.request('draft', preview), 404, 'REST request');
      expectStatus(await other.account('draft', 'signIn', { email: uniqueEmail('nobody'), password: GOOD_PASSWORD }, preview), 404, 'account route');
    });
  });
});

/** A preview token minted through the route by the project's builder. */
export async function previewOf(t: TestApp, p: DataProject): Promise<Headers> {
  const headers = scoped({ token: (await loginAs(t, p.builder.email)).tokenString }, p.builder.domainName);
  const minted = await t.inject({ method: 'POST', url: fillPath(draftPreviewPaths.token, { projectId: p.projectId }), headers });
  expect(minted.statusCode, minted.body).toBe(200);
  return { [PREVIEW_TOKEN_HEADER]: minted.json().token as string };
}

/**
 * Several server processes on one Postgres: each keeps its own cache of environments and of
 * verified tokens, and still sees a disable, a deletion, an archive and a restore made through
 * another at its very next request.
 */
describe.each(concurrentDatabases)('another server process on %s', (kind) => {
  const t = useTestApp(kind);

  it('refuses a disabled end user and closes an archived project’s app at its next request, without a restart', async () => {
    const p = await dataProject(t(), model);
    await setPlan(t(), p.builder.domainId, 'pro');
    await p.publish();
    const builder = async () => scoped({ token: (await loginAs(t(), p.builder.email)).tokenString }, p.builder.domainName);
    const second = await buildSecondApp(t());
    try {
      const session = await appAccounts(t, p.projectId, 'live').verifiedSession();
      const as = bearer(session.accessToken);
      const list = (headers: Headers = {}) => second.inject({ method: 'GET', url: `/api/data/${p.projectId}/live/notes`, headers });
      const insert = (headers: Headers) => second.inject({ method: 'POST', url: `/api/data/${p.projectId}/live/notes`, headers, payload: { title: 'from the second process' } });
      // The second process has the environment cached and the token verified.
      expectStatus(await list(as), 200, 'end user, before');
      expectStatus(await list(), 200, 'visitor, before');
      const one = fillPath(endUserAdminPaths.one, { projectId: p.projectId, endUserId: session.user.id });

      expectStatus(await t().inject({ method: 'PATCH', url: one, headers: await builder(), payload: { disabled: true } }), 200, 'disable');
      expectStatus(await list(as), 401, 'end user, disabled');
      expectStatus(await insert(as), 401, 'end user insert, disabled');
      expectStatus(await list(), 200, 'visitor, while the end user is disabled');
      expectStatus(await t().inject({ method: 'PATCH', url: one, headers: await builder(), payload: { disabled: false } }), 200, 'enable');
      expectStatus(await insert(as), 201, 'end user insert, enabled again');

      expectStatus(await t().inject({ method: 'POST', url: fillPath(workspacePaths.archiveProject, { projectId: p.projectId }), headers: await builder() }), 200, 'archive');
      expectUnknownProject(await list(), 'visitor, archived');
      expectUnknownProject(await list(as), 'end user, archived');
      expectUnknownProject(await insert(as), 'end user insert, archived');
      expectStatus(await t().inject({ method: 'POST', url: fillPath(workspacePaths.restoreProject, { projectId: p.projectId }), headers: await builder() }), 200, 'restore');
      expectStatus(await list(), 200, 'visitor, restored');
      expect((await list(as)).json()).toEqual([{ id: 1, title: 'from the second process' }]);

      expectStatus(await t().inject({ method: 'DELETE', url: one, headers: await builder() }), 204, 'delete');
      expectStatus(await list(as), 401, 'end user, deleted');
    } finally {
      await second.close();
    }
  });
});
