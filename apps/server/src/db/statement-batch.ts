import type { PGlite } from '@electric-sql/pglite';
import type { CompiledQuery, Kysely } from 'kysely';
import type pg from 'pg';
import { inlineParameters } from './inline-parameters.ts';
import { protocolFailure, runPipeline, runPipelineOn } from './pg-pipeline.ts';

type Statement = Pick<CompiledQuery, 'sql' | 'parameters'>;

/** Sends statements in one round trip; answers each statement's rows. */
type SendBatch = (statements: readonly Statement[]) => Promise<ReadonlyArray<ReadonlyArray<Record<string, unknown>>>>;

/**
 * The session a batch runs in, named by `key` (equal keys, equal settings). `enter` makes it the
 * connection's session (settings with `set_config(…, false)`, kept after the batch); `enterLocal`
 * makes it the batch's only (`set_config(…, true)`). Built only when sent.
 */
export interface BatchSession {
  key: string;
  enter: () => Statement;
  enterLocal: () => Statement;
}

/** Sends statements in one round trip inside a session; answers each statement's rows. */
type SendInSession = (session: BatchSession, statements: readonly Statement[]) => Promise<ReadonlyArray<ReadonlyArray<Record<string, unknown>>>>;

/**
 * Senders by the handle's dialect adapter, which every handle derived from it shares
 * (`withPlugin`, `withoutPlugins`, transactions).
 */
const senders = new WeakMap<object, SendBatch>();
const sessionSenders = new WeakMap<object, SendInSession>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database handle
const keyOf = (db: Kysely<any>): object => db.getExecutor().adapter;

/**
 * Batches through a `pg` pool as one pipeline of the extended protocol (`pg-pipeline.ts`): bound
 * parameters, statements prepared once per connection.
 */
export function poolSender(pool: pg.Pool): SendBatch {
  return (statements) => runPipeline(pool, statements);
}

/** The session each connection of a session pool is in, by its `BatchSession` key. */
const sessionKeys = new WeakMap<pg.PoolClient, string>();

/**
 * Batches in a session through a pool of its own, whose connections keep their session between
 * batches: `enter` goes first only when the connection is not in that session already, so the
 * same caller's batches following each other on a connection skip it. No one else uses the pool,
 * so what a connection holds is always what its key says. The key is forgotten while a batch runs
 * and kept only once it succeeded: a failed batch rolls back its `enter` (Postgres undoes the
 * settings of an aborted transaction, session-wide ones too), and the next batch enters again.
 */
export function sessionPoolSender(pool: pg.Pool): SendInSession {
  return async (session, statements) => {
    const client = await pool.connect();
    const entered = sessionKeys.get(client) === session.key;
    sessionKeys.delete(client);
    let broken: Error | undefined;
    try {
      const results = await runPipelineOn(client, entered ? statements : [session.enter(), ...statements]);
      sessionKeys.set(client, session.key);
      return entered ? results : results.slice(1);
    } catch (error) {
      broken = protocolFailure(error);
      throw error;
    } finally {
      client.release(broken);
    }
  };
}

/** Batches in a session on PGlite: `enterLocal` first, in the same message, every time. */
export function pgliteSessionSender(pglite: PGlite): SendInSession {
  const send = pgliteSender(pglite);
  return async (session, statements) => (await send([session.enterLocal(), ...statements])).slice(1);
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
export function registerBatchSender(db: Kysely<any>, sender: SendBatch, sessionSender: SendInSession): void {
  senders.set(keyOf(db), sender);
  sessionSenders.set(keyOf(db), sessionSender);
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

/**
 * Runs statements in one round trip in `session` (see `BatchSession`), in one implicit
 * transaction as `runInOneRoundTrip` does. On Postgres the batch goes to the session pool, whose
 * connection may keep the session from an earlier batch of the same key; on PGlite the session is
 * entered locally every time. Answers the last statement's rows.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database handle
export async function runInSession<Row>(db: Kysely<any>, session: BatchSession, statements: readonly Statement[]): Promise<Row[]> {
  const send = sessionSenders.get(keyOf(db));
  if (!send) throw new Error('this database handle was not opened by createDb: it cannot batch statements');
  const results = await send(session, statements);
  return (results.at(-1) ?? []) as Row[];
}
