import { authPaths } from '@tessera/model';
import { fillPath, type Project, workspacePaths as paths } from '@tessera/model/workspace-api';
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../src/errors/app-error.ts';
import { copyName } from '../../src/modules/projects/duplicate-project.ts';
import { setFavorite } from '../../src/modules/projects/service.ts';
import { bearer, createActiveUser, loginAs } from '../helpers/accounts.ts';
import { concurrentDatabases, testDatabases } from '../helpers/databases.ts';
import { type TestApp, useTestApp } from '../helpers/test-app.ts';

interface Member {
  userId: string;
  username: string;
  token: string;
  /** The member's own (personal) workspace. */
  domainName: string;
}

async function signedIn(t: TestApp): Promise<Member> {
  const email = await createActiveUser(t);
  const { tokenString } = await loginAs(t, email);
  const info = (await t.inject({ method: 'GET', url: authPaths.userInfo, headers: bearer(tokenString) })).json();
  return { userId: info.id, username: info.username, token: tokenString, domainName: info.lastUsedDomainName };
}

/** Makes `member` a member of `domainName` (the members module's routes are tested elsewhere). */
async function join(
  t: TestApp,
  domainName: string,
  member: Member,
  role: 'owner' | 'developer' = 'developer',
  resourceType: 'developer' | 'end_user' = 'developer',
) {
  const domain = await t.db.selectFrom('domains').select('id').where('name', '=', domainName).executeTakeFirstOrThrow();
  await t.db.insertInto('domainMembers').values({ domainId: domain.id, userId: member.userId, role, resourceType, createdAt: new Date() }).execute();
}

const as = (member: Member, domainName = member.domainName) => ({ ...bearer(member.token), domainname: domainName });

