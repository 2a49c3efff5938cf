import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectAbsent, expectHidden, expectVisible } from '../harness/expect.ts';
import { StudioApi, StudioPage } from '../pages/StudioPage.ts';

// A REST API on loopback that answers every request with its path; the egress guard opens its port only.
let echo: http.Server | undefined;
let echoPort = 0;
const seen: string[] = [];

beforeAll(async () => {
  echo = http.createServer((request, response) => {
    seen.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ path: request.url }));
  });
  await new Promise<void>((resolve) => echo!.listen(0, '127.0.0.1', resolve));
  echoPort = (echo.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => (echo ? echo.close(() => resolve()) : resolve()));
});

const e2e = useE2E({ name: 'studio-run-rest', env: () => ({ EGRESS_ALLOW: `127.0.0.1:${echoPort}` }) });

describe('design studio: the Run preview calls REST requests', () => {
  test('a Call REST request action added in the studio and not yet saved runs in the Run preview', async () => {
    const email = uniqueEmail('run-rest');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const api = await StudioApi.as(e2e.api, email, workspace);
    await api.changePlan('pro');
    const { tokenString } = await e2e.api.login(email);
    const headers = { authorization: `Bearer ${tokenString}`, domainname: workspace };
    const connector = await e2e.api.post<{ id: string }>(
      '/api/connectors',
      { kind: 'rest', name: 'Weather API', settings: { baseUrl: `http://127.0.0.1:${echoPort}/v1`, headers: [], auth: { kind: 'none' } } },
      headers,
    );
    assert(connector.status === 201, `POST connectors gave HTTP ${connector.status}: ${JSON.stringify(connector.body)}`);
    const request = await e2e.api.post<{ id: string }>(`/api/connectors/${connector.body.id}/requests`, { name: 'Forecast', method: 'GET', path: '/forecast' }, headers);
    assert(request.status === 201, `POST requests gave HTTP ${request.status}: ${JSON.stringify(request.body)}`);
    const projectId = await api.createProject('Weather');
    const home = await api.createScreen(projectId, 'Home');
    assert(home.status === 201, 'creating Home');
    const saved = await api.saveScreen(projectId, home.body.id, 1, {
      id: home.body.root.id,
      type: 'container',
      props: {},
      style: {},
      bindings: {},
      events: {},
      children: [{ id: 'ask', type: 'button', props: { text: 'Ask the forecast' }, style: {}, bindings: {}, events: {}, children: [] }],
    });
    assert(saved === 200, `saving Home: HTTP ${saved}`);

    const studio = await StudioPage.signInAndOpen(e2e.page, email, workspace, projectId);
    const page = studio.page;
    await studio.expectOpenScreen('Home');
    await studio.clickOnCanvas('ask');
    await studio.expectSelected('ask', 'the button');
    await studio.propertiesTab('Events').click();
    const onClick = page.getByTestId('event-onClick');

    // Call REST request, picked from the workspace's requests, then a message once it answered.
    await onClick.getByRole('button', { name: 'Add action', exact: true }).click();
    await page.getByRole('dialog', { name: 'Add an action to On click' }).getByRole('option', { name: 'Call REST request', exact: true }).click();
    const restEditor = page.getByRole('dialog', { name: 'Add Call REST request to On click' });
    await restEditor.getByRole('combobox', { name: 'REST request', exact: true }).click();
    await page.getByRole('option', { name: 'Forecast', exact: true }).click();
    await e2e.snap('01-rest-action');
    await restEditor.getByRole('button', { name: 'Add', exact: true }).click();
    await expectHidden(restEditor, 'the REST action editor after Add');
    await onClick.getByRole('button', { name: 'Add action', exact: true }).click();
    await page.getByRole('dialog', { name: 'Add an action to On click' }).getByRole('option', { name: 'Show message', exact: true }).click();
    const messageEditor = page.getByRole('dialog', { name: 'Add Show message to On click' });
    await messageEditor.getByTestId('action-param-text').fill('The forecast answered');
    await messageEditor.getByRole('button', { name: 'Add', exact: true }).click();
    await expectHidden(messageEditor, 'the message editor after Add');
    await studio.expectSaveState('unsaved');
    const stored = await api.screenNamed(projectId, 'Home');
    assert(!JSON.stringify(stored.root).includes('callRest'), 'the REST action is not saved yet');

    await studio.runButton.click();
    const canvas = studio.canvas;
    const before = seen.length;
    await canvas.getByRole('button', { name: 'Ask the forecast', exact: true }).click();
    await expectVisible(canvas.getByText('The forecast answered', { exact: true }), 'the message after the REST request answered');
    await expectAbsent(canvas.getByText('Request not found.', { exact: true }), 'a refusal of the unsaved request');
    assert(seen.length === before + 1 && seen.at(-1) === '/v1/forecast', `the API got the request: ${JSON.stringify(seen.slice(before))}`);
    await e2e.snap('02-run-called');
  });
});
