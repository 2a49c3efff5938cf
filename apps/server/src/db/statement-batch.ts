import type { PGlite } from '@electric-sql/pglite';
import type { CompiledQuery, Kysely } from 'kysely';
import type pg from 'pg';
import { inlineParameters } from './inline-parameters.ts';
import { runPipeline } from './pg-pipeline.ts';

type Statement = Pick<CompiledQuery, 'sql' | 'parameters'>;

/** Sends statements in one round trip; answers each statement's rows. */
type SendBatch = (statements: readonly Statement[]) => Promise<ReadonlyArray<ReadonlyArray<Record<string, unknown>>>>;

/**
 * Senders by the handle's dialect adapter, which every handle derived from it shares
 * (`withPlugin`, `withoutPlugins`, transactions).
 */
const senders = new WeakMap<object, SendBatch>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database handle
const keyOf = (db: Kysely<any>): object => db.getExecutor().adapter;

/**
 * Batches through a `pg` pool as one pipeline of the extended protocol (`pg-pipeline.ts`): bound
 * parameters, statements prepared once per connection.
 */
export function poolSender(pool: pg.Pool): SendBatch {
  return (statements) => runPipeline(pool, statements);
}

/**
 * Batches through PGlite as one simple-protocol message, values inlined as literals
 * (`inline-parameters.ts`): PGlite runs in this process, so the round trip costs nothing, and its
 * `exec` takes the instance's exclusive lock (Kysely's transactions hold it too).
 */
export function pgliteSender(pglite: PGlite): SendBatch {
  return async (statements) => {
    const text = statements.map((statement) => inlineParameters(statement)).join(';\n');
    return (await pglite.exec(text)).map((result) => result.rows as Record<string, unknown>[]);
  };
}

/** Registers how to batch on a database handle and every handle derived from it (`createDb`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database handle
export function registerBatchSender(db: Kysely<any>, sender: SendBatch): void {
  senders.set(keyOf(db), sender);
}

/**
 * Runs statements in one round trip: Postgres runs them in one implicit transaction (settings
 * made local with `set_config(…, true)` hold to the end of the batch), stops at the first error
 * and rolls back everything, so the connection goes back to the pool clean. Answers the last
 * statement's rows. Kysely cannot send this (it waits for each statement before the next).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database handle
export async function runInOneRoundTrip<Row>(db: Kysely<any>, statements: readonly Statement[]): Promise<Row[]> {
  const send = senders.get(keyOf(db));
  if (!send) throw new Error('this database handle was not opened by createDb: it cannot batch statements');
  const results = await send(statements);
  return (results.at(-1) ?? []) as Row[];
}
