import { authPaths } from '@tessera/model';
import { fillPath, workspacePaths } from '@tessera/model/workspace-api';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { lastMailTo, uniqueEmail } from '../helpers/accounts.ts';
import { testDatabases } from '../helpers/databases.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { addToWorkspace, scoped, setPlan, signedInUser, type SignedIn } from '../helpers/workspaces.ts';

type PathKey = keyof typeof workspacePaths;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Paths of the contract that are not workspace-scoped (workspace-paths.ts says which). */
const unscoped: PathKey[] = ['createDomain', 'selectDomain', 'plans', 'stripeWebhook', 'preferences'];

/** Real ids of workspace A's objects, filled into path parameters. */
interface Ids {
  projectId: string;
  screenId: string;
  invitationId: string;
  userId: string;
}

interface ScopedRoute {
  key: PathKey | 'domainDetail';
  method: Method;
  params?: (ids: Ids) => Record<string, string>;
  payload?: (ids: Ids) => Record<string, unknown>;
  /** What workspace A's owner gets: proves the route exists and works. */
  memberStatus: number;
}

const project = (ids: Ids) => ({ projectId: ids.projectId });
const screen = (ids: Ids) => ({ projectId: ids.projectId, screenId: ids.screenId });
const screenRoot = (id: string) => ({ id, type: 'container', props: {}, style: {}, bindings: {}, events: {}, children: [] });
const RENAMED = 'A renamed app';

/**
 * Every workspace-scoped route, in the order A's owner calls them (destructive ones last, so each
 * still finds its object).
 */
const routes: ScopedRoute[] = [
  { key: 'domainDetail', method: 'GET', memberStatus: 200 },
  { key: 'members', method: 'GET', memberStatus: 200 },
  { key: 'projects', method: 'GET', memberStatus: 200 },
  { key: 'project', method: 'GET', params: project, memberStatus: 200 },
  { key: 'dashboard', method: 'GET', memberStatus: 200 },
  { key: 'subscription', method: 'GET', memberStatus: 200 },
  { key: 'logs', method: 'GET', memberStatus: 200 },
  { key: 'domainSettings', method: 'PATCH', payload: () => ({ deleteModalType: 'confirm' }), memberStatus: 200 },
  { key: 'projects', method: 'POST', payload: () => ({ name: `Outsider project ${uniqueEmail('p')}` }), memberStatus: 201 },
  { key: 'projectFavorite', method: 'PUT', params: project, memberStatus: 200 },
  { key: 'projectFavorite', method: 'DELETE', params: project, memberStatus: 200 },
  { key: 'openProject', method: 'POST', params: project, memberStatus: 200 },
  { key: 'project', method: 'PATCH', params: project, payload: () => ({ name: RENAMED }), memberStatus: 200 },
  { key: 'archiveProject', method: 'POST', params: project, memberStatus: 200 },
  { key: 'restoreProject', method: 'POST', params: project, memberStatus: 200 },
  { key: 'duplicateProject', method: 'POST', params: project, payload: () => ({ name: `Copy ${uniqueEmail('c')}` }), memberStatus: 201 },
  { key: 'screens', method: 'GET', params: project, memberStatus: 200 },
  { key: 'screen', method: 'GET', params: screen, memberStatus: 200 },
  { key: 'screens', method: 'POST', params: project, payload: () => ({ name: `Outsider screen ${uniqueEmail('s')}` }), memberStatus: 201 },
  { key: 'screen', method: 'PUT', params: screen, payload: () => ({ version: 1, root: screenRoot('root-1') }), memberStatus: 200 },
  { key: 'screen', method: 'PATCH', params: screen, payload: () => ({ name: 'A renamed screen' }), memberStatus: 200 },
  { key: 'duplicateScreen', method: 'POST', params: screen, payload: () => ({ name: `Screen copy ${uniqueEmail('c')}` }), memberStatus: 201 },
  { key: 'startScreen', method: 'PUT', params: project, payload: (ids) => ({ screenId: ids.screenId }), memberStatus: 200 },
  { key: 'appSettings', method: 'GET', params: project, memberStatus: 200 },
  {
    key: 'appSettings',
    method: 'PUT',
    params: project,
    payload: (ids) => ({ startScreenId: ids.screenId, previewDeviceId: null, variables: [{ name: 'outsider', type: 'text', initial: 'x' }], environment: [] }),
    memberStatus: 200,
  },
  { key: 'screen', method: 'DELETE', params: screen, memberStatus: 204 },
  { key: 'invitations', method: 'POST', payload: () => ({ email: uniqueEmail('cross.invitee'), resourceType: 'end_user' }), memberStatus: 201 },
  { key: 'resendInvitation', method: 'POST', params: (ids) => ({ invitationId: ids.invitationId }), memberStatus: 200 },
  { key: 'member', method: 'PATCH', params: (ids) => ({ userId: ids.userId }), payload: () => ({ resourceType: 'end_user' }), memberStatus: 200 },
  { key: 'changeSubscription', method: 'POST', payload: () => ({ planId: 'enterprise' }), memberStatus: 200 },
  { key: 'invitation', method: 'DELETE', params: (ids) => ({ invitationId: ids.invitationId }), memberStatus: 204 },
  { key: 'member', method: 'DELETE', params: (ids) => ({ userId: ids.userId }), memberStatus: 204 },
  // The settings call above switched the workspace to 'confirm' delete dialogs.
  { key: 'project', method: 'DELETE', params: project, payload: () => ({ confirmName: RENAMED }), memberStatus: 204 },
];

function pathOf(route: ScopedRoute, ids: Ids): string {
  const template = route.key === 'domainDetail' ? authPaths.domainDetail : workspacePaths[route.key];
  return route.params ? fillPath(template, route.params(ids)) : template;
}

