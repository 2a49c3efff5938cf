import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concurrentDatabases, createTestDatabase, type TestDatabase } from '../../test/helpers/databases.ts';
import { runPipeline } from './pg-pipeline.ts';

const PREPARED = 'select statement from pg_prepared_statements order by statement';

describe('a pipeline on one connection, as it writes the protocol', () => {
  it('parses a statement only the first time the connection sees it, then binds and executes it, with one Sync per pipeline', async () => {
    const written: string[] = [];
    const connection = {
      stream: {},
      parse: (message: { name: string }) => written.push(`parse ${message.name}`),
      bind: (message: { statement: string }) => written.push(`bind ${message.statement}`),
      describe: () => written.push('describe'),
      execute: () => written.push('execute'),
      close: (message: { name: string }) => written.push(`close ${message.name}`),
      sync: () => written.push('sync'),
    };
    // A client that hands the pipeline its connection and answers each statement with no rows.
    type Answered = { submit(c: unknown): void; handleRowDescription(m: unknown): void; handleCommandComplete(): void; handleReadyForQuery(c: unknown): void };
    const client = {
      query(pipeline: Answered) {
        const before = written.length;
        pipeline.submit(connection);
        const executes = written.slice(before).filter((entry) => entry === 'execute').length;
        for (let i = 0; i < executes; i++) {
          pipeline.handleRowDescription({ fields: [] });
          pipeline.handleCommandComplete();
        }
        pipeline.handleReadyForQuery(connection);
      },
      release() {},
    };
    const pool = { connect: async () => client } as unknown as pg.Pool;
    const statement = { sql: 'select $1::int as n', parameters: [1] };
    expect(await runPipeline(pool, [statement, { sql: 'select 2', parameters: [] }])).toEqual([[], []]);
    expect(await runPipeline(pool, [statement])).toEqual([[]]);
    expect(written).toEqual(['parse tessera_0', 'bind tessera_0', 'describe', 'execute', 'parse tessera_1', 'bind tessera_1', 'describe', 'execute', 'sync', 'bind tessera_0', 'describe', 'execute', 'sync']);
  });
});

// The extended-protocol pipeline is `pg`'s path only (PGlite batches in one simple-protocol message).
describe.each(concurrentDatabases)('a pipeline of statements on %s', () => {
  let database: TestDatabase;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    if (database.config.kind !== 'postgres') throw new Error('expected Postgres');
    // One connection, so what it has prepared can be read back.
    pool = new pg.Pool({ connectionString: database.config.url, max: 1 });
  });

  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  const prepared = async () => (await runPipeline(pool, [{ sql: PREPARED, parameters: [] }]))[0]!.map((row) => row.statement);

  it('binds values and prepares each statement once per connection', async () => {
    const add = { sql: 'select $1::int + $2::int as sum, $3::text as text', parameters: [2, 3, `it's a \\ "test"`] };
    for (let round = 0; round < 3; round++) {
      expect(await runPipeline(pool, [add, { sql: 'select 1 as one', parameters: [] }])).toEqual([[{ sum: 5, text: `it's a \\ "test"` }], [{ one: 1 }]]);
    }
    expect((await prepared()).filter((text) => text === add.sql)).toHaveLength(1);
  });

  it('after a failing pipeline, the connection and its prepared statements still serve', async () => {
    const good = { sql: 'select $1::text as v', parameters: ['ok'] };
    await expect(runPipeline(pool, [good, { sql: 'selec nothing', parameters: [] }])).rejects.toMatchObject({ code: '42601' });
    await expect(runPipeline(pool, [good, { sql: 'select 1 / $1::int', parameters: [0] }])).rejects.toMatchObject({ code: '22012' });
    expect(await runPipeline(pool, [good])).toEqual([[{ v: 'ok' }]]);
    const texts = await prepared();
    expect(texts.filter((text) => text === good.sql)).toHaveLength(1);
    expect(texts).not.toContain('selec nothing');
  });
});
