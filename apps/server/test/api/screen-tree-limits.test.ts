import { MAX_SCREEN_ELEMENTS, MAX_SCREEN_NESTING, screenTreeLimitMessages } from '@tessera/model/definition';
import { fillPath, type ScreenDetail, workspacePaths as paths } from '@tessera/model/workspace-api';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { scoped, signedInUser, type SignedIn } from '../helpers/workspaces.ts';

type Json = Record<string, unknown>;

const node = (id: string, type: string, props: Json = {}, children: Json[] = []): Json => ({ id, type, props, style: {}, bindings: {}, events: {}, children });

/** A chain of `depth` containers, the root included, with a label in the deepest one. */
function nested(depth: number): Json {
  let deepest = node(`n${depth - 1}`, 'container', {}, [node('leaf', 'label', { text: 'Deep' })]);
  for (let level = depth - 2; level >= 0; level--) deepest = node(`n${level}`, 'container', {}, [deepest]);
  return deepest;
}

/** A chain of exactly `depth` nodes, the root included. */
const chainOf = (depth: number): Json => {
  let deepest = node(`c${depth - 1}`, 'container');
  for (let level = depth - 2; level >= 0; level--) deepest = node(`c${level}`, 'container', {}, [deepest]);
  return deepest;
};

/** The form-heavy page of the studio bench: cards of a heading and a row of a label, an input, a button and an icon. */
function formPage(count: number): Json {
  let next = 1;
  const children: Json[] = [];
  while (next < count) {
    const cardChildren: Json[] = [];
    const card = node(`e${next++}`, 'card', { title: `Card ${next}` }, cardChildren);
    const row: Json[] = [];
    const parts: [string, Json][] = [
      ['heading', { text: `Section ${next}`, level: 3 }],
      ['label', { text: 'Customer name' }],
      ['textInput', { placeholder: 'Type a name' }],
      ['button', { text: 'Save' }],
      ['icon', { name: 'star' }],
    ];
    for (const [type, props] of parts) {
      if (next >= count - 1) break;
      (type === 'heading' ? cardChildren : row).push(node(`e${next++}`, type, props));
    }
    cardChildren.push(node(`e${next++}`, 'row', {}, row));
    children.push(card);
  }
  return node('root', 'container', {}, children);
}

const countNodes = (root: Json): number => {
  let count = 0;
  const stack = [root];
  while (stack.length > 0) {
    const current = stack.pop()!;
    count++;
    stack.push(...(current.children as Json[]));
  }
  return count;
};

