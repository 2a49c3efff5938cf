import type { PGlite } from '@electric-sql/pglite';
import type { CompiledQuery, Kysely } from 'kysely';
import type pg from 'pg';
import { inlineParameters } from './inline-parameters.ts';

/** Sends statements as one simple-protocol message; answers each statement's rows. */
type SendBatch = (text: string) => Promise<ReadonlyArray<ReadonlyArray<Record<string, unknown>>>>;

/**
 * Senders by the handle's dialect adapter, which every handle derived from it shares
 * (`withPlugin`, `withoutPlugins`, transactions).
 */
const senders = new WeakMap<object, SendBatch>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database handle
const keyOf = (db: Kysely<any>): object => db.getExecutor().adapter;

/** Batches through a `pg` pool: one connection for the message, back to the pool after. */
export function poolSender(pool: pg.Pool): SendBatch {
  return async (text) => {
    const answer = (await pool.query(text)) as pg.QueryResult | pg.QueryResult[];
    return (Array.isArray(answer) ? answer : [answer]).map((result) => result.rows as Record<string, unknown>[]);
  };
}

/** Batches through PGlite, which takes its exclusive lock (Kysely's transactions hold it too). */
export function pgliteSender(pglite: PGlite): SendBatch {
  return async (text) => (await pglite.exec(text)).map((result) => result.rows as Record<string, unknown>[]);
}

/** Registers how to batch on a database handle and every handle derived from it (`createDb`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database handle
export function registerBatchSender(db: Kysely<any>, sender: SendBatch): void {
  senders.set(keyOf(db), sender);
}

/**
 * Runs statements in one round trip, as one simple-protocol message: Postgres runs them in one
 * implicit transaction (settings made local with `set_config(…, true)` hold to the end of the
 * message), stops at the first error and rolls back everything, so the connection goes back to
 * the pool clean. Parameters are inlined as literals (`inline-parameters.ts`). Answers the last
 * statement's rows. Kysely cannot send this (it prepares every statement, one at a time).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database handle
export async function runInOneRoundTrip<Row>(db: Kysely<any>, statements: ReadonlyArray<Pick<CompiledQuery, 'sql' | 'parameters'>>): Promise<Row[]> {
  const send = senders.get(keyOf(db));
  if (!send) throw new Error('this database handle was not opened by createDb: it cannot batch statements');
  const text = statements.map((statement) => inlineParameters(statement)).join(';\n');
  const results = await send(text);
  return (results.at(-1) ?? []) as Row[];
}
