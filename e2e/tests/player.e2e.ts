import path from 'node:path';
import { describe, test } from 'vitest';
import { uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectVisible } from '../harness/expect.ts';
import { artifactsDir } from '../harness/paths.ts';
import { StudioApi, StudioPage } from '../pages/StudioPage.ts';

const e2e = useE2E({ name: 'player' });

const node = (id: string, type: string, props: Record<string, unknown> = {}, children: unknown[] = []) => ({ id, type, props, style: {}, bindings: {}, events: {}, children });

describe('the player', () => {
  test('an address that names no published app shows the not-found page, and the manifest is refused', async () => {
    const page = e2e.page;
    const answer = await page.goto(`${e2e.baseUrl}/apps/nobody-here/no-such-app/some-screen`);
    assert(answer?.status() === 200, `the player page: HTTP ${answer?.status()}`);
    await expectVisible(page.getByRole('heading', { name: 'This app could not be found' }), 'the not-found page');
    const manifest = await e2e.api.get<{ error: { code: string } }>('/apps/nobody-here/no-such-app/manifest.webmanifest');
    assert(manifest.status === 404 && manifest.body.error.code === 'not_found', `manifest of no app: HTTP ${manifest.status}`);
    const icon = await fetch(`${e2e.baseUrl}/player/icons/icon-512.png`);
    assert(icon.status === 200 && icon.headers.get('content-type') === 'image/png', 'the bundled 512 icon');
    await e2e.snap('01-not-found');
  });

  test('Run in a new tab shows the draft app with the studio’s unsaved changes, a screen inside its master, deep links per page and back', async () => {
    const email = uniqueEmail('player-run');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const api = await StudioApi.as(e2e.api, email, workspace);
    const projectId = await api.createProject('Tasks');
    const frame = await api.createScreen(projectId, 'Frame', { kind: 'master' });
    assert(frame.status === 201, `creating the master: HTTP ${frame.status}`);
    const home = await api.createScreen(projectId, 'Home', { masterId: frame.body.id });
    const list = await api.createScreen(projectId, 'Task list');
    assert(home.status === 201 && list.status === 201, 'creating the screens');
    // The master's header frames Home: it shows above Home's own content, and the master is no page of its own.
    assert((await api.saveScreen(projectId, frame.body.id, 1, node(frame.body.root.id, 'container', {}, [node('brand', 'heading', { text: 'Acme header', level: 2 })]))) === 200, 'saving the master');
    assert((await api.saveScreen(projectId, home.body.id, 1, node(home.body.root.id, 'container', {}, [node('welcome', 'heading', { text: 'Welcome to Tasks', level: 1 })]))) === 200, 'saving Home');
    assert((await api.saveScreen(projectId, list.body.id, 1, node(list.body.root.id, 'container', {}, [node('all', 'heading', { text: 'All tasks', level: 1 })]))) === 200, 'saving Task list');

    const studio = await StudioPage.signInAndOpen(e2e.page, email, workspace, projectId);
    await studio.expectOpenScreen('Home');
    const [tab] = await Promise.all([e2e.context.waitForEvent('page'), studio.toolbar.getByRole('button', { name: 'Run in new tab', exact: true }).click()]);
    await tab.waitForLoadState();
    assert(new URL(tab.url()).pathname === `/run/${projectId}/`, `the Run tab's address: ${tab.url()}`);
    await expectVisible(tab.getByText('Welcome to Tasks', { exact: true }), 'the start screen in the Run tab');
    await expectVisible(tab.getByRole('heading', { name: 'Acme header' }), 'the master’s header around the start screen');
    const headerBox = await tab.getByRole('heading', { name: 'Acme header' }).boundingBox();
    const welcomeBox = await tab.getByText('Welcome to Tasks', { exact: true }).boundingBox();
    assert(headerBox !== null && welcomeBox !== null && headerBox.y < welcomeBox.y, 'the master’s header above the screen’s content');
    await tab.screenshot({ path: path.join(artifactsDir, 'player--02-run-tab.png'), fullPage: true });

    // An unsaved change in the studio reaches the tab.
    await studio.dragFromPalette('label', { x: 0.5, y: 0.6 });
    await studio.expectCanvasCount('label', 1, 'after dropping a Label');
    await studio.expectSaveState('unsaved');
    await expectVisible(tab.getByText('Label', { exact: true }), 'the unsaved label in the Run tab');

    // A deep link per screen, and the browser's back.
    await tab.goto(`${e2e.baseUrl}/run/${projectId}/task-list`);
    await expectVisible(tab.getByText('All tasks', { exact: true }), 'the Task list deep link');
    assert((await tab.getByRole('heading', { name: 'Acme header' }).count()) === 0, 'a screen without a master shows no header');
    assert((await tab.title()) === 'Task list · Tasks', `the tab's title: ${await tab.title()}`);
    await tab.goBack();
    await expectVisible(tab.getByText('Welcome to Tasks', { exact: true }), 'back on the start screen');
    await tab.goto(`${e2e.baseUrl}/run/${projectId}/no-such-screen`);
    await expectVisible(tab.getByRole('heading', { name: 'This screen could not be found' }), 'a deep link to no screen');
    await tab.goto(`${e2e.baseUrl}/run/${projectId}/frame`);
    await expectVisible(tab.getByRole('heading', { name: 'This screen could not be found' }), 'a deep link to the master, which is no page');
    await tab.screenshot({ path: path.join(artifactsDir, 'player--03-no-screen.png'), fullPage: true });
  });
});
