import { PGlite } from '@electric-sql/pglite';
import { type ColumnTypeName, type DataColumn, postgresTypeOf } from '@tessera/model/data';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonFormOf, pageColumnsSql, pageJsonSql, rowJsonSql, type SelectedField } from './page-json.ts';
import { columnRef, type Sql } from './sql-parts.ts';
import { compiled } from './test-compiler.ts';

const types = Object.keys(postgresTypeOf) as ColumnTypeName[];
const column = (type: ColumnTypeName): DataColumn => ({ id: type, name: `c_${type}`, type, required: false, unique: false, defaultValue: null, enumValues: [], references: null });
const columns = types.map(column);

// Values at the edges of each type's output: escapes, control characters, unicode, numeric
// specials and precision, integers past 2^53, BC dates, infinities, nested JSON; a NULL in each.
const samples: Record<ColumnTypeName, Array<string | null>> = {
  text: ['', 'plain', 'quote " backslash \\ slash /', '\u0001\b\f\n\r\t\u001f\u007f', 'é 😀 \u2028 中文'],
  longText: ['line one\nline two', '{"not":"json"}'],
  integer: ['0', '-9223372036854775808', '9007199254740993'],
  decimal: ['0', '-1.50', '0.00000000000000000001', '123456789012345678901234567890.123', 'NaN', 'Infinity', '-Infinity'],
  boolean: ['true', 'false'],
  date: ['2026-01-02', '0044-03-15 BC', 'infinity', '-infinity'],
  dateTime: ['2026-03-01T10:30:00.123456+02:00', '0044-03-15 10:00:00+00 BC', 'infinity', '-infinity'],
  uuid: ['00000000-0000-4000-8000-000000000001', 'ffffffff-ffff-4fff-bfff-ffffffffffff'],
  json: ['{"a": [1, 2.50, {"b": null}], "s": "x\\"y \\n"}', '[]', '"text"', '12345678901234567890', 'null'],
  enum: ['open', 'it\'s "done"'],
  file: ['files/a b.png'],
};
const rowCount = Math.max(...Object.values(samples).map((values) => values.length)) + 1;
const valueAt = (type: ColumnTypeName, row: number) => (row === rowCount - 1 ? null : (samples[type][row % samples[type].length] ?? null));

// Keys as a caller may alias them: quotes, backslashes, control characters, unicode.
const aliases = ['id', 'a"b', 'back\\slash', 'tab\there', 'ünï 😀', '\u0001'];

interface Engine {
  query(text: string, parameters?: unknown[]): Promise<Array<Record<string, unknown>>>;
  close(): Promise<void>;
}

async function pglite(): Promise<Engine> {
  const db = new PGlite();
  return { query: async (text, parameters) => (await db.query<Record<string, unknown>>(text, parameters)).rows, close: () => db.close() };
}

async function postgres(url: string): Promise<Engine> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return { query: async (text, parameters) => (await client.query(text, parameters)).rows, close: () => client.end() };
}

const engines: Array<[string, () => Promise<Engine>]> = [['PGlite', pglite]];
const postgresUrl = process.env.TEST_DATABASE_URL?.trim();
if (postgresUrl) engines.push(['Postgres', () => postgres(postgresUrl)]);

