import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerForDatabaseError } from '../../src/modules/data-api/database-errors.ts';
import { inRequestTransaction, MODEL_CHANGED_SQLSTATE, plannedRows, runReadInCallerSession } from '../../src/modules/data-api/queries.ts';
import { readEnvironment } from '../../src/modules/data-schema/environments.ts';
import { type DataProject, dataProject } from '../helpers/data-api.ts';
import { testDatabases } from '../helpers/databases.ts';
import { modelFixture } from '../helpers/model-fixture.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { addToWorkspace, signedInUser, scoped } from '../helpers/workspaces.ts';

const model = modelFixture([
  { name: 'owners', primaryKey: 'uuid', columns: [{ name: 'name', type: 'text', required: true }] },
  {
    name: 'items',
    primaryKey: 'integer',
    columns: [
      { name: 'title', type: 'text', required: true, unique: true },
      { name: 'notes', type: 'longText' },
      { name: 'qty', type: 'integer' },
      { name: 'price', type: 'decimal' },
      { name: 'done', type: 'boolean' },
      { name: 'due', type: 'date' },
      { name: 'at', type: 'dateTime' },
      { name: 'ref', type: 'uuid' },
      { name: 'data', type: 'json' },
      { name: 'status', type: 'enum', enumValues: ['open', 'closed'] },
      { name: 'photo', type: 'file' },
      { name: 'owner_id', type: 'uuid', references: 'owners' },
    ],
  },
]);

