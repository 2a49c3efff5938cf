import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  DialectAdapterBase,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';
import type { Connection, ExecuteOptions, Pool } from 'oracledb';
import oracledb from 'oracledb';
import { OracleQueryCompiler } from './oracle-query-compiler.ts';

/** Oracle as Kysely sees it: no RETURNING (the external-data compiler reads written rows back), DDL not transactional. */
class OracleAdapter extends DialectAdapterBase {
  override get supportsReturning(): boolean {
    return false;
  }
  override get supportsTransactionalDdl(): boolean {
    return false;
  }
  async acquireMigrationLock(): Promise<void> {
    throw new Error('Migrations never run on a connector’s Oracle database.');
  }
  async releaseMigrationLock(): Promise<void> {
    throw new Error('Migrations never run on a connector’s Oracle database.');
  }
}

/**
 * Numbers come as their exact text (like mysql2's `bigNumberStrings`: a NUMBER may hold more
 * than a JavaScript number keeps; the routes turn it into a JSON number when it survives), and
 * CLOBs as text rather than LOB handles.
 */
export const fetchTypeHandler: NonNullable<ExecuteOptions['fetchTypeHandler']> = ({ dbType }) =>
  dbType === oracledb.DB_TYPE_NUMBER || dbType === oracledb.DB_TYPE_CLOB || dbType === oracledb.DB_TYPE_NCLOB ? { type: oracledb.STRING } : undefined;

/** One pooled oracledb connection: statements commit on their own unless a transaction is open. */
class OracleConnection implements DatabaseConnection {
  readonly raw: Connection;
  inTransaction = false;

  constructor(raw: Connection) {
    this.raw = raw;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.raw.execute<R>(query.sql, query.parameters, { outFormat: oracledb.OUT_FORMAT_OBJECT, autoCommit: !this.inTransaction, fetchTypeHandler });
    return {
      rows: result.rows ?? [],
      ...(result.rowsAffected !== undefined ? { numAffectedRows: BigInt(result.rowsAffected) } : {}),
    };
  }

  /** Reads the whole result, then hands it out in chunks (no cursor is kept open between chunks). */
  async *streamQuery<R>(query: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(query);
    for (let i = 0; i < rows.length; i += chunkSize) yield { rows: rows.slice(i, i + chunkSize) };
  }
}

/** How the driver gets its pool, and reads a failure to connect (the relay knows what happened on the network). */
export interface OracleDriverConfig {
  createPool: () => Promise<Pool>;
  /** Each connection's limit per round trip, ms (oracledb's `callTimeout`: NJS-123 past it, the call cancelled). */
  callTimeoutMs: number;
  /** The error to report for a driver's failure to connect: the relay's cause when it has one. */
  connectFailure: (error: unknown) => unknown;
}

class OracleDriver implements Driver {
  readonly #config: OracleDriverConfig;
  #pool: Promise<Pool> | null = null;

  constructor(config: OracleDriverConfig) {
    this.#config = config;
  }

  async init(): Promise<void> {
    this.#pool ??= this.#config.createPool();
    await this.#pool;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const pool = await (this.#pool ??= this.#config.createPool());
    try {
      const raw = await pool.getConnection();
      raw.callTimeout = this.#config.callTimeoutMs;
      return new OracleConnection(raw);
    } catch (error) {
      throw this.#config.connectFailure(error);
    }
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as OracleConnection).inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const oracle = connection as OracleConnection;
    oracle.inTransaction = false;
    await oracle.raw.commit();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const oracle = connection as OracleConnection;
    oracle.inTransaction = false;
    await oracle.raw.rollback();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const oracle = connection as OracleConnection;
    // A statement left open by a failed request must not commit with the next one.
    if (oracle.inTransaction) await oracle.raw.rollback().catch(() => undefined);
    oracle.inTransaction = false;
    await oracle.raw.close();
  }

  async destroy(): Promise<void> {
    const pool = await this.#pool?.catch(() => null);
    this.#pool = null;
    await pool?.close(0);
  }
}

/** Kysely reads no Oracle catalog: an external database's tables are read by `introspectOracle`. */
class NoOracleIntrospector implements DatabaseIntrospector {
  getSchemas(): never {
    throw new Error('An Oracle connector’s catalog is read by introspectOracle.');
  }
  getTables(): never {
    throw new Error('An Oracle connector’s catalog is read by introspectOracle.');
  }
  getMetadata(): never {
    throw new Error('An Oracle connector’s catalog is read by introspectOracle.');
  }
}

/**
 * Kysely has no Oracle dialect: this one runs statements compiled by `OracleQueryCompiler`
 * (Kysely's default SQL, `:n` placeholders) on an oracledb pool (thin mode, pure JavaScript).
 */
export class OracleDialect implements Dialect {
  readonly #config: OracleDriverConfig;

  constructor(config: OracleDriverConfig) {
    this.#config = config;
  }

  createAdapter() {
    return new OracleAdapter();
  }
  createDriver(): Driver {
    return new OracleDriver(this.#config);
  }
  createQueryCompiler(): QueryCompiler {
    return new OracleQueryCompiler();
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own signature
  createIntrospector(_db: Kysely<any>): DatabaseIntrospector {
    return new NoOracleIntrospector();
  }
}
