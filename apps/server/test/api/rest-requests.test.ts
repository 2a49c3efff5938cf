import { REST_PREVIEW_BODY_BYTES, restRequestPaths } from '@tessera/model/connectors';
import { fillPath } from '@tessera/model/workspace-api';
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEgressPolicy } from '../../src/net/egress/policy.ts';
import { DEVELOPER_SEAT_MESSAGE } from '../../src/plugins/auth.ts';
import { connectorClient, newSecretsKey, postgresBody, secretText, withSecretsKey } from '../helpers/connectors.ts';
import { testDatabases } from '../helpers/databases.ts';
import { type EchoServer, startEchoServer } from '../helpers/http-peers.ts';
import { closedPort } from '../helpers/external-databases.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addToWorkspace, scoped, setPlan, signedInUser } from '../helpers/workspaces.ts';

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The app's log as written: one JSON line per entry. */
class LogCapture {
  readonly lines: string[] = [];
  write(line: string): void {
    this.lines.push(line);
  }
}

/** What the issuer says its tokens last: short, so moving the clock past it keeps the sign-in valid. */
const TOKEN_LIFETIME_S = 120;

const basicOf = (header: string | undefined) => Buffer.from((header ?? '').replace(/^Basic /, ''), 'base64').toString('utf8');

describe.each(testDatabases)('REST connectors’ named requests on %s', (kind) => {
  let t: TestApp;
  let api: EchoServer;
  let other: EchoServer;
  let victim: EchoServer;
  let issuer: OAuth2Server;
  let refusedPort: number;
  const log = new LogCapture();
  const answers: string[] = [];
  const client = connectorClient(() => t, answers);
  const secrets = {
    tenant: secretText('tenant'),
    apiKey: secretText('api-key'),
    queryKey: secretText('query-key'),
    bearer: secretText('bearer'),
    basic: `pä:ss-${secretText('basic')}`,
    client: secretText('client'),
    wrongClient: secretText('wrong-client'),
  };
  /** Tokens the issuer gave, and those the API no longer takes. */
  const issued = new Set<string>();
  const revoked = new Set<string>();
  const tokenRequests: { authorization: string | undefined; body: Record<string, string> }[] = [];

  beforeAll(async () => {
    issuer = new OAuth2Server();
    await issuer.issuer.keys.generate('RS256');
    await issuer.start(0, '127.0.0.1');
    // Each token its own (two signed in the same second would otherwise be the same text).
    issuer.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      token.payload.jti = randomUUID();
    });
    issuer.service.on('beforeResponse', (response: { body: Record<string, unknown>; statusCode: number }, request: { headers: Record<string, string>; body: Record<string, string> }) => {
      tokenRequests.push({ authorization: request.headers.authorization, body: { ...request.body } });
      // The mock takes any client: this one knows its secret.
      if (basicOf(request.headers.authorization) !== `tessera:${secrets.client}`) {
        response.statusCode = 401;
        response.body = { error: 'invalid_client', error_description: `bad secret ${String(request.headers.authorization)}` };
        return;
      }
      response.body.expires_in = TOKEN_LIFETIME_S;
      issued.add(String(response.body.access_token));
    });
    [api, other, victim, refusedPort] = await Promise.all([
      startEchoServer({ accepts: (token) => issued.has(token) && !revoked.has(token) }),
      startEchoServer(),
      startEchoServer(),
      closedPort(),
    ]);
    const issuerPort = Number(new URL(issuer.issuer.url ?? '').port);
    t = await createTestApp(
      kind,
      { ...withSecretsKey(newSecretsKey()), egress: parseEgressPolicy([api.port, other.port, issuerPort, refusedPort].map((port) => `127.0.0.1:${port}`).join(',')) },
      { logger: { level: 'trace', stream: log } },
    );
  });

  afterAll(async () => {
    await t?.close();
    await Promise.all([api?.close(), other?.close(), victim?.close(), issuer?.stop()]);
  });

  async function developer(prefix: string) {
    const user = await signedInUser(t, prefix);
    await setPlan(t, user.domainId, 'pro');
    return { user, headers: scoped(user, user.domainName) };
  }

  const call = async (method: Method, url: string, headers: Headers, payload?: unknown): Promise<LightMyRequestResponse> => {
    const response = await t.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
    answers.push(response.body);
    return response;
  };
  const requestsUrl = (connectorId: string) => fillPath(restRequestPaths.requests, { connectorId });
  const requestUrl = (connectorId: string, requestId: string) => fillPath(restRequestPaths.request, { connectorId, requestId });
  const runUrl = (connectorId: string, requestId: string) => fillPath(restRequestPaths.run, { connectorId, requestId });
  const previewUrl = (connectorId: string) => fillPath(restRequestPaths.preview, { connectorId });

  async function restConnector(headers: Headers, name: string, auth: Record<string, unknown> = { kind: 'none' }, baseUrl = `${api.origin}/v1`): Promise<string> {
    const created = await client.create(headers, {
      kind: 'rest',
      name,
      settings: { baseUrl, headers: [{ name: 'Accept', value: 'application/json' }, { name: 'X-Tenant-Key', secret: true, value: secrets.tenant }], auth },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id;
  }

  async function saved(headers: Headers, connectorId: string, definition: Record<string, unknown>): Promise<string> {
    const created = await call('POST', requestsUrl(connectorId), headers, definition);
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id;
  }

  async function run(headers: Headers, connectorId: string, requestId: string, parameters: Record<string, unknown> = {}) {
    const response = await call('POST', runUrl(connectorId, requestId), headers, { parameters });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function preview(headers: Headers, connectorId: string, request: Record<string, unknown>, parameters: Record<string, unknown> = {}) {
    return call('POST', previewUrl(connectorId), headers, { request, parameters });
  }

  const errorOf = (response: LightMyRequestResponse) => ({ status: response.statusCode, ...response.json().error });

  it('stores, lists, changes and deletes requests, with clear messages for what cannot be saved', async () => {
    const { headers } = await developer('rr.crud');
    const connectorId = await restConnector(headers, 'Shop', { kind: 'bearer', token: secrets.bearer });
    const definition = {
      name: 'Find item',
      method: 'POST',
      path: '/items/{{id}}',
      query: [{ name: 'lang', value: '{{lang}}' }],
      headers: [{ name: 'X-Trace', value: 'trace-{{id}}' }],
      body: '{"id": "{{id}}"}',
      parameters: [
        { name: 'id', type: 'number', example: '7' },
        { name: 'lang', type: 'text', required: false },
      ],
    };
    const created = await call('POST', requestsUrl(connectorId), headers, definition);
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json();
    expect(request).toMatchObject({
      connectorId,
      ...definition,
      parameters: [
        { name: 'id', type: 'number', required: true, example: '7' },
        { name: 'lang', type: 'text', required: false, example: null },
      ],
      timeoutMs: 15_000,
      maxResponseBytes: 1_048_576,
      createdBy: { username: expect.any(String) },
    });
    expect((await call('GET', requestUrl(connectorId, request.id), headers)).json()).toEqual(request);

    const second = await saved(headers, connectorId, { name: 'All items', method: 'GET', path: '/items' });
    expect((await call('GET', requestsUrl(connectorId), headers)).json().requests.map((r: { id: string }) => r.id)).toEqual([second, request.id]);

    // Names are unique per connector, ignoring case, on create and on change.
    expect(errorOf(await call('POST', requestsUrl(connectorId), headers, { ...definition, name: 'FIND ITEM' }))).toEqual({
      status: 409,
      code: 'conflict',
      message: 'This connector already has a request named "FIND ITEM" (names are compared ignoring case).',
    });
    expect(errorOf(await call('PATCH', requestUrl(connectorId, second), headers, { name: 'find item', method: 'GET', path: '/x' })).status).toBe(409);

    const refusals: [Record<string, unknown>, string][] = [
      [{ ...definition, path: '/items/{{x}}' }, 'The path uses {{x}}, which is not a parameter.'],
      [{ ...definition, body: '{"id": {{id}}}' }, 'The body is not valid JSON at line 1, column 9. Put placeholders inside quotes: "{{name}}" keeps a number a number.'],
      [{ ...definition, headers: [{ name: 'Authorization', value: 'Bearer mine' }] }, "The connector's authentication sets the header authorization; a request cannot set it too."],
    ];
    for (const [body, message] of refusals) {
      expect(errorOf(await call('POST', requestsUrl(connectorId), headers, { ...body, name: 'Refused' }))).toEqual({ status: 400, code: 'validation_failed', message });
      expect(errorOf(await call('PATCH', requestUrl(connectorId, request.id), headers, body))).toEqual({ status: 400, code: 'validation_failed', message });
    }
    const schemaRefusal = errorOf(await call('POST', requestsUrl(connectorId), headers, { name: 'Get with body', method: 'GET', path: '/x', body: '{}' }));
    expect(schemaRefusal.status).toBe(400);
    expect(schemaRefusal.message).toContain('A GET request has no body.');
    // Nothing refused was stored or changed.
    expect((await call('GET', requestsUrl(connectorId), headers)).json().requests.map((r: { name: string }) => r.name)).toEqual(['All items', 'Find item']);

    const changed = await call('PATCH', requestUrl(connectorId, request.id), headers, { ...definition, name: 'Find one item', timeoutMs: 5000 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Find one item', timeoutMs: 5000, createdAt: request.createdAt });

    expect((await call('DELETE', requestUrl(connectorId, second), headers)).statusCode).toBe(204);
    expect(errorOf(await call('GET', requestUrl(connectorId, second), headers))).toEqual({ status: 404, code: 'not_found', message: 'Request not found.' });
    expect(errorOf(await call('DELETE', requestUrl(connectorId, second), headers)).status).toBe(404);
    expect(errorOf(await call('GET', requestUrl(connectorId, 'not-a-uuid'), headers)).status).toBe(404);

    // Only REST connectors have requests.
    const database = (await client.create(headers, postgresBody('Sales db', secretText('pg')))).json();
    expect(errorOf(await call('GET', requestsUrl(database.id), headers))).toEqual({
      status: 404,
      code: 'not_found',
      message: 'Connector "Sales db" is a database connector; only REST connectors have requests.',
    });
    expect(errorOf(await call('POST', requestsUrl(database.id), headers, definition)).status).toBe(404);

    // A request goes with its connector.
    expect((await client.remove(headers, connectorId)).statusCode).toBe(204);
    expect(await t.db.selectFrom('restRequests').select('id').where('connectorId', '=', connectorId).execute()).toEqual([]);
  });

  it('gives another workspace 404 on every route and a member without a developer seat 403, changing nothing', async () => {
    const owner = await developer('rr.owner');
    const connectorId = await restConnector(owner.headers, 'Owned');
    const requestId = await saved(owner.headers, connectorId, { name: 'Ping', method: 'GET', path: '/echo' });
    const routes: [Method, string, unknown?][] = [
      ['GET', requestsUrl(connectorId)],
      ['POST', requestsUrl(connectorId), { name: 'Other', method: 'GET', path: '/x' }],
      ['GET', requestUrl(connectorId, requestId)],
      ['PATCH', requestUrl(connectorId, requestId), { name: 'Renamed', method: 'GET', path: '/x' }],
      ['POST', runUrl(connectorId, requestId), { parameters: {} }],
      ['POST', previewUrl(connectorId), { request: { name: 'P', method: 'GET', path: '/echo' }, parameters: {} }],
      ['DELETE', requestUrl(connectorId, requestId)],
    ];
    expect(new Set(routes.map(([, url]) => url)).size).toBe(Object.keys(restRequestPaths).length);
    const before = await t.db.selectFrom('restRequests').selectAll().where('connectorId', '=', connectorId).execute();
    const seenBefore = api.seen.length;

    const stranger = await developer('rr.stranger');
    const endUser = await signedInUser(t, 'rr.enduser');
    await addToWorkspace(t, owner.user.domainId, endUser, 'developer', 'end_user');
    for (const [method, url, payload] of routes) {
      // The stranger naming the owner's workspace (not theirs) and their own (where the ids name nothing).
      expect((await call(method, url, scoped(stranger.user, owner.user.domainName), payload)).statusCode, `${method} ${url}`).toBe(404);
      const own = await call(method, url, stranger.headers, payload);
      expect(errorOf(own), `${method} ${url}`).toEqual({ status: 404, code: 'not_found', message: 'Connector not found.' });
      const seatless = await call(method, url, scoped(endUser, owner.user.domainName), payload);
      expect(errorOf(seatless), `${method} ${url}`).toEqual({ status: 403, code: 'forbidden', message: DEVELOPER_SEAT_MESSAGE });
    }
    // The stranger's own REST connector does not reach the owner's request either.
    const strangerConnector = await restConnector(stranger.headers, 'Theirs');
    expect(errorOf(await call('POST', runUrl(strangerConnector, requestId), stranger.headers, { parameters: {} }))).toEqual({ status: 404, code: 'not_found', message: 'Request not found.' });
    expect(await t.db.selectFrom('restRequests').selectAll().where('connectorId', '=', connectorId).execute()).toEqual(before);
    expect(api.seen.length).toBe(seenBefore);
  });

  it('sends each kind of authentication where it belongs, with the connector’s default headers', async () => {
    const { headers } = await developer('rr.auth');
    const ping = { name: 'Ping', method: 'GET', path: '/echo' };
    const cases: [string, Record<string, unknown>, (seen: EchoServer['seen'][number]) => void][] = [
      ['None', { kind: 'none' }, (seen) => expect(seen.headers.authorization).toBeUndefined()],
      ['Key in header', { kind: 'apiKey', in: 'header', name: 'X-Api-Key', key: secrets.apiKey }, (seen) => expect(seen.headers['x-api-key']).toBe(secrets.apiKey)],
      ['Key in query', { kind: 'apiKey', in: 'query', name: 'key', key: secrets.queryKey }, (seen) => expect(new URL(seen.url, 'http://x').searchParams.get('key')).toBe(secrets.queryKey)],
      ['Bearer', { kind: 'bearer', token: secrets.bearer }, (seen) => expect(seen.headers.authorization).toBe(`Bearer ${secrets.bearer}`)],
      ['Basic', { kind: 'basic', username: 'zoë', password: secrets.basic }, (seen) => {
        expect(seen.headers.authorization).toMatch(/^Basic /);
        expect(basicOf(seen.headers.authorization)).toBe(`zoë:${secrets.basic}`);
      }],
    ];
    for (const [name, auth, check] of cases) {
      const connectorId = await restConnector(headers, name, auth);
      const requestId = await saved(headers, connectorId, ping);
      const result = await run(headers, connectorId, requestId);
      expect(result, name).toMatchObject({ outcome: 'response', status: 200, statusText: 'OK', request: { method: 'GET' } });
      const seen = api.last();
      expect(seen.url.startsWith('/v1/echo'), name).toBe(true);
      expect(seen.headers.accept).toBe('application/json');
      expect(seen.headers['x-tenant-key']).toBe(secrets.tenant);
      check(seen);
      if (name === 'Key in query') expect(result.request.url).toBe(`${api.origin}/v1/echo?key=***`);
      else expect(result.request.url).toBe(`${api.origin}/v1/echo`);
    }
  });

  it('places typed values in the body and keeps every value inside its place', async () => {
    const { headers } = await developer('rr.body');
    const connectorId = await restConnector(headers, 'Body', { kind: 'none' });
    const requestId = await saved(headers, connectorId, {
      name: 'Create',
      method: 'POST',
      path: '/echo/items/{{name}}',
      query: [{ name: 'q', value: '{{name}}' }],
      headers: [{ name: 'X-Name', value: 'n={{name}}' }],
      body: '{"id": "{{id}}", "name": "{{name}}", "active": "{{active}}", "tags": "{{tags}}", "note": "by {{name}} #{{id}}", "missing": "{{missing}}"}',
      parameters: [
        { name: 'id', type: 'number' },
        { name: 'name', type: 'text' },
        { name: 'active', type: 'boolean' },
        { name: 'tags', type: 'json' },
        { name: 'missing', type: 'text', required: false },
      ],
    });
    const name = '"}, "admin": true, "x": {"../';
    const result = await run(headers, connectorId, requestId, { id: 42, name, active: false, tags: '["a", {"b": null}]' });
    expect(result.outcome).toBe('response');
    const seen = api.last();
    expect(JSON.parse(seen.body)).toEqual({ id: 42, name, active: false, tags: ['a', { b: null }], note: `by ${name} #42`, missing: null });
    expect(seen.headers['content-type']).toBe('application/json');
    expect(seen.headers['x-name']).toBe(`n=${name}`);
    expect(seen.url).toBe(`/v1/echo/items/${encodeURIComponent(name)}?q=${new URLSearchParams({ q: name }).toString().slice(2)}`);
    expect(result.body).toEqual({ kind: 'json', value: expect.objectContaining({ method: 'POST', path: `/v1/echo/items/${encodeURIComponent(name)}`, query: { q: name } }) });

    const refused = async (parameters: Record<string, unknown>) => errorOf(await call('POST', runUrl(connectorId, requestId), headers, { parameters }));
    const base = { id: 1, name: 'x', active: true, tags: '[]' };
    const seenBefore = api.seen.length;
    expect(await refused({ ...base, name: '..' })).toMatchObject({ status: 400, message: 'The path needs a value for "name" that is not empty, "." or "..".' });
    expect(await refused({ ...base, name: 'a\r\nX-Evil: 1' })).toMatchObject({ status: 400, message: 'The value of "name" goes in the header X-Name, and a header value cannot hold a line break or NUL.' });
    expect(await refused({ ...base, id: 'forty' })).toMatchObject({ status: 400, message: 'The parameter "id" is a number; its value is not one.' });
    expect(await refused({ ...base, id: undefined })).toMatchObject({ status: 400, message: 'The parameter "id" is required: enter a value for it.' });
    expect(await refused({ ...base, extra: 1 })).toMatchObject({ status: 400, message: 'This request has no parameter named "extra".' });
    expect(api.seen.length).toBe(seenBefore);
  });

  it('previews an unsaved definition, a missing value taking the parameter’s example', async () => {
    const { headers } = await developer('rr.preview');
    const connectorId = await restConnector(headers, 'Preview');
    const definition = { name: 'Draft', method: 'PUT', path: '/echo/{{id}}', body: '{"n": "{{id}}"}', parameters: [{ name: 'id', type: 'number', example: '5' }] };
    const byExample = await preview(headers, connectorId, definition);
    expect(byExample.statusCode, byExample.body).toBe(200);
    expect(byExample.json()).toMatchObject({ outcome: 'response', status: 200, request: { method: 'PUT', url: `${api.origin}/v1/echo/5` } });
    expect(JSON.parse(api.last().body)).toEqual({ n: 5 });
    expect((await preview(headers, connectorId, definition, { id: 9 })).json().request.url).toBe(`${api.origin}/v1/echo/9`);
    expect(errorOf(await preview(headers, connectorId, { ...definition, body: '{"n": "{{other}}"}' }))).toMatchObject({ status: 400, message: 'The body uses {{other}}, which is not a parameter.' });
    expect(await t.db.selectFrom('restRequests').select('id').where('connectorId', '=', connectorId).execute()).toEqual([]);
  });

  it('answers the response: status, lower-case headers without set-cookie, JSON, text, empty, and the start of a long body', async () => {
    const { headers } = await developer('rr.response');
    const connectorId = await restConnector(headers, 'Responses');
    const get = (path: string, query: Record<string, string> = {}) =>
      preview(headers, connectorId, { name: 'R', method: 'GET', path, query: Object.entries(query).map(([name, value]) => ({ name, value })) }).then((response) => response.json());

    const cookie = await get('/cookie');
    expect(cookie).toMatchObject({ status: 200, contentType: 'application/json; charset=utf-8', body: { kind: 'json', value: { ok: true } }, truncated: false, sizeBytes: 11 });
    expect(cookie.headers).toContainEqual(['x-custom', 'Yes']);
    expect(cookie.headers.map(([name]: [string]) => name)).not.toContain('set-cookie');
    expect(cookie.headers.every(([name]: [string]) => name === name.toLowerCase())).toBe(true);

    expect(await get('/status/404')).toMatchObject({ outcome: 'response', status: 404, statusText: 'Not Found', body: { kind: 'text', value: 'status 404' } });
    expect(await get('/status/204')).toMatchObject({ status: 204, body: { kind: 'empty' }, sizeBytes: 0, truncated: false });

    const longJson = await get('/big', { type: 'json', bytes: String(REST_PREVIEW_BODY_BYTES + 5000) });
    expect(longJson).toMatchObject({ status: 200, body: { kind: 'text' }, truncated: true, sizeBytes: REST_PREVIEW_BODY_BYTES + 5000 });
    expect(longJson.body.value.startsWith('{"filler":"xxx')).toBe(true);
    expect(Buffer.byteLength(longJson.body.value)).toBe(REST_PREVIEW_BODY_BYTES);
    // Two-byte characters: the one cut in half is left out.
    const longText = await get('/big', { bytes: String(REST_PREVIEW_BODY_BYTES + 1001) });
    expect(longText).toMatchObject({ truncated: true, sizeBytes: REST_PREVIEW_BODY_BYTES + 1000 });
    expect(longText.body.value).toBe('é'.repeat(REST_PREVIEW_BODY_BYTES / 2));
  });

  it('answers a timeout, a body over the limit, a refused redirect, a redirect loop and a closed port as failures', async () => {
    const { headers } = await developer('rr.failures');
    const connectorId = await restConnector(headers, 'Failing', { kind: 'apiKey', in: 'header', name: 'X-Api-Key', key: secrets.apiKey });
    const failure = async (request: Record<string, unknown>) => {
      const response = await preview(headers, connectorId, { name: 'F', method: 'GET', ...request });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const host = '127.0.0.1';
    const slow = await failure({ path: '/slow', query: [{ name: 'ms', value: '4000' }], timeoutMs: 1000 });
    expect(slow).toMatchObject({ outcome: 'failure', failure: 'timeout', message: `${host} did not answer within 1 s.`, request: { method: 'GET', url: `${api.origin}/v1/slow?ms=4000` } });
    expect(slow.durationMs).toBeGreaterThanOrEqual(900);

    const large = await failure({ path: '/big', query: [{ name: 'bytes', value: '5000' }], maxResponseBytes: 1024 });
    expect(large).toMatchObject({ outcome: 'failure', failure: 'tooLarge' });
    expect(large.message).toContain(host);

    const refused = await failure({ path: '/redirect', query: [{ name: 'to', value: `${victim.origin}/steal` }] });
    expect(refused).toMatchObject({ outcome: 'failure', failure: 'refused' });
    expect(refused.message).toMatch(/^A redirect from 127\.0\.0\.1 leads to a loopback address/);
    expect(victim.seen).toEqual([]);

    const loop = await failure({ path: '/redirect' });
    expect(loop).toMatchObject({ outcome: 'failure', failure: 'redirects', message: `${host} redirected more than 5 times.` });

    // An opened port where nothing listens.
    const down = await preview(headers, await restConnector(headers, 'Down', { kind: 'none' }, `http://127.0.0.1:${refusedPort}/v1`), { name: 'D', method: 'GET', path: '/echo' });
    expect(down.json()).toMatchObject({ outcome: 'failure', failure: 'unreachable', request: { url: `http://127.0.0.1:${refusedPort}/v1/echo` } });
    expect(down.json().message).toContain(host);

    // To another (opened) origin the API key and the secret default header are not sent along.
    const across = await failure({ path: '/redirect', query: [{ name: 'to', value: `${other.origin}/echo` }] });
    expect(across).toMatchObject({ outcome: 'response', status: 200 });
    expect(api.last().headers['x-api-key']).toBe(secrets.apiKey);
    expect(other.last().headers['x-api-key']).toBeUndefined();
    expect(other.last().headers['x-tenant-key']).toBeUndefined();
    expect(other.last().headers.accept).toBe('application/json');
  });

  describe('OAuth 2 client credentials', () => {
    const oauth = (clientSecret: string) => ({ kind: 'oauth2', tokenUrl: `${issuer.issuer.url}/token`, clientId: 'tessera', scopes: ['read', 'write'], clientSecret });
    const bearerSent = () => /^Bearer (.+)$/.exec(api.last().headers.authorization ?? '')?.[1];

    it('asks once for a token, shares it between runs, and asks again when it expires or the connector changes', async () => {
      const { headers } = await developer('rr.oauth');
      const connectorId = await restConnector(headers, 'OAuth', oauth(secrets.client));
      const requestId = await saved(headers, connectorId, { name: 'Guarded', method: 'GET', path: '/guarded' });
      const before = tokenRequests.length;

      const [first, second] = await Promise.all([run(headers, connectorId, requestId), run(headers, connectorId, requestId)]);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(await run(headers, connectorId, requestId)).toMatchObject({ outcome: 'response', status: 200 });
      expect(tokenRequests.length - before).toBe(1);
      const asked = tokenRequests.at(-1)!;
      expect(asked.body).toEqual({ grant_type: 'client_credentials', scope: 'read write' });
      expect(basicOf(asked.authorization)).toBe(`tessera:${secrets.client}`);
      const token = bearerSent();
      expect(issued.has(token ?? '')).toBe(true);

      // Past the token's lifetime less the margin, a new one is asked for.
      t.clock.advance((TOKEN_LIFETIME_S - 25) * 1000);
      await run(headers, connectorId, requestId);
      expect(tokenRequests.length - before).toBe(2);
      expect(bearerSent()).not.toBe(token);

      // A change of the connector's settings drops its token.
      const changed = await client.update(headers, connectorId, { kind: 'rest', name: 'OAuth renamed' });
      expect(changed.statusCode).toBe(200);
      const renamedOnly = tokenRequests.length;
      await run(headers, connectorId, requestId);
      expect(tokenRequests.length).toBe(renamedOnly + 1);
    });

    it('drops a token the API refuses and tries once more with a fresh one', async () => {
      const { headers } = await developer('rr.refresh');
      const connectorId = await restConnector(headers, 'OAuth refresh', oauth(secrets.client));
      const requestId = await saved(headers, connectorId, { name: 'Guarded', method: 'GET', path: '/guarded' });
      await run(headers, connectorId, requestId);
      const before = tokenRequests.length;
      const seenBefore = api.seen.length;
      revoked.add(bearerSent()!);
      expect(await run(headers, connectorId, requestId)).toMatchObject({ outcome: 'response', status: 200 });
      expect(tokenRequests.length).toBe(before + 1);
      expect(api.seen.length).toBe(seenBefore + 2);
      // A second refusal is the answer: no loop.
      revoked.add(bearerSent()!);
      const always = await saved(headers, connectorId, { name: 'Always 401', method: 'GET', path: '/status/401' });
      const seenNow = api.seen.length;
      expect(await run(headers, connectorId, always)).toMatchObject({ outcome: 'response', status: 401 });
      expect(api.seen.length).toBe(seenNow + 2);
    });

    it('answers a refused client as an auth failure naming the OAuth error, never the secret', async () => {
      const { headers } = await developer('rr.badclient');
      const connectorId = await restConnector(headers, 'OAuth wrong', oauth(secrets.wrongClient));
      const requestId = await saved(headers, connectorId, { name: 'Guarded', method: 'GET', path: '/guarded' });
      const seenBefore = api.seen.length;
      const result = await run(headers, connectorId, requestId);
      expect(result).toMatchObject({
        outcome: 'failure',
        failure: 'auth',
        message: 'The OAuth 2 token for connector "OAuth wrong" could not be obtained: the token endpoint answered 401 (invalid_client). Check the client id, client secret and scopes.',
      });
      expect(api.seen.length).toBe(seenBefore);
      // Not cached: the next run asks again.
      const before = tokenRequests.length;
      await run(headers, connectorId, requestId);
      expect(tokenRequests.length).toBe(before + 1);
    });

    it('asks for a token only through the guard: a token URL it refuses is an auth failure saying why', async () => {
      const { headers } = await developer('rr.tokenurl');
      const connectorId = await restConnector(headers, 'OAuth closed', { ...oauth(secrets.client), tokenUrl: `${victim.origin}/token` });
      const requestId = await saved(headers, connectorId, { name: 'Guarded', method: 'GET', path: '/guarded' });
      const seenBefore = api.seen.length;
      const result = await run(headers, connectorId, requestId);
      expect(result).toMatchObject({ outcome: 'failure', failure: 'auth' });
      expect(result.message).toMatch(/^The OAuth 2 token for connector "OAuth closed" could not be obtained: 127\.0\.0\.1 is a loopback address/);
      expect(victim.seen).toEqual([]);
      expect(api.seen.length).toBe(seenBefore);
    });
  });

  it('never shows a secret in an answer or the log', () => {
    expect(answers.length).toBeGreaterThan(50);
    for (const secret of Object.values(secrets)) {
      for (const answer of answers) expect(answer).not.toContain(secret);
      for (const line of log.lines) expect(line).not.toContain(secret);
      expect(answers.join('\n')).not.toContain(encodeURIComponent(secret));
    }
  });
});
