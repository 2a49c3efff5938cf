import type { Kysely } from 'kysely';
import type { OpenedSqlConnector } from '../connectors/open-connector.ts';
import type { CheckedTarget } from '../../net/egress/resolve-target.ts';
import type { FailureSubject } from './connection-failure.ts';

/** The limits every connector's pool runs under (`config.sqlConnectors`). */
export interface SqlPoolLimits {
  poolMax: number;
  statementTimeoutMs: number;
  connectTimeoutMs: number;
  idleTimeoutMs: number;
  /** Longest a request waits for a free connection of its connector's pool. */
  poolWaitMs: number;
}

/**
 * A connector's database as the server uses it: a Kysely instance over the connector's own
 * bounded pool (compiling SQL in the connector's dialect), and the way to close that pool. Made
 * by the pool registry only, connected only to the guard's checked address.
 */
export interface SqlHandle {
  kind: 'postgres' | 'mysql' | 'mssql' | 'oracle';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an external database has no compile-time schema
  db: Kysely<any>;
  /** What errors name (host, port, database, user as typed) and the limits, for messages. */
  subject: FailureSubject;
  close(): Promise<void>;
}

/** What a handle is made from: the connector opened, the address the guard checked, the limits. */
export interface SqlHandleInput {
  connector: Pick<OpenedSqlConnector, 'settings' | 'password'>;
  target: CheckedTarget;
  limits: SqlPoolLimits;
}

/** The subject of a connector's error messages. */
export function failureSubject(settings: OpenedSqlConnector['settings'], limits: SqlPoolLimits): FailureSubject {
  return {
    host: settings.host,
    port: settings.port,
    database: settings.database,
    user: settings.user,
    statementTimeoutMs: limits.statementTimeoutMs,
    connectTimeoutMs: limits.connectTimeoutMs,
    poolWaitMs: limits.poolWaitMs,
  };
}
