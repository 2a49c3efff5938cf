import { fillPath, planLimitMessage, type ScreenDetail, workspacePaths as paths } from '@tessera/model/workspace-api';
import { describe, expect, it } from 'vitest';
import { concurrentDatabases, testDatabases } from '../helpers/databases.ts';
import { type TestApp, useTestApp } from '../helpers/test-app.ts';
import { scoped, setPlan, signedInUser, type SignedIn } from '../helpers/workspaces.ts';

type Json = Record<string, unknown>;

const FREE_ALLOWS_50 = planLimitMessage('Free', 50, 'action', 'actions');

const node = (id: string, type: string, extra: Json = {}): Json => ({ id, type, props: {}, style: {}, bindings: {}, events: {}, children: [], ...extra });
const action = (id: string) => ({ id, type: 'navigate', params: { screenId: 'home' } });

/**
 * A root container holding buttons whose onClick lists hold `count` actions in all (at most 7 a
 * button, so several nodes and lists add up). `tag` changes a prop only.
 */
function rootWithActions(count: number, tag = 'v1'): Json {
  const buttons: Json[] = [];
  for (let left = count, b = 0; left > 0; b += 1) {
    const here = Math.min(7, left);
    left -= here;
    const actions = Array.from({ length: here }, (_, i) => action(`a${b}-${i}`));
    buttons.push(node(`b${b}`, 'button', { props: { text: tag }, events: { onClick: actions } }));
  }
  return node('root', 'container', { props: { direction: 'column' }, children: buttons });
}

/** A signed-in owner of a workspace on `planId`, with a project, its screens and save/get calls. */
async function workspaceWithScreens(t: TestApp, planId: string, screenCount: number) {
  const owner: SignedIn = await signedInUser(t, 'actions');
  await setPlan(t, owner.domainId, planId);
  const headers = scoped(owner, owner.domainName);
  const project = await t.inject({ method: 'POST', url: paths.projects, headers, payload: { name: `App ${crypto.randomUUID().slice(0, 8)}` } });
  expect(project.statusCode, project.body).toBe(201);
  const projectId: string = project.json().id;
  const screens: ScreenDetail[] = [];
  for (let i = 0; i < screenCount; i += 1) {
    const created = await t.inject({ method: 'POST', url: fillPath(paths.screens, { projectId }), headers, payload: { name: `Screen ${i}` } });
    expect(created.statusCode, created.body).toBe(201);
    screens.push(created.json());
  }
  const screenUrl = (screenId: string) => fillPath(paths.screen, { projectId, screenId });
  const get = async (screenId: string): Promise<ScreenDetail> => (await t.inject({ method: 'GET', url: screenUrl(screenId), headers })).json();
  const save = async (screenId: string, root: Json) => {
    const { version } = await get(screenId);
    return t.inject({ method: 'PUT', url: screenUrl(screenId), headers, payload: { version, root } });
  };
  const actionMeter = async () => {
    const response = await t.inject({ method: 'GET', url: paths.subscription, headers });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().usage as { key: string; used: number | null; limit: number | null }[]).find((meter) => meter.key === 'action');
  };
  return { owner, headers, projectId, screens, get, save, actionMeter };
}