describe.each(testDatabases)('screen tree limits on %s', (kind) => {
  const t = useTestApp(kind);
  const depthMessage = `root: ${screenTreeLimitMessages.tooDeep}`;
  const sizeMessage = `root: ${screenTreeLimitMessages.tooManyElements}`;

  const as = (user: SignedIn) => scoped(user, user.domainName);
  const screenOf = (projectId: string, screenId: string) => fillPath(paths.screen, { projectId, screenId });
  const setUp = async (prefix: string) => {
    const owner = await signedInUser(t(), prefix);
    const project = await t().inject({ method: 'POST', url: paths.projects, headers: as(owner), payload: { name: `App ${crypto.randomUUID().slice(0, 8)}` } });
    expect(project.statusCode, project.body).toBe(201);
    const projectId: string = project.json().id;
    const screen = await t().inject({ method: 'POST', url: fillPath(paths.screens, { projectId }), headers: as(owner), payload: { name: 'Home' } });
    expect(screen.statusCode, screen.body).toBe(201);
    return { owner, projectId, screen: screen.json() as ScreenDetail };
  };
  const save = (user: SignedIn, projectId: string, screenId: string, root: unknown) =>
    t().inject({ method: 'PUT', url: screenOf(projectId, screenId), headers: as(user), payload: { version: 1, root } });
  const getScreen = (user: SignedIn, projectId: string, screenId: string) =>
    t().inject({ method: 'GET', url: screenOf(projectId, screenId), headers: as(user) });
  /** Stores a tree as a screen saved before the limits existed would be. */
  const storeDirectly = async (projectId: string, root: Json): Promise<string> => {
    const id = crypto.randomUUID();
    await t().db.insertInto('screens').values({ id, projectId, name: `Old ${id.slice(0, 6)}`, kind: 'screen', isMobile: false, isDesktop: true, masterId: null, root: JSON.stringify(root), createdBy: null }).execute();
    return id;
  };

  it.each([1_600, 1_400, MAX_SCREEN_NESTING + 1])('refuses a tree %i levels deep with 400 naming the limit, and keeps the screen', async (depth) => {
    const { owner, projectId, screen } = await setUp(`limits.deep${depth}`);
    const response = await save(owner, projectId, screen.id, chainOf(depth));
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    expect(response.json().error).toEqual({ code: 'validation_failed', message: depthMessage });
    const after = await getScreen(owner, projectId, screen.id);
    expect(after.json()).toMatchObject({ version: 1, root: screen.root });
  });

  it('refuses a tree 90,000 levels deep (a body just under 8 MB) with the same 400, not a server error', async () => {
    const { owner, projectId, screen } = await setUp('limits.huge');
    const depth = 90_000;
    const open = '{"id":"x","type":"container","props":{},"style":{},"bindings":{},"events":{},"children":[';
    const payload = `{"version":1,"root":${open.repeat(depth)}${']}'.repeat(depth)}}`;
    const response = await t().inject({ method: 'PUT', url: screenOf(projectId, screen.id), headers: { ...as(owner), 'content-type': 'application/json' }, payload });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    expect(response.json().error.message).toBe(depthMessage);
  });

  it('refuses deeply nested values inside an element (action parameters) with 400', async () => {
    const { owner, projectId, screen } = await setUp('limits.values');
    // Written as text: JSON.stringify itself recurses.
    const params = `${'{"next":'.repeat(50_000)}{}${'}'.repeat(50_000)}`;
    const button = JSON.stringify({ ...node('go', 'button'), events: { onClick: [{ id: 'a1', type: 'navigate', params: '@' }] } }).replace('"@"', params);
    const payload = `{"version":1,"root":${JSON.stringify(node('root', 'container', {}, [])).replace('"children":[]', `"children":[${button}]`)}}`;
    const response = await t().inject({ method: 'PUT', url: screenOf(projectId, screen.id), headers: { ...as(owner), 'content-type': 'application/json' }, payload });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    expect(response.json().error.message).toBe(`root.children[0].events: ${screenTreeLimitMessages.valueTooDeep}`);
  });

  it(`saves a tree exactly ${MAX_SCREEN_NESTING} levels deep and gives it back`, async () => {
    const { owner, projectId, screen } = await setUp('limits.atdepth');
    const root = nested(MAX_SCREEN_NESTING - 1);
    const response = await save(owner, projectId, screen.id, root);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect((await getScreen(owner, projectId, screen.id)).json().root).toEqual(root);
  });

  it(`saves ${MAX_SCREEN_ELEMENTS.toLocaleString('en')} elements and refuses one more`, async () => {
    const { owner, projectId, screen } = await setUp('limits.count');
    const labels = (count: number) => Array.from({ length: count }, (_, i) => node(`l${i}`, 'label', { text: `Row ${i}` }));
    const tooMany = await save(owner, projectId, screen.id, node('root', 'container', {}, labels(MAX_SCREEN_ELEMENTS)));
    expect(tooMany.statusCode, tooMany.body.slice(0, 300)).toBe(400);
    expect(tooMany.json().error).toEqual({ code: 'validation_failed', message: sizeMessage });
    const atLimit = await save(owner, projectId, screen.id, node('root', 'container', {}, labels(MAX_SCREEN_ELEMENTS - 1)));
    expect(atLimit.statusCode, atLimit.body.slice(0, 300)).toBe(200);
  });

  it("saves the studio bench's 10,000-element form page", async () => {
    const { owner, projectId, screen } = await setUp('limits.bench');
    const root = formPage(10_000);
    expect(countNodes(root)).toBe(10_000);
    const response = await save(owner, projectId, screen.id, root);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect((await getScreen(owner, projectId, screen.id)).json().root).toEqual(root);
  });

  it('keeps a screen stored deeper than the limit openable, and refuses to copy it with the message', async () => {
    const { owner, projectId } = await setUp('limits.legacy');
    const legacy = chainOf(1_400);
    const id = await storeDirectly(projectId, legacy);
    const opened = await getScreen(owner, projectId, id);
    expect(opened.statusCode, opened.body.slice(0, 300)).toBe(200);
    expect(opened.json().root).toEqual(legacy);

    const copy = await t().inject({ method: 'POST', url: fillPath(paths.duplicateScreen, { projectId, screenId: id }), headers: as(owner) });
    expect(copy.statusCode, copy.body.slice(0, 300)).toBe(400);
    expect(copy.json().error).toEqual({ code: 'validation_failed', message: depthMessage });
    const list = await t().inject({ method: 'GET', url: fillPath(paths.screens, { projectId }), headers: as(owner) });
    expect(list.json().screens).toHaveLength(2);

    // A save that brings it within the limit is taken.
    const fixed = await t().inject({ method: 'PUT', url: screenOf(projectId, id), headers: as(owner), payload: { version: 1, root: chainOf(10) } });
    expect(fixed.statusCode, fixed.body.slice(0, 300)).toBe(200);
  });

  it('refuses to duplicate a project holding a screen deeper than the limit, naming the screen', async () => {
    const { owner, projectId } = await setUp('limits.project');
    const id = await storeDirectly(projectId, chainOf(MAX_SCREEN_NESTING + 1));
    const name = (await getScreen(owner, projectId, id)).json().name;
    const before = await t().db.selectFrom('projects').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const copy = await t().inject({ method: 'POST', url: fillPath(paths.duplicateProject, { projectId }), headers: as(owner) });
    expect(copy.statusCode, copy.body.slice(0, 300)).toBe(400);
    expect(copy.json().error).toEqual({ code: 'validation_failed', message: `Screen '${name}': ${screenTreeLimitMessages.tooDeep}` });
    const after = await t().db.selectFrom('projects').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
