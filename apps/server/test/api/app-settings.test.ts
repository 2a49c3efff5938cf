import { fillPath, type ScreenDetail, workspacePaths as paths } from '@tessera/model/workspace-api';
import type { AppSettings } from '@tessera/model/definition';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { addToWorkspace, logActions, scoped, signedInUser, type SignedIn } from '../helpers/workspaces.ts';

type Json = Record<string, unknown>;

describe.each(testDatabases)('app settings on %s', (kind) => {
  const t = useTestApp(kind);

  const as = (user: SignedIn) => scoped(user, user.domainName);
  const newProject = async (user: SignedIn): Promise<string> => {
    const response = await t().inject({ method: 'POST', url: paths.projects, headers: as(user), payload: { name: `App ${crypto.randomUUID().slice(0, 8)}` } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  };
  const newScreen = async (user: SignedIn, projectId: string, payload: Json): Promise<ScreenDetail> => {
    const response = await t().inject({ method: 'POST', url: fillPath(paths.screens, { projectId }), headers: as(user), payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const settingsOf = (projectId: string) => fillPath(paths.appSettings, { projectId });
  const read = (headers: Record<string, string>, projectId: string) => t().inject({ method: 'GET', url: settingsOf(projectId), headers });
  const write = (headers: Record<string, string>, projectId: string, payload: unknown) => t().inject({ method: 'PUT', url: settingsOf(projectId), headers, payload: payload as Json });

  const full = (startScreenId: string | null): AppSettings => ({
    startScreenId,
    previewDeviceId: 'iphone-15',
    variables: [
      { name: 'cartCount', type: 'number', initial: 0 },
      { name: 'greeting', type: 'text', initial: 'Hello' },
      { name: 'filters', type: 'map', initial: { status: 'open' } },
      { name: 'picked', type: 'list', initial: null },
    ],
    environment: [{ name: 'API_BASE', value: 'https://api.example.test' }],
  });

  it('answers the defaults with the start screen of the screens list, then stores a whole replacement', async () => {
    const owner = await signedInUser(t(), 'settings.owner');
    const projectId = await newProject(owner);
    const empty = await read(as(owner), projectId);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ startScreenId: null, previewDeviceId: null, variables: [], environment: [] });

    const home = await newScreen(owner, projectId, { name: 'Home' });
    const list = await newScreen(owner, projectId, { name: 'List' });
    expect((await read(as(owner), projectId)).json().startScreenId).toBe(home.id);

    const saved = await write(as(owner), projectId, full(list.id));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(full(list.id));
    expect((await read(as(owner), projectId)).json()).toEqual(full(list.id));
    // One source of the start screen: the screens list follows.
    const screens = await t().inject({ method: 'GET', url: fillPath(paths.screens, { projectId }), headers: as(owner) });
    expect(screens.json().startScreenId).toBe(list.id);
    expect((await logActions(t(), owner.domainId)).map((entry) => entry.action)).toContain('project.app_settings_updated');

    // Setting the start screen through the screens route shows here too.
    const moved = await t().inject({ method: 'PUT', url: fillPath(paths.startScreen, { projectId }), headers: as(owner), payload: { screenId: home.id } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await read(as(owner), projectId)).json()).toEqual(full(home.id));
  });

  it('refuses duplicate names, values of the wrong type, a start screen that is no page of this project and an unknown device; nothing changes', async () => {
    const owner = await signedInUser(t(), 'settings.refusals');
    const projectId = await newProject(owner);
    const otherProjectId = await newProject(owner);
    const home = await newScreen(owner, projectId, { name: 'Home' });
    const master = await newScreen(owner, projectId, { name: 'Frame', kind: 'master' });
    const elsewhere = await newScreen(owner, otherProjectId, { name: 'Elsewhere' });
    expect((await write(as(owner), projectId, full(home.id))).statusCode).toBe(200);

    const refusals: [unknown, string][] = [
      [{ ...full(home.id), variables: [{ name: 'a', type: 'text', initial: null }, { name: 'a', type: 'number', initial: 1 }] }, 'variables: Each app variable needs its own name: "a" is used more than once.'],
      [{ ...full(home.id), environment: [{ name: 'K', value: '1' }, { name: 'K', value: '2' }] }, 'environment: Each environment value needs its own name: "K" is used more than once.'],
      [{ ...full(home.id), variables: [{ name: 'count', type: 'number', initial: 'three' }] }, 'variables[0].initial: The starting value of "count" must be a number.'],
      [full(master.id), 'startScreenId: Choose a screen (not a master, report or component) of this project.'],
      [full(elsewhere.id), 'startScreenId: Choose a screen (not a master, report or component) of this project.'],
      [full('not-a-uuid'), 'startScreenId: Choose a screen (not a master, report or component) of this project.'],
      [{ ...full(home.id), previewDeviceId: 'toaster' }, 'previewDeviceId: Choose a device of the list.'],
    ];
    for (const [payload, message] of refusals) {
      const response = await write(as(owner), projectId, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toEqual({ code: 'validation_failed', message });
    }
    const badName = await write(as(owner), projectId, { ...full(home.id), variables: [{ name: 'has space', type: 'text', initial: null }] });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().error.message, badName.body).toContain('variables');
    expect(badName.json().error.code).toBe('validation_failed');
    const badType = await write(as(owner), projectId, { ...full(home.id), variables: [{ name: 'x', type: 'date', initial: null }] });
    expect(badType.statusCode).toBe(400);
    expect((await read(as(owner), projectId)).json()).toEqual(full(home.id));
  });

  it('lets workspace members read, only a Developer seat write, and answers 404 to another workspace', async () => {
    const owner = await signedInUser(t(), 'settings.members');
    const outsider = await signedInUser(t(), 'settings.outsider');
    const endUserSeat = await signedInUser(t(), 'settings.seat');
    await addToWorkspace(t(), owner.domainId, endUserSeat, 'developer', 'end_user');
    const projectId = await newProject(owner);
    const home = await newScreen(owner, projectId, { name: 'Home' });

    const asSeat = scoped(endUserSeat, owner.domainName);
    expect((await read(asSeat, projectId)).statusCode).toBe(200);
    const refused = await write(asSeat, projectId, full(home.id));
    expect(refused.statusCode).toBe(403);

    for (const headers of [scoped(outsider, owner.domainName), as(outsider)]) {
      expect((await read(headers, projectId)).statusCode).toBe(404);
      expect((await write(headers, projectId, full(home.id))).statusCode).toBe(404);
    }
    expect((await read(as(owner), 'not-a-uuid')).statusCode).toBe(404);
    expect((await read(as(owner), projectId)).json()).toEqual({ startScreenId: home.id, previewDeviceId: null, variables: [], environment: [] });
  });
});
