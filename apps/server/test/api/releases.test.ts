import { dataPaths, type DataOp } from '@tessera/model/data';
import { appRequestPaths, publishedAppAddress, publishedAppPaths, releasePaths, slugify } from '@tessera/model/releases';
import { restRequestInLiveAppMessage, restRequestPaths } from '@tessera/model/connectors';
import { fillPath, workspacePaths } from '@tessera/model/workspace-api';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaNameOf } from '../../src/modules/data-schema/schema-name.ts';
import { parseEgressPolicy } from '../../src/net/egress/policy.ts';
import { DEVELOPER_SEAT_MESSAGE } from '../../src/plugins/auth.ts';
import { connectorClient, newSecretsKey, postgresBody, withSecretsKey } from '../helpers/connectors.ts';
import { column } from '../helpers/data-ops.ts';
import { previewHeaders } from '../helpers/draft-preview.ts';
import { testDatabases } from '../helpers/databases.ts';
import { fakePlayerDist } from '../helpers/fake-dists.ts';
import { type EchoServer, startEchoServer } from '../helpers/http-peers.ts';
import { createTestApp, type TestApp, testConfig } from '../helpers/test-app.ts';
import { addToWorkspace, logActions, scoped, setPlan, signedInUser, type SignedIn } from '../helpers/workspaces.ts';

type Json = Record<string, unknown>;
type Headers = Record<string, string>;

const node = (id: string, type: string, props: Json = {}, children: Json[] = [], extra: Json = {}): Json => ({ id, type, props, style: {}, bindings: {}, events: {}, children, ...extra });
/** A REST request an action calls: the action names its connector and the request. */
type RestCall = { connectorId: string; requestId: string };
const callRest = (id: string, call: RestCall) => ({ id, type: 'callRest', params: { connectorId: call.connectorId, requestId: call.requestId } });
const createTable = (tableId: string, name: string): DataOp => ({ op: 'createTable', tableId, name, position: { x: 0, y: 0 }, primaryKey: { columnId: `${tableId}_id`, name: 'id', type: 'integer' } });

/** A list screen: a repeater over `tasks` showing each task's title, and a button calling `call`. */
const listRoot = (heading: string, call: RestCall | null) =>
  node('root', 'container', {}, [
    node('title', 'heading', { text: heading, level: 1 }),
    node('list', 'dataRepeater', { dataSource: 'tasks' }, [node('row', 'label', { text: '' }, [], { bindings: { text: 'item.title' } })]),
    node('call', 'button', { text: 'Call' }, [], { events: call ? { onClick: [callRest('a1', call)] } : {} }),
  ]);

