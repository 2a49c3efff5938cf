import { APP_ICON_MAX_BYTES, appAssetAddress, appIconPaths, publishedAppPaths, releasePaths } from '@tessera/model/releases';
import { fillPath, workspacePaths } from '@tessera/model/workspace-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases.ts';
import { fakePlayerDist } from '../helpers/fake-dists.ts';
import { pngFile } from '../helpers/png-file.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addToWorkspace, logActions, scoped, setPlan, signedInUser, type SignedIn } from '../helpers/workspaces.ts';

type Headers = Record<string, string>;

describe.each(testDatabases)('app icons on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { playerDist: fakePlayerDist() });
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = (user: SignedIn) => scoped(user, user.domainName);
  const iconUrl = (projectId: string) => fillPath(appIconPaths.icon, { projectId });
  async function developer(prefix: string): Promise<SignedIn> {
    const user = await signedInUser(t, prefix);
    await setPlan(t, user.domainId, 'pro');
    return user;
  }
  async function newProject(user: SignedIn, name = `Icons ${crypto.randomUUID().slice(0, 8)}`): Promise<string> {
    const response = await t.inject({ method: 'POST', url: workspacePaths.projects, headers: as(user), payload: { name } });
    expect(response.statusCode, response.body).toBe(201);
    const projectId: string = response.json().id;
    const screen = await t.inject({ method: 'POST', url: fillPath(workspacePaths.screens, { projectId }), headers: as(user), payload: { name: 'Home' } });
    expect(screen.statusCode, screen.body).toBe(201);
    return projectId;
  }
  const upload = (headers: Headers, projectId: string, body: Buffer, contentType = 'image/png') =>
    t.inject({ method: 'POST', url: iconUrl(projectId), headers: { ...headers, 'content-type': contentType }, payload: body });
  const readIcon = (headers: Headers, projectId: string) => t.inject({ method: 'GET', url: iconUrl(projectId), headers });
  const removeIcon = (headers: Headers, projectId: string) => t.inject({ method: 'DELETE', url: iconUrl(projectId), headers });
  async function publishOk(user: SignedIn, projectId: string) {
    const response = await t.inject({ method: 'POST', url: fillPath(releasePaths.list, { projectId }), headers: as(user), payload: { note: '' } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }
  const slugOf = async (projectId: string) => (await t.db.selectFrom('projects').select('slug').where('id', '=', projectId).executeTakeFirstOrThrow()).slug!;
  const manifestOf = async (user: SignedIn, projectId: string) => {
    const response = await t.inject({ method: 'GET', url: `/apps/${user.domainName}/${await slugOf(projectId)}/manifest.webmanifest` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const pageOf = async (user: SignedIn, projectId: string) => (await t.inject({ method: 'GET', url: `/apps/${user.domainName}/${await slugOf(projectId)}/`, headers: { accept: 'text/html' } })).body;
  const assetCount = async (hash: string) => (await t.db.selectFrom('appAssets').select('hash').where('hash', '=', hash).execute()).length;

  it('stores an uploaded icon by its hash, answers it, serves it immutably, and goes back to the default', async () => {
    const owner = await developer('icon.upload');
    const projectId = await newProject(owner);
    expect((await readIcon(as(owner), projectId)).json()).toEqual({ icon: null });

    const image = pngFile(256, 256);
    const uploaded = await upload(as(owner), projectId, image, 'image/png; charset=binary');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const icon = uploaded.json().icon;
    expect(icon).toEqual({ hash: expect.stringMatching(/^[0-9a-f]{64}$/), mediaType: 'image/png', width: 256, height: 256 });
    expect((await readIcon(as(owner), projectId)).json()).toEqual({ icon });
    expect((await logActions(t, owner.domainId)).map((entry) => entry.action)).toContain('project.app_icon_changed');

    // Public, by content: the exact bytes, the right type, cached for a year, never sniffed.
    const asset = await t.inject({ method: 'GET', url: appAssetAddress(icon.hash) });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toBe('image/png');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.rawPayload.equals(image)).toBe(true);
    expect(asset.headers.etag).toBe(`"${icon.hash}"`);
    // A client holding the tag gets a 304 with the same cache headers and no bytes.
    for (const tag of [`"${icon.hash}"`, `W/"${icon.hash}"`, `"other", "${icon.hash}"`]) {
      const unchanged = await t.inject({ method: 'GET', url: appAssetAddress(icon.hash), headers: { 'if-none-match': tag } });
      expect(unchanged.statusCode, tag).toBe(304);
      expect(unchanged.rawPayload.length).toBe(0);
      expect(unchanged.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(unchanged.headers.etag).toBe(`"${icon.hash}"`);
    }
    expect((await t.inject({ method: 'GET', url: appAssetAddress(icon.hash), headers: { 'if-none-match': '"another"' } })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: appAssetAddress('0'.repeat(64)), headers: { 'if-none-match': `"${'0'.repeat(64)}"` } })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: appAssetAddress('0'.repeat(64)) })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: appAssetAddress('not-a-hash') })).statusCode).toBe(404);

    // The same bytes from another project are one row.
    const other = await newProject(owner);
    expect((await upload(as(owner), other, image)).json().icon.hash).toBe(icon.hash);
    expect(await assetCount(icon.hash)).toBe(1);

    const removed = await removeIcon(as(owner), projectId);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ icon: null });
    expect((await readIcon(as(owner), projectId)).json()).toEqual({ icon: null });
    // The other project still holds the bytes; once it lets go, nothing does and they go.
    expect(await assetCount(icon.hash)).toBe(1);
    expect((await removeIcon(as(owner), other)).statusCode).toBe(200);
    expect(await assetCount(icon.hash)).toBe(0);
  });

  it('refuses what is not a square PNG of 192 to 4096 pixels within 1 MB, with a clear message, and changes nothing', async () => {
    const owner = await developer('icon.refusals');
    const projectId = await newProject(owner);
    const kept = (await upload(as(owner), projectId, pngFile(192, 192))).json().icon;
    // A "PNG" padded past the limit, so the size is what is refused.
    const tooBig = Buffer.concat([pngFile(192, 192), Buffer.alloc(APP_ICON_MAX_BYTES)]);
    const cases: [Buffer, string, number, string][] = [
      [Buffer.from('just some text'), 'image/png', 400, 'This file is not a PNG image.'],
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), 'image/jpeg', 415, 'Upload the icon as a PNG image (image/png).'],
      [pngFile(192, 192), 'text/html', 415, 'Upload the icon as a PNG image (image/png).'],
      [tooBig.subarray(0, APP_ICON_MAX_BYTES + 1), 'image/png', 413, 'The icon is larger than 1 MB. Choose a smaller PNG image.'],
      [Buffer.alloc(APP_ICON_MAX_BYTES * 2), 'image/png', 413, 'The request body is too large.'],
      [pngFile(300, 200), 'image/png', 400, 'The icon must be square; this image is 300×200 pixels.'],
      [pngFile(100, 100), 'image/png', 400, 'The icon must be at least 192×192 pixels; this image is 100×100.'],
      [pngFile(192, 192).subarray(0, 40), 'image/png', 400, 'This PNG image is damaged or incomplete.'],
      [Buffer.alloc(0), 'image/png', 400, 'This file is not a PNG image.'],
    ];
    for (const [body, type, status, message] of cases) {
      const refused = await upload(as(owner), projectId, body, type);
      expect(refused.statusCode, `${type} ${body.length}: ${refused.body}`).toBe(status);
      expect(refused.json().error.message).toBe(message);
    }
    expect((await readIcon(as(owner), projectId)).json()).toEqual({ icon: kept });
  });

  it('lets members read, only a Developer seat change, and answers 404 to another workspace', async () => {
    const owner = await developer('icon.members');
    const outsider = await developer('icon.outsider');
    const seat = await signedInUser(t, 'icon.seat');
    await addToWorkspace(t, owner.domainId, seat, 'developer', 'end_user');
    const projectId = await newProject(owner);
    const asSeat = scoped(seat, owner.domainName);
    expect((await readIcon(asSeat, projectId)).statusCode).toBe(200);
    expect((await upload(asSeat, projectId, pngFile(192, 192))).statusCode).toBe(403);
    expect((await removeIcon(asSeat, projectId)).statusCode).toBe(403);
    for (const headers of [scoped(outsider, owner.domainName), as(outsider)]) {
      expect((await readIcon(headers, projectId)).statusCode).toBe(404);
      expect((await upload(headers, projectId, pngFile(192, 192))).statusCode).toBe(404);
      expect((await removeIcon(headers, projectId)).statusCode).toBe(404);
    }
    expect((await upload(as(owner), 'not-a-uuid', pngFile(192, 192))).statusCode).toBe(404);
    expect((await readIcon(as(owner), projectId)).json()).toEqual({ icon: null });
  });

  it('freezes the icon into each release: live keeps it until the next publish, a rollback brings the older one back', async () => {
    const owner = await developer('icon.releases');
    const projectId = await newProject(owner, `Field notes ${crypto.randomUUID().slice(0, 6)}`);
    const name = (await t.db.selectFrom('projects').select('name').where('id', '=', projectId).executeTakeFirstOrThrow()).name;

    // Published without an icon: the player's own.
    const first = await publishOk(owner, projectId);
    expect((await manifestOf(owner, projectId)).icons.map((icon: { src: string }) => icon.src)).toEqual(['/player/icons/icon-192.png', '/player/icons/icon-512.png']);

    const red = (await upload(as(owner), projectId, pngFile(512, 512, [220, 38, 38]))).json().icon;
    // The draft changed; live did not.
    expect((await manifestOf(owner, projectId)).icons[0].src).toBe('/player/icons/icon-192.png');
    const second = await publishOk(owner, projectId);
    const manifest = await manifestOf(owner, projectId);
    expect(manifest.name).toBe(name);
    expect(manifest.icons).toEqual([{ src: appAssetAddress(red.hash), sizes: '512x512', type: 'image/png', purpose: 'any' }]);
    const page = await pageOf(owner, projectId);
    expect(page).toContain(`<link rel="icon" type="image/png" sizes="512x512" href="${appAssetAddress(red.hash)}">`);
    expect(page).toContain(`<link rel="apple-touch-icon" href="${appAssetAddress(red.hash)}">`);
    const live = await t.inject({ method: 'GET', url: fillPath(publishedAppPaths.liveApp, { domainName: owner.domainName, projectSlug: await slugOf(projectId) }) });
    expect(live.json().icon).toEqual(red);

    // A new icon in the draft: live keeps red until the next publish, and red's bytes stay served.
    const green = (await upload(as(owner), projectId, pngFile(384, 384, [22, 163, 74]))).json().icon;
    expect((await manifestOf(owner, projectId)).icons[0].src).toBe(appAssetAddress(red.hash));
    expect((await t.inject({ method: 'GET', url: appAssetAddress(red.hash) })).statusCode).toBe(200);
    await publishOk(owner, projectId);
    expect((await manifestOf(owner, projectId)).icons).toEqual([{ src: appAssetAddress(green.hash), sizes: '384x384', type: 'image/png', purpose: 'any' }]);

    // Rolling back brings each release's own icon back.
    const rollback = (releaseId: string) => t.inject({ method: 'POST', url: fillPath(releasePaths.rollback, { projectId, releaseId }), headers: as(owner) });
    expect((await rollback(second.release.id)).statusCode).toBe(200);
    expect((await manifestOf(owner, projectId)).icons[0].src).toBe(appAssetAddress(red.hash));
    expect((await rollback(first.release.id)).statusCode).toBe(200);
    expect((await manifestOf(owner, projectId)).icons[0].src).toBe('/player/icons/icon-192.png');
    expect(await pageOf(owner, projectId)).not.toContain('/api/app-assets/');

    // Deleting the project removes the assets nothing else holds.
    expect((await t.inject({ method: 'DELETE', url: fillPath(workspacePaths.project, { projectId }), headers: as(owner) })).statusCode).toBe(204);
    expect(await assetCount(red.hash)).toBe(0);
    expect(await assetCount(green.hash)).toBe(0);
  });

  it('keeps an asset another project’s release holds when a project is deleted', async () => {
    const owner = await developer('icon.shared');
    const a = await newProject(owner);
    const b = await newProject(owner);
    const image = pngFile(200, 200, [0, 0, 0]);
    const icon = (await upload(as(owner), a, image)).json().icon;
    await upload(as(owner), b, image);
    await publishOk(owner, b);
    // b's draft lets go of the icon; its release still holds it.
    expect((await removeIcon(as(owner), b)).statusCode).toBe(200);
    expect((await t.inject({ method: 'DELETE', url: fillPath(workspacePaths.project, { projectId: a }), headers: as(owner) })).statusCode).toBe(204);
    expect(await assetCount(icon.hash)).toBe(1);
    expect((await t.inject({ method: 'GET', url: appAssetAddress(icon.hash) })).statusCode).toBe(200);
    expect((await t.inject({ method: 'DELETE', url: fillPath(workspacePaths.project, { projectId: b }), headers: as(owner) })).statusCode).toBe(204);
    expect(await assetCount(icon.hash)).toBe(0);
  });

  it('names and colours the installed app as the published run settings say, and refuses a colour that is not #rrggbb', async () => {
    const owner = await developer('icon.manifest');
    const projectId = await newProject(owner, `Manifest ${crypto.randomUUID().slice(0, 6)}`);
    const settingsUrl = fillPath(workspacePaths.appSettings, { projectId });
    const save = (manifest: unknown) =>
      t.inject({ method: 'PUT', url: settingsUrl, headers: as(owner), payload: { startScreenId: null, previewDeviceId: null, variables: [], environment: [], manifest } });
    const refused = await save({ name: 'Notes', themeColor: 'orange', backgroundColor: null });
    expect(refused.statusCode, refused.body).toBe(400);
    const saved = await save({ name: ' Field notes ', themeColor: '#EA580C', backgroundColor: '#fff7ed' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().manifest).toEqual({ name: 'Field notes', themeColor: '#ea580c', backgroundColor: '#fff7ed' });
    await publishOk(owner, projectId);
    const manifest = await manifestOf(owner, projectId);
    expect(manifest).toMatchObject({ name: 'Field notes', short_name: 'Field notes', theme_color: '#ea580c', background_color: '#fff7ed' });

    // All empty is no manifest setting at all: the project's name and the player's colours at the next publish.
    const cleared = await save({ name: null, themeColor: null, backgroundColor: null });
    expect(cleared.json()).not.toHaveProperty('manifest');
    expect((await manifestOf(owner, projectId)).name).toBe('Field notes');
    await publishOk(owner, projectId);
    expect(await manifestOf(owner, projectId)).toMatchObject({ name: expect.stringMatching(/^Manifest /), theme_color: '#2563eb', background_color: '#ffffff' });
  });
});

describe.each(testDatabases)('the public app assets route on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      rateLimits: {
        auth: { max: 100, windowMs: 60_000 },
        loginFailuresPerUser: { max: 100, windowMs: 60_000 },
        events: { max: 100, windowMs: 60_000 },
        appRequests: { max: 3, windowMs: 60_000 },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is limited per client address like the live app, revalidations included', async () => {
    const hash = 'a'.repeat(64);
    const get = (remoteAddress: string, headers: Headers = {}) => t.inject({ method: 'GET', url: appAssetAddress(hash), remoteAddress, headers });
    const statuses = [(await get('10.7.0.1')).statusCode, (await get('10.7.0.1', { 'if-none-match': `"${hash}"` })).statusCode, (await get('10.7.0.1')).statusCode];
    expect(statuses).toEqual([404, 404, 404]);
    const limited = await get('10.7.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('too_many_requests');
    expect((await get('10.7.0.2')).statusCode).toBe(404);
  });
});
