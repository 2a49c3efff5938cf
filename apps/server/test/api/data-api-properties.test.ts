import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DataProject, dataProject } from '../helpers/data-api.ts';
import { testDatabases } from '../helpers/databases.ts';
import { modelFixture } from '../helpers/model-fixture.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * Property-based: whatever a client sends as filters, select lists, order and bodies, the data
 * API answers without a 500 and without SQL or the database's own words. Names mix the model's
 * with hostile ones (quotes, semicolons, comments, unicode); values are arbitrary text.
 */
const model = modelFixture([
  { name: 'owners', primaryKey: 'uuid', columns: [{ name: 'name', type: 'text' }] },
  {
    name: 'items',
    primaryKey: 'integer',
    columns: [
      { name: 'title', type: 'text' },
      { name: 'qty', type: 'integer' },
      { name: 'price', type: 'decimal' },
      { name: 'done', type: 'boolean' },
      { name: 'due', type: 'date' },
      { name: 'at', type: 'dateTime' },
      { name: 'ref', type: 'uuid' },
      { name: 'data', type: 'json' },
      { name: 'status', type: 'enum', enumValues: ['open', 'closed'] },
      { name: 'owner_id', type: 'uuid', references: 'owners' },
    ],
  },
]);

const SQL_TEXT = /\bselect\b[\s\S]*\bfrom\b|\binsert into\b|\bupdate\b[\s\S]*\bset\b|\bdelete from\b|jsonb_to_recordset|syntax error|relation "|column "|app_[0-9a-f]{32}|pg_catalog|tessera_data\b/i;

const hostileName = fc.oneof(
  fc.constantFrom('title', 'qty', 'price', 'done', 'due', 'at', 'ref', 'data', 'status', 'owner_id', 'id', 'owners', 'name'),
  fc.constantFrom('"title"', "ti'tle", 'title;drop table items', 'title--', '"a""b"', 'ñame', '名前', 'x)y', 'a.b', 'select', 'order', '*', '', ' '),
  fc.string({ maxLength: 12 }),
);
const operator = fc.constantFrom('eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is', 'not.eq', 'not.in', 'cs', 'fts', 'bogus', '');
const value = fc.oneof(
  fc.constantFrom('1', '-1', '1.5', 'true', 'null', '2026-02-31', '2026-01-01T10:00:00Z', '(1,2)', '("a,b",c)', "'; drop table items; --", '\\', '"', '%', '*'),
  fc.string({ maxLength: 30 }),
);
const filter = fc.tuple(hostileName, operator, value).map(([name, op, v]) => `${encodeURIComponent(name)}=${encodeURIComponent(op ? `${op}.${v}` : v)}`);
const selectList = fc.array(fc.oneof(hostileName, hostileName.map((name) => `${name}(${name})`), hostileName.map((name) => `alias:${name}`)), { maxLength: 4 }).map((items) => `select=${encodeURIComponent(items.join(','))}`);
const order = fc.tuple(hostileName, fc.constantFrom('', '.asc', '.desc', '.nullsfirst', '.bogus')).map(([name, dir]) => `order=${encodeURIComponent(name + dir)}`);
const logic = fc.array(fc.tuple(hostileName, operator, value).map(([n, op, v]) => `${n}.${op}.${v}`), { minLength: 1, maxLength: 3 }).map((parts) => `or=${encodeURIComponent(`(${parts.join(',')})`)}`);
const query = fc.array(fc.oneof(filter, selectList, order, logic), { maxLength: 5 }).map((parts) => parts.join('&'));
const body = fc.oneof(
  fc.dictionary(hostileName, fc.oneof(value, fc.integer(), fc.boolean(), fc.constant(null), fc.object({ maxDepth: 2 })), { maxKeys: 4 }),
  fc.array(fc.dictionary(hostileName, value, { maxKeys: 3 }), { maxLength: 3 }),
  fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
);

