import { type PGlite, types } from '@electric-sql/pglite';
import type { CompiledQuery, Kysely } from 'kysely';
import type pg from 'pg';
import { inlineParameters } from './inline-parameters.ts';
import { type PipelineResult, type ResultField, runPipelineResults } from './pg-pipeline.ts';

type Statement = Pick<CompiledQuery, 'sql' | 'parameters'>;

/**
 * Sends statements in one round trip; answers each statement's columns and rows. With
 * `lastAsText` the last statement's rows are arrays of the database's text for each value.
 */
type SendBatch = (statements: readonly Statement[], options: { lastAsText: boolean }) => Promise<readonly PipelineResult[]>;

/** A statement's rows as the database's text of each value (`null` for SQL null), with its columns. */
export interface TextRows {
  fields: readonly ResultField[];
  rows: ReadonlyArray<ReadonlyArray<string | null>>;
}

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
  return (statements, { lastAsText }) => runPipelineResults(pool, lastAsText ? statements.map((statement, index) => (index === statements.length - 1 ? { ...statement, textRows: true } : statement)) : statements);
}

/**
 * Batches through PGlite as one simple-protocol message, values inlined as literals
 * (`inline-parameters.ts`): PGlite runs in this process, so the round trip costs nothing, and its
 * `exec` takes the instance's exclusive lock (Kysely's transactions hold it too).
 */
export function pgliteSender(pglite: PGlite): SendBatch {
  return async (statements, { lastAsText }) => {
    const text = statements.map((statement) => inlineParameters(statement)).join(';\n');
    // PGlite's options hold for the whole message: the earlier statements' rows (the session's,
    // which nobody reads) come back as text too.
    return (await pglite.exec(text, lastAsText ? TEXT_ROWS : undefined)).map((result) => ({ fields: result.fields, rows: result.rows }));
  };
}

/** PGlite options that keep every value as the text the database sent, rows as arrays. */
const keepText = (text: string) => text;
const TEXT_ROWS = { rowMode: 'array' as const, parsers: Object.fromEntries(Object.keys(types.parsers).map((oid) => [oid, keepText])) };

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
  const results = await senderOf(db)(statements, { lastAsText: false });
  return (results.at(-1)?.rows ?? []) as Row[];
}

/**
 * `runInOneRoundTrip` answering the last statement's columns and its rows as text, the values
 * exactly as the database wrote them (no type parsing), for a caller that writes them out itself.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database handle
export async function runInOneRoundTripAsText(db: Kysely<any>, statements: readonly Statement[]): Promise<TextRows> {
  const last = (await senderOf(db)(statements, { lastAsText: true })).at(-1);
  if (!last) throw new Error('a batch answered no result');
  return { fields: last.fields, rows: last.rows as Array<Array<string | null>> };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database handle
function senderOf(db: Kysely<any>): SendBatch {
  const send = senders.get(keyOf(db));
  if (!send) throw new Error('this database handle was not opened by createDb: it cannot batch statements');
  return send;
}