describe.each(testDatabases)('projects on %s', (kind) => {
  const t = useTestApp(kind);

  const create = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t().inject({ method: 'POST', url: paths.projects, headers, payload });
  const createOk = async (headers: Record<string, string>, payload: Record<string, unknown>): Promise<Project> => {
    const response = await create(headers, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const list = async (headers: Record<string, string>, query: Record<string, string> = {}): Promise<Project[]> => {
    const response = await t().inject({ method: 'GET', url: paths.projects, headers, query });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().projects;
  };
  const names = (projects: Project[]) => projects.map((p) => p.name);
  const on = (path: string, projectId: string) => fillPath(path, { projectId });
  const countProjects = async (domainName: string) => {
    const row = await t()
      .db.selectFrom('projects')
      .innerJoin('domains', 'domains.id', 'projects.domainId')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('domains.name', '=', domainName)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const logsOf = (domainName: string) =>
    t()
      .db.selectFrom('logs')
      .innerJoin('domains', 'domains.id', 'logs.domainId')
      .select(['logs.action', 'logs.targetId', 'logs.targetName', 'logs.actorName', 'logs.details'])
      .where('domains.name', '=', domainName)
      .orderBy('logs.id')
      .execute();

  describe('create', () => {
    it('creates a web project, logs it and shows it to its creator with every field', async () => {
      const alice = await signedIn(t());
      const project = await createOk(as(alice), { name: '  Shop front  ' });
      expect(project).toMatchObject({
        name: 'Shop front',
        supportWeb: true,
        supportAndroid: false,
        supportIOS: false,
        createdBy: { id: alice.userId, username: alice.username },
        archivedAt: null,
        isFavorite: false,
      });
      expect(project.id).toMatch(/^[0-9a-f-]{36}$/);
      // Creating opens it: it heads the creator's recent list.
      expect(project.lastVisitedAt).not.toBeNull();
      expect(names(await list(as(alice)))).toEqual(['Shop front']);
      expect(names(await list(as(alice), { view: 'myprojects' }))).toEqual(['Shop front']);
      expect(names(await list(as(alice), { view: 'allprojects' }))).toEqual(['Shop front']);
      const logs = await logsOf(alice.domainName);
      expect(logs).toContainEqual(
        expect.objectContaining({ action: 'project.created', targetId: project.id, targetName: 'Shop front', actorName: alice.username }),
      );
    });

    it('refuses a missing name, a long name or no target with a clear message, creating nothing', async () => {
      const alice = await signedIn(t());
      const cases: [Record<string, unknown>, string][] = [
        [{ name: '   ' }, 'Please enter a project name.'],
        [{ name: 'x'.repeat(81) }, 'A project name has at most 80 characters.'],
        [{ name: 'No target', supportWeb: false }, 'Choose at least one target: web, Android or iOS.'],
        [{}, 'name'],
      ];
      for (const [payload, message] of cases) {
        const response = await create(as(alice), payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('validation_failed');
        expect(response.json().error.message).toContain(message);
      }
      expect(await countProjects(alice.domainName)).toBe(0);
    });

    it('refuses a name taken in the workspace whatever its case, but allows it in another workspace', async () => {
      const alice = await signedIn(t());
      const bob = await signedIn(t());
      await createOk(as(alice), { name: 'Inventory' });
      const response = await create(as(alice), { name: 'INVENTORY' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({ code: 'conflict', message: 'A project with this name already exists.' });
      expect(await countProjects(alice.domainName)).toBe(1);
      await createOk(as(bob), { name: 'Inventory' });
    });

    it('allows one mobile app on Free: the second Android or iOS project is refused with the plan’s message', async () => {
      const alice = await signedIn(t());
      await createOk(as(alice), { name: 'Phone', supportAndroid: true });
      for (const target of [{ supportAndroid: true }, { supportIOS: true, supportWeb: false }]) {
        const response = await create(as(alice), { name: `Second ${JSON.stringify(target)}`, ...target });
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toEqual({
          code: 'plan_limit_reached',
          message: 'The Free plan allows 1 mobile app. Change the plan in Settings › Billing to add more.',
        });
      }
      // Web projects are not limited.
      await createOk(as(alice), { name: 'Web one' });
      await createOk(as(alice), { name: 'Web two' });
      expect(await countProjects(alice.domainName)).toBe(3);
    });

    it('answers 401 without a token and 404 for a workspace the caller is not a member of', async () => {
      const alice = await signedIn(t());
      const bob = await signedIn(t());
      expect((await create({ domainname: alice.domainName }, { name: 'A' })).statusCode).toBe(401);
      const response = await create(as(alice, bob.domainName), { name: 'A' });
      expect(response.statusCode).toBe(404);
      expect(await countProjects(bob.domainName)).toBe(0);
    });
  });

  describe('one project', () => {
    it("answers 404 for another workspace's project id on every route, though the caller is a member of their own", async () => {
      const alice = await signedIn(t());
      const bob = await signedIn(t());
      const bobs = await createOk(as(bob), { name: 'Private' });
      const routes: [string, string, Record<string, unknown>?][] = [
        ['GET', paths.project],
        ['PATCH', paths.project, { name: 'Taken over' }],
        ['DELETE', paths.project, {}],
        ['PUT', paths.projectFavorite],
        ['DELETE', paths.projectFavorite],
        ['POST', paths.archiveProject],
        ['POST', paths.restoreProject],
        ['POST', paths.duplicateProject, {}],
        ['POST', paths.openProject],
      ];
      for (const [method, path, payload] of routes) {
        for (const id of [bobs.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
          const response = await t().inject({ method: method as 'GET', url: on(path, id), headers: as(alice), ...(payload ? { payload } : {}) });
          expect(response.statusCode, `${method} ${path} ${id}`).toBe(404);
          expect(response.json().error.code).toBe('not_found');
        }
      }
      const after = await t().inject({ method: 'GET', url: on(paths.project, bobs.id), headers: as(bob) });
      expect(after.json()).toMatchObject({ name: 'Private', archivedAt: null, isFavorite: false });
      expect(await countProjects(alice.domainName)).toBe(0);
      const visits = await t().db.selectFrom('projectVisits').select('userId').where('projectId', '=', bobs.id).execute();
      expect(visits.map((v) => v.userId)).toEqual([bob.userId]);
    });

    it('renames: bumps updatedAt and logs; a taken name is 409 and changes nothing', async () => {
      const alice = await signedIn(t());
      const first = await createOk(as(alice), { name: 'First' });
      await createOk(as(alice), { name: 'Second' });
      t().clock.advance(60_000);
      const renamed = await t().inject({ method: 'PATCH', url: on(paths.project, first.id), headers: as(alice), payload: { name: 'Primary' } });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().name).toBe('Primary');
      expect(Date.parse(renamed.json().updatedAt)).toBeGreaterThan(Date.parse(first.updatedAt));
      const clash = await t().inject({ method: 'PATCH', url: on(paths.project, first.id), headers: as(alice), payload: { name: 'second' } });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().error.message).toBe('A project with this name already exists.');
      // Its own name in another case is not a clash.
      const recased = await t().inject({ method: 'PATCH', url: on(paths.project, first.id), headers: as(alice), payload: { name: 'PRIMARY' } });
      expect(recased.json().name).toBe('PRIMARY');
      const blank = await t().inject({ method: 'PATCH', url: on(paths.project, first.id), headers: as(alice), payload: { name: '' } });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error.message).toContain('Please enter a project name.');
      const logs = (await logsOf(alice.domainName)).filter((l) => l.action === 'project.renamed');
      expect(logs.map((l) => l.details)).toEqual([
        { from: 'First', to: 'Primary' },
        { from: 'Primary', to: 'PRIMARY' },
      ]);
    });

    it('keeps favourites per user, idempotently', async () => {
      const alice = await signedIn(t());
      const bob = await signedIn(t());
      await join(t(), alice.domainName, bob);
      const project = await createOk(as(alice), { name: 'Shared' });
      for (let i = 0; i < 2; i += 1) {
        const response = await t().inject({ method: 'PUT', url: on(paths.projectFavorite, project.id), headers: as(alice) });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ isFavorite: true });
      }
      expect(names(await list(as(alice), { view: 'favorites' }))).toEqual(['Shared']);
      expect(await list(as(bob, alice.domainName), { view: 'favorites' })).toEqual([]);
      const seenByBob = await list(as(bob, alice.domainName), { view: 'allprojects' });
      expect(seenByBob.map((p) => [p.name, p.isFavorite])).toEqual([['Shared', false]]);
      for (let i = 0; i < 2; i += 1) {
        const response = await t().inject({ method: 'DELETE', url: on(paths.projectFavorite, project.id), headers: as(alice) });
        expect(response.json()).toEqual({ isFavorite: false });
      }
      expect(await list(as(alice), { view: 'favorites' })).toEqual([]);
    });

    it('archives: the project leaves every view but archive, comes back on restore; both idempotent and logged once', async () => {
      const alice = await signedIn(t());
      const project = await createOk(as(alice), { name: 'Old' });
      await createOk(as(alice), { name: 'Live' });
      await t().inject({ method: 'PUT', url: on(paths.projectFavorite, project.id), headers: as(alice) });
      t().clock.advance(1000);
      for (let i = 0; i < 2; i += 1) {
        const response = await t().inject({ method: 'POST', url: on(paths.archiveProject, project.id), headers: as(alice) });
        expect(response.statusCode).toBe(200);
        expect(response.json().archivedAt).not.toBeNull();
      }
      for (const view of ['recent', 'favorites', 'myprojects', 'allprojects']) {
        expect(names(await list(as(alice), { view })), view).not.toContain('Old');
      }
      expect(names(await list(as(alice), { view: 'archive' }))).toEqual(['Old']);
      const restored = await t().inject({ method: 'POST', url: on(paths.restoreProject, project.id), headers: as(alice) });
      expect(restored.json().archivedAt).toBeNull();
      await t().inject({ method: 'POST', url: on(paths.restoreProject, project.id), headers: as(alice) });
      expect(await list(as(alice), { view: 'archive' })).toEqual([]);
      expect(names(await list(as(alice), { view: 'favorites' }))).toEqual(['Old']);
      const actions = (await logsOf(alice.domainName)).map((l) => l.action);
      expect(actions.filter((a) => a === 'project.archived')).toHaveLength(1);
      expect(actions.filter((a) => a === 'project.restored')).toHaveLength(1);
    });

    it('opens: the visit is the caller’s own and moves the project to the top of their recent list', async () => {
      const alice = await signedIn(t());
      const bob = await signedIn(t());
      await join(t(), alice.domainName, bob);
      const a = await createOk(as(alice), { name: 'A' });
      t().clock.advance(1000);
      await createOk(as(alice), { name: 'B' });
      expect(names(await list(as(alice)))).toEqual(['B', 'A']);
      t().clock.advance(1000);
      const opened = await t().inject({ method: 'POST', url: on(paths.openProject, a.id), headers: as(alice) });
      expect(opened.statusCode).toBe(200);
      expect(Date.parse(opened.json().lastVisitedAt)).toBeGreaterThan(Date.parse(a.lastVisitedAt!));
      expect(names(await list(as(alice)))).toEqual(['A', 'B']);
      // Bob never opened either.
      expect(await list(as(bob, alice.domainName))).toEqual([]);
      await t().inject({ method: 'POST', url: on(paths.openProject, a.id), headers: as(bob, alice.domainName) });
      expect(names(await list(as(bob, alice.domainName)))).toEqual(['A']);
    });
  });

  describe('favourites racing a delete', () => {
    it('answers 404, never a foreign-key error, when the project is deleted while it is starred', async () => {
      const alice = await signedIn(t());
      const project = await createOk(as(alice), { name: 'Going away' });
      const domain = await t().db.selectFrom('domains').select(['id', 'name']).where('name', '=', alice.domainName).executeTakeFirstOrThrow();
      const base = t().db;
      // The project is deleted right after the service's first statement answers.
      let armed = true;
      const racing = base.withPlugin({
        transformQuery: (args) => args.node,
        transformResult: async (args) => {
          if (armed) {
            armed = false;
            await base.deleteFrom('projects').where('id', '=', project.id).execute();
          }
          return args.result;
        },
      });
      const ctx = { ...t().app.ctx, db: racing };
      const caller = { domain: { id: domain.id, name: domain.name, role: 'owner' as const, resourceType: 'developer' as const }, userId: alice.userId };
      const outcome = await setFavorite(ctx, caller, project.id, true).then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      );
      if ('error' in outcome) expect(outcome.error).toBeInstanceOf(NotFoundError);
      expect(await t().db.selectFrom('projectFavorites').selectAll().where('projectId', '=', project.id).execute()).toEqual([]);
      // Gone: 404 on both, and starring twice still answers true.
      await expect(setFavorite({ ...t().app.ctx }, caller, project.id, true)).rejects.toBeInstanceOf(NotFoundError);
      await expect(setFavorite({ ...t().app.ctx }, caller, project.id, false)).rejects.toBeInstanceOf(NotFoundError);
      const kept = await createOk(as(alice), { name: 'Kept' });
      for (let i = 0; i < 2; i += 1) expect(await setFavorite({ ...t().app.ctx }, caller, kept.id, true)).toEqual({ isFavorite: true });
    });
  });

  describe('lists', () => {
    it('searches names case-insensitively, taking % _ and \\ literally', async () => {
      const alice = await signedIn(t());
      for (const name of ['Sales 100%', 'Sales 1000', 'my_app', 'myXapp', 'back\\slash', 'Other']) await createOk(as(alice), { name });
      const search = async (text: string) => names(await list(as(alice), { view: 'allprojects', search: text, sort: 'name' }));
      expect(await search('SALES')).toEqual(['Sales 100%', 'Sales 1000']);
      expect(await search('100%')).toEqual(['Sales 100%']);
      expect(await search('_')).toEqual(['my_app']);
      expect(await search('\\')).toEqual(['back\\slash']);
      expect(await search('  other ')).toEqual(['Other']);
      expect(await search('nothing')).toEqual([]);
    });

    it('sorts by name, created, updated and visited, in either order', async () => {
      const alice = await signedIn(t());
      const b = await createOk(as(alice), { name: 'banana' });
      t().clock.advance(1000);
      const a = await createOk(as(alice), { name: 'Apple' });
      t().clock.advance(1000);
      await createOk(as(alice), { name: 'cherry' });
      t().clock.advance(1000);
      await t().inject({ method: 'PATCH', url: on(paths.project, b.id), headers: as(alice), payload: { name: 'Banana' } });
      await t().inject({ method: 'POST', url: on(paths.openProject, a.id), headers: as(alice) });
      const sorted = async (sort: string, order?: string) =>
        names(await list(as(alice), { view: 'allprojects', sort, ...(order ? { order } : {}) }));
      expect(await sorted('name')).toEqual(['Apple', 'Banana', 'cherry']);
      expect(await sorted('name', 'desc')).toEqual(['cherry', 'Banana', 'Apple']);
      expect(await sorted('created')).toEqual(['cherry', 'Apple', 'Banana']);
      expect(await sorted('created', 'asc')).toEqual(['Banana', 'Apple', 'cherry']);
      expect(await sorted('updated')).toEqual(['Banana', 'cherry', 'Apple']);
      expect(await sorted('visited')).toEqual(['Apple', 'cherry', 'Banana']);
      // Default of the other views: last changed first.
      expect(names(await list(as(alice), { view: 'allprojects' }))).toEqual(['Banana', 'cherry', 'Apple']);
      const bad = await t().inject({ method: 'GET', url: paths.projects, headers: as(alice), query: { view: 'everything' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBe('validation_failed');
    });

    it('shows my projects and all projects of a shared workspace to each member as they see them', async () => {
      const alice = await signedIn(t());
      const bob = await signedIn(t());
      await join(t(), alice.domainName, bob);
      await createOk(as(alice), { name: 'Alice’s' });
      await createOk(as(bob, alice.domainName), { name: 'Bob’s' });
      expect(names(await list(as(alice), { view: 'myprojects' }))).toEqual(['Alice’s']);
      expect(names(await list(as(bob, alice.domainName), { view: 'myprojects' }))).toEqual(['Bob’s']);
      expect(names(await list(as(alice), { view: 'allprojects', sort: 'name' }))).toEqual(['Alice’s', 'Bob’s']);
      // Bob's own workspace stays empty.
      expect(await list(as(bob), { view: 'allprojects' })).toEqual([]);
    });

    it('keeps the caller’s 20 most recently opened projects, newest first', async () => {
      const alice = await signedIn(t());
      const created: Project[] = [];
      for (let i = 1; i <= 22; i += 1) {
        created.push(await createOk(as(alice), { name: `P${i}` }));
        t().clock.advance(1000);
      }
      // Open P1 last: it becomes the newest.
      await t().inject({ method: 'POST', url: on(paths.openProject, created[0]!.id), headers: as(alice) });
      const recent = names(await list(as(alice)));
      expect(recent).toHaveLength(20);
      expect(recent.slice(0, 3)).toEqual(['P1', 'P22', 'P21']);
      expect(recent).not.toContain('P2');
      expect(recent).not.toContain('P3');
      const byName = names(await list(as(alice), { view: 'recent', sort: 'name' }));
      expect(byName).toHaveLength(20);
      expect(byName[0]).toBe('P1');
    });
  });

  describe('duplicate', () => {
    it('names copies "(copy)", "(copy 2)"… or as asked, copies targets, records the visit and logs', async () => {
      const alice = await signedIn(t());
      const source = await createOk(as(alice), { name: 'Site', supportIOS: true });
      await t().inject({ method: 'POST', url: on(paths.archiveProject, source.id), headers: as(alice) });
      await t().db.updateTable('domains').set({ planId: 'pro' }).where('name', '=', alice.domainName).execute();
      const copy = await t().inject({ method: 'POST', url: on(paths.duplicateProject, source.id), headers: as(alice) });
      expect(copy.statusCode, copy.body).toBe(201);
      expect(copy.json()).toMatchObject({ name: 'Site (copy)', supportWeb: true, supportIOS: true, archivedAt: null, createdBy: { id: alice.userId } });
      await t().db.updateTable('domains').set({ planId: 'enterprise' }).where('name', '=', alice.domainName).execute();
      const second = await t().inject({ method: 'POST', url: on(paths.duplicateProject, source.id), headers: as(alice), payload: {} });
      expect(second.json().name).toBe('Site (copy 2)');
      const named = await t().inject({ method: 'POST', url: on(paths.duplicateProject, source.id), headers: as(alice), payload: { name: 'Site v2' } });
      expect(named.json().name).toBe('Site v2');
      const taken = await t().inject({ method: 'POST', url: on(paths.duplicateProject, source.id), headers: as(alice), payload: { name: 'site V2' } });
      expect(taken.statusCode).toBe(409);
      expect(names(await list(as(alice), { view: 'recent' }))).toEqual(['Site v2', 'Site (copy 2)', 'Site (copy)']);
      const logs = (await logsOf(alice.domainName)).filter((l) => l.action === 'project.duplicated');
      expect(logs.map((l) => l.targetName)).toEqual(['Site (copy)', 'Site (copy 2)', 'Site v2']);
      expect(logs[0]!.details).toEqual({ sourceId: source.id, sourceName: 'Site' });
    });

    it('keeps copy names within 80 characters', async () => {
      expect(copyName('x'.repeat(80), 1)).toBe(`${'x'.repeat(73)} (copy)`);
      expect(copyName('x'.repeat(80), 12)).toHaveLength(80);
      const alice = await signedIn(t());
      const source = await createOk(as(alice), { name: 'y'.repeat(80) });
      const copy = await t().inject({ method: 'POST', url: on(paths.duplicateProject, source.id), headers: as(alice) });
      expect(copy.json().name).toBe(`${'y'.repeat(73)} (copy)`);
    });

    it('counts a mobile copy against the plan', async () => {
      const alice = await signedIn(t());
      const source = await createOk(as(alice), { name: 'App', supportAndroid: true });
      const response = await t().inject({ method: 'POST', url: on(paths.duplicateProject, source.id), headers: as(alice) });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('plan_limit_reached');
      expect(await countProjects(alice.domainName)).toBe(1);
    });
  });

  describe('delete', () => {
    it('lets developers delete only their own projects and owners any', async () => {
      const alice = await signedIn(t());
      const bob = await signedIn(t());
      await join(t(), alice.domainName, bob);
      const alices = await createOk(as(alice), { name: 'Owner’s' });
      const bobs = await createOk(as(bob, alice.domainName), { name: 'Developer’s' });
      const refused = await t().inject({ method: 'DELETE', url: on(paths.project, alices.id), headers: as(bob, alice.domainName) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toEqual({ code: 'forbidden', message: 'Developers can delete only the projects they created.' });
      const own = await t().inject({ method: 'DELETE', url: on(paths.project, bobs.id), headers: as(bob, alice.domainName) });
      expect(own.statusCode).toBe(204);
      const another = await createOk(as(bob, alice.domainName), { name: 'Another' });
      expect((await t().inject({ method: 'DELETE', url: on(paths.project, another.id), headers: as(alice) })).statusCode).toBe(204);
      expect(names(await list(as(alice), { view: 'allprojects' }))).toEqual(['Owner’s']);
      const deleted = (await logsOf(alice.domainName)).filter((l) => l.action === 'project.deleted');
      expect(deleted.map((l) => [l.targetName, l.actorName])).toEqual([
        ['Developer’s', bob.username],
        ['Another', alice.username],
      ]);
    });

    it("asks for the exact name when the workspace's delete dialog is 'confirm'", async () => {
      const alice = await signedIn(t());
      const project = await createOk(as(alice), { name: 'Keep Me' });
      await t().db.updateTable('domains').set({ deleteModalType: 'confirm' }).where('name', '=', alice.domainName).execute();
      for (const payload of [undefined, {}, { confirmName: 'keep me' }, { confirmName: 'Keep Me ' }]) {
        const response = await t().inject({ method: 'DELETE', url: on(paths.project, project.id), headers: as(alice), ...(payload ? { payload } : {}) });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().error.message).toBe('Type the project’s name to confirm.');
      }
      expect(await countProjects(alice.domainName)).toBe(1);
      const ok = await t().inject({ method: 'DELETE', url: on(paths.project, project.id), headers: as(alice), payload: { confirmName: 'Keep Me' } });
      expect(ok.statusCode).toBe(204);
      expect(await countProjects(alice.domainName)).toBe(0);
    });

    it("needs no name in a 'yesNo' workspace, and frees the mobile seat", async () => {
      const alice = await signedIn(t());
      const project = await createOk(as(alice), { name: 'Mobile', supportAndroid: true });
      expect((await t().inject({ method: 'DELETE', url: on(paths.project, project.id), headers: as(alice) })).statusCode).toBe(204);
      await createOk(as(alice), { name: 'Mobile again', supportIOS: true });
    });
  });

  describe('seats', () => {
    const seatMessage = 'Building apps needs a Developer seat. Ask an owner to change your resource type.';
    /** Every studio write, as `member` in `domainName` on `project` (a fresh name each call). */
    const writes = (projectId: string) => [
      { method: 'POST' as const, url: paths.projects, payload: { name: 'By an end user' } },
      { method: 'PATCH' as const, url: on(paths.project, projectId), payload: { name: 'Renamed by an end user' } },
      { method: 'POST' as const, url: on(paths.duplicateProject, projectId), payload: {} },
      { method: 'POST' as const, url: on(paths.archiveProject, projectId) },
      { method: 'POST' as const, url: on(paths.restoreProject, projectId) },
      { method: 'DELETE' as const, url: on(paths.project, projectId) },
    ];
    const snapshot = async (domainName: string) => ({
      projects: await t()
        .db.selectFrom('projects')
        .innerJoin('domains', 'domains.id', 'projects.domainId')
        .select(['projects.id', 'projects.name', 'projects.archivedAt'])
        .where('domains.name', '=', domainName)
        .orderBy('projects.id')
        .execute(),
      logs: (await logsOf(domainName)).length,
    });

    it('refuses every project write to an End User seat, whatever the role, and lets them read, favourite and open', async () => {
      const alice = await signedIn(t());
      const bob = await signedIn(t());
      const carol = await signedIn(t());
      await t().db.updateTable('domains').set({ planId: 'standard' }).where('name', '=', alice.domainName).execute();
      await join(t(), alice.domainName, bob, 'developer', 'end_user');
      await join(t(), alice.domainName, carol, 'owner', 'end_user');
      const project = await createOk(as(alice), { name: 'Published app' });
      const before = await snapshot(alice.domainName);
      for (const member of [bob, carol]) {
        for (const write of writes(project.id)) {
          const response = await t().inject({ ...write, headers: as(member, alice.domainName) });
          expect(response.statusCode, `${write.method} ${write.url}`).toBe(403);
          expect(response.json().error).toEqual({ code: 'forbidden', message: seatMessage });
        }
      }
      expect(await snapshot(alice.domainName)).toEqual(before);
      // Reading, favourites and opening stay allowed.
      expect(names(await list(as(bob, alice.domainName), { view: 'allprojects' }))).toEqual(['Published app']);
      expect((await t().inject({ method: 'GET', url: on(paths.project, project.id), headers: as(bob, alice.domainName) })).statusCode).toBe(200);
      expect((await t().inject({ method: 'PUT', url: on(paths.projectFavorite, project.id), headers: as(bob, alice.domainName) })).statusCode).toBe(200);
      expect((await t().inject({ method: 'POST', url: on(paths.openProject, project.id), headers: as(bob, alice.domainName) })).statusCode).toBe(200);
    });

    it('lets the same member build once an owner gives them a Developer seat', async () => {
      const alice = await signedIn(t());
      const bob = await signedIn(t());
      await t().db.updateTable('domains').set({ planId: 'standard' }).where('name', '=', alice.domainName).execute();
      await join(t(), alice.domainName, bob, 'developer', 'end_user');
      const refused = await create(as(bob, alice.domainName), { name: 'Too early' });
      expect(refused.statusCode).toBe(403);
      const seat = await t().inject({
        method: 'PATCH',
        url: fillPath(paths.member, { userId: bob.userId }),
        headers: as(alice),
        payload: { resourceType: 'developer' },
      });
      expect(seat.statusCode, seat.body).toBe(200);
      const project = await createOk(as(bob, alice.domainName), { name: 'Bob’s app' });
      for (const write of writes(project.id)) {
        const response = await t().inject({ ...write, headers: as(bob, alice.domainName) });
        expect(response.statusCode, `${write.method} ${write.url}: ${response.body}`).toBeLessThan(300);
      }
    });
  });

  it('documents every project route in OpenAPI', async () => {
    const spec = (await t().inject({ method: 'GET', url: '/docs/openapi.json' })).json();
    const documented = (path: string) => spec.paths[path.replace(/:(\w+)/g, '{$1}')];
    expect(Object.keys(documented(paths.projects))).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(documented(paths.project))).toEqual(expect.arrayContaining(['get', 'patch', 'delete']));
    expect(Object.keys(documented(paths.projectFavorite))).toEqual(expect.arrayContaining(['put', 'delete']));
    for (const path of [paths.archiveProject, paths.restoreProject, paths.duplicateProject, paths.openProject]) {
      expect(documented(path).post.responses).toBeDefined();
    }
  });
});

describe.each(concurrentDatabases)('concurrent project duplicates on %s', (kind) => {
  const t = useTestApp(kind);

  it('answer 201 or a clean 403 and keep the screen allowance: never a deadlock (500)', async () => {
    const alice = await signedIn(t());
    const domain = await t().db.selectFrom('domains').select(['id', 'planId']).where('name', '=', alice.domainName).executeTakeFirstOrThrow();
    expect(domain.planId).toBe('free'); // 50 screens
    const source: Project = (await t().inject({ method: 'POST', url: paths.projects, headers: as(alice), payload: { name: 'Source' } })).json();
    const screen = (i: number) => ({
      id: crypto.randomUUID(),
      projectId: source.id,
      name: `Screen ${i}`,
      kind: 'screen' as const,
      isMobile: false,
      isDesktop: true,
      root: JSON.stringify({ id: `r${i}`, type: 'container', props: {}, style: {}, bindings: {}, events: {}, children: [] }),
      createdBy: alice.userId,
    });
    await t().db.insertInto('screens').values([screen(1), screen(2), screen(3)]).execute();

    // Each copy adds 3 screens: 3 + 15 × 3 = 48 fit in 50, the 16th copy would not.
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t().inject({ method: 'POST', url: fillPath(paths.duplicateProject, { projectId: source.id }), headers: as(alice), payload: { name: `Copy ${i}` } }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    const unclean = responses.filter((response) => response.statusCode !== 201 && response.statusCode !== 403);
    expect(unclean.map((response) => `${response.statusCode} ${response.body}`)).toEqual([]);
    for (const refused of responses.filter((response) => response.statusCode === 403)) expect(refused.json().error.code).toBe('plan_limit_reached');
    expect(statuses.filter((status) => status === 201)).toHaveLength(15);
    const screens = await t()
      .db.selectFrom('screens')
      .innerJoin('projects', 'projects.id', 'screens.projectId')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('projects.domainId', '=', domain.id)
      .executeTakeFirstOrThrow();
    expect(Number(screens.n)).toBe(48);
  });
});
