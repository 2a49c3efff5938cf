import { columnTypes, postgresTypeOf } from '@tessera/model/data';
import fc from 'fast-check';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabases } from '../../../test/helpers/databases.ts';
import { createDb } from '../../db/create-db.ts';
import { runInOneRoundTrip, runInOneRoundTripAsText } from '../../db/statement-batch.ts';
import { rowsAsJson } from './rows-as-json.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw statements on a scratch table
type AnyDb = Kysely<any>;

/** One column per column type of the data model, stored as the model stores it. */
const COLUMNS = columnTypes.map((type) => ({ name: `c_${type}`, type, pgType: postgresTypeOf[type] }));

/** Text Postgres can hold: any Unicode (control characters, quotes, backslashes, astral planes), no NUL. */
const text = fc.string({ unit: 'binary', maxLength: 24 }).filter((value) => !value.includes('\0'));
const MIN_DAY = -2_440_587; // 4713-11-25 BC, days from 1970-01-01
const digits = fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n });

/** A value of each Postgres type as SQL text to cast, or null. */
const valueOf: Record<string, fc.Arbitrary<string | null>> = {
  text,
  bigint: fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }).map(String),
  numeric: fc.oneof(
    fc.constantFrom('NaN', 'Infinity', '-Infinity', '0', '-0', '0.000', '1e-20'),
    fc.tuple(digits, fc.nat(30)).map(([n, scale]) => {
      const abs = (n < 0n ? -n : n).toString().padStart(scale + 1, '0');
      return `${n < 0n ? '-' : ''}${abs.slice(0, abs.length - scale)}${scale > 0 ? `.${abs.slice(abs.length - scale)}` : ''}`;
    }),
  ),
  boolean: fc.boolean().map(String),
  // Days from 1970-01-01 across the whole range (BC years included), and the infinities.
  date: fc.oneof(fc.constantFrom('infinity', '-infinity'), fc.integer({ min: MIN_DAY, max: 2_145_000_000 }).map(String)),
  // Microseconds of a day on top of a day, up to 294276 AD.
  timestamptz: fc.oneof(fc.constantFrom('infinity', '-infinity'), fc.tuple(fc.integer({ min: MIN_DAY, max: 106_000_000 }), fc.integer({ min: 0, max: 86_399_999_999 })).map(([day, micro]) => `${day} ${micro}`)),
  uuid: fc.uuid(),
  jsonb: fc.jsonValue().map((value) => JSON.stringify(value)).filter((json) => !json.includes('\\u0000')),
};

/** The SQL that turns a generated value into the column's type. */
function castSql(pgType: string, value: string | null) {
  if (value === null) return sql`null::${sql.raw(pgType)}`;
  if (pgType === 'date' && !value.includes('infinity')) return sql`(date '1970-01-01' + ${Number(value)}::int)`;
  if (pgType === 'timestamptz' && !value.includes('infinity')) {
    const [day, micro] = value.split(' ').map(Number) as [number, number];
    return sql`(timestamptz '1970-01-01 00:00:00+00' + make_interval(days => ${day}::int) + ${micro}::bigint * interval '1 microsecond')`;
  }
  return sql`cast(${value} as ${sql.raw(pgType)})`;
}

const row = fc.record(Object.fromEntries(COLUMNS.map((column) => [column.name, fc.option(valueOf[column.pgType]!, { nil: null })])) as Record<string, fc.Arbitrary<string | null>>);

/** Any column name a select may give (quotes, Unicode, longer than Postgres keeps: it cuts at 63 bytes). */
const alias = fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).filter((value) => !value.includes('\0'));

describe.each(testDatabases)('a plain page written as JSON in Node, against Postgres’ own JSON on %s', (kind) => {
  let database: TestDatabase;
  let db: AnyDb;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = createDb(database.config).withoutPlugins() as AnyDb;
    await sql`create table json_rows (id int primary key, ${sql.join(COLUMNS.map((column) => sql`${sql.id(column.name)} ${sql.raw(column.pgType)}`))})`.execute(db);
  });

  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  /** The page both ways, in a session with a time zone and a DateStyle other than the defaults. */
  async function bothWays(aliases: readonly string[], zone: string) {
    const selected = COLUMNS.map((column, index) => {
      const value = sql.id('json_rows', column.name);
      const output = column.pgType === 'date' || column.pgType === 'timestamptz' ? sql`to_json(${value})` : value;
      return { plain: sql`${output} as ${sql.id(aliases[index]!)}`, json: sql`${value} as ${sql.id(aliases[index]!)}` };
    });
    const session = sql`select set_config('TimeZone', ${zone}, true), set_config('DateStyle', 'SQL, DMY', true)`.compile(db);
    const inSql = await runInOneRoundTrip<{ body: string }>(db, [
      session,
      sql`select coalesce(array_to_json(array_agg(_page)), '[]'::json)::text as body from (select ${sql.join(selected.map((s) => s.json))} from json_rows order by id) as _page`.compile(db),
    ]);
    const page = await runInOneRoundTripAsText(db, [session, sql`select ${sql.join(selected.map((s) => s.plain))} from json_rows order by id`.compile(db)]);
    return { postgres: inSql[0]!.body, node: rowsAsJson(page) };
  }

  it('writes every column type byte for byte as array_to_json(array_agg(row)) does, in any time zone', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { maxLength: 4 }),
        fc.array(alias, { minLength: COLUMNS.length, maxLength: COLUMNS.length }),
        fc.constantFrom('UTC', 'Asia/Kolkata', 'America/St_Johns', 'Pacific/Chatham'),
        async (rows, aliases, zone) => {
          await sql`delete from json_rows`.execute(db);
          for (const [id, values] of rows.entries()) {
            await sql`insert into json_rows values (${id}, ${sql.join(COLUMNS.map((column) => castSql(column.pgType, values[column.name] ?? null)))})`.execute(db);
          }
          const { postgres, node } = await bothWays(aliases, zone);
          expect(node).toBe(postgres);
        },
      ),
      { numRuns: kind === 'pglite' ? 80 : 200 },
    );
  });

  it('writes an empty page as [] and refuses a column type it cannot write as Postgres would', async () => {
    await sql`delete from json_rows`.execute(db);
    expect(rowsAsJson(await runInOneRoundTripAsText(db, [sql`select id from json_rows`.compile(db)]))).toBe('[]');
    await sql`insert into json_rows (id, c_date) values (1, date '2024-01-02')`.execute(db);
    // A date selected as it is (not as to_json) would be written in the session's DateStyle.
    const dates = await runInOneRoundTripAsText(db, [sql`select c_date from json_rows`.compile(db)]);
    expect(() => rowsAsJson(dates)).toThrow('the column "c_date" has a type (oid 1082) a plain page cannot write as JSON');
  });
});