describe.each(testDatabases)('releases on %s', (kind) => {
  let t: TestApp;
  let api: EchoServer;
  const connectors = connectorClient(() => t);

  beforeAll(async () => {
    api = await startEchoServer();
    t = await createTestApp(kind, { ...withSecretsKey(newSecretsKey()), egress: parseEgressPolicy(`127.0.0.1:${api.port}`) });
  });
  afterAll(async () => {
    await t?.close();
    await api?.close();
  });

  const as = (user: SignedIn) => scoped(user, user.domainName);
  const url = (path: string, params: Record<string, string>) => fillPath(path, params);

  async function developer(prefix: string): Promise<SignedIn> {
    const user = await signedInUser(t, prefix);
    await setPlan(t, user.domainId, 'pro');
    return user;
  }
  async function newProject(user: SignedIn, name = `Shop ${crypto.randomUUID().slice(0, 8)}`): Promise<string> {
    const response = await t.inject({ method: 'POST', url: workspacePaths.projects, headers: as(user), payload: { name } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  }
  async function newScreen(user: SignedIn, projectId: string, name: string): Promise<string> {
    const response = await t.inject({ method: 'POST', url: url(workspacePaths.screens, { projectId }), headers: as(user), payload: { name } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  }
  async function saveScreen(user: SignedIn, projectId: string, screenId: string, root: Json): Promise<void> {
    const screen = url(workspacePaths.screen, { projectId, screenId });
    const version = (await t.inject({ method: 'GET', url: screen, headers: as(user) })).json().version;
    const saved = await t.inject({ method: 'PUT', url: screen, headers: as(user), payload: { version, root } });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  async function changeData(user: SignedIn, projectId: string, ops: DataOp[], confirmDataLoss = false): Promise<void> {
    const baseVersion = (await t.inject({ method: 'GET', url: url(dataPaths.model, { projectId }), headers: as(user) })).json().version;
    const response = await t.inject({ method: 'POST', url: url(dataPaths.changes, { projectId }), headers: as(user), payload: { baseVersion, ops, confirmDataLoss } });
    expect(response.statusCode, response.body).toBe(200);
  }
  const publish = (user: SignedIn, projectId: string, body: Json = {}) =>
    t.inject({ method: 'POST', url: url(releasePaths.list, { projectId }), headers: as(user), payload: { note: '', ...body } });
  async function publishOk(user: SignedIn, projectId: string, body: Json = {}) {
    const response = await publish(user, projectId, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }
  async function historyOf(user: SignedIn, projectId: string) {
    const response = await t.inject({ method: 'GET', url: url(releasePaths.list, { projectId }), headers: as(user) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const rollback = (user: SignedIn, projectId: string, releaseId: string) =>
    t.inject({ method: 'POST', url: url(releasePaths.rollback, { projectId, releaseId }), headers: as(user) });
  const liveApp = (domainName: string, projectSlug: string, headers: Headers = {}) =>
    t.inject({ method: 'GET', url: url(publishedAppPaths.liveApp, { domainName, projectSlug }), headers });
  const liveTablesOf = async (projectId: string) => {
    const { rows } = await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = ${schemaNameOf(projectId, 'live')} order by 1`.execute(t.app.ctx.appDb);
    return rows.map((row) => row.table_name);
  };
  const liveColumnsOf = async (projectId: string, table: string) => {
    const { rows } = await sql<{ column_name: string }>`select column_name from information_schema.columns where table_schema = ${schemaNameOf(projectId, 'live')} and table_name = ${table} order by ordinal_position`.execute(t.app.ctx.appDb);
    return rows.map((row) => row.column_name);
  };
  const releaseCount = async (projectId: string) => (await t.db.selectFrom('releases').select('id').where('projectId', '=', projectId).execute()).length;

  it("previews, publishes live's queue with the screens, serves the release and keeps later draft edits out of live until the next publish", async () => {
    const owner = await developer('rel.publish');
    const name = `Task Board ${crypto.randomUUID().slice(0, 6)}`;
    const projectId = await newProject(owner, name);
    const screenId = await newScreen(owner, projectId, 'Task list');
    await saveScreen(owner, projectId, screenId, listRoot('Tasks', null));
    await changeData(owner, projectId, [createTable('tt', 'tasks'), { op: 'addColumn', tableId: 'tt', column: column('tt_title', 'title', 'text') }]);

    const preview = await t.inject({ method: 'POST', url: url(releasePaths.preview, { projectId }), headers: as(owner) });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ nextNumber: 1, slug: slugify(name), firstPublish: true, pendingMigrations: 1, queue: { needsConfirmation: false, blocked: false } });
    expect(preview.json().queue.steps.length).toBeGreaterThan(0);
    // The preview changed nothing.
    expect(await liveTablesOf(projectId)).toEqual([]);
    expect(await releaseCount(projectId)).toBe(0);
    expect((await liveApp(owner.domainName, slugify(name))).statusCode).toBe(404);

    const first = await publishOk(owner, projectId, { note: '  First version ' });
    const address = publishedAppAddress(owner.domainName, slugify(name));
    expect(first).toMatchObject({ address, release: { number: 1, note: 'First version', isLive: true, warnings: [], dataModelSeq: 1, publishedBy: { id: owner.userId, email: owner.email } } });
    expect(first.release.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await liveTablesOf(projectId)).toEqual(['tasks']);

    const served = await liveApp(owner.domainName, slugify(name));
    expect(served.statusCode, served.body).toBe(200);
    expect(served.headers.etag).toBe(`"${first.release.hash}"`);
    expect(served.headers['cache-control']).toBe('no-cache');
    const app = served.json();
    expect(app).toMatchObject({
      projectId,
      domainName: owner.domainName,
      projectSlug: slugify(name),
      name,
      release: { id: first.release.id, number: 1, hash: first.release.hash },
      settings: { startScreenId: screenId, previewDeviceId: null, variables: [], environment: [] },
      dataApiBase: `/api/data/${projectId}/live`,
      authBase: `/api/apps/${projectId}/live/auth`,
    });
    expect(app.screens).toHaveLength(1);
    expect(app.screens[0]).toMatchObject({ id: screenId, name: 'Task list', path: 'task-list', kind: 'screen' });
    expect(app.screens[0].root).toEqual(listRoot('Tasks', null));
    expect((await liveApp(owner.domainName, slugify(name), { 'if-none-match': `"${first.release.hash}"` })).statusCode).toBe(304);

    // A draft edit is not live until the next publish.
    await saveScreen(owner, projectId, screenId, listRoot('Draft heading', null));
    expect((await liveApp(owner.domainName, slugify(name))).body).not.toContain('Draft heading');
    const second = await publishOk(owner, projectId, { note: 'Second' });
    expect(second.release).toMatchObject({ number: 2, isLive: true });
    expect(second.release.hash).not.toBe(first.release.hash);
    const servedSecond = await liveApp(owner.domainName, slugify(name), { 'if-none-match': `"${first.release.hash}"` });
    expect(servedSecond.statusCode).toBe(200);
    expect(servedSecond.json().screens[0].root).toEqual(listRoot('Draft heading', null));

    // Publishing the same content again is a new release over the content stored once.
    const third = await publishOk(owner, projectId, { note: 'Same again' });
    expect(third.release).toMatchObject({ number: 3, hash: second.release.hash });
    expect(await t.db.selectFrom('releaseContents').select('hash').where('hash', '=', second.release.hash).execute()).toHaveLength(1);

    const history = await historyOf(owner, projectId);
    expect(history).toMatchObject({ liveReleaseId: third.release.id, slug: slugify(name), address });
    expect(history.releases.map((release: Json) => [release.number, release.note, release.isLive])).toEqual([
      [3, 'Same again', true],
      [2, 'Second', false],
      [1, 'First version', false],
    ]);
    expect(history.releases[2].publishedBy).toEqual({ id: owner.userId, name: expect.any(String), email: owner.email });
    const actions = (await logActions(t, owner.domainId)).filter((entry) => entry.action.startsWith('release.'));
    expect(actions.map((entry) => [entry.action, entry.targetId, entry.details.number])).toEqual([
      ['release.published', projectId, 1],
      ['release.published', projectId, 2],
      ['release.published', projectId, 3],
    ]);
  });

  it('holds the masters framing its pages, as they were at publishing, and draft changes to a master stay out of live', async () => {
    const owner = await developer('rel.masters');
    const name = `Framed ${crypto.randomUUID().slice(0, 6)}`;
    const projectId = await newProject(owner, name);
    const created = await t.inject({ method: 'POST', url: url(workspacePaths.screens, { projectId }), headers: as(owner), payload: { name: 'Frame', kind: 'master' } });
    expect(created.statusCode, created.body).toBe(201);
    const masterId: string = created.json().id;
    await saveScreen(owner, projectId, masterId, listRoot('Acme header', null));
    const page = await t.inject({ method: 'POST', url: url(workspacePaths.screens, { projectId }), headers: as(owner), payload: { name: 'Home', masterId } });
    expect(page.statusCode, page.body).toBe(201);
    const pageId: string = page.json().id;
    await publishOk(owner, projectId, { note: 'Framed' });

    await saveScreen(owner, projectId, masterId, listRoot('Draft header', null));
    const app = (await liveApp(owner.domainName, slugify(name))).json();
    expect(app.screens.map((screen: { id: string; kind: string; masterId?: string }) => [screen.id, screen.kind, screen.masterId])).toEqual([
      [masterId, 'master', undefined],
      [pageId, 'screen', masterId],
    ]);
    expect(app.screens[0].root).toEqual(listRoot('Acme header', null));
    expect(JSON.stringify(app)).not.toContain('Draft header');
  });

  it('asks to confirm a live data loss, publishes nothing without it, warns when live no longer fits a release, and rolls back without touching the schema', async () => {
    const owner = await developer('rel.rollback');
    const projectId = await newProject(owner);
    const screenId = await newScreen(owner, projectId, 'Tasks');
    await saveScreen(owner, projectId, screenId, listRoot('Version one', null));
    await changeData(owner, projectId, [createTable('tt', 'tasks'), { op: 'addColumn', tableId: 'tt', column: column('tt_title', 'title', 'text') }]);
    const first = await publishOk(owner, projectId, { note: 'One' });
    const slug = (await historyOf(owner, projectId)).slug;
    await sql`insert into ${sql.id(schemaNameOf(projectId, 'live'), 'tasks')} (title) values ('Buy milk')`.execute(t.app.ctx.appDb);

    // Draft drops the column release 1 shows, and changes the screen.
    await changeData(owner, projectId, [{ op: 'dropColumn', tableId: 'tt', columnId: 'tt_title' }]);
    await saveScreen(owner, projectId, screenId, node('root', 'container', {}, [node('title', 'heading', { text: 'Version two', level: 1 })]));
    const preview = (await t.inject({ method: 'POST', url: url(releasePaths.preview, { projectId }), headers: as(owner) })).json();
    expect(preview).toMatchObject({ nextNumber: 2, firstPublish: false, pendingMigrations: 1, queue: { needsConfirmation: true, steps: [{ classification: 'losesData', rowsAtStake: 1, sampleValues: ['Buy milk'] }] } });

    const unconfirmed = await publish(owner, projectId, { note: 'Two' });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().error).toEqual({ code: 'confirmation_required', message: 'This change loses data: migration 2: tasks.title: 1 value. Confirm to apply it.' });
    expect(await releaseCount(projectId)).toBe(1);
    expect(await liveColumnsOf(projectId, 'tasks')).toEqual(['id', 'title']);
    expect((await liveApp(owner.domainName, slug)).json().release.number).toBe(1);

    const second = await publishOk(owner, projectId, { note: 'Two', confirmDataLoss: true });
    expect(second.release).toMatchObject({ number: 2, warnings: [], dataModelSeq: 2 });
    expect(await liveColumnsOf(projectId, 'tasks')).toEqual(['id']);
    const history = await historyOf(owner, projectId);
    const one = history.releases.find((release: Json) => release.number === 1);
    expect(one.warnings).toEqual(["Column tasks.title, used by its screens, is not in live's data model."]);
    expect(history.releases[0].warnings).toEqual([]);

    const rolledBack = await rollback(owner, projectId, first.release.id);
    expect(rolledBack.statusCode, rolledBack.body).toBe(200);
    expect(rolledBack.json()).toMatchObject({ release: { id: first.release.id, number: 1, isLive: true, warnings: ["Column tasks.title, used by its screens, is not in live's data model."] } });
    // Release 1 is served again at once, and live's schema is as it was.
    const served = (await liveApp(owner.domainName, slug)).json();
    expect(served.release).toMatchObject({ number: 1, hash: first.release.hash });
    expect(served.screens[0].root).toEqual(listRoot('Version one', null));
    expect(await liveColumnsOf(projectId, 'tasks')).toEqual(['id']);
    expect((await historyOf(owner, projectId)).releases.map((release: Json) => [release.number, release.isLive])).toEqual([
      [2, false],
      [1, true],
    ]);
    expect((await logActions(t, owner.domainId)).at(-1)).toMatchObject({ action: 'release.rolledBack', targetId: projectId, details: { number: 1, fromReleaseId: second.release.id } });
  });

  it("warns on rollback that the project tables' access rules stay as live has them", async () => {
    const owner = await developer('rel.rules');
    const projectId = await newProject(owner);
    const screenId = await newScreen(owner, projectId, 'Home');
    await saveScreen(owner, projectId, screenId, listRoot('Tasks', null));
    await changeData(owner, projectId, [createTable('tt', 'tasks'), { op: 'addColumn', tableId: 'tt', column: column('tt_title', 'title', 'text') }]);
    const first = await publishOk(owner, projectId);
    const tasks = fillPath(`${dataPaths.dataApiBase}/tasks`, { projectId, environment: 'live' });
    expect((await t.inject({ method: 'GET', url: tasks })).statusCode).toBe(401);

    // Release 2 opens tasks to everyone; rolling back to release 1 does not close it again, and says so.
    const closed = { who: 'nobody' as const, roles: [], condition: [], columnIds: null };
    await changeData(owner, projectId, [{ op: 'setAccess', tableId: 'tt', access: { read: { ...closed, who: 'anyone' }, insert: closed, update: closed, delete: closed, ownerColumnId: null } }]);
    const second = await publishOk(owner, projectId);
    expect(second.release.warnings).toEqual([]);
    const rolledBack = await rollback(owner, projectId, first.release.id);
    expect(rolledBack.statusCode, rolledBack.body).toBe(200);
    expect(rolledBack.json().release.warnings).toEqual(['The access rules of table tasks on live are not the ones it was published with; rolling back does not change them.']);
    expect((await t.inject({ method: 'GET', url: tasks })).statusCode).toBe(200);
    expect((await historyOf(owner, projectId)).releases.map((release: { number: number; warnings: string[] }) => [release.number, release.warnings.length])).toEqual([
      [2, 0],
      [1, 1],
    ]);
  });

  it('chooses the slug at the first publish, refuses one another project of the workspace has, and lets another workspace use it', async () => {
    const owner = await developer('rel.slug');
    const a = await newProject(owner, 'Corner Shop');
    const b = await newProject(owner, 'Other Shop');
    expect((await publishOk(owner, a, { slug: 'shop' })).address).toBe(publishedAppAddress(owner.domainName, 'shop'));

    const bad = await publish(owner, b, { slug: 'Not A Slug' });
    expect(bad.statusCode).toBe(400);
    const taken = await publish(owner, b, { slug: 'shop' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toEqual({ code: 'conflict', message: 'The address shop is already used by the project "Corner Shop" of this workspace. Choose another one.' });
    expect(await releaseCount(b)).toBe(0);

    // Without a slug, the name's, numbered when taken in the workspace.
    const c = await newProject(owner, 'Shop');
    expect((await t.inject({ method: 'POST', url: url(releasePaths.preview, { projectId: c }), headers: as(owner) })).json().slug).toBe('shop-2');
    expect((await publishOk(owner, c)).address).toBe(publishedAppAddress(owner.domainName, 'shop-2'));
    // A later publish keeps the slug unless it names another.
    expect((await publishOk(owner, a)).address).toBe(publishedAppAddress(owner.domainName, 'shop'));
    expect((await publishOk(owner, a, { slug: 'corner' })).address).toBe(publishedAppAddress(owner.domainName, 'corner'));
    expect((await liveApp(owner.domainName, 'shop')).statusCode).toBe(404);
    expect((await liveApp(owner.domainName, 'corner')).json().projectId).toBe(a);

    const stranger = await developer('rel.slug.other');
    const d = await newProject(stranger);
    await publishOk(stranger, d, { slug: 'corner' });
    expect((await liveApp(stranger.domainName, 'corner')).json().projectId).toBe(d);

    // Names whose slug fills the length: the numbered ones are cut to make room, and still differ.
    const long = `${'x'.repeat(30)} ${'y'.repeat(29)}`;
    const addresses = [];
    for (const word of ['alpha', 'beta', 'gamma']) addresses.push((await publishOk(owner, await newProject(owner, `${long} ${word}`))).address);
    const base = `${'x'.repeat(30)}-${'y'.repeat(29)}`;
    expect(addresses).toEqual([base, `${base.slice(0, 58)}-2`, `${base.slice(0, 58)}-3`].map((slug) => publishedAppAddress(owner.domainName, slug)));
    expect((await liveApp(owner.domainName, 'corner')).json().projectId).toBe(a);
  });

  it("refuses other workspaces (404), members without a Developer seat (403), other projects' releases, and serves nothing unpublished or archived", async () => {
    const owner = await developer('rel.refuse');
    const projectId = await newProject(owner);
    const otherProject = await newProject(owner);
    const published = await publishOk(owner, projectId, { slug: 'refusals' });
    const otherRelease = await publishOk(owner, otherProject, { slug: 'elsewhere' });

    const outsider = await developer('rel.outsider');
    for (const response of [
      await t.inject({ method: 'GET', url: url(releasePaths.list, { projectId }), headers: as(outsider) }),
      await t.inject({ method: 'POST', url: url(releasePaths.preview, { projectId }), headers: as(outsider) }),
      await publish(outsider, projectId),
      await rollback(outsider, projectId, published.release.id),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
    }
    // The project's id in the outsider's own workspace is still unknown there.
    expect((await t.inject({ method: 'GET', url: url(releasePaths.list, { projectId }), headers: scoped(owner, outsider.domainName) })).statusCode).toBe(404);

    const endUserSeat = await signedInUser(t, 'rel.seat');
    await addToWorkspace(t, owner.domainId, endUserSeat, 'developer', 'end_user');
    const seatHeaders = scoped(endUserSeat, owner.domainName);
    const refused = await t.inject({ method: 'POST', url: url(releasePaths.list, { projectId }), headers: seatHeaders, payload: { note: 'x' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(DEVELOPER_SEAT_MESSAGE);
    expect((await t.inject({ method: 'GET', url: url(releasePaths.list, { projectId }), headers: seatHeaders })).statusCode).toBe(403);
    expect((await t.inject({ method: 'POST', url: url(releasePaths.list, { projectId }), payload: { note: 'x' } })).statusCode).toBe(401);

    expect((await rollback(owner, projectId, otherRelease.release.id)).statusCode).toBe(404);
    expect((await rollback(owner, projectId, 'not-a-uuid')).statusCode).toBe(404);
    expect((await t.inject({ method: 'POST', url: url(releasePaths.list, { projectId: 'not-a-uuid' }), headers: as(owner), payload: { note: '' } })).statusCode).toBe(404);
    expect((await publish(owner, projectId, { note: 'x'.repeat(501) })).statusCode).toBe(400);
    expect(await releaseCount(projectId)).toBe(1);

    expect((await liveApp('no-such-workspace', 'refusals')).statusCode).toBe(404);
    expect((await liveApp(owner.domainName, 'no-such-app')).statusCode).toBe(404);
    expect((await liveApp(owner.domainName, 'Not_A_Slug')).statusCode).toBe(404);
    expect((await liveApp(owner.domainName, 'refusals')).statusCode).toBe(200);
    await t.db.updateTable('projects').set({ archivedAt: new Date() }).where('id', '=', projectId).execute();
    const archived = await liveApp(owner.domainName, 'refusals');
    expect(archived.statusCode).toBe(404);
    expect(archived.json().error).toEqual({ code: 'not_found', message: 'App not found.' });
    expect((await publish(owner, projectId)).statusCode).toBe(409);
  });

  it("freezes the connected tables' live rules in each release and restores them on rollback", async () => {
    const owner = await developer('rel.rules');
    const headers = as(owner);
    const projectId = await newProject(owner);
    const created = await connectors.create(headers, postgresBody('Sales', 'secret'));
    expect(created.statusCode, created.body).toBe(201);
    const connectorId = created.json().id;
    const access = (who: string) => ({
      read: { who, roles: [], condition: [], columnIds: null },
      insert: { who: 'nobody', roles: [], condition: [], columnIds: null },
      update: { who: 'nobody', roles: [], condition: [], columnIds: null },
      delete: { who: 'nobody', roles: [], condition: [], columnIds: null },
      ownerColumnId: null,
    });
    // Draft rules as the builders' route stores them (its checks need the connected database, tested elsewhere).
    const setDraftRule = (table: string, who: string) =>
      t.db
        .insertInto('externalAccessRules')
        .values({ projectId, environment: 'draft', connectorId, schemaName: '', tableName: table, access: JSON.stringify(access(who)), updatedBy: owner.userId, updatedAt: new Date() })
        .onConflict((conflict) => conflict.columns(['projectId', 'environment', 'connectorId', 'schemaName', 'tableName']).doUpdateSet({ access: JSON.stringify(access(who)) }))
        .execute();
    const liveRules = async () =>
      (await t.db.selectFrom('externalAccessRules').select(['tableName', 'access']).where('projectId', '=', projectId).where('environment', '=', 'live').orderBy('tableName').execute()).map(
        (row) => [row.tableName, (row.access as { read: { who: string } }).read.who],
      );

    await setDraftRule('orders', 'anyone');
    const first = await publishOk(owner, projectId);
    expect(await liveRules()).toEqual([['orders', 'anyone']]);
    await setDraftRule('orders', 'signedIn');
    await setDraftRule('customers', 'anyone');
    // Draft rules never reach live before a publish.
    expect(await liveRules()).toEqual([['orders', 'anyone']]);
    await publishOk(owner, projectId);
    expect(await liveRules()).toEqual([
      ['customers', 'anyone'],
      ['orders', 'signedIn'],
    ]);
    expect((await rollback(owner, projectId, first.release.id)).statusCode).toBe(200);
    expect(await liveRules()).toEqual([['orders', 'anyone']]);
  });

  it('removes the release contents of a deleted project that no other release holds', async () => {
    const owner = await developer('rel.delete');
    // Two projects publish the same content, found only in this test (the same connected rule): one row for both.
    const a = await newProject(owner);
    const b = await newProject(owner);
    const connectorId = (await connectors.create(as(owner), postgresBody('Warehouse', 'secret'))).json().id;
    const closed = { who: 'nobody', roles: [], condition: [], columnIds: null };
    const access = JSON.stringify({ read: { ...closed, who: 'anyone' }, insert: closed, update: closed, delete: closed, ownerColumnId: null });
    for (const projectId of [a, b]) {
      await t.db.insertInto('externalAccessRules').values({ projectId, environment: 'draft', connectorId, schemaName: '', tableName: 'stock', access, updatedBy: owner.userId, updatedAt: new Date() }).execute();
    }
    const first = await publishOk(owner, a);
    expect((await publishOk(owner, b)).release.hash).toBe(first.release.hash);
    const c = await newProject(owner);
    await newScreen(owner, c, 'Only here');
    const own = await publishOk(owner, c);
    const contents = async (hash: string) => (await t.db.selectFrom('releaseContents').select('hash').where('hash', '=', hash).execute()).length;
    const remove = async (projectId: string) => expect((await t.inject({ method: 'DELETE', url: url(workspacePaths.project, { projectId }), headers: as(owner) })).statusCode).toBe(204);

    await remove(c);
    expect(await contents(own.release.hash)).toBe(0);
    expect(await releaseCount(c)).toBe(0);
    await remove(a);
    expect(await contents(first.release.hash)).toBe(1);
    expect((await historyOf(owner, b)).releases).toHaveLength(1);
    await remove(b);
    expect(await contents(first.release.hash)).toBe(0);
  });

  describe('the running app’s REST requests', () => {
    // Draft as the studio's Run preview calls it (with its preview token); live as the published app.
    const appRequest = async (projectId: string, environment: string, requestId: string, params: Json = {}) =>
      t.inject({
        method: 'POST',
        url: url(appRequestPaths.run, { projectId, environment, requestId }),
        payload: { params },
        headers: environment === 'draft' ? await previewHeaders(t, projectId) : {},
      });
    const answerOf = (response: LightMyRequestResponse) => ({ status: response.statusCode, ...response.json() });

    async function restRequest(user: SignedIn, name: string): Promise<RestCall> {
      const created = await connectors.create(as(user), { kind: 'rest', name, settings: { baseUrl: `${api.origin}/v1`, headers: [], auth: { kind: 'none' } } });
      expect(created.statusCode, created.body).toBe(201);
      const connectorId = created.json().id;
      const request = await t.inject({
        method: 'POST',
        url: url(restRequestPaths.requests, { connectorId }),
        headers: as(user),
        payload: { name: 'Item', method: 'GET', path: '/echo/items/{{id}}', parameters: [{ name: 'id', type: 'number' }] },
      });
      expect(request.statusCode, request.body).toBe(201);
      return { connectorId, requestId: request.json().id };
    }

    /** A project whose Home screen's button calls a new request of the workspace, published once. */
    async function publishedWithCall(prefix: string) {
      const owner = await developer(prefix);
      const projectId = await newProject(owner);
      const screenId = await newScreen(owner, projectId, 'Home');
      const call = await restRequest(owner, `${prefix} API`);
      await saveScreen(owner, projectId, screenId, listRoot('Home', call));
      const published = await publishOk(owner, projectId);
      return { owner, projectId, call, published };
    }

    it('serves on live only the requests the live release names, on draft any request of the workspace', async () => {
      const owner = await developer('rel.rest');
      const projectId = await newProject(owner);
      const screenId = await newScreen(owner, projectId, 'Home');
      const call = await restRequest(owner, 'Catalogue');
      const { requestId } = call;

      // Named in draft only: the Run preview may call it, the live app may not.
      await saveScreen(owner, projectId, screenId, listRoot('Home', call));
      const draft = await appRequest(projectId, 'draft', requestId, { id: 7 });
      expect(draft.statusCode, draft.body).toBe(200);
      expect(draft.json()).toMatchObject({ status: 200, body: { method: 'GET', path: '/v1/echo/items/7' } });
      expect(answerOf(await appRequest(projectId, 'live', requestId, { id: 7 }))).toMatchObject({ status: 404, error: { code: 'not_found', message: 'Request not found.' } });
      // Published without it: still unknown on live.
      await saveScreen(owner, projectId, screenId, listRoot('Home', null));
      await publishOk(owner, projectId);
      await saveScreen(owner, projectId, screenId, listRoot('Home', call));
      expect((await appRequest(projectId, 'live', requestId, { id: 7 })).statusCode).toBe(404);

      await publishOk(owner, projectId);
      const live = await appRequest(projectId, 'live', requestId, { id: 8 });
      expect(live.statusCode, live.body).toBe(200);
      expect(live.json()).toMatchObject({ status: 200, body: { path: '/v1/echo/items/8' } });
      // The request's own parameter checks hold.
      expect((await appRequest(projectId, 'live', requestId, { id: 'eight' })).statusCode).toBe(400);
      expect((await appRequest(projectId, 'live', requestId, { id: 8, other: 1 })).statusCode).toBe(400);

      // Removed from draft: live keeps it until the next publish.
      await saveScreen(owner, projectId, screenId, listRoot('Home', null));
      expect((await appRequest(projectId, 'live', requestId, { id: 1 })).statusCode).toBe(200);
      await publishOk(owner, projectId);
      expect((await appRequest(projectId, 'live', requestId, { id: 1 })).statusCode).toBe(404);
    });

    it('runs on draft a request no saved screen names yet (an action added in the studio, not saved), and none of another workspace', async () => {
      const owner = await developer('rel.rest.unsaved');
      const projectId = await newProject(owner);
      await newScreen(owner, projectId, 'Home');
      const { requestId } = await restRequest(owner, 'Unsaved');
      const draft = await appRequest(projectId, 'draft', requestId, { id: 3 });
      expect(draft.statusCode, draft.body).toBe(200);
      expect(draft.json()).toMatchObject({ status: 200, body: { path: '/v1/echo/items/3' } });
      // The request's parameter checks hold on draft too.
      expect((await appRequest(projectId, 'draft', requestId, { id: 'three' })).statusCode).toBe(400);
      // Only the studio's Run preview: without its token, 401; live does not run it.
      const noToken = await t.inject({ method: 'POST', url: url(appRequestPaths.run, { projectId, environment: 'draft', requestId }), payload: { params: { id: 3 } } });
      expect(noToken.statusCode).toBe(401);
      await publishOk(owner, projectId);
      expect((await appRequest(projectId, 'live', requestId, { id: 3 })).statusCode).toBe(404);

      const stranger = await developer('rel.rest.unsaved.stranger');
      const strangerProject = await newProject(stranger);
      expect(answerOf(await appRequest(strangerProject, 'draft', requestId, { id: 3 }))).toMatchObject({ status: 404, error: { message: 'Request not found.' } });
    });

    it('runs on live the request as its release froze it: edits reach live at the next publish, a rollback runs the older one, and a request live calls is not deleted', async () => {
      const { owner, projectId, call, published: first } = await publishedWithCall('rel.rest.frozen');
      const requestUrl = url(restRequestPaths.request, call);

      // Path, query, headers, body, method and parameters all change; live keeps the published request.
      const edit = await t.inject({
        method: 'PATCH',
        url: requestUrl,
        headers: as(owner),
        payload: {
          name: 'Item',
          method: 'POST',
          path: '/echo/v2/items/{{code}}',
          query: [{ name: 'lang', value: 'fr' }],
          headers: [{ name: 'X-Flavour', value: 'edited' }],
          body: '{"code": "{{code}}"}',
          parameters: [{ name: 'code', type: 'text' }],
        },
      });
      expect(edit.statusCode, edit.body).toBe(200);
      const live = await appRequest(projectId, 'live', call.requestId, { id: 5 });
      expect(live.statusCode, live.body).toBe(200);
      expect(live.json().body).toMatchObject({ method: 'GET', path: '/v1/echo/items/5' });
      expect(api.seen.at(-1)?.headers['x-flavour']).toBeUndefined();
      // The published parameters are live's: the edited ones are refused there, as is an old one on draft.
      expect((await appRequest(projectId, 'live', call.requestId, { code: 'ab' })).statusCode).toBe(400);
      const draft = await appRequest(projectId, 'draft', call.requestId, { code: 'ab' });
      expect(draft.statusCode, draft.body).toBe(200);
      expect(draft.json().body).toMatchObject({ method: 'POST', path: '/v1/echo/v2/items/ab' });
      expect(api.seen.at(-1)).toMatchObject({ method: 'POST', url: '/v1/echo/v2/items/ab?lang=fr', body: '{"code":"ab"}' });
      expect(api.seen.at(-1)?.headers['x-flavour']).toBe('edited');
      expect((await appRequest(projectId, 'draft', call.requestId, { id: 5 })).statusCode).toBe(400);

      // The next publish freezes the edited request; rolling back runs the first release's again.
      await publishOk(owner, projectId);
      expect((await appRequest(projectId, 'live', call.requestId, { code: 'cd' })).json().body).toMatchObject({ method: 'POST', path: '/v1/echo/v2/items/cd' });
      expect((await rollback(owner, projectId, first.release.id)).statusCode).toBe(200);
      const rolledBack = await appRequest(projectId, 'live', call.requestId, { id: 6 });
      expect(rolledBack.statusCode, rolledBack.body).toBe(200);
      expect(rolledBack.json().body).toMatchObject({ method: 'GET', path: '/v1/echo/items/6' });

      // The live app calls it: deleting would not stop it (live changes only by a publish), so it is refused, naming the app.
      const { name } = await t.db.selectFrom('projects').select('name').where('id', '=', projectId).executeTakeFirstOrThrow();
      const refused = await t.inject({ method: 'DELETE', url: requestUrl, headers: as(owner) });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error).toEqual({ code: 'conflict', message: restRequestInLiveAppMessage([name]) });
      expect(refused.json().error.message).toBe(`This request cannot be deleted: the live app of “${name}” calls it. Publish without the request first, then delete it.`);
      expect((await t.inject({ method: 'GET', url: requestUrl, headers: as(owner) })).statusCode).toBe(200);
      expect((await appRequest(projectId, 'live', call.requestId, { id: 7 })).json().body).toMatchObject({ path: '/v1/echo/items/7' });
      // Published without it, it goes: the Run preview and the live app no longer find it.
      const [home] = await t.db.selectFrom('screens').select('id').where('projectId', '=', projectId).execute();
      await saveScreen(owner, projectId, home!.id, listRoot('Home', null));
      await publishOk(owner, projectId);
      expect((await t.inject({ method: 'DELETE', url: requestUrl, headers: as(owner) })).statusCode).toBe(204);
      expect((await appRequest(projectId, 'draft', call.requestId, { id: 6 })).statusCode).toBe(404);
      expect((await appRequest(projectId, 'live', call.requestId, { id: 7 })).statusCode).toBe(404);
    });

    it('refuses to delete a request the live app of another project of the workspace calls, naming each, archived ones too', async () => {
      const { owner, projectId, call } = await publishedWithCall('rel.rest.shared');
      const second = await newProject(owner);
      await saveScreen(owner, second, await newScreen(owner, second, 'Home'), listRoot('Home', call));
      await publishOk(owner, second);
      const names = (await t.db.selectFrom('projects').select('name').where('id', 'in', [projectId, second]).orderBy('name').execute()).map((row) => row.name);
      expect((await t.inject({ method: 'POST', url: url(workspacePaths.archiveProject, { projectId: second }), headers: as(owner) })).statusCode).toBe(200);
      const refused = await t.inject({ method: 'DELETE', url: url(restRequestPaths.request, call), headers: as(owner) });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error.message).toBe(restRequestInLiveAppMessage(names));
      expect(refused.json().error.message).toContain('the live apps of');
      // Another workspace cannot learn anything of it: the request is unknown there.
      const stranger = await developer('rel.rest.shared.stranger');
      expect((await t.inject({ method: 'DELETE', url: url(restRequestPaths.request, call), headers: as(stranger) })).statusCode).toBe(404);
    });

    it('freezes no credential: the connector is read when the request runs, and a deleted one is a 502 for the app’s user', async () => {
      const owner = await developer('rel.rest.creds');
      const projectId = await newProject(owner);
      const screenId = await newScreen(owner, projectId, 'Home');
      const firstToken = `first-${crypto.randomUUID()}`;
      const secondToken = `second-${crypto.randomUUID()}`;
      const settings = (token: string) => ({ baseUrl: `${api.origin}/v1`, headers: [], auth: { kind: 'bearer', token } });
      const created = await connectors.create(as(owner), { kind: 'rest', name: 'Tokened', settings: settings(firstToken) });
      expect(created.statusCode, created.body).toBe(201);
      const connectorId = created.json().id;
      const request = await t.inject({ method: 'POST', url: url(restRequestPaths.requests, { connectorId }), headers: as(owner), payload: { name: 'Me', method: 'GET', path: '/echo/me' } });
      expect(request.statusCode, request.body).toBe(201);
      const requestId = request.json().id;
      await saveScreen(owner, projectId, screenId, listRoot('Home', { connectorId, requestId }));
      const published = await publishOk(owner, projectId);
      const stored = await t.db.selectFrom('releaseContents').select('content').where('hash', '=', published.release.hash).executeTakeFirstOrThrow();
      const text = JSON.stringify(stored.content);
      expect(text).toContain(requestId);
      expect(text).not.toContain(firstToken);

      expect((await appRequest(projectId, 'live', requestId)).statusCode).toBe(200);
      expect(api.seen.at(-1)?.headers.authorization).toBe(`Bearer ${firstToken}`);
      expect((await connectors.update(as(owner), connectorId, { kind: 'rest', settings: settings(secondToken) })).statusCode).toBe(200);
      expect((await appRequest(projectId, 'live', requestId)).statusCode).toBe(200);
      expect(api.seen.at(-1)?.headers.authorization).toBe(`Bearer ${secondToken}`);

      expect((await connectors.remove(as(owner), connectorId)).statusCode).toBe(204);
      const gone = await appRequest(projectId, 'live', requestId);
      expect(answerOf(gone)).toEqual({ status: 502, error: { code: 'bad_gateway', message: 'The service this app calls is no longer set up.' } });
    });

    /** Points a release at a changed copy of its content (stored under a hash of its own, so no process holds it parsed). */
    async function replaceContent(release: { id: string; hash: string }, change: (content: Json) => Json): Promise<Json> {
      const stored = await t.db.selectFrom('releaseContents').select('content').where('hash', '=', release.hash).executeTakeFirstOrThrow();
      const hash = crypto.randomUUID().replaceAll('-', '').padEnd(64, '0');
      await t.db.insertInto('releaseContents').values({ hash, content: JSON.stringify(change(stored.content as Json)), createdAt: new Date() }).execute();
      await t.db.updateTable('releases').set({ contentHash: hash }).where('id', '=', release.id).execute();
      return stored.content as Json;
    }

    it('runs the saved request for a release published before requests were frozen', async () => {
      const { owner, projectId, call, published } = await publishedWithCall('rel.rest.older');
      // The release as one published before: its content without requests.
      const frozen = await replaceContent(published.release, ({ restRequests: _, ...older }) => older);
      expect(frozen.restRequests).toHaveLength(1);

      const edit = await t.inject({
        method: 'PATCH',
        url: url(restRequestPaths.request, call),
        headers: as(owner),
        payload: { name: 'Item', method: 'GET', path: '/echo/saved/{{id}}', parameters: [{ name: 'id', type: 'number' }] },
      });
      expect(edit.statusCode, edit.body).toBe(200);
      const live = await appRequest(projectId, 'live', call.requestId, { id: 4 });
      expect(live.statusCode, live.body).toBe(200);
      expect(live.json().body).toMatchObject({ path: '/v1/echo/saved/4' });
      // Still only what its screens name.
      const other = await restRequest(owner, 'Not named');
      expect((await appRequest(projectId, 'live', other.requestId, { id: 4 })).statusCode).toBe(404);
    });

    it('answers 502 for a frozen request that no longer passes the request checks', async () => {
      const { projectId, call, published } = await publishedWithCall('rel.rest.outdated');
      await replaceContent(published.release, (content) => ({
        ...content,
        restRequests: (content.restRequests as Json[]).map((request) => ({ ...request, definition: { ...(request.definition as Json), method: 'TRACE' } })),
      }));
      const seenBefore = api.seen.length;
      expect(answerOf(await appRequest(projectId, 'live', call.requestId, { id: 1 }))).toEqual({
        status: 502,
        error: { code: 'bad_gateway', message: 'This app calls a request that can no longer be run.' },
      });
      expect(api.seen.length).toBe(seenBefore);
    });

    it("sends a list or an object to a json parameter as its JSON text, and answers the API's own status", async () => {
      const owner = await developer('rel.rest.json');
      const projectId = await newProject(owner);
      const screenId = await newScreen(owner, projectId, 'Home');
      const created = await connectors.create(as(owner), { kind: 'rest', name: 'Search API', settings: { baseUrl: `${api.origin}/v1`, headers: [], auth: { kind: 'none' } } });
      const connectorId = created.json().id;
      const define = (name: string, payload: Json) => t.inject({ method: 'POST', url: url(restRequestPaths.requests, { connectorId }), headers: as(owner), payload: { name, ...payload } });
      const search = (await define('Search', { method: 'POST', path: '/echo/search', body: '{"filter": "{{filter}}"}', parameters: [{ name: 'filter', type: 'json' }] })).json().id;
      const missing = (await define('Missing', { method: 'GET', path: '/status/404' })).json().id;
      const root = node('root', 'container', {}, [
        node('a', 'button', {}, [], { events: { onClick: [callRest('c1', { connectorId, requestId: search }), callRest('c2', { connectorId, requestId: missing })] } }),
      ]);
      await saveScreen(owner, projectId, screenId, root);
      const answer = await appRequest(projectId, 'draft', search, { filter: { done: false, tags: ['a'] } });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(JSON.parse(answer.json().body.body)).toEqual({ filter: { done: false, tags: ['a'] } });
      expect((await appRequest(projectId, 'draft', missing)).json()).toEqual({ status: 404, body: 'status 404' });

      // An address the egress guard refuses: a 502 for the app's user, nothing of the address.
      const metadata = await connectors.create(as(owner), { kind: 'rest', name: 'Metadata', settings: { baseUrl: 'http://169.254.169.254/v1', headers: [], auth: { kind: 'none' } } });
      const guarded = (await t.inject({ method: 'POST', url: url(restRequestPaths.requests, { connectorId: metadata.json().id }), headers: as(owner), payload: { name: 'Secrets', method: 'GET', path: '/latest' } })).json().id;
      await saveScreen(owner, projectId, screenId, node('root', 'container', {}, [node('a', 'button', {}, [], { events: { onClick: [callRest('c3', { connectorId: metadata.json().id, requestId: guarded })] } })]));
      const refused = await appRequest(projectId, 'draft', guarded);
      expect(refused.statusCode).toBe(502);
      expect(refused.json().error).toEqual({ code: 'bad_gateway', message: 'The service this app calls is not allowed.' });
    });

    it("answers 404 for another project's or workspace's request, unknown ids and a bad environment", async () => {
      const owner = await developer('rel.rest.cross');
      const projectId = await newProject(owner);
      const otherProject = await newProject(owner);
      const screenId = await newScreen(owner, projectId, 'Home');
      const call = await restRequest(owner, 'Own API');
      const { requestId } = call;
      await saveScreen(owner, projectId, screenId, listRoot('Home', call));
      await publishOk(owner, projectId);
      await publishOk(owner, otherProject);
      // Another project of the same workspace does not name it: its live app does not run it (its Run preview may).
      expect((await appRequest(otherProject, 'live', requestId, { id: 1 })).statusCode).toBe(404);
      expect((await appRequest(otherProject, 'draft', requestId, { id: 1 })).statusCode).toBe(200);

      // A project of another workspace whose action names this workspace's request.
      const stranger = await developer('rel.rest.stranger');
      const strangerProject = await newProject(stranger);
      const strangerScreen = await newScreen(stranger, strangerProject, 'Home');
      await saveScreen(stranger, strangerProject, strangerScreen, listRoot('Home', call));
      await publishOk(stranger, strangerProject);
      expect(answerOf(await appRequest(strangerProject, 'live', requestId, { id: 1 }))).toMatchObject({ status: 404, error: { message: 'Request not found.' } });
      expect((await appRequest(strangerProject, 'draft', requestId, { id: 1 })).statusCode).toBe(404);

      expect((await appRequest(crypto.randomUUID(), 'live', requestId, { id: 1 })).statusCode).toBe(404);
      expect((await appRequest(projectId, 'live', crypto.randomUUID(), { id: 1 })).statusCode).toBe(404);
      expect((await appRequest('nope', 'live', requestId)).statusCode).toBe(404);
      expect((await appRequest(projectId, 'staging', requestId)).statusCode).toBe(400);
      expect((await appRequest(projectId, 'live', requestId, { id: 1 })).statusCode).toBe(200);
    });
  });
});

describe.each(testDatabases)('the public app routes’ rate limit on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    const base = testConfig();
    t = await createTestApp(kind, { rateLimits: { ...base.rateLimits, appRequests: { max: 2, windowMs: 60_000 } }, playerDist: fakePlayerDist() });
  });
  afterAll(async () => t?.close());

  it('answers 429 past the limit per client address', async () => {
    const path = fillPath(appRequestPaths.run, { projectId: crypto.randomUUID(), environment: 'live', requestId: crypto.randomUUID() });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await t.inject({ method: 'POST', url: path, payload: { params: {} } })).statusCode);
    expect(statuses).toEqual([404, 404, 429]);
  });

  it('answers 429 on the live app route past the same limit per client address, a 304 counted too', async () => {
    const user = await signedInUser(t, 'rel.limit');
    const headers = scoped(user, user.domainName);
    const created = await t.inject({ method: 'POST', url: workspacePaths.projects, headers, payload: { name: 'Limited shop' } });
    expect(created.statusCode, created.body).toBe(201);
    const published = await t.inject({ method: 'POST', url: fillPath(releasePaths.list, { projectId: created.json().id }), headers, payload: { note: 'first' } });
    expect(published.statusCode, published.body).toBe(201);
    const path = fillPath(publishedAppPaths.liveApp, { domainName: user.domainName, projectSlug: 'limited-shop' });
    const load = (remoteAddress: string, etag?: string) => t.inject({ method: 'GET', url: path, remoteAddress, headers: etag ? { 'if-none-match': etag } : {} });
    const first = await load('203.0.113.7');
    expect(first.statusCode, first.body).toBe(200);
    const again = await load('203.0.113.7', first.headers.etag as string);
    expect(again.statusCode).toBe(304);
    const refused = await load('203.0.113.7', first.headers.etag as string);
    expect(refused.statusCode).toBe(429);
    // The usual shape, as the REST route answers it.
    const rest = () =>
      t.inject({ method: 'POST', url: fillPath(appRequestPaths.run, { projectId: crypto.randomUUID(), environment: 'live', requestId: crypto.randomUUID() }), remoteAddress: '203.0.113.9', payload: { params: {} } });
    await rest();
    await rest();
    const restRefused = await rest();
    expect(restRefused.statusCode).toBe(429);
    expect(refused.json()).toEqual(restRefused.json());
    expect(refused.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    // Another client address has its own allowance.
    expect((await load('203.0.113.8')).statusCode).toBe(200);

    // The player's page and manifest read the live app in-process as their visitor, not as the
    // server: many visitors never share one allowance (a shared one had every app's manifest 404).
    const appPage = (file: string, remoteAddress: string) => t.inject({ method: 'GET', url: `/apps/${user.domainName}/limited-shop/${file}`, remoteAddress });
    for (let visitor = 20; visitor < 26; visitor += 1) {
      expect((await appPage('manifest.webmanifest', `198.51.100.${visitor}`)).statusCode).toBe(200);
      expect((await appPage('', `198.51.100.${visitor}`)).body).toContain('rel="manifest"');
    }
    // One visitor past the limit still gets the page; its manifest is then refused like the route.
    expect((await appPage('manifest.webmanifest', '198.51.100.20')).statusCode).not.toBe(200);
  });
});
