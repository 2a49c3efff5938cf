/**
 * The part of oracledb's API (thin mode) the SQL connectors use; the package ships no types.
 * Names and shapes as documented for node-oracledb 6+.
 */
declare module 'oracledb' {
  interface PoolAttributes {
    user: string;
    password: string;
    connectString: string;
    poolMin: number;
    poolMax: number;
    poolIncrement: number;
    /** Seconds an idle connection is kept (0: for ever). */
    poolTimeout: number;
    /** Milliseconds a getConnection() waits for a free connection (NJS-040 past it). */
    queueTimeout: number;
    /** Seconds to connect, TLS and login included (NJS-510 past it). */
    connectTimeout: number;
    /** Seconds for the TCP connection alone. */
    transportConnectTimeout: number;
    /** Seconds between checks that a pooled connection is alive (0: each time it is taken). */
    poolPingInterval: number;
    sslServerDNMatch: boolean;
    httpsProxy?: string;
    httpsProxyPort?: number;
    expireTime?: number;
    stmtCacheSize?: number;
    enableStatistics?: boolean;
  }

  interface Result<T> {
    rows?: T[];
    rowsAffected?: number;
  }

  /** A database type (`DB_TYPE_NUMBER`…), compared by identity. */
  interface DbType {
    readonly name: string;
  }

  interface ExecuteOptions {
    outFormat?: number;
    autoCommit?: boolean;
    /** Per column: the type to fetch it as (`STRING`), or undefined for the default. */
    fetchTypeHandler?: (metaData: { dbType: DbType; name: string }) => { type: DbType } | undefined;
  }

  interface Connection {
    /** Milliseconds each round trip may take (NJS-123, the call cancelled, past it). */
    callTimeout: number;
    execute<T = Record<string, unknown>>(sql: string, binds: readonly unknown[], options: ExecuteOptions): Promise<Result<T>>;
    commit(): Promise<void>;
    rollback(): Promise<void>;
    close(options?: { drop?: boolean }): Promise<void>;
  }

  interface Pool {
    getConnection(): Promise<Connection>;
    close(drainTime?: number): Promise<void>;
  }

  interface OracleDb {
    readonly OUT_FORMAT_OBJECT: number;
    readonly DB_TYPE_NUMBER: DbType;
    readonly DB_TYPE_CLOB: DbType;
    readonly DB_TYPE_NCLOB: DbType;
    /** Fetch as a JavaScript string. */
    readonly STRING: DbType;
    readonly thin: boolean;
    createPool(attributes: PoolAttributes): Promise<Pool>;
  }

  const oracledb: OracleDb;
  export default oracledb;
  export type { Connection, DbType, ExecuteOptions, Pool, PoolAttributes, Result };
}