describe.each(engines)('a page written as JSON by concatenation, on %s', (_name, open) => {
  let db: Engine;
  const run = async (piece: Sql) => {
    const { sql: text, parameters } = compiled(piece);
    return db.query(text, [...parameters]);
  };

  beforeAll(async () => {
    db = await open();
    // Output settings a session might have: none may change the JSON.
    await db.query(`set timezone = 'America/St_Johns'`);
    await db.query(`set datestyle = 'SQL, DMY'`);
    await db.query(`set extra_float_digits = 3`);
    const definitions = columns.map((c) => `"${c.name}" ${postgresTypeOf[c.type]}`).join(', ');
    await db.query(`create temporary table t (id int primary key, ${definitions})`);
    for (let row = 0; row < rowCount; row++) {
      const values = columns.map((c) => valueAt(c.type, row));
      const placeholders = columns.map((c, i) => `$${i + 2}::${postgresTypeOf[c.type]}`).join(', ');
      await db.query(`insert into t values ($1, ${placeholders})`, [row, ...values]);
    }
  });
  afterAll(async () => {
    await db?.close();
  });

  const fieldsOf = (names: (c: DataColumn, i: number) => string): SelectedField[] => columns.map((c, i) => ({ name: names(c, i), value: columnRef('r', c), json: jsonFormOf(c) }));
  // The reference: the same values under the same names, for row_to_json and array_to_json.
  const selectList = (fields: SelectedField[]) => sql.join(fields.map((field) => sql`${field.value} as ${sql.id(field.name)}`));

  it.each([
    ['column names', (c: DataColumn) => c.name],
    ['aliases with quotes, escapes and unicode', (_c: DataColumn, i: number) => aliases[i % aliases.length]! + (i >= aliases.length ? String(i) : '')],
  ])('writes every column type exactly as row_to_json does, with %s', async (_label, names) => {
    const fields = fieldsOf(names);
    const ours = await run(sql`select ${rowJsonSql(fields)} as j from t as r order by r.id`);
    const theirs = await run(sql`select row_to_json(x)::text as j from (select ${selectList(fields)} from t as r order by r.id) as x`);
    expect(ours).toHaveLength(rowCount);
    expect(ours.map((row) => row.j)).toEqual(theirs.map((row) => row.j));
    // And it is JSON: every value reads back (a NULL as null).
    for (const row of ours) expect(() => JSON.parse(String(row.j))).not.toThrow();
  });

  it('writes a JSON value (an embed) as it is, NULL as null, and no columns as {}', async () => {
    const embed: SelectedField = { name: 'embed', value: sql`(select json_build_object('k', r.c_text) where r.id % 2 = 0)`, json: 'text' };
    const ours = await run(sql`select ${rowJsonSql([embed])} as j, ${rowJsonSql([])} as empty from t as r order by r.id`);
    const theirs = await run(sql`select row_to_json(x)::text as j from (select ${embed.value} as embed from t as r order by r.id) as x`);
    expect(ours.map((row) => row.j)).toEqual(theirs.map((row) => row.j));
    expect(new Set(ours.map((row) => row.empty))).toEqual(new Set(['{}']));
  });

  it('aggregates the page in its order as array_to_json does, [] for none, a column selected twice', async () => {
    const fields = [...fieldsOf((c) => c.name), { name: 'c_text', value: columnRef('r', columns[0]!), json: jsonFormOf(columns[0]!) }];
    for (const [where, order] of [[sql`true`, sql`r.id desc`], [sql`false`, sql`r.id`]] as const) {
      const page = sql`select ${pageColumnsSql(fields)} from t as r where ${where} order by ${order} limit 100`;
      const [ours] = await run(sql`select ${pageJsonSql(fields, '_page')} as body from (${page}) as _page`);
      const [theirs] = await run(sql`select coalesce(array_to_json(array_agg(_page)), '[]'::json)::text as body from (select ${selectList(fields)} from t as r where ${where} order by ${order} limit 100) as _page`);
      expect(ours!.body).toBe(theirs!.body);
    }
  });

  it('keeps a key longer than a Postgres name (63 bytes) whole, in a row and in the rows it embeds', async () => {
    const long = `${'k'.repeat(70)} ✓`;
    const inner: SelectedField[] = [{ name: long, value: sql`e.x`, json: 'text' }];
    const embed = sql`(select ${pageJsonSql(inner, 'e_rows')} from (select ${pageColumnsSql(inner)} from (values (1), (2)) as e(x) order by e.x) as e_rows)`;
    const [row] = await run(sql`select ${rowJsonSql([{ name: long, value: embed, json: 'text' }])} as j`);
    expect(JSON.parse(String(row!.j))).toEqual({ [long]: [{ [long]: 1 }, { [long]: 2 }] });
  });

  it('writes the JSON of the page only, after the sort and the limit', async () => {
    const fields = fieldsOf((c) => c.name);
    const page = sql`select ${pageColumnsSql(fields)} from t as r order by r.c_integer limit 2`;
    const [plan] = await run(sql`explain (verbose, format json) select ${pageJsonSql(fields, '_page')} from (${page}) as _page`);
    const sortNode = JSON.stringify(plan).match(/"Node Type":"Sort".*?"Output":\[(.*?)\]/)?.[1];
    expect(sortNode).toBeDefined();
    expect(sortNode).not.toContain('to_json');
  });
});
