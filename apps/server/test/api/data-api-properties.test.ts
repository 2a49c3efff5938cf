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