const label = (route: ScopedRoute) => `${route.method} ${route.key === 'domainDetail' ? authPaths.domainDetail : workspacePaths[route.key]}`;

/** Everything of workspace A an outsider could touch, as comparable plain data. */
async function snapshot(t: TestApp, domainId: string, userIds: string[]) {
  const db = t.db;
  const projectIds = db.selectFrom('projects').select('id').where('domainId', '=', domainId);
  const rows = {
    domain: await db.selectFrom('domains').selectAll().where('id', '=', domainId).execute(),
    members: await db.selectFrom('domainMembers').selectAll().where('domainId', '=', domainId).orderBy('userId').execute(),
    invitations: await db.selectFrom('invitations').selectAll().where('domainId', '=', domainId).orderBy('id').execute(),
    projects: await db.selectFrom('projects').selectAll().where('domainId', '=', domainId).orderBy('id').execute(),
    favorites: await db.selectFrom('projectFavorites').selectAll().where('projectId', 'in', projectIds).orderBy('userId').orderBy('projectId').execute(),
    screens: await db.selectFrom('screens').selectAll().where('projectId', 'in', projectIds).orderBy('id').execute(),
    visits: await db.selectFrom('projectVisits').selectAll().where('projectId', 'in', projectIds).orderBy('userId').orderBy('projectId').execute(),
    subscriptions: await db.selectFrom('subscriptions').selectAll().where('domainId', '=', domainId).execute(),
    logs: await db.selectFrom('logs').selectAll().where('domainId', '=', domainId).orderBy('id').execute(),
    users: await db.selectFrom('users').select(['id', 'lastUsedDomainId']).where('id', 'in', userIds).orderBy('id').execute(),
  };
  return JSON.parse(JSON.stringify(rows));
}

describe.each(testDatabases)('cross-tenant isolation on %s', (kind) => {
  const t = useTestApp(kind);

  it('covers every workspace-scoped path of the contract', () => {
    const scopedKeys = (Object.keys(workspacePaths) as PathKey[]).filter((key) => !unscoped.includes(key)).sort();
    expect([...new Set(routes.map((route) => route.key))].filter((key) => key !== 'domainDetail').sort()).toEqual(scopedKeys);
  });

  it("a user of workspace B gets 404 on every one of A's routes and A's data does not change; A's owner gets through", async () => {
    const ownerA = await signedInUser(t(), 'tenant.a');
    const devA = await signedInUser(t(), 'tenant.a.dev');
    const userB = await signedInUser(t(), 'tenant.b');
    await setPlan(t(), ownerA.domainId, 'pro');
    await setPlan(t(), userB.domainId, 'pro');
    await addToWorkspace(t(), ownerA.domainId, devA);
    const projectId = crypto.randomUUID();
    await t()
      .db.insertInto('projects')
      .values({ id: projectId, domainId: ownerA.domainId, name: 'A secret app', supportWeb: true, supportAndroid: false, supportIos: false, createdBy: ownerA.userId })
      .execute();
    await t().db.insertInto('projectFavorites').values({ userId: ownerA.userId, projectId }).execute();
    const screenId = crypto.randomUUID();
    await t()
      .db.insertInto('screens')
      .values({ id: screenId, projectId, name: 'A secret screen', kind: 'screen', isMobile: false, isDesktop: true, masterId: null, root: JSON.stringify(screenRoot('root-0')), createdBy: ownerA.userId })
      .execute();
    const invitee = uniqueEmail('tenant.a.invitee');
    const invited = await t().inject({ method: 'POST', url: workspacePaths.invitations, headers: scoped(ownerA, ownerA.domainName), payload: { email: invitee, resourceType: 'end_user' } });
    expect(invited.statusCode, invited.body).toBe(201);
    const ids: Ids = { projectId, screenId, invitationId: invited.json().id, userId: devA.userId };
    // Sent long enough ago that a resend is allowed.
    await t().db.updateTable('invitations').set({ lastSentAt: new Date(Date.now() - 10 * 60_000) }).where('id', '=', ids.invitationId).execute();
    const mailsToInvitee = async () => (await lastMailTo(t(), invitee)).id;
    const lastMail = await mailsToInvitee();
    const userIds = [ownerA.userId, devA.userId, userB.userId];

    const call = (route: ScopedRoute, user: SignedIn, domainName: string) => {
      const payload = route.payload?.(ids);
      return t().inject({ method: route.method, url: pathOf(route, ids), headers: scoped(user, domainName), ...(payload ? { payload } : {}) });
    };

    const before = await snapshot(t(), ownerA.domainId, userIds);
    const leaks: string[] = [];
    for (const route of routes) {
      // B's user naming workspace A; and naming their own workspace B with A's ids in the path.
      for (const domainName of route.params ? [ownerA.domainName, userB.domainName] : [ownerA.domainName]) {
        const response = await call(route, userB, domainName);
        if (response.statusCode !== 404 || response.json().error?.code !== 'not_found') {
          leaks.push(`${label(route)} as B with domainname ${domainName === ownerA.domainName ? 'A' : 'B'}: ${response.statusCode} ${response.body}`);
        }
        expect(await snapshot(t(), ownerA.domainId, userIds), `${label(route)} changed A's data`).toEqual(before);
      }
    }
    expect(leaks).toEqual([]);
    expect(await mailsToInvitee()).toBe(lastMail);

    const refused: string[] = [];
    for (const route of routes) {
      const response = await call(route, ownerA, ownerA.domainName);
      if (response.statusCode !== route.memberStatus) refused.push(`${label(route)}: ${response.statusCode} ${response.body}`);
    }
    expect(refused).toEqual([]);
  });
});