/** No answer of the data API may carry SQL or the database's own words. */
function expectNoSqlText(body: string): void {
  expect(body).not.toMatch(/\bselect\b.*\bfrom\b|\binsert into\b|\bupdate\b.*\bset\b|jsonb_to_recordset|syntax error|relation "|app_[0-9a-f]{32}/i);
}

describe.each(testDatabases)('data API rows on %s', (kind) => {
  const t = useTestApp(kind);
  let p: DataProject;
  const url = (query = '', table = 'items') => `${p.base()}/${table}${query ? `?${query}` : ''}`;
  const get = (query: string, headers: Record<string, string> = {}) => t().inject({ method: 'GET', url: url(query), headers: { ...p.builderHeaders, ...headers } });
  const send = (method: 'POST' | 'PATCH' | 'DELETE', query: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t().inject({ method, url: url(query), headers: { ...p.builderHeaders, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const ids = async (query: string) => {
    const response = await get(`select=id&order=id&${query}`);
    expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
    return (response.json() as Array<{ id: number }>).map((row) => row.id);
  };

  beforeAll(async () => {
    p = await dataProject(t(), model);
  });

  it('round-trips every column type', async () => {
    const row = {
      title: 'Every type',
      notes: 'Line one\nline two, ünïcödé and "quotes"',
      qty: '9223372036854775807',
      price: '12345678901234567890.123456789',
      done: true,
      due: '2026-02-28',
      at: '2026-03-01T10:30:00+02:00',
      ref: '0b0f5a38-2c4b-4c0e-9f1e-6a2e3d4c5b6a',
      data: { list: [1, { deep: null }, 'x'], flag: false },
      status: 'open',
      photo: 'files/photo.png',
    };
    const created = await send('POST', 'select=*', row, { prefer: 'return=representation' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.body).toContain('"qty":9223372036854775807');
    expect(created.body).toContain('"price":12345678901234567890.123456789');
    const [written] = created.json() as Array<Record<string, unknown>>;
    expect(written).toMatchObject({ title: row.title, notes: row.notes, done: true, due: '2026-02-28', at: '2026-03-01T08:30:00+00:00', ref: row.ref, data: row.data, status: 'open', photo: row.photo, owner_id: null });
    const read = await get(`id=eq.${String(written!.id)}`);
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain('"qty":9223372036854775807');
    expect(read.json()).toEqual([written]);
    const small = await send('POST', '', { title: 'Numbers as JSON', qty: -42, price: 0.5 }, { prefer: 'return=representation' });
    expect(small.json()).toMatchObject([{ qty: -42, price: 0.5 }]);
  });

  it('filters with every operator, with and without not., and in or/and trees', async () => {
    const rows = [
      { title: 'alpha', qty: 1, done: true, status: 'open', due: '2026-01-01', notes: 'x' },
      { title: 'beta', qty: 2, done: false, status: 'closed', due: '2026-01-02', notes: null },
      { title: 'Gamma', qty: 3, done: null, status: 'open', due: '2026-01-03', notes: 'y' },
    ];
    const created = await send('POST', 'select=id', rows, { prefer: 'return=representation' });
    expect(created.statusCode, created.body).toBe(201);
    const [a, b, c] = (created.json() as Array<{ id: number }>).map((row) => row.id);
    const scope = `id=in.(${a},${b},${c})`;
    const cases: Array<[string, number[]]> = [
      ['qty=eq.2', [b!]],
      ['qty=not.eq.2', [a!, c!]],
      ['qty=neq.2', [a!, c!]],
      ['qty=not.neq.2', [b!]],
      ['qty=gt.1', [b!, c!]],
      ['qty=not.gt.1', [a!]],
      ['qty=gte.2', [b!, c!]],
      ['qty=not.gte.2', [a!]],
      ['qty=lt.2', [a!]],
      ['qty=not.lt.2', [b!, c!]],
      ['qty=lte.2', [a!, b!]],
      ['qty=not.lte.2', [c!]],
      ['title=like.*et*', [b!]],
      ['title=not.like.*et*', [a!, c!]],
      ['title=ilike.g*', [c!]],
      ['title=not.ilike.g*', [a!, b!]],
      ['status=in.(closed)', [b!]],
      ['status=not.in.(closed)', [a!, c!]],
      ['notes=is.null', [b!]],
      ['notes=not.is.null', [a!, c!]],
      ['done=is.true', [a!]],
      ['done=is.false', [b!]],
      ['done=is.unknown', [c!]],
      ['done=not.is.true', [b!, c!]],
      ['due=gte.2026-01-02', [b!, c!]],
      ['or=(qty.eq.1,qty.eq.3)', [a!, c!]],
      ['not.or=(qty.eq.1,qty.eq.3)', [b!]],
      ['and=(qty.gte.2,status.eq.open)', [c!]],
      ['or=(title.eq.alpha,and(qty.gt.1,done.is.false))', [a!, b!]],
      ['not.and=(qty.gte.2,status.eq.open)', [a!, b!]],
    ];
    for (const [query, expected] of cases) expect(await ids(`${scope}&${query}`), query).toEqual(expected);
  });

  it('refuses bad values, columns and operators with 4xx naming them, and no SQL text', async () => {
    const cases: Array<[string, number, RegExp]> = [
      ['qty=eq.abc', 400, /column qty: integer expected/],
      ['qty=eq.99999999999999999999', 400, /column qty/],
      ['due=eq.2026-02-30', 400, /column due: date/],
      ['ref=eq.not-a-uuid', 400, /column ref: uuid expected/],
      ['status=eq.pending', 400, /column status: one of open, closed/],
      ['nope=eq.1', 400, /column items.nope does not exist/],
      ['select=title,nope', 400, /column items.nope does not exist/],
      ['order=nope', 400, /column items.nope does not exist/],
      ['qty=like.1*', 400, /operator like does not apply to column qty/],
      ['title=like.al%5C', 400, /like or ilike pattern for table items: it ends with the escape character/],
      ['title=is.true', 400, /operator is.true does not apply to column title/],
      ['qty=zz.1', 400, /zz/],
      ['owners.name=eq.x', 400, /'owners' is not an embedded resource/],
    ];
    for (const [query, status, message] of cases) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(status);
      const body = response.json() as { code: string; message: string; details: unknown; hint: unknown };
      expect(Object.keys(body).sort(), query).toEqual(['code', 'details', 'hint', 'message']);
      expect(body.message, query).toMatch(message);
      expectNoSqlText(response.body);
    }
    const missing = await t().inject({ method: 'GET', url: url('', 'nothing'), headers: p.builderHeaders });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'PGRST205']);
    const badBody = await send('POST', '', { title: 'x', qty: 'many' });
    expect([badBody.statusCode, badBody.json().message]).toEqual([400, 'invalid input for column qty (row 1): integer expected']);
    const unknownKey = await send('POST', '', { title: 'x', colour: 'red' });
    expect([unknownKey.statusCode, unknownKey.json().code]).toEqual([400, 'PGRST204']);
    expect(unknownKey.json().message).toContain("'colour'");
    const unknownListed = await send('POST', 'columns=title,colour', { title: 'x' });
    expect([unknownListed.statusCode, unknownListed.json().code]).toEqual([400, 'PGRST204']);
    const badConflict = await send('POST', 'on_conflict=colour', { title: 'x' }, { prefer: 'resolution=merge-duplicates' });
    expect([badConflict.statusCode, badConflict.json().message]).toEqual([400, 'column items.colour does not exist']);
    const nothing = await send('POST', 'select=id', [], { prefer: 'return=representation' });
    expect([nothing.statusCode, nothing.json()]).toEqual([201, []]);
    const mixed = await send('POST', '', [{ title: 'm1' }, { title: 'm2', qty: 1 }]);
    expect([mixed.statusCode, mixed.json().message]).toEqual([400, 'All object keys must match']);
    const notJson = await t().inject({ method: 'POST', url: url(), headers: { ...p.builderHeaders, 'content-type': 'application/json' }, payload: '{"title":' });
    expect([notJson.statusCode, notJson.json().code]).toEqual([400, 'PGRST102']);
    const tooMany = await send('POST', '', Array.from({ length: 1001 }, (_, i) => ({ title: `r${i}` })));
    expect([tooMany.statusCode, tooMany.json().code]).toEqual([413, 'PGRST102']);
    const huge = await send('POST', '', [{ title: 'x'.repeat(1024 * 1024) }]);
    expect([huge.statusCode, huge.json().code]).toEqual([413, 'PGRST102']);
  });

  it('answers database refusals by SQLSTATE, naming the column and never the SQL', async () => {
    await send('POST', '', { title: 'unique one' });
    const duplicate = await send('POST', '', { title: 'unique one' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: '23505', message: expect.stringContaining('title') });
    expectNoSqlText(duplicate.body);
    const required = await send('POST', '', { title: null });
    expect(required.statusCode).toBe(400);
    expect(required.json()).toMatchObject({ code: '23502', message: expect.stringContaining('column title') });
    const dangling = await send('POST', '', { title: 'dangling', owner_id: '0b0f5a38-2c4b-4c0e-9f1e-6a2e3d4c5b6a' });
    expect([dangling.statusCode, dangling.json().code]).toEqual([409, '23503']);
    expectNoSqlText(dangling.body);
  });

  it('inserts many, upserts, updates and deletes by filter, and refuses an unfiltered update or delete', async () => {
    const many = await send('POST', 'select=title,qty', [{ title: 'w1', qty: 1 }, { title: 'w2', qty: 2 }, { title: 'w3', qty: 3 }], { prefer: 'return=representation' });
    expect([many.statusCode, many.json()]).toEqual([201, [{ title: 'w1', qty: 1 }, { title: 'w2', qty: 2 }, { title: 'w3', qty: 3 }]]);
    const minimal = await send('POST', '', { title: 'w4' });
    expect([minimal.statusCode, minimal.body]).toEqual([201, '']);
    const merged = await send('POST', 'on_conflict=title&select=title,qty', [{ title: 'w1', qty: 10 }, { title: 'w5', qty: 5 }], { prefer: 'return=representation,resolution=merge-duplicates' });
    expect([merged.statusCode, merged.json()]).toEqual([201, [{ title: 'w1', qty: 10 }, { title: 'w5', qty: 5 }]]);
    const ignored = await send('POST', 'on_conflict=title&select=title,qty', [{ title: 'w2', qty: 20 }], { prefer: 'return=representation,resolution=ignore-duplicates' });
    expect(ignored.json()).toEqual([]);
    const defaults = await send('POST', 'columns=title,qty,done&select=title,qty,done', [{ title: 'd1', qty: 1 }, { title: 'd2' }], { prefer: 'return=representation,missing=default' });
    expect(defaults.json()).toEqual([{ title: 'd1', qty: 1, done: null }, { title: 'd2', qty: null, done: null }]);
    const updated = await send('PATCH', 'title=in.(w2,w3)&select=title,qty', { qty: 7 }, { prefer: 'return=representation' });
    expect([updated.statusCode, updated.json()]).toEqual([200, [{ title: 'w2', qty: 7 }, { title: 'w3', qty: 7 }]]);
    const quiet = await send('PATCH', 'title=eq.w4', { qty: 4 });
    expect(quiet.statusCode).toBe(204);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const refused = await send(method, '', method === 'PATCH' ? { qty: 0 } : undefined);
      expect(refused.statusCode, method).toBe(400);
      expect(refused.json().message, method).toMatch(/requires a WHERE clause: add a filter/);
    }
    expect(await ids('qty=eq.0')).toEqual([]);
    const removed = await send('DELETE', 'title=like.w*&select=title', undefined, { prefer: 'return=representation' });
    expect((removed.json() as Array<{ title: string }>).map((row) => row.title).sort()).toEqual(['w1', 'w2', 'w3', 'w4', 'w5']);
    expect(await ids('title=like.w*')).toEqual([]);
  });

  it('answers one object on request, pages with Range and counts only when asked', async () => {
    await send('POST', '', Array.from({ length: 30 }, (_, i) => ({ title: `page ${String(i).padStart(2, '0')}`, qty: i })));
    const first = await get('title=like.page*&select=qty&order=qty&limit=10');
    expect([first.statusCode, first.headers['content-range']]).toEqual([200, '0-9/*']);
    const counted = await get('title=like.page*&select=qty&order=qty', { range: '10-19', prefer: 'count=exact' });
    expect([counted.statusCode, counted.headers['content-range']]).toEqual([206, '10-19/30']);
    expect((counted.json() as Array<{ qty: number }>).map((row) => row.qty)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    const whole = await get('title=like.page*&select=qty', { prefer: 'count=exact' });
    expect([whole.statusCode, whole.headers['content-range']]).toEqual([200, '0-29/30']);
    const planned = await get('title=like.page*&select=qty&limit=1', { prefer: 'count=planned' });
    expect(planned.headers['content-range']).toMatch(/^0-0\/\d+$/);
    const estimated = await get('title=like.page*&select=qty&limit=1', { prefer: 'count=estimated' });
    expect(estimated.headers['content-range']).toBe('0-0/30');
    const past = await get('title=like.page*&offset=40', { prefer: 'count=exact' });
    expect([past.statusCode, past.json().code]).toEqual([416, 'PGRST103']);
    const single = await get('title=eq.page 03&select=qty', { accept: 'application/vnd.pgrst.object+json' });
    expect([single.statusCode, single.json()]).toEqual([200, { qty: 3 }]);
    const several = await get('title=like.page*', { accept: 'application/vnd.pgrst.object+json' });
    expect([several.statusCode, several.json().code]).toEqual([406, 'PGRST116']);
  });

  it('exports CSV through the same query, neutralising formulas', async () => {
    const seeded = await send('POST', '', [{ title: '=SUM(A1)', notes: '+cmd', qty: -5 }, { title: 'csv, "quoted"', notes: '@x', qty: null }]);
    expect(seeded.statusCode).toBe(201);
    const csv = await get('select=title,notes,qty&or=(title.eq."=SUM(A1)",title.like.csv*)', { accept: 'text/csv' });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toBe(`title,notes,qty\r\n'=SUM(A1),'+cmd,-5\r\n"csv, ""quoted""",'@x,\r\n`);
    for (const start of [0, 1000]) {
      const rows = Array.from({ length: 1000 }, (_, i) => ({ title: `bulk ${start + i}`, qty: start + i }));
      expect((await send('POST', '', rows)).statusCode).toBe(201);
    }
    const lines = (body: string) => body.split('\r\n').filter(Boolean);
    const all = lines((await get('select=qty&title=like.bulk*', { accept: 'text/csv' })).body);
    expect([all.length, all[0], all[1], all.at(-1)]).toEqual([2001, 'qty', '0', '1999']);
    const windowed = lines((await get('select=qty&title=like.bulk*&offset=990&limit=1005', { accept: 'text/csv' })).body);
    expect([windowed.length, windowed[1], windowed.at(-1)]).toEqual([1006, '990', '1994']);
    const ordered = lines((await get('select=qty&title=like.bulk*&order=qty.desc', { accept: 'text/csv' })).body);
    expect([ordered.length, ordered[1], ordered[1001], ordered.at(-1)]).toEqual([2001, '1999', '999', '0']);
  });

  it('answers a planned count that fails on a model changed since as the model\'s change, and any other failure as it is', async () => {
    const { appDb } = t().app.ctx;
    const state = await readEnvironment(appDb, p.projectId, 'draft');
    const current = { projectId: p.projectId, environment: 'draft' as const, version: state.version };
    // A statement compiled against an older model, naming a column dropped since.
    const stale = sql`explain (format json) select 1 from ${sql.id(state.schemaName, 'items')} where ${sql.id('dropped_since')} = 1`;
    const failure = (guard: typeof current) => plannedRows(appDb, guard, stale).then(() => null, (error: unknown) => error as { code?: string });
    expect((await failure({ ...current, version: current.version - 1 }))?.code).toBe(MODEL_CHANGED_SQLSTATE);
    expect((await failure(current))?.code).toBe('42703');
    expect(await plannedRows(appDb, current, sql`explain (format json) select 1 from ${sql.id(state.schemaName, 'items')}`)).toBeGreaterThanOrEqual(0);
  });

  it('stops a statement past the timeout on Postgres, in a transaction and in one round trip, and answers 504 (PGlite has no timer)', async () => {
    const items = model.tables[1]!;
    const { appDb } = t().app.ctx;
    const { version } = await readEnvironment(appDb, p.projectId, 'draft');
    const guard = { projectId: p.projectId, environment: 'draft', version };
    const principal = { kind: 'builder', userId: p.builder.userId } as const;
    const runs = [
      () => inRequestTransaction(appDb, principal, guard, (trx) => sql`select pg_sleep(0.5)`.execute(trx), '100ms'),
      () => runReadInCallerSession(appDb, principal, guard, sql`select pg_sleep(0.5)::text as body, 0 as n, null as total`, '100ms'),
    ];
    for (const start of runs) {
      const run = start();
      if (kind === 'postgres') {
        const error: unknown = await run.catch((caught: unknown) => caught);
        expect(answerForDatabaseError(error, model, items)).toEqual({ status: 504, code: '57014', message: 'The request took too long and was stopped.', details: null, hint: 'Add a filter or a smaller limit.' });
      } else {
        await expect(run).resolves.toBeDefined();
      }
    }
  });

  it('serves the environment\'s OpenAPI document at its base address', async () => {
    const response = await t().inject({ method: 'GET', url: `${p.base()}/`, headers: p.builderHeaders });
    expect(response.statusCode, response.body).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown>; servers: Array<{ url: string }> };
    expect(document.openapi).toBe('3.0.3');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/items', '/owners']));
    const outsider = await signedInUser(t(), 'docs-outsider');
    expect((await t().inject({ method: 'GET', url: `${p.base()}/`, headers: scoped(outsider, outsider.domainName) })).statusCode).toBe(404);
  });

  it('keeps builders to their workspace and off live', async () => {
    const outsider = await signedInUser(t(), 'outsider');
    const foreign = await t().inject({ method: 'GET', url: url(), headers: scoped(outsider, outsider.domainName) });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'PGRST106']);
    const borrowed = await t().inject({ method: 'GET', url: url(), headers: scoped(outsider, p.builder.domainName) });
    expect(borrowed.statusCode).toBe(404);
    const live = await t().inject({ method: 'GET', url: `${p.base('live')}/items`, headers: p.builderHeaders });
    expect([live.statusCode, live.json().code]).toEqual([401, 'PGRST301']);
    const forged = await t().inject({ method: 'GET', url: url(), headers: { authorization: 'Bearer not-a-token' } });
    expect([forged.statusCode, forged.json().code]).toEqual([401, 'PGRST301']);
    const viewer = await signedInUser(t(), 'viewer');
    await addToWorkspace(t(), p.builder.domainId, viewer, 'developer', 'end_user');
    const viewerHeaders = scoped(viewer, p.builder.domainName);
    expect((await t().inject({ method: 'GET', url: url('select=id&limit=1'), headers: viewerHeaders })).statusCode).toBe(200);
    const seatless = await t().inject({ method: 'POST', url: url(), headers: viewerHeaders, payload: { title: 'by a viewer' } });
    expect([seatless.statusCode, seatless.json().message]).toEqual([403, 'Changing a project’s data needs a Developer seat.']);
    // A visitor of the Run preview is held to the closed rule.
    const closed = await t().inject({ method: 'GET', url: url(), headers: await p.visitor() });
    expect([closed.statusCode, closed.json().code]).toEqual([401, '42501']);
  });
});
