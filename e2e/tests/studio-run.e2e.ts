import { describe, test } from 'vitest';
import { uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectAbsent, expectHidden, expectVisible } from '../harness/expect.ts';
import { StudioApi, StudioPage } from '../pages/StudioPage.ts';

const e2e = useE2E({ name: 'studio-run' });

const node = (id: string, type: string, extra: { props?: Record<string, unknown>; bindings?: Record<string, string>; events?: Record<string, unknown[]> } = {}, children: unknown[] = []) => ({
  id,
  type,
  props: extra.props ?? {},
  style: {},
  bindings: extra.bindings ?? {},
  events: extra.events ?? {},
  children,
});

describe('design studio: the Run preview runs the whole app', () => {
  test('a button navigates to another screen and back inside the canvas, with the run settings and unsaved changes', async () => {
    const email = uniqueEmail('studio-run');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const api = await StudioApi.as(e2e.api, email, workspace);
    const projectId = await api.createProject('Run app');
    const home = await api.createScreen(projectId, 'Home');
    const details = await api.createScreen(projectId, 'Details');
    assert(home.status === 201 && details.status === 201, 'creating the screens');
    const saved = await api.saveScreen(
      projectId,
      home.body.id,
      1,
      node(home.body.root.id, 'container', {}, [
        node('home-title', 'heading', { props: { text: 'Home page', level: 1 } }),
        node('greeting', 'label', { props: { text: 'no environment' }, bindings: { text: 'env.GREETING' } }),
        node('open-details', 'button', { props: { text: 'Open details' }, events: { onClick: [{ id: 'go', type: 'navigate', params: { screenId: details.body.id } }] } }),
      ]),
    );
    assert(saved === 200, `saving Home: HTTP ${saved}`);
    const savedDetails = await api.saveScreen(
      projectId,
      details.body.id,
      1,
      node(details.body.root.id, 'container', {}, [
        node('details-title', 'heading', { props: { text: 'Details page', level: 1 } }),
        node('who', 'label', { props: { text: 'nobody' }, bindings: { text: 'app.who' } }),
        node('back', 'button', { props: { text: 'Back' }, events: { onClick: [{ id: 'back', type: 'goBack', params: {} }] } }),
      ]),
    );
    assert(savedDetails === 200, `saving Details: HTTP ${savedDetails}`);
    // The settings' start screen is Details: the canvas still opens on the screen the studio shows.
    await api.saveAppSettings(projectId, {
      startScreenId: details.body.id,
      previewDeviceId: null,
      variables: [{ name: 'who', type: 'text', initial: 'Ada from the app variables' }],
      environment: [{ name: 'GREETING', value: 'Hello from the draft environment' }],
    });

    const studio = await StudioPage.signInAndOpen(e2e.page, email, workspace, projectId);
    await studio.expectOpenScreen('Home');
    // An unsaved change of the open screen runs too.
    await studio.dragFromPalette('label', { x: 0.5, y: 0.8 });
    await studio.expectCanvasCount('label', 2, 'after dropping a Label');
    await studio.expectSaveState('unsaved');

    // The server fails the first request for the draft's preview token: the preview says so (no
    // endless "Starting the app…"), and Try again runs the app once the server answers.
    const tokenRoute = `**/api/projects/${projectId}/preview-token`;
    await e2e.page.route(tokenRoute, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'unavailable', message: 'The server is restarting.' } }) }),
    );
    await studio.runButton.click();
    await expectVisible(studio.toolbar.getByRole('button', { name: 'Run', pressed: true }), 'Run pressed');
    const problem = studio.stage.getByRole('alert').filter({ hasText: 'The app could not start' });
    await expectVisible(problem, 'the failed start in the Run preview');
    await e2e.snap('00-run-could-not-start');
    await e2e.page.unroute(tokenRoute);
    await problem.getByRole('button', { name: 'Try again', exact: true }).click();
    await expectHidden(problem, 'the failed start after Try again');
    const canvas = studio.canvas;
    await expectVisible(canvas.getByRole('heading', { name: 'Home page' }), 'Home in the Run preview');
    await expectVisible(canvas.getByText('Hello from the draft environment', { exact: true }), 'the environment value bound on Home');
    await expectVisible(canvas.getByText('Label', { exact: true }), 'the unsaved label in the Run preview');
    await e2e.snap('01-run-home');

    await canvas.getByRole('button', { name: 'Open details', exact: true }).click();
    await expectVisible(canvas.getByRole('heading', { name: 'Details page' }), 'Details after the navigate action');
    await expectVisible(canvas.getByText('Ada from the app variables', { exact: true }), 'the app variable bound on Details');
    await expectAbsent(canvas.getByRole('heading', { name: 'Home page' }), 'Home after navigating');
    await expectAbsent(canvas.getByRole('alert'), 'a refusal of the navigation');
    // The studio stays on the screen it edits.
    await expectVisible(studio.screenRow('Home').and(e2e.page.locator('[data-open]')), 'Home still open in the screens panel');
    await e2e.snap('02-run-details');

    await canvas.getByRole('button', { name: 'Back', exact: true }).click();
    await expectVisible(canvas.getByRole('heading', { name: 'Home page' }), 'Home after going back');
    await expectAbsent(canvas.getByRole('heading', { name: 'Details page' }), 'Details after going back');
    await e2e.snap('03-run-back-home');

    // Stopping the Run returns to editing the same screen, unsaved change kept.
    await studio.runButton.click();
    await studio.expectCanvasCount('label', 2, 'the labels back in edit mode');
    await studio.expectSaveState('unsaved');
  });
});
