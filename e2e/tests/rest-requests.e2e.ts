import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectAbsent, expectHidden, expectPath, expectVisible } from '../harness/expect.ts';
import { freePort } from '../harness/free-port.ts';
import { ConnectorsPage } from '../pages/ConnectorsPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { RestRequestsPage } from '../pages/RestRequestsPage.ts';
import { StudioApi } from '../pages/StudioPage.ts';

// A real HTTP peer on loopback: it answers every request with JSON describing it (method, path
// and query, the parsed body), after 3 s on a path ending in /slow. A second port is reserved and left closed: a request there gets
// no answer. The server's egress guard opens exactly these two ports of 127.0.0.1.
let echo: http.Server | undefined;
let echoPort = 0;
let closedPort = 0;

beforeAll(async () => {
  echo = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text === '' ? null : JSON.parse(text);
      } catch {
        // Not JSON: echoed as text.
      }
      const answer = () => {
        if (response.destroyed) return;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ method: request.method, url: request.url, body }));
      };
      if (request.url?.endsWith('/slow')) setTimeout(answer, 3_000);
      else answer();
    });
  });
  await new Promise<void>((resolve) => echo!.listen(0, '127.0.0.1', resolve));
  echoPort = (echo.address() as AddressInfo).port;
  closedPort = await freePort();
});

afterAll(async () => {
  await new Promise<void>((resolve) => (echo ? echo.close(() => resolve()) : resolve()));
});

const e2e = useE2E({ name: 'rest-requests', env: () => ({ EGRESS_ALLOW: `127.0.0.1:${echoPort},127.0.0.1:${closedPort}` }) });

/** Creates a REST connector without authentication on the Connectors page. */
async function createConnector(connectors: ConnectorsPage, name: string, baseUrl: string): Promise<void> {
  await connectors.newButton.click();
  await connectors.choose('Kind', 'REST API');
  await connectors.input('Name').fill(name);
  await connectors.input('Base URL').fill(baseUrl);
  await connectors.submitButton('Create connector').click();
  await expectHidden(connectors.dialog, `the connector ${name} created`);
  await expectVisible(connectors.row(name), `${name} listed`);
}