describe.each(testDatabases)('the Action allowance on %s', (kind) => {
  const t = useTestApp(kind);

  it('Free: saves up to 50 actions across the screens, refuses the 51st and leaves the screen unchanged', async () => {
    const ws = await workspaceWithScreens(t(), 'free', 2);
    const [a, b] = ws.screens.map((screen) => screen.id) as [string, string];
    expect((await ws.save(a, rootWithActions(30))).statusCode).toBe(200);
    const atLimit = await ws.save(b, rootWithActions(20));
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    expect(await ws.actionMeter()).toMatchObject({ used: 50, limit: 50 });

    const before = await ws.get(b);
    const refused = await ws.save(b, rootWithActions(21));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'plan_limit_reached', message: FREE_ALLOWS_50 });
    expect(await ws.get(b)).toEqual(before);
    expect(await ws.actionMeter()).toMatchObject({ used: 50 });

    // At the limit, a save that adds no action still goes through.
    expect((await ws.save(b, rootWithActions(20, 'v2'))).statusCode).toBe(200);
  });

  it('a workspace over the allowance (after a plan change) may remove actions but not add any', async () => {
    const ws = await workspaceWithScreens(t(), 'standard', 1);
    const [a] = ws.screens.map((screen) => screen.id) as [string];
    expect((await ws.save(a, rootWithActions(70))).statusCode).toBe(200);
    await setPlan(t(), ws.owner.domainId, 'free');
    expect(await ws.actionMeter()).toMatchObject({ used: 70, limit: 50 });
    expect((await ws.save(a, rootWithActions(60))).statusCode).toBe(200);
    const adding = await ws.save(a, rootWithActions(61));
    expect(adding.statusCode).toBe(403);
    expect(adding.json().error.message).toBe(FREE_ALLOWS_50);
  });

  it('refuses a move to Free while the workspace holds more than 50 actions', async () => {
    const ws = await workspaceWithScreens(t(), 'standard', 1);
    const [a] = ws.screens.map((screen) => screen.id) as [string];
    expect((await ws.save(a, rootWithActions(51))).statusCode).toBe(200);
    const refused = await t().inject({ method: 'POST', url: paths.changeSubscription, headers: ws.headers, payload: { planId: 'free' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'conflict', message: 'The Free plan allows 50 actions; the workspace has 51. Remove some actions first.' });
    expect((await ws.save(a, rootWithActions(50))).statusCode).toBe(200);
    const moved = await t().inject({ method: 'POST', url: paths.changeSubscription, headers: ws.headers, payload: { planId: 'free' } });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('paid plans put no limit on actions', async () => {
    const ws = await workspaceWithScreens(t(), 'standard', 1);
    const [a] = ws.screens.map((screen) => screen.id) as [string];
    const response = await ws.save(a, rootWithActions(200));
    expect(response.statusCode, response.body).toBe(200);
    expect(await ws.actionMeter()).toMatchObject({ used: 200, limit: null });
  });

  it('Free: copying a screen or a project past 50 actions is refused', async () => {
    const ws = await workspaceWithScreens(t(), 'free', 1);
    const [a] = ws.screens.map((screen) => screen.id) as [string];
    expect((await ws.save(a, rootWithActions(30))).statusCode).toBe(200);
    const screenCopy = await t().inject({ method: 'POST', url: fillPath(paths.duplicateScreen, { projectId: ws.projectId, screenId: a }), headers: ws.headers });
    expect(screenCopy.statusCode).toBe(403);
    expect(screenCopy.json().error).toEqual({ code: 'plan_limit_reached', message: FREE_ALLOWS_50 });
    const projectCopy = await t().inject({ method: 'POST', url: fillPath(paths.duplicateProject, { projectId: ws.projectId }), headers: ws.headers });
    expect(projectCopy.statusCode).toBe(403);
    expect(projectCopy.json().error.message).toBe(FREE_ALLOWS_50);
    expect(await ws.actionMeter()).toMatchObject({ used: 30 });
  });
});

describe.each(concurrentDatabases)('concurrent saves against the Action allowance on %s', (kind) => {
  const t = useTestApp(kind);

  it('two saves on Free that each fit but not together: exactly one is stored', async () => {
    for (let round = 0; round < 4; round += 1) {
      const ws = await workspaceWithScreens(t(), 'free', 2);
      const [a, b] = ws.screens.map((screen) => screen.id) as [string, string];
      const responses = await Promise.all([ws.save(a, rootWithActions(30)), ws.save(b, rootWithActions(30))]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 403]);
      expect(await ws.actionMeter()).toMatchObject({ used: 30 });
    }
  });
});
