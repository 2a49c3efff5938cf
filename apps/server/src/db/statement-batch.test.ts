import fc from 'fast-check';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabases } from '../../test/helpers/databases.ts';
import { createDb } from './create-db.ts';
import { runInOneRoundTrip } from './statement-batch.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw statements on a scratch schema
type AnyDb = Kysely<any>;

describe.each(testDatabases)('statements in one round trip on %s', (kind) => {
  let database: TestDatabase;
  let db: AnyDb;
  const role = `tessera_batch_test_${kind}`;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = createDb(database.config).withoutPlugins() as AnyDb;
    await sql`create table batch_rows (n int primary key)`.execute(db);
    await sql`drop role if exists ${sql.id(role)}`.execute(db);
    await sql`create role ${sql.id(role)} nologin`.execute(db);
  });

  afterAll(async () => {
    await sql`drop role if exists ${sql.id(role)}`.execute(db);
    await db.destroy();
    await database.drop();
  });

  it('keeps transaction-local settings to the end of the message and not a moment longer', async () => {
    const rows = await runInOneRoundTrip<{ who: string; zone: string }>(db, [
      sql`select set_config('role', ${role}, true), set_config('TimeZone', 'Pacific/Auckland', true)`.compile(db),
      sql`select current_user as who, current_setting('TimeZone') as zone`.compile(db),
    ]);
    expect(rows).toEqual([{ who: role, zone: 'Pacific/Auckland' }]);
    const after = await sql<{ who: string; zone: string }>`select current_user as who, current_setting('TimeZone') as zone`.execute(db);
    expect(after.rows[0]!.who).not.toBe(role);
    expect(after.rows[0]!.zone).not.toBe('Pacific/Auckland');
  });

  it('rolls everything back when a statement fails, and the connection goes back clean', async () => {
    const failing = runInOneRoundTrip(db, [
      sql`insert into batch_rows values (${1})`.compile(db),
      sql`select set_config('role', ${role}, true)`.compile(db),
      sql`select 1 / ${0}::int`.compile(db),
    ]);
    await expect(failing).rejects.toMatchObject({ code: '22012' });
    const { rows } = await sql<{ n: number; who: string }>`select (select count(*)::int from batch_rows) as n, current_user as who`.execute(db);
    expect(rows[0]!.n).toBe(0);
    expect(rows[0]!.who).not.toBe(role);
  });

  it('answers the last statement’s rows, and works on every handle derived from the database', async () => {
    const derived = db.withPlugin({ transformQuery: (args) => args.node, transformResult: async (args) => args.result });
    const rows = await runInOneRoundTrip<{ n: number }>(derived, [sql`select 1 as n`.compile(derived), sql`select generate_series(2, 3) as n`.compile(derived)]);
    expect(rows).toEqual([{ n: 2 }, { n: 3 }]);
  });

  it('reads back exactly what a bound parameter would carry, for any text and any array', async () => {
    const text = fc.string({ unit: 'binary', maxLength: 40 }).filter((value) => !value.includes('\0'));
    await fc.assert(
      fc.asyncProperty(text, fc.array(fc.option(text, { nil: null }), { maxLength: 4 }), async (value, list) => {
        const statement = sql<{ v: string; a: string[] | null; l: number }>`select ${value}::text as v, ${list}::text[] as a, length(${value}) as l`;
        const bound = (await statement.execute(db)).rows;
        const inlined = await runInOneRoundTrip(db, [statement.compile(db)]);
        expect(inlined).toEqual(bound);
      }),
      { numRuns: kind === 'pglite' ? 60 : 150 },
    );
  });
});
