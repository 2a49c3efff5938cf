import { createRequire } from 'node:module';
import type pg from 'pg';

/** One statement of a pipeline: SQL text with `$n` placeholders and their values. */
export interface PipelineStatement {
  sql: string;
  parameters: readonly unknown[];
}

/** The parts of `pg`'s connection (its protocol writer) a pipeline uses. */
interface ProtocolConnection {
  stream: { cork?: () => void; uncork?: () => void };
  parse(message: { text: string; name: string; types: number[] }): void;
  bind(message: { portal: string; statement: string; values: readonly unknown[]; valueMapper: (value: unknown) => unknown }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string; rows: number }): void;
  close(message: { type: 'S'; name: string }): void;
  sync(): void;
}

interface PgResult {
  rows: Record<string, unknown>[];
  addFields(fields: unknown[]): void;
  parseRow(fields: unknown[]): Record<string, unknown>;
  addRow(row: Record<string, unknown>): void;
}

const requireFromPg = createRequire(import.meta.url);
// `pg`'s own row parsing (its type parsers) and value conversion, so rows and values are exactly
// what `pool.query` gives and takes.
const Result = requireFromPg('pg/lib/result.js') as new () => PgResult;
const { prepareValue } = requireFromPg('pg/lib/utils.js') as { prepareValue: (value: unknown) => unknown };

/** Prepared statements kept per connection (the least recently used is closed first). */
export const PREPARED_PER_CONNECTION = 200;

/** What one connection has prepared: statement names by SQL text, in order of use. */
interface Prepared {
  names: Map<string, string>;
  /** Names to close before the next pipeline (evicted, or left uncertain by an error). */
  toClose: string[];
  next: number;
}

const preparedByConnection = new WeakMap<object, Prepared>();

function preparedOf(connection: object): Prepared {
  let prepared = preparedByConnection.get(connection);
  if (!prepared) {
    prepared = { names: new Map(), toClose: [], next: 0 };
    preparedByConnection.set(connection, prepared);
  }
  return prepared;
}

/**
 * Several statements in one round trip over Postgres' extended protocol: for each, Parse (only
 * the first time this connection sees its text: it is then a named prepared statement, planned
 * once and reused), Bind, Describe and Execute; then one Sync. Postgres runs everything before
 * the Sync in one implicit transaction, stops at the first error and rolls it all back, so
 * settings made local with `set_config(…, true)` hold for the statements after them and end with
 * the pipeline. Values are bound parameters, as `pool.query` sends them.
 *
 * It is a `pg` submittable (the extension point `pg-cursor` uses): the client hands it the
 * connection and routes the answers to it, one pipeline at a time per client.
 */
class Pipeline {
  readonly results: PgResult[] = [];
  #current: PgResult | null = null;
  #error: unknown = null;
  #parsedNow: Array<[string, string]> = [];
  readonly done: Promise<PgResult[]>;
  #resolve!: (results: PgResult[]) => void;
  #reject!: (error: unknown) => void;

  constructor(private readonly statements: readonly PipelineStatement[]) {
    this.done = new Promise((resolve, reject) => {
      this.#resolve = resolve;
      this.#reject = reject;
    });
  }

  submit(connection: ProtocolConnection): void {
    const prepared = preparedOf(connection);
    connection.stream.cork?.();
    try {
      for (const name of prepared.toClose.splice(0)) connection.close({ type: 'S', name });
      for (const statement of this.statements) {
        let name = prepared.names.get(statement.sql);
        if (name === undefined) {
          name = `tessera_${prepared.next++}`;
          connection.parse({ text: statement.sql, name, types: [] });
          this.#parsedNow.push([statement.sql, name]);
          prepared.names.set(statement.sql, name);
        } else {
          prepared.names.delete(statement.sql);
          prepared.names.set(statement.sql, name);
        }
        connection.bind({ portal: '', statement: name, values: statement.parameters, valueMapper: prepareValue });
        connection.describe({ type: 'P', name: '' });
        connection.execute({ portal: '', rows: 0 });
      }
      while (prepared.names.size > PREPARED_PER_CONNECTION) {
        const [text, name] = prepared.names.entries().next().value!;
        prepared.names.delete(text);
        prepared.toClose.push(name);
      }
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
  }

  handleRowDescription(message: { fields: unknown[] }): void {
    this.#current = new Result();
    this.#current.addFields(message.fields);
  }

  handleDataRow(message: { fields: unknown[] }): void {
    if (!this.#current || this.#error) return;
    try {
      this.#current.addRow(this.#current.parseRow(message.fields));
    } catch (error) {
      this.#error = error;
    }
  }

  handleCommandComplete(): void {
    this.results.push(this.#current ?? new Result());
    this.#current = null;
  }

  handleEmptyQuery(): void {
    this.results.push(new Result());
  }

  /**
   * A database error: the client stops routing this pipeline's messages here (it waits for the
   * ReadyForQuery that follows before running anything else on the connection), so it settles now.
   */
  handleError(error: unknown, connection: ProtocolConnection): void {
    // Statements this pipeline parsed may or may not exist now: parse them afresh next time.
    this.#forgetParsed(connection);
    this.#reject(error);
  }

  handleReadyForQuery(connection: ProtocolConnection): void {
    if (this.#error) {
      this.#forgetParsed(connection);
      this.#reject(this.#error);
    } else {
      this.#resolve(this.results);
    }
  }

  handleCopyInResponse(): void {
    this.#error ??= new Error('a pipeline statement asked for COPY data');
  }

  handleCopyData(): void {}

  handlePortalSuspended(): void {}

  #forgetParsed(connection: ProtocolConnection): void {
    const prepared = preparedOf(connection);
    for (const [text, name] of this.#parsedNow.splice(0)) {
      if (prepared.names.get(text) === name) prepared.names.delete(text);
      prepared.toClose.push(name);
    }
  }
}

/**
 * Runs statements in one round trip on a connection of `pool` (see `Pipeline`); answers each
 * statement's rows, parsed as `pool.query` parses them. A connection that fails at the protocol
 * level is discarded rather than returned to the pool.
 */
export async function runPipeline(pool: pg.Pool, statements: readonly PipelineStatement[]): Promise<Array<Record<string, unknown>[]>> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    return await runPipelineOn(client, statements);
  } catch (error) {
    broken = protocolFailure(error);
    throw error;
  } finally {
    client.release(broken);
  }
}

/** Runs a pipeline on a connection already taken from its pool (the caller releases it). */
export async function runPipelineOn(client: pg.PoolClient, statements: readonly PipelineStatement[]): Promise<Array<Record<string, unknown>[]>> {
  const pipeline = new Pipeline(statements);
  client.query(pipeline as unknown as pg.QueryConfig);
  const results = await pipeline.done;
  return results.map((result) => result.rows);
}

/**
 * The error to release a connection with after `error`: none for a database error (it has a
 * SQLSTATE, and the connection is ready for the next query), the error itself otherwise, so the
 * pool discards the connection.
 */
export function protocolFailure(error: unknown): Error | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) return undefined;
  return error instanceof Error ? error : new Error(String(error));
}
