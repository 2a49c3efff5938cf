import { authPaths } from '@tessera/model';
import { workspacePaths as paths } from '@tessera/model/workspace-api';
import { describe, expect, it } from 'vitest';
import { bearer } from '../helpers/accounts.ts';
import { testDatabases } from '../helpers/databases.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { addToWorkspace, logActions, scoped, setPlan, signedInUser, type SignedIn } from '../helpers/workspaces.ts';

describe.each(testDatabases)('workspaces on %s', (kind) => {
  const t = useTestApp(kind);
  const userInfo = async (user: SignedIn) =>
    (await t().inject({ method: 'GET', url: authPaths.userInfo, headers: bearer(user.token) })).json();
  const create = (user: SignedIn, payload: unknown) =>
    t().inject({ method: 'POST', url: paths.createDomain, headers: bearer(user.token), payload: payload as object });
  const countDomains = async () => Number((await t().db.selectFrom('domains').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  describe('POST /api/domains', () => {
    it('creates the workspace with the caller as owner and developer, switches to it and logs it', async () => {
      const ada = await signedInUser(t(), 'creator');
      // The personal workspace on a paid plan leaves the Free plan's one workspace for this one.
      await setPlan(t(), ada.domainId, 'standard');
      const response = await create(ada, { name: 'acme-apps' });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toEqual({ domainName: 'acme-apps', role: 'owner' });

      expect((await userInfo(ada)).lastUsedDomainName).toBe('acme-apps');
      const list = await t().inject({ method: 'GET', url: authPaths.domains, headers: bearer(ada.token) });
      expect(list.json()).toContainEqual({ domainName: 'acme-apps', role: 'owner' });
      const domain = await t().db.selectFrom('domains').selectAll().where('name', '=', 'acme-apps').executeTakeFirstOrThrow();
      expect(domain).toMatchObject({ planId: 'free', deleteModalType: 'yesNo', createdBy: ada.userId });
      const member = await t().db.selectFrom('domainMembers').selectAll().where('domainId', '=', domain.id).execute();
      expect(member).toEqual([expect.objectContaining({ userId: ada.userId, role: 'owner', resourceType: 'developer' })]);
      expect(await logActions(t(), domain.id)).toEqual([
        expect.objectContaining({ action: 'workspace.created', actorName: ada.email, targetType: 'workspace', targetId: domain.id, targetName: 'acme-apps' }),
      ]);
      const detail = await t().inject({ method: 'GET', url: authPaths.domainDetail, headers: scoped(ada, 'acme-apps') });
      expect(detail.json()).toMatchObject({ domainName: 'acme-apps', role: 'owner', planId: 'free', planName: 'Free', accesses: [] });
    });

    it('refuses a taken name, ignoring case, with 409 and changes nothing', async () => {
      const ada = await signedInUser(t(), 'taken');
      await t().db.insertInto('domains').values({ id: crypto.randomUUID(), name: 'Shouty-Name', createdAt: new Date() }).execute();
      const before = await countDomains();
      for (const name of ['shouty-name', ada.domainName]) {
        const response = await create(ada, { name });
        expect(response.statusCode).toBe(409);
        expect(response.json().error).toEqual({ code: 'conflict', message: 'That workspace name is taken.' });
      }
      expect(await countDomains()).toBe(before);
      expect((await userInfo(ada)).lastUsedDomainName).toBe(ada.domainName);
    });

    it.each([
      [{ name: 'ab' }, 'name: A workspace name has at least 3 characters.'],
      [{ name: 'a'.repeat(41) }, 'name: A workspace name has at most 40 characters.'],
      [{ name: 'Acme' }, 'name: Use lower-case letters, digits and single hyphens (e.g. acme-apps).'],
      [{ name: 'acme--apps' }, 'name: Use lower-case letters, digits and single hyphens (e.g. acme-apps).'],
      [{ name: 'api' }, 'name: That name is reserved. Choose another one.'],
      [{ name: 'login' }, 'name: That name is reserved. Choose another one.'],
      [{}, 'name: Required'],
    ])('refuses %j with 400 naming the rule, and creates nothing', async (payload, message) => {
      const ada = await signedInUser(t(), 'rules');
      const before = await countDomains();
      const response = await create(ada, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({ code: 'validation_failed', message });
      expect(await countDomains()).toBe(before);
    });

    it('answers 401 without a bearer token', async () => {
      const response = await t().inject({ method: 'POST', url: paths.createDomain, payload: { name: 'anonymous-ws' } });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST /api/domains/select', () => {
    it("makes a workspace the member's lastUsedDomainName", async () => {
      const ada = await signedInUser(t(), 'switcher');
      const bob = await signedInUser(t(), 'host');
      await addToWorkspace(t(), bob.domainId, ada);
      const response = await t().inject({ method: 'POST', url: paths.selectDomain, headers: bearer(ada.token), payload: { domainName: ` ${bob.domainName.toUpperCase()} ` } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ lastUsedDomainName: bob.domainName });
      expect((await userInfo(ada)).lastUsedDomainName).toBe(bob.domainName);
    });

    it('answers 404 for a workspace the caller is not a member of (or an unknown one) and keeps the last used one', async () => {
      const ada = await signedInUser(t(), 'outsider');
      const bob = await signedInUser(t(), 'private');
      for (const domainName of [bob.domainName, 'no-such-workspace']) {
        const response = await t().inject({ method: 'POST', url: paths.selectDomain, headers: bearer(ada.token), payload: { domainName } });
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('not_found');
      }
      expect((await userInfo(ada)).lastUsedDomainName).toBe(ada.domainName);
    });

    it('answers 400 without a name and 401 without a token', async () => {
      const ada = await signedInUser(t(), 'noname');
      const response = await t().inject({ method: 'POST', url: paths.selectDomain, headers: bearer(ada.token), payload: { domainName: ' ' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/^domainName: /);
      expect((await t().inject({ method: 'POST', url: paths.selectDomain, payload: { domainName: ada.domainName } })).statusCode).toBe(401);
    });
  });

  describe('PATCH /api/domain/settings', () => {
    const patch = (headers: Record<string, string>, payload: unknown) =>
      t().inject({ method: 'PATCH', url: paths.domainSettings, headers, payload: payload as object });
    const modalType = async (domainId: string) =>
      (await t().db.selectFrom('domains').select('deleteModalType').where('id', '=', domainId).executeTakeFirstOrThrow()).deleteModalType;

    it('lets an owner change the delete dialog type, answers the detail and logs the change', async () => {
      const ada = await signedInUser(t(), 'settings');
      const response = await patch(scoped(ada, ada.domainName), { deleteModalType: 'confirm' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ domainName: ada.domainName, role: 'owner', resourceType: 'developer', deleteModalType: 'confirm' });
      expect(await modalType(ada.domainId)).toBe('confirm');
      expect((await logActions(t(), ada.domainId)).at(-1)).toMatchObject({
        action: 'settings.updated',
        actorName: ada.email,
        details: { deleteModalType: { from: 'yesNo', to: 'confirm' } },
      });
      // The same value again changes and logs nothing.
      const count = (await logActions(t(), ada.domainId)).length;
      expect((await patch(scoped(ada, ada.domainName), { deleteModalType: 'confirm' })).statusCode).toBe(200);
      expect(await logActions(t(), ada.domainId)).toHaveLength(count);
    });

    it('refuses a developer with 403, an outsider with 404 and a bad value with 400, changing nothing', async () => {
      const owner = await signedInUser(t(), 'settings.owner');
      const dev = await signedInUser(t(), 'settings.dev');
      const outsider = await signedInUser(t(), 'settings.outsider');
      await addToWorkspace(t(), owner.domainId, dev);
      const asDev = await patch(scoped(dev, owner.domainName), { deleteModalType: 'confirm' });
      expect(asDev.statusCode).toBe(403);
      expect(asDev.json().error.code).toBe('forbidden');
      const asOutsider = await patch(scoped(outsider, owner.domainName), { deleteModalType: 'confirm' });
      expect(asOutsider.statusCode).toBe(404);
      const bad = await patch(scoped(owner, owner.domainName), { deleteModalType: 'maybe' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toMatch(/^deleteModalType: /);
      expect(await modalType(owner.domainId)).toBe('yesNo');
      expect(await logActions(t(), owner.domainId)).toEqual([]);
    });
  });

  describe('OpenAPI', () => {
    it('documents every workspace path of the contract with its methods', async () => {
      const spec = (await t().inject({ method: 'GET', url: '/docs/openapi.json' })).json();
      const documented = (path: string) => spec.paths[path.replace(/:([A-Za-z]+)/g, '{$1}')];
      for (const path of Object.values(paths)) expect(documented(path), path).toBeDefined();
      expect(Object.keys(documented(paths.member)).sort()).toEqual(['delete', 'patch']);
      expect(Object.keys(documented(paths.preferences)).sort()).toEqual(['get', 'put']);
      expect(documented(paths.invitations).post.responses['403']).toBeDefined();
      expect(documented(paths.logs).get.parameters.map((p: { name: string }) => p.name)).toEqual(
        expect.arrayContaining(['cursor', 'limit', 'action', 'actor', 'from', 'to', 'domainname']),
      );
    });
  });

  describe('GET /domain/detail', () => {
    it("answers a developer's role", async () => {
      const owner = await signedInUser(t(), 'detail.owner');
      const dev = await signedInUser(t(), 'detail.dev');
      await addToWorkspace(t(), owner.domainId, dev);
      const response = await t().inject({ method: 'GET', url: authPaths.domainDetail, headers: scoped(dev, owner.domainName) });
      expect(response.json()).toMatchObject({ domainName: owner.domainName, role: 'developer', resourceType: 'developer' });
    });

    it("answers an End User member's resource type, so the studio can hide what needs a Developer seat", async () => {
      const owner = await signedInUser(t(), 'detail.seat.owner');
      const endUser = await signedInUser(t(), 'detail.seat.enduser');
      await addToWorkspace(t(), owner.domainId, endUser, 'developer', 'end_user');
      const response = await t().inject({ method: 'GET', url: authPaths.domainDetail, headers: scoped(endUser, owner.domainName) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ domainName: owner.domainName, role: 'developer', resourceType: 'end_user' });
      const ownDetail = await t().inject({ method: 'GET', url: authPaths.domainDetail, headers: scoped(owner, owner.domainName) });
      expect(ownDetail.json()).toMatchObject({ role: 'owner', resourceType: 'developer' });
    });
  });
});