describe('REST requests', () => {
  test('a request with a path parameter and a JSON body sent to an echo server, saved and listed; a time limit and a closed port show why no response came', async () => {
    const owner = uniqueEmail('rest-requests');
    const { workspace } = await e2e.api.createActiveAccount(owner);
    await (await StudioApi.as(e2e.api, owner, workspace)).changePlan('pro');
    const page = e2e.page;
    await (await new LoginPage(page).goto()).signIn(owner, PASSWORD);
    await expectPath(page, (pathname) => pathname !== '/login');

    const connectors = await new ConnectorsPage(page).goto(workspace);
    await createConnector(connectors, 'Echo', `http://127.0.0.1:${echoPort}/api`);

    // From the connector's row to its (empty) requests.
    await connectors.row('Echo').getByRole('link', { name: 'Requests of Echo', exact: true }).click();
    const listPath = await expectPath(page, /^\/[^/]+\/connectors\/[^/]+\/requests$/);
    const requests = new RestRequestsPage(page);
    await expectVisible(requests.text('No requests yet'), 'the empty state');
    await e2e.snap('01-empty');

    // A new POST with a path parameter and a JSON body.
    await requests.newButton.click();
    await expectPath(page, `${listPath.pathname}/new`);
    await requests.input('Name').fill('Create order');
    await requests.choose('Method', 'POST');
    await requests.input('Path').fill('/orders/{{orderId}}');
    const body = requests.input('Body (JSON)');
    await body.fill('{"count": {{count}}}');
    await expectVisible(requests.text('The body is not valid JSON: look at line 1, column 12.'), 'the JSON error with its position, as typed');
    await body.fill('{"count": "{{count}}", "note": "for {{orderId}}"}');
    await expectHidden(requests.text(/^The body is not valid JSON/), 'the JSON error gone once it parses');

    // Placeholders without parameters are flagged before anything is sent.
    await requests.sendButton.click();
    await expectVisible(requests.text('{{orderId}} is not a parameter.'), 'the undeclared path placeholder');
    await expectVisible(requests.text('{{count}} is not a parameter. {{orderId}} is not a parameter.'), 'the undeclared body placeholders');
    await expectVisible(requests.text('Fix the marked fields before sending.'), 'why nothing was sent');
    assert((await requests.input('Path').getAttribute('aria-invalid')) === 'true', 'the path marked invalid');
    await e2e.snap('02-undeclared');

    await requests.addParameter('orderId', 'Text', 'A-17');
    await requests.addParameter('count', 'Number', '3');
    assert((await requests.value('orderId').inputValue()) === 'A-17', 'the value prefilled from the example');
    assert((await requests.value('count').inputValue()) === '3', 'the number prefilled from the example');

    // Ctrl+Enter sends the unsaved definition: the echo shows the filled path and the typed number.
    await requests.input('Path').press('Control+Enter');
    await expectVisible(requests.status.getByText('200 OK', { exact: true }), 'status 200 in the preview');
    const echoed = await requests.responseBody.innerText();
    assert(echoed.includes('"method": "POST"'), `the method echoed: ${echoed}`);
    assert(echoed.includes('"url": "/api/orders/A-17"'), `the path parameter filled in: ${echoed}`);
    assert(echoed.includes('"count": 3,'), `the number parameter sent as a number: ${echoed}`);
    assert(echoed.includes('"note": "for A-17"'), `a placeholder inside a string filled as text: ${echoed}`);
    await e2e.snap('03-response');

    // Another value, sent with the button.
    await requests.value('orderId').fill('B 9');
    await requests.sendButton.click();
    await expectVisible(requests.responseBody.getByText(/"url": "\/api\/orders\/B%209"/), 'the new value percent-encoded in the path');

    // Saved, then listed after a reload.
    await requests.createButton.click();
    await expectVisible(requests.text('Request Create order created.'), 'the creation announced');
    await expectPath(page, new RegExp(`^${listPath.pathname}/(?!new$)[^/]+$`));
    await page.goto(listPath.pathname);
    await page.reload();
    const row = requests.row('Create order');
    await expectVisible(row, 'the saved request listed');
    await expectVisible(row.getByText('POST', { exact: true }), 'its method');
    await expectVisible(row.getByText('/orders/{{orderId}}', { exact: true }), 'its path');
    await e2e.snap('04-listed');

    // Reopened from the list, as saved.
    await row.getByRole('link', { name: 'Create order', exact: true }).click();
    await expectVisible(requests.input('Path'), 'the editor of the saved request');
    assert((await requests.input('Path').inputValue()) === '/orders/{{orderId}}', 'its path as saved');
    assert((await requests.parameterRows.count()) === 2, 'its two parameters');

    // A request past its time limit fails as timed out, with no status.
    await page.goto(listPath.pathname);
    await requests.newButton.click();
    await requests.input('Name').fill('Slow');
    await requests.input('Path').fill('/slow');
    await requests.input('Time limit (seconds)').fill('1');
    await requests.sendButton.click();
    await expectVisible(requests.failure.getByText('Timed out', { exact: true }), 'the timeout’s kind');
    await e2e.snap('05-timeout');
    await expectAbsent(requests.status, 'no status without a response');
    await requests.createButton.click();
    await expectPath(page, new RegExp(`^${listPath.pathname}/(?!new$)[^/]+$`));
    await page.reload();
    assert((await requests.input('Time limit (seconds)').inputValue()) === '1', 'the time limit as saved');

    // A connector to a port where nothing listens: the preview says why, with no status.
    await connectors.goto(workspace);
    await createConnector(connectors, 'Closed', `http://127.0.0.1:${closedPort}`);
    await connectors.row('Closed').getByRole('link', { name: 'Requests of Closed', exact: true }).click();
    await requests.newButton.click();
    await requests.input('Name').fill('Ping');
    await requests.input('Path').fill('/ping');
    await requests.sendButton.click();
    await expectVisible(requests.failure.getByText('Could not reach the server', { exact: true }), 'the failure’s kind');
    await expectAbsent(requests.status, 'no status without a response');
    await e2e.snap('06-unreachable');

    // Cancel with unsaved changes asks first; discarding goes back to the (still empty) list.
    await requests.cancelButton.click();
    await expectVisible(requests.dialog.getByText('Discard your changes?', { exact: true }), 'the question before dropping changes');
    await requests.dialog.getByRole('button', { name: 'Discard changes', exact: true }).click();
    await expectVisible(requests.text('No requests yet'), 'nothing saved for Closed');
  });
});
