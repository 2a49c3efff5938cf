import { authPaths } from '@tessera/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { createApiClient } from '../../api/create-api-client.ts';
import { createMemoryStorage, storedKeys } from '../../api/stored-keys.ts';
import { createDataTransport } from './data-api-transport.ts';
import { PAGE_SIZE, type RowView } from './row-query.ts';
import { connectorRowsSource, createRowsApi, projectRowsSource, type RowsSource } from './rows-api.ts';

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** The answers of a scripted server, in order, and what was sent to it. */
let answers: Response[] = [];
let sent: Sent[] = [];

const fetchStub: typeof fetch = async (input, init) => {
  sent.push({
    method: init?.method ?? 'GET',
    url: String(input),
    headers: Object.fromEntries(Object.entries((init?.headers as Record<string, string> | undefined) ?? {}).map(([name, value]) => [name.toLowerCase(), value])),
    body: typeof init?.body === 'string' ? init.body : undefined,
  });
  const next = answers.shift();
  if (!next) throw new Error(`no answer scripted for ${String(input)}`);
  return next;
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function setup(source: RowsSource = projectRowsSource('p1')) {
  const storage = createMemoryStorage();
  storage.setItem(storedKeys.tokenString, 'token-1');
  storage.setItem(storedKeys.refreshToken, 'refresh-1');
  const client = createApiClient({ fetch: fetchStub, storage, getPathname: () => '/acme/sd/p1', onSessionEnd: () => undefined });
  const transport = createDataTransport({ client, fetch: fetchStub, getPathname: () => '/acme/sd/p1', projectId: 'p1' });
  return createRowsApi(transport, source);
}

const view: RowView = { primaryKey: ['id'], filters: [], sort: null };

beforeEach(() => {
  answers = [];
  sent = [];
});

describe('rows calls of the draft data API', () => {
  it('reads the first page with an estimated count and the studio headers, the next one by keyset without', async () => {
    const rows = setup();
    answers.push(json(200, [{ id: 1 }, { id: 2 }], { 'Content-Range': '0-1/12345' }), json(200, [{ id: 3 }]));
    expect(await rows.page('tasks', view, null)).toEqual({ rows: [{ id: 1 }, { id: 2 }], total: 12345, more: false });
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/data/p1/draft/tasks?select=*&order=id.asc&limit=100' });
    expect(sent[0]?.headers).toMatchObject({ prefer: 'count=estimated', authorization: 'Bearer token-1', domainname: 'acme', currentprojectid: 'p1', accept: 'application/json' });
    expect(await rows.page('tasks', view, { key: ['2'] })).toEqual({ rows: [{ id: 3 }], total: null, more: false });
    expect(sent[1]?.url).toBe('/api/data/p1/draft/tasks?select=*&order=id.asc&id=gt.2&limit=100');
    expect(sent[1]?.headers.prefer).toBeUndefined();
    // A full page says more may follow.
    answers.push(json(200, Array.from({ length: PAGE_SIZE }, (_, index) => ({ id: index + 10 }))));
    expect((await rows.page('tasks', view, { key: ['3'] })).more).toBe(true);
  });

  it('counts exactly on request and writes by key with the stored row answered', async () => {
    const rows = setup();
    answers.push(
      json(200, [{ id: 1 }], { 'Content-Range': '0-0/42' }),
      json(200, [{ id: 5, done: true }]),
      json(201, [{ id: 6, title: 'New' }]),
      new Response(null, { status: 204 }),
      new Response('id,title\n6,New\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    );
    expect(await rows.countExactly('tasks', view)).toBe(42);
    expect(sent[0]?.headers.prefer).toBe('count=exact');
    expect(await rows.update('tasks', ['id'], '5', { done: true })).toEqual({ id: 5, done: true });
    expect(sent[1]).toMatchObject({ method: 'PATCH', url: '/api/data/p1/draft/tasks?id=eq.5', body: '{"done":true}' });
    expect(sent[1]?.headers).toMatchObject({ prefer: 'return=representation', 'content-type': 'application/json' });
    expect(await rows.insert('tasks', { title: 'New' })).toEqual({ id: 6, title: 'New' });
    expect(sent[2]).toMatchObject({ method: 'POST', url: '/api/data/p1/draft/tasks', body: '{"title":"New"}' });
    await rows.remove('tasks', ['id'], ['5', '6']);
    expect(sent[3]).toMatchObject({ method: 'DELETE', url: '/api/data/p1/draft/tasks?id=in.%285%2C6%29' });
    expect(await (await rows.exportCsv('tasks', view)).text()).toBe('id,title\n6,New\n');
    expect(sent[4]?.headers.accept).toBe('text/csv');
  });

  it("reads and writes a connected database's table through its connector route, in its Postgres schema, counting only exactly", async () => {
    const rows = setup(connectorRowsSource('c 1', 'sales'));
    expect(rows.scope).toBe('connector:c 1:sales');
    answers.push(
      json(200, [{ id: 1 }], { 'Content-Range': '0-0/*' }),
      json(200, [{ id: 1 }], { 'Content-Range': '0-0/7' }),
      json(200, [{ id: 1, name: 'Bo' }]),
      json(201, [{ id: 2 }]),
      new Response(null, { status: 204 }),
      new Response('id\n1\n', { status: 200 }),
    );
    expect(await rows.page('order lines', view, null)).toEqual({ rows: [{ id: 1 }], total: null, more: false });
    expect(sent[0]?.url).toBe('/api/connectors/c%201/tables/order%20lines?select=*&order=id.asc&limit=100');
    expect(sent[0]?.headers['accept-profile']).toBe('sales');
    expect(sent[0]?.headers.prefer).toBeUndefined();
    expect(await rows.countExactly('order lines', view)).toBe(7);
    expect(sent[1]?.headers).toMatchObject({ prefer: 'count=exact', 'accept-profile': 'sales' });
    await rows.update('order lines', ['id'], '1', { name: 'Bo' });
    expect(sent[2]).toMatchObject({ method: 'PATCH', url: '/api/connectors/c%201/tables/order%20lines?id=eq.1' });
    expect(sent[2]?.headers).toMatchObject({ 'content-profile': 'sales', prefer: 'return=representation' });
    expect(sent[2]?.headers['accept-profile']).toBeUndefined();
    await rows.insert('order lines', { name: 'Al' });
    expect(sent[3]?.headers['content-profile']).toBe('sales');
    await rows.remove('order lines', ['id'], ['1']);
    expect(sent[4]).toMatchObject({ method: 'DELETE', url: '/api/connectors/c%201/tables/order%20lines?id=eq.1' });
    expect(sent[4]?.headers['content-profile']).toBe('sales');
    await rows.exportCsv('order lines', view);
    expect(sent[5]?.headers).toMatchObject({ accept: 'text/csv', 'accept-profile': 'sales' });
  });

  it('names the rows of a key of several columns by every column: pages, an edit, a delete', async () => {
    const rows = setup(connectorRowsSource('m1', null));
    const stock: RowView = { primaryKey: ['bin', 'part'], filters: [], sort: null };
    answers.push(json(200, []), json(200, [{ bin: 'A', part: 2, qty: 60 }]), new Response(null, { status: 204 }), new Response(null, { status: 204 }));
    await rows.page('stock', stock, { key: ['A', '2'] });
    expect(decodeURIComponent(sent[0]?.url ?? '')).toBe('/api/connectors/m1/tables/stock?select=*&order=bin.asc,part.asc&or=(bin.gt.A,and(bin.eq.A,part.gt.2))&limit=100');
    expect(await rows.update('stock', ['bin', 'part'], '["A","2"]', { qty: 60 })).toEqual({ bin: 'A', part: 2, qty: 60 });
    expect(sent[1]).toMatchObject({ method: 'PATCH', url: '/api/connectors/m1/tables/stock?bin=eq.A&part=eq.2' });
    await rows.remove('stock', ['bin', 'part'], ['["A","2"]']);
    expect(sent[2]).toMatchObject({ method: 'DELETE', url: '/api/connectors/m1/tables/stock?bin=eq.A&part=eq.2' });
    await rows.remove('stock', ['bin', 'part'], ['["A","2"]', '["B,C","1"]']);
    expect(decodeURIComponent(sent[3]?.url ?? '')).toBe('/api/connectors/m1/tables/stock?or=(and(bin.eq.A,part.eq.2),and(bin.eq."B,C",part.eq.1))');
  });

  it('sends no profile for a MySQL connector (its own database)', async () => {
    const rows = setup(connectorRowsSource('m1', null));
    answers.push(json(200, [], { 'Content-Range': '*/*' }));
    await rows.page('t', view, null);
    expect(sent[0]?.url).toBe('/api/connectors/m1/tables/t?select=*&order=id.asc&limit=100');
    expect(sent[0]?.headers['accept-profile']).toBeUndefined();
  });

  it("throws PostgREST's errors with their code and message, and the platform's", async () => {
    const rows = setup();
    answers.push(
      json(400, { code: '22P02', message: 'Column tasks.points takes a whole number.', details: 'Got "many".', hint: null }),
      json(404, { error: { code: 'not_found', message: 'Project not found.' } }),
    );
    const refused = await rows.update('tasks', ['id'], '5', { points: 'many' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 400, code: '22P02', message: 'Column tasks.points takes a whole number. Got "many".' });
    await expect(rows.page('tasks', view, null)).rejects.toMatchObject({ status: 404, code: 'not_found', message: 'Project not found.' });
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    const rows = setup();
    answers.push(
      json(401, { error: { code: 'unauthorized', message: 'Sign in again.' } }),
      json(200, { tokenString: 'token-2', refreshToken: 'refresh-2', token: 'token-2' }),
      json(200, [], { 'Content-Range': '*/0' }),
    );
    expect(await rows.page('tasks', view, null)).toEqual({ rows: [], total: 0, more: false });
    expect(sent.map((request) => request.url)).toEqual([expect.stringMatching(/^\/api\/data\//), authPaths.refreshToken, expect.stringMatching(/^\/api\/data\//)]);
    expect(sent[2]?.headers.authorization).toBe('Bearer token-2');
  });
});
