import { authPaths } from '@tessera/model';
import { fillPath, workspacePaths as paths } from '@tessera/model/workspace-api';
import { describe, expect, it } from 'vitest';
import { bearer } from '../helpers/accounts.ts';
import { testDatabases } from '../helpers/databases.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { addToWorkspace, logActions, scoped, signedInUser, type SignedIn } from '../helpers/workspaces.ts';

describe.each(testDatabases)('members on %s', (kind) => {
  const t = useTestApp(kind);

  const list = (user: SignedIn, domainName: string) => t().inject({ method: 'GET', url: paths.members, headers: scoped(user, domainName) });
  const patch = (user: SignedIn, domainName: string, userId: string, payload: unknown) =>
    t().inject({ method: 'PATCH', url: fillPath(paths.member, { userId }), headers: scoped(user, domainName), payload: payload as object });
  const remove = (user: SignedIn, domainName: string, userId: string) =>
    t().inject({ method: 'DELETE', url: fillPath(paths.member, { userId }), headers: scoped(user, domainName) });
  const membersOf = (domainId: string) =>
    t().db.selectFrom('domainMembers').select(['userId', 'role', 'resourceType']).where('domainId', '=', domainId).orderBy('userId').execute();
  const lastUsedOf = async (user: SignedIn) =>
    (await t().inject({ method: 'GET', url: authPaths.userInfo, headers: bearer(user.token) })).json().lastUsedDomainName;

  /** An owner's workspace with a developer and an end user. */
  async function team(prefix: string) {
    const owner = await signedInUser(t(), `${prefix}.owner`);
    const dev = await signedInUser(t(), `${prefix}.dev`);
    const endUser = await signedInUser(t(), `${prefix}.enduser`);
    await t().db.updateTable('domains').set({ planId: 'standard' }).where('id', '=', owner.domainId).execute();
    await addToWorkspace(t(), owner.domainId, dev, 'developer', 'developer');
    await addToWorkspace(t(), owner.domainId, endUser, 'developer', 'end_user');
    return { owner, dev, endUser };
  }

  describe('GET /api/members', () => {
    it('lists members, owners first, to any member', async () => {
      const { owner, dev, endUser } = await team('list');
      const response = await list(dev, owner.domainName);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.members[0]).toEqual({
        userId: owner.userId,
        username: owner.email,
        firstname: 'Ada',
        lastname: 'Lovelace',
        role: 'owner',
        resourceType: 'developer',
        joinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(body.members.map((m: { userId: string }) => m.userId).sort()).toEqual([owner.userId, dev.userId, endUser.userId].sort());
      expect(body.members.find((m: { userId: string }) => m.userId === endUser.userId)).toMatchObject({ role: 'developer', resourceType: 'end_user' });
      expect(body.invitations).toEqual([]);
    });

    it('answers 404 to an outsider and 401 without a token', async () => {
      const { owner } = await team('list.guard');
      const outsider = await signedInUser(t(), 'list.outsider');
      expect((await list(outsider, owner.domainName)).statusCode).toBe(404);
      expect((await t().inject({ method: 'GET', url: paths.members, headers: { domainname: owner.domainName } })).statusCode).toBe(401);
    });
  });

  describe('PATCH /api/members/:userId', () => {
    it("changes a member's role and resource type and logs both", async () => {
      const { owner, dev } = await team('patch');
      const response = await patch(owner, owner.domainName, dev.userId, { role: 'owner', resourceType: 'end_user' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ userId: dev.userId, username: dev.email, role: 'owner', resourceType: 'end_user' });
      expect(await membersOf(owner.domainId)).toContainEqual({ userId: dev.userId, role: 'owner', resourceType: 'end_user' });
      expect((await logActions(t(), owner.domainId)).at(-1)).toMatchObject({
        action: 'member.updated',
        actorName: owner.email,
        targetType: 'member',
        targetId: dev.userId,
        targetName: dev.email,
        details: { role: { from: 'developer', to: 'owner' }, resourceType: { from: 'developer', to: 'end_user' } },
      });
      // The same values again: nothing to log.
      const count = (await logActions(t(), owner.domainId)).length;
      expect((await patch(owner, owner.domainName, dev.userId, { role: 'owner' })).statusCode).toBe(200);
      expect(await logActions(t(), owner.domainId)).toHaveLength(count);
    });

    it('never demotes the last owner (409); with a second owner it may', async () => {
      const { owner, dev } = await team('last.owner');
      const response = await patch(owner, owner.domainName, owner.userId, { role: 'developer' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({ code: 'conflict', message: 'A workspace needs at least one owner.' });
      expect(await membersOf(owner.domainId)).toContainEqual({ userId: owner.userId, role: 'owner', resourceType: 'developer' });
      await patch(owner, owner.domainName, dev.userId, { role: 'owner' });
      expect((await patch(owner, owner.domainName, owner.userId, { role: 'developer' })).statusCode).toBe(200);
      // Now the former developer is the last owner.
      expect((await patch(dev, owner.domainName, dev.userId, { role: 'developer' })).statusCode).toBe(409);
    });

    it('needs a free seat to change the resource type (403 plan_limit_reached)', async () => {
      const owner = await signedInUser(t(), 'seat.owner');
      const endUser = await signedInUser(t(), 'seat.enduser');
      await addToWorkspace(t(), owner.domainId, endUser, 'developer', 'end_user');
      const response = await patch(owner, owner.domainName, endUser.userId, { resourceType: 'developer' });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: 'plan_limit_reached',
        message: 'The Free plan allows 1 developer. Change the plan in Settings › Billing to add more.',
      });
      expect(await membersOf(owner.domainId)).toContainEqual({ userId: endUser.userId, role: 'developer', resourceType: 'end_user' });
      // A role change alone takes no seat.
      expect((await patch(owner, owner.domainName, endUser.userId, { role: 'owner' })).statusCode).toBe(200);
    });

    it('refuses an empty or bad body with 400, unknown members with 404, and changes nothing', async () => {
      const { owner, dev } = await team('patch.bad');
      const stranger = await signedInUser(t(), 'patch.stranger');
      const before = await membersOf(owner.domainId);
      const empty = await patch(owner, owner.domainName, dev.userId, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error).toEqual({ code: 'validation_failed', message: 'body: Send a role or a resource type to change.' });
      const badRole = await patch(owner, owner.domainName, dev.userId, { role: 'admin' });
      expect(badRole.statusCode).toBe(400);
      expect(badRole.json().error.message).toMatch(/^role: /);
      for (const userId of [stranger.userId, crypto.randomUUID(), 'not-a-uuid']) {
        const response = await patch(owner, owner.domainName, userId, { role: 'owner' });
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toEqual({ code: 'not_found', message: 'Member not found.' });
      }
      expect(await membersOf(owner.domainId)).toEqual(before);
    });

    it('is owner-only: 403 for a developer, 404 for an outsider, nothing changed', async () => {
      const { owner, dev, endUser } = await team('patch.guard');
      const outsider = await signedInUser(t(), 'patch.outsider');
      const before = await membersOf(owner.domainId);
      const asDev = await patch(dev, owner.domainName, endUser.userId, { role: 'owner' });
      expect(asDev.statusCode).toBe(403);
      expect(asDev.json().error.code).toBe('forbidden');
      expect((await patch(dev, owner.domainName, dev.userId, { role: 'owner' })).statusCode).toBe(403);
      expect((await patch(outsider, owner.domainName, endUser.userId, { role: 'owner' })).statusCode).toBe(404);
      expect(await membersOf(owner.domainId)).toEqual(before);
    });
  });

  describe('DELETE /api/members/:userId', () => {
    it("an owner removes a member: their access, favourites and last used workspace go; logged", async () => {
      const { owner, dev } = await team('remove');
      await t().inject({ method: 'POST', url: paths.selectDomain, headers: bearer(dev.token), payload: { domainName: owner.domainName } });
      expect(await lastUsedOf(dev)).toBe(owner.domainName);
      const projectId = crypto.randomUUID();
      await t().db.insertInto('projects').values({ id: projectId, domainId: owner.domainId, name: 'Shop', supportWeb: true, supportAndroid: false, supportIos: false, createdBy: dev.userId }).execute();
      await t().db.insertInto('projectFavorites').values({ userId: dev.userId, projectId }).execute();
      await t().db.insertInto('projectVisits').values({ userId: dev.userId, projectId }).execute();

      const response = await remove(owner, owner.domainName, dev.userId);
      expect(response.statusCode, response.body).toBe(204);
      expect((await membersOf(owner.domainId)).map((m) => m.userId)).not.toContain(dev.userId);
      expect(await lastUsedOf(dev)).toBeNull();
      expect(await t().db.selectFrom('projectFavorites').selectAll().where('userId', '=', dev.userId).execute()).toEqual([]);
      expect(await t().db.selectFrom('projectVisits').selectAll().where('userId', '=', dev.userId).execute()).toEqual([]);
      // The project stays: it belongs to the workspace.
      expect(await t().db.selectFrom('projects').select('id').where('id', '=', projectId).executeTakeFirst()).toBeDefined();
      expect((await logActions(t(), owner.domainId)).at(-1)).toMatchObject({
        action: 'member.removed',
        actorName: owner.email,
        targetId: dev.userId,
        targetName: dev.email,
        details: { left: false, role: 'developer', resourceType: 'developer' },
      });
      expect((await list(dev, owner.domainName)).statusCode).toBe(404);
      expect((await remove(owner, owner.domainName, dev.userId)).statusCode).toBe(404);
    });

    it('a member may leave; their last used workspace stays when it is another one', async () => {
      const { owner, endUser } = await team('leave');
      const response = await remove(endUser, owner.domainName, endUser.userId);
      expect(response.statusCode, response.body).toBe(204);
      expect((await membersOf(owner.domainId)).map((m) => m.userId)).not.toContain(endUser.userId);
      expect(await lastUsedOf(endUser)).toBe(endUser.domainName);
      expect((await logActions(t(), owner.domainId)).at(-1)).toMatchObject({ action: 'member.removed', actorName: endUser.email, details: { left: true } });
    });

    it('a developer may not remove someone else (403); an outsider gets 404; nothing changes', async () => {
      const { owner, dev, endUser } = await team('remove.guard');
      const outsider = await signedInUser(t(), 'remove.outsider');
      const before = await membersOf(owner.domainId);
      const asDev = await remove(dev, owner.domainName, endUser.userId);
      expect(asDev.statusCode).toBe(403);
      expect(asDev.json().error.code).toBe('forbidden');
      expect((await remove(dev, owner.domainName, owner.userId)).statusCode).toBe(403);
      expect((await remove(outsider, owner.domainName, endUser.userId)).statusCode).toBe(404);
      expect((await remove(outsider, owner.domainName, outsider.userId)).statusCode).toBe(404);
      expect((await remove(owner, owner.domainName, 'not-a-uuid')).statusCode).toBe(404);
      expect(await membersOf(owner.domainId)).toEqual(before);
    });

    it('the last owner can neither leave nor be removed (409); a second owner makes it possible', async () => {
      const { owner, dev } = await team('last');
      const leave = await remove(owner, owner.domainName, owner.userId);
      expect(leave.statusCode).toBe(409);
      expect(leave.json().error).toEqual({ code: 'conflict', message: 'A workspace needs at least one owner.' });
      await patch(owner, owner.domainName, dev.userId, { role: 'owner' });
      expect((await remove(owner, owner.domainName, owner.userId)).statusCode).toBe(204);
      expect(await lastUsedOf(owner)).toBeNull();
      expect((await membersOf(owner.domainId)).filter((m) => m.role === 'owner').map((m) => m.userId)).toEqual([dev.userId]);
    });
  });
});
