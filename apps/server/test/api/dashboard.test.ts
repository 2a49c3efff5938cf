import { randomBytes, randomUUID } from 'node:crypto';
import { type Dashboard, fillPath, workspacePaths as paths } from '@tessera/model/workspace-api';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases.ts';
import { type TestApp, useTestApp } from '../helpers/test-app.ts';
import { type SignedIn as Member, scoped, signedInUser as signedIn } from '../helpers/workspaces.ts';

async function addMember(t: TestApp, domainId: string, resourceType: 'developer' | 'end_user', userId: string = randomUUID()) {
  await t.db
    .insertInto('users')
    .values({ id: userId, username: `m-${userId}@example.com`, firstname: 'M', lastname: 'M', passwordHash: null, createdAt: new Date() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await t.db.insertInto('domainMembers').values({ domainId, userId, role: 'developer', resourceType, createdAt: new Date() }).execute();
}

async function addInvitation(t: TestApp, domainId: string, state: Partial<{ acceptedAt: Date; revokedAt: Date; expiresAt: Date }> = {}) {
  const now = new Date();
  await t.db
    .insertInto('invitations')
    .values({
      id: randomUUID(),
      domainId,
      email: `invitee-${randomUUID()}@example.com`,
      tokenHash: randomBytes(32).toString('hex'),
      invitedBy: null,
      expiresAt: state.expiresAt ?? new Date(now.getTime() + 86_400_000),
      createdAt: now,
      lastSentAt: now,
      ...(state.acceptedAt ? { acceptedAt: state.acceptedAt } : {}),
      ...(state.revokedAt ? { revokedAt: state.revokedAt } : {}),
    })
    .execute();
}

const as = (member: Member, domainName = member.domainName) => scoped(member, domainName);

describe.each(testDatabases)('dashboard on %s', (kind) => {
  const t = useTestApp(kind);

  const dashboard = (headers: Record<string, string>) => t().inject({ method: 'GET', url: paths.dashboard, headers });
  const create = async (member: Member, payload: Record<string, unknown>, domainName = member.domainName) => {
    const response = await t().inject({ method: 'POST', url: paths.projects, headers: as(member, domainName), payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; name: string };
  };

  it('counts the workspace’s projects, members and open invitations, and names the plan', async () => {
    const alice = await signedIn(t());
    const bob = await signedIn(t());
    await t().db.updateTable('domains').set({ planId: 'pro' }).where('id', '=', alice.domainId).execute();
    await create(alice, { name: 'Web' });
    await create(alice, { name: 'Android', supportAndroid: true });
    const old = await create(alice, { name: 'Old iOS', supportIOS: true, supportWeb: false });
    await t().inject({ method: 'POST', url: fillPath(paths.archiveProject, { projectId: old.id }), headers: as(alice) });
    await addMember(t(), alice.domainId, 'developer');
    await addMember(t(), alice.domainId, 'end_user');
    await addMember(t(), alice.domainId, 'end_user');
    await addInvitation(t(), alice.domainId);
    await addInvitation(t(), alice.domainId);
    await addInvitation(t(), alice.domainId, { acceptedAt: new Date() });
    await addInvitation(t(), alice.domainId, { revokedAt: new Date() });
    await addInvitation(t(), alice.domainId, { expiresAt: new Date(Date.now() - 1000) });
    // Another workspace's things are not counted.
    await create(bob, { name: 'Elsewhere', supportAndroid: true });
    await addInvitation(t(), bob.domainId);

    const response = await dashboard(as(alice));
    expect(response.statusCode).toBe(200);
    const body: Dashboard = response.json();
    expect(body.counts).toEqual({
      projects: 2,
      archivedProjects: 1,
      // As the plan counts them: the archived iOS project keeps its seat.
      mobileApps: 2,
      developers: 2,
      endUsers: 2,
      pendingInvitations: 2,
    });
    expect(body.planId).toBe('pro');
    expect(body.planName).toBe('Pro');
  });

  it('lists the caller’s 5 most recently opened live projects, newest first', async () => {
    const alice = await signedIn(t());
    const bob = await signedIn(t());
    await addMember(t(), alice.domainId, 'developer', bob.userId);
    const projects = [];
    for (let i = 1; i <= 7; i += 1) {
      projects.push(await create(alice, { name: `Project ${i}` }));
      t().clock.advance(1000);
    }
    await t().inject({ method: 'POST', url: fillPath(paths.openProject, { projectId: projects[1]!.id }), headers: as(alice) });
    await t().inject({ method: 'POST', url: fillPath(paths.archiveProject, { projectId: projects[6]!.id }), headers: as(alice) });
    const body: Dashboard = (await dashboard(as(alice))).json();
    expect(body.recentProjects.map((p) => p.name)).toEqual(['Project 2', 'Project 6', 'Project 5', 'Project 4', 'Project 3']);
    expect(body.recentProjects[0]).toMatchObject({ isFavorite: false, archivedAt: null });
    // Bob opened none of them.
    const bobs: Dashboard = (await dashboard(as(bob, alice.domainName))).json();
    expect(bobs.recentProjects).toEqual([]);
    expect(bobs.counts.projects).toBe(6);
  });

  it('answers 401 without a token and 404 outside the caller’s workspaces', async () => {
    const alice = await signedIn(t());
    const bob = await signedIn(t());
    expect((await dashboard({ domainname: alice.domainName })).statusCode).toBe(401);
    const foreign = await dashboard(as(alice, bob.domainName));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('not_found');
  });
});