describe.each(testDatabases)('data API under arbitrary input on %s', (kind) => {
  const t = useTestApp(kind);
  let p: DataProject;

  const check = (response: { statusCode: number; body: string }, what: string) => {
    expect(response.statusCode, `${what}\n${response.body}`).toBeLessThan(500);
    expect(response.body, what).not.toMatch(SQL_TEXT);
  };

  it('answers every read, write and delete without a 500 or SQL text', async () => {
    p = await dataProject(t(), model);
    const base = `${p.base()}/items`;
    await fc.assert(
      fc.asyncProperty(query, fc.constantFrom('GET', 'DELETE', 'PATCH'), body, async (q, method, payload) => {
        const url = `${base}?${q}`;
        const response = await t().inject({ method, url, headers: p.builderHeaders, ...(method === 'PATCH' ? { payload: payload as object } : {}) });
        check(response, `${method} ${url}`);
      }),
      { numRuns: 150 },
    );
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom('', 'columns=title,qty', 'on_conflict=id', 'on_conflict=%22x%22'), async (payload, q) => {
        const response = await t().inject({ method: 'POST', url: `${base}?${q}`, headers: { ...p.builderHeaders, prefer: 'return=representation' }, payload: payload as object });
        check(response, `POST ${q} ${JSON.stringify(payload)}`);
      }),
      { numRuns: 100 },
    );
  });
});

describe.each(testDatabases)('a plain page written in Node answers the bytes Postgres would on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers any plain select list, order and page exactly as the page aggregated to JSON in SQL', async () => {
    const p = await dataProject(t(), model);
    const base = `${p.base()}/items`;
    const rows = [
      { title: 'plain', qty: 1, price: '12.500', done: true, due: '2024-02-29', at: '2024-01-02T03:04:05.123456+05:30', ref: '6f1c2a34-1b2c-4d5e-8f90-1234567890ab', data: { a: [1, 'x', null], 'b"c': { d: true } }, status: 'open' },
      { title: 'quotes " and \\ and \n\t\u0001\u001f and é 名前 😀', qty: -9007199254740991, price: '-0.000001', done: false, due: '0001-01-01', at: '1999-12-31T23:59:59Z', ref: null, data: 'text', status: 'closed' },
      { title: null, qty: null, price: '100000000000000000000.1', done: null, due: null, at: null, ref: null, data: [1.5, -0, 1e21, 'é'], status: null },
    ];
    const created = await t().inject({ method: 'POST', url: base, headers: p.builderHeaders, payload: rows });
    expect(created.statusCode, created.body).toBe(201);
    // Any alias, quoted: quotes, backslashes, control characters, any Unicode.
    const columns = ['id', 'title', 'qty', 'price', 'done', 'due', 'at', 'ref', 'data', 'status', 'owner_id'];
    const item = fc.oneof(fc.constantFrom('*', ...columns), fc.tuple(fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }).filter((name) => !name.includes('\0') && name.trim() !== ''), fc.constantFrom(...columns)).map(([alias, name]) => `"${alias.replace(/["\\]/g, '\\$&')}":${name}`));
    const query = fc.record({
      select: fc.array(item, { minLength: 1, maxLength: 5 }),
      order: fc.constantFrom('', 'order=title.asc', 'order=at.desc.nullslast', 'order=price.asc,id.desc'),
      page: fc.constantFrom('', 'limit=2', 'offset=1', 'limit=1&offset=2', 'offset=5'),
    });
    await fc.assert(
      fc.asyncProperty(query, async ({ select, order, page }) => {
        const url = `${base}?${[`select=${encodeURIComponent(select.join(','))}`, order, page].filter(Boolean).join('&')}`;
        const plain = await t().inject({ method: 'GET', url, headers: p.builderHeaders });
        const inSql = await t().inject({ method: 'GET', url, headers: { ...p.builderHeaders, prefer: 'count=exact' } });
        expect(plain.statusCode, plain.body).toBe(200);
        expect([200, 206, 416]).toContain(inSql.statusCode);
        if (inSql.statusCode !== 416) expect(plain.body, url).toBe(inSql.body);
      }),
      { numRuns: kind === 'pglite' ? 40 : 80 },
    );
  });
});
