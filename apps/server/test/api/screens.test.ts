import { findPlan } from '@tessera/catalog';
import { fillPath, planLimitMessage, SCREEN_CHANGED_MESSAGE, type ScreenDetail, workspacePaths as paths } from '@tessera/model/workspace-api';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { addToWorkspace, logActions, scoped, setPlan, signedInUser, type SignedIn } from '../helpers/workspaces.ts';

type Json = Record<string, unknown>;

const node = (id: string, type: string, props: Json = {}, children: Json[] = []): Json => ({ id, type, props, style: {}, bindings: {}, events: {}, children });

describe.each(testDatabases)('screens on %s', (kind) => {
  const t = useTestApp(kind);

  const as = (user: SignedIn) => scoped(user, user.domainName);
  const newProject = async (user: SignedIn, name = `App ${crypto.randomUUID().slice(0, 8)}`): Promise<string> => {
    const response = await t().inject({ method: 'POST', url: paths.projects, headers: as(user), payload: { name } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  };
  const screensOf = (projectId: string) => fillPath(paths.screens, { projectId });
  const screenOf = (projectId: string, screenId: string) => fillPath(paths.screen, { projectId, screenId });
  const create = (user: SignedIn, projectId: string, payload: Json) => t().inject({ method: 'POST', url: screensOf(projectId), headers: as(user), payload });
  const createOk = async (user: SignedIn, projectId: string, payload: Json): Promise<ScreenDetail> => {
    const response = await create(user, projectId, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const getOk = async (user: SignedIn, projectId: string, screenId: string): Promise<ScreenDetail> => {
    const response = await t().inject({ method: 'GET', url: screenOf(projectId, screenId), headers: as(user) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const save = (user: SignedIn, projectId: string, screenId: string, payload: Json) =>
    t().inject({ method: 'PUT', url: screenOf(projectId, screenId), headers: as(user), payload });
  const insertScreens = async (projectId: string, count: number) => {
    const rows = Array.from({ length: count }, (_, i) => ({
      id: crypto.randomUUID(),
      projectId,
      name: `Bulk ${i}`,
      kind: 'screen' as const,
      isMobile: false,
      isDesktop: true,
      masterId: null,
      root: JSON.stringify(node(`r${i}`, 'container')),
      createdBy: null,
    }));
    await t().db.insertInto('screens').values(rows).execute();
  };

  it('creates a screen from each template, lists summaries without trees and gets the whole screen', async () => {
    const owner = await signedInUser(t(), 'screens.templates');
    const projectId = await newProject(owner);
    const blank = await createOk(owner, projectId, { name: 'Home', template: 'blank' });
    expect(blank).toMatchObject({ name: 'Home', kind: 'screen', isMobile: false, isDesktop: true, masterId: null, version: 1, position: 0, isStartScreen: true });
    expect(blank.root).toMatchObject({ type: 'container', props: { gap: 12 }, style: { padding: '24px' }, children: [] });
    const header = await createOk(owner, projectId, { name: 'Orders', template: 'blankWithHeader' });
    expect(header.root.children.map((child) => child.type)).toEqual(['container', 'container']);
    expect(header.root.children[0]!.children[0]).toMatchObject({ type: 'heading', props: { text: 'Orders' } });
    const mobile = await createOk(owner, projectId, { name: 'Phone', template: 'blankWithHeaderForMobile', isMobile: true, isDesktop: false });
    expect(mobile).toMatchObject({ isMobile: true, isDesktop: false, position: 2, isStartScreen: false });
    expect(mobile.root.children[0]!.style).toMatchObject({ height: '56px' });
    expect(mobile.root.children[1]).toMatchObject({ props: { gap: 12 }, style: { padding: '16px' } });

    const list = await t().inject({ method: 'GET', url: screensOf(projectId), headers: as(owner) });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().startScreenId).toBe(blank.id);
    expect(list.json().screens.map((s: Json) => s.name)).toEqual(['Home', 'Orders', 'Phone']);
    expect(list.json().screens[0]).not.toHaveProperty('root');
    expect(await getOk(owner, projectId, header.id)).toEqual(header);
    expect((await logActions(t(), owner.domainId)).filter((l) => l.action === 'screen.created').map((l) => l.targetName)).toEqual(['Home', 'Orders', 'Phone']);

    const taken = await create(owner, projectId, { name: 'HOME' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('conflict');
  });

  it('saves with the current version, refuses a stale save with 409 and changes nothing', async () => {
    const owner = await signedInUser(t(), 'screens.save');
    const projectId = await newProject(owner);
    const screen = await createOk(owner, projectId, { name: 'Home' });
    const root = node(screen.root.id, 'container', {}, [node('title', 'heading', { text: 'Hello', level: 1 }), node('go', 'button', {})]);
    const saved = await save(owner, projectId, screen.id, { version: 1, root });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id: screen.id, version: 2 });
    const after = await getOk(owner, projectId, screen.id);
    expect(after.version).toBe(2);
    expect(after.root).toEqual(root);

    const stale = await save(owner, projectId, screen.id, { version: 1, name: 'Other', root: node('x', 'container') });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({ code: 'conflict', message: `${SCREEN_CHANGED_MESSAGE} Its current version is 2.` });
    expect(await getOk(owner, projectId, screen.id)).toEqual(after);
  });

  it('refuses an invalid tree with 400 naming the path of the first error, and nothing changes', async () => {
    const owner = await signedInUser(t(), 'screens.invalid');
    const projectId = await newProject(owner);
    const screen = await createOk(owner, projectId, { name: 'Home' });
    const badProps = node('root', 'container', {}, [node('a', 'label'), node('b', 'label'), node('c', 'label', { text: 5 })]);
    const response = await save(owner, projectId, screen.id, { version: 1, root: badProps });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(response.json().error.message).toMatch(/^root\.children\[2\]\.props\.text: /);

    const badShape = node('root', 'container', {}, [node('a', 'label'), { type: 'label' }]);
    const shape = await save(owner, projectId, screen.id, { version: 1, root: badShape });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().error.message).toMatch(/^root\.children\[1\]\.id: /);

    const unknown = await save(owner, projectId, screen.id, { version: 1, root: node('root', 'container', {}, [node('a', 'nope')]) });
    expect(unknown.json().error.message).toBe("root.children[0].type: Unknown element type 'nope'.");

    // A script address in a link or an image would run in the studio's preview: refused.
    const script = await save(owner, projectId, screen.id, { version: 1, root: node('root', 'container', {}, [node('a', 'link', { href: 'javascript:alert(document.cookie)' })]) });
    expect(script.statusCode).toBe(400);
    expect(script.json().error.message).toBe('root.children[0].props.href: Link: A link opens an http(s), mailto: or tel: address, or a path of this app.');
    const image = await save(owner, projectId, screen.id, { version: 1, root: node('root', 'container', {}, [node('a', 'image', { src: 'JaVaScRiPt:alert(1)' })]) });
    expect(image.statusCode).toBe(400);
    // A binding must target a declared prop and be an expression that reaches no prototype.
    const bound = (bindings: Json) => ({ version: 1, root: node('root', 'container', {}, [{ ...(node('a', 'label') as object), bindings }]) });
    const reaching = await save(owner, projectId, screen.id, bound({ text: 'item["__proto__"]' }));
    expect(reaching.statusCode).toBe(400);
    expect(reaching.json().error.message).toBe('root.children[0].bindings.text: Label: "__proto__" may not be read or written by an expression.');
    const undeclared = await save(owner, projectId, screen.id, bound({ colour: '"red"' }));
    expect(undeclared.json().error.message).toBe("root.children[0].bindings.colour: Label has no prop 'colour'.");
    expect((await getOk(owner, projectId, screen.id)).version).toBe(1);
    const fine = await save(owner, projectId, screen.id, bound({ text: 'user == null ? "Guest" : user.email' }));
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('saves a 10,000-element screen (the save route takes bodies over the 64 KB default)', async () => {
    const owner = await signedInUser(t(), 'screens.big');
    const projectId = await newProject(owner);
    const screen = await createOk(owner, projectId, { name: 'Big' });
    const children = Array.from({ length: 10_000 }, (_, i) => node(`n${i}`, 'label', { text: `Row ${i}` }));
    const response = await save(owner, projectId, screen.id, { version: 1, root: node('root', 'container', {}, children) });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect((await getOk(owner, projectId, screen.id)).root.children).toHaveLength(10_000);
    const rename = await t().inject({ method: 'PATCH', url: screenOf(projectId, screen.id), headers: as(owner), payload: { name: 'x'.repeat(70_000) } });
    expect(rename.statusCode).toBe(413);
  });

  it('renames (409 when taken), duplicates, deletes and chooses the start screen', async () => {
    const owner = await signedInUser(t(), 'screens.ops');
    const projectId = await newProject(owner);
    const home = await createOk(owner, projectId, { name: 'Home' });
    const orders = await createOk(owner, projectId, { name: 'Orders', template: 'blankWithHeader' });
    const rename = (screenId: string, name: string) =>
      t().inject({ method: 'PATCH', url: screenOf(projectId, screenId), headers: as(owner), payload: { name } });
    const taken = await rename(orders.id, 'home');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('conflict');
    const renamed = await rename(orders.id, 'Sales');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Sales', version: 1 });

    const dup = await t().inject({ method: 'POST', url: fillPath(paths.duplicateScreen, { projectId, screenId: orders.id }), headers: as(owner) });
    expect(dup.statusCode, dup.body).toBe(201);
    expect(dup.json()).toMatchObject({ name: 'Sales (copy)', version: 1, position: 2 });
    expect(dup.json().root).toEqual(orders.root);

    const start = await t().inject({ method: 'PUT', url: fillPath(paths.startScreen, { projectId }), headers: as(owner), payload: { screenId: dup.json().id } });
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json()).toEqual({ startScreenId: dup.json().id });

    const removed = await t().inject({ method: 'DELETE', url: screenOf(projectId, dup.json().id), headers: as(owner) });
    expect(removed.statusCode).toBe(204);
    const list = (await t().inject({ method: 'GET', url: screensOf(projectId), headers: as(owner) })).json();
    expect(list.screens.map((s: Json) => s.name)).toEqual(['Home', 'Sales']);
    expect(list.startScreenId).toBeNull();
    expect((await t().inject({ method: 'GET', url: screenOf(projectId, dup.json().id), headers: as(owner) })).statusCode).toBe(404);
    const actions = (await logActions(t(), owner.domainId)).map((l) => l.action).filter((a) => a.startsWith('screen.'));
    expect(actions).toEqual(['screen.created', 'screen.created', 'screen.renamed', 'screen.duplicated', 'screen.start_screen_set', 'screen.deleted']);
    expect(home.isStartScreen).toBe(true);
  });

  it('answers 404 to outsiders and for a screen id of another project; End Users get 403 on writes', async () => {
    const owner = await signedInUser(t(), 'screens.owner');
    const outsider = await signedInUser(t(), 'screens.outsider');
    const endUser = await signedInUser(t(), 'screens.enduser');
    await addToWorkspace(t(), owner.domainId, endUser, 'developer', 'end_user');
    const projectId = await newProject(owner);
    const otherProjectId = await newProject(owner);
    const screen = await createOk(owner, projectId, { name: 'Home' });

    for (const headers of [scoped(outsider, owner.domainName), as(outsider)]) {
      const response = await t().inject({ method: 'GET', url: screenOf(projectId, screen.id), headers });
      expect(response.statusCode).toBe(404);
    }
    const elsewhere = await t().inject({ method: 'GET', url: screenOf(otherProjectId, screen.id), headers: as(owner) });
    expect(elsewhere.statusCode).toBe(404);
    const saveElsewhere = await save(owner, otherProjectId, screen.id, { version: 1, root: node('r', 'container') });
    expect(saveElsewhere.statusCode).toBe(404);
    expect((await t().inject({ method: 'GET', url: screenOf(projectId, 'not-a-uuid'), headers: as(owner) })).statusCode).toBe(404);

    const asEndUser = scoped(endUser, owner.domainName);
    expect((await t().inject({ method: 'GET', url: screenOf(projectId, screen.id), headers: asEndUser })).statusCode).toBe(200);
    const refused = await t().inject({ method: 'POST', url: screensOf(projectId), headers: asEndUser, payload: { name: 'Mine' } });
    expect(refused.statusCode).toBe(403);
    const saveRefused = await t().inject({ method: 'PUT', url: screenOf(projectId, screen.id), headers: asEndUser, payload: { version: 1, root: node('r', 'container') } });
    expect(saveRefused.statusCode).toBe(403);
  });

  it("refuses the 51st screen on Free with the plan's message, for creation and duplication", async () => {
    const owner = await signedInUser(t(), 'screens.free');
    await setPlan(t(), owner.domainId, 'free');
    const projectId = await newProject(owner);
    const otherProjectId = await newProject(owner);
    await insertScreens(projectId, 30);
    await insertScreens(otherProjectId, 19);
    const fiftieth = await createOk(owner, projectId, { name: 'Fiftieth' });
    const message = planLimitMessage(findPlan('free')!.planName, 50, 'screen', 'screens');
    const refused = await create(owner, projectId, { name: 'One too many' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'plan_limit_reached', message });
    const dup = await t().inject({ method: 'POST', url: fillPath(paths.duplicateScreen, { projectId, screenId: fiftieth.id }), headers: as(owner) });
    expect(dup.statusCode).toBe(403);
    expect(dup.json().error.message).toBe(message);
    const projectDup = await t().inject({ method: 'POST', url: fillPath(paths.duplicateProject, { projectId }), headers: as(owner) });
    expect(projectDup.statusCode).toBe(403);
    expect(projectDup.json().error.message).toBe(message);
  });

  it('duplicating a project copies its screens, masters and start screen', async () => {
    const owner = await signedInUser(t(), 'screens.projectcopy');
    const projectId = await newProject(owner, 'Shop');
    const master = await createOk(owner, projectId, { name: 'Frame', kind: 'master' });
    const home = await createOk(owner, projectId, { name: 'Home', template: 'blankWithHeader', masterId: master.id });
    const saved = await save(owner, projectId, home.id, { version: 1, root: node('root', 'container', {}, [node('t', 'label', { text: 'Hi' })]) });
    expect(saved.statusCode, saved.body).toBe(200);

    const response = await t().inject({ method: 'POST', url: fillPath(paths.duplicateProject, { projectId }), headers: as(owner) });
    expect(response.statusCode, response.body).toBe(201);
    const copyId: string = response.json().id;
    const list = (await t().inject({ method: 'GET', url: screensOf(copyId), headers: as(owner) })).json();
    expect(list.screens.map((s: Json) => s.name)).toEqual(['Frame', 'Home']);
    const [frameCopy, homeCopy] = list.screens as { id: string; masterId: string | null }[];
    expect(frameCopy!.id).not.toBe(master.id);
    expect(homeCopy!.masterId).toBe(frameCopy!.id);
    expect(list.startScreenId).toBe(homeCopy!.id);
    expect((await getOk(owner, copyId, homeCopy!.id)).root).toEqual((await getOk(owner, projectId, home.id)).root);
    // The original is untouched.
    expect((await t().inject({ method: 'GET', url: screensOf(projectId), headers: as(owner) })).json().screens).toHaveLength(2);
  });
});
