import type { ConnectionTestResult, ExternalSchema, SqlConnectorKind, SqlSettingsParsed } from '@tessera/model/connectors';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { SecretValue } from '../../security/secret-value.ts';
import { requireSettings, resolveSettings } from '../connectors/connector-input.ts';
import { openConnector, type OpenedSqlConnector } from '../connectors/open-connector.ts';
import type { ConnectorCaller } from '../connectors/service.ts';
import type { StoredSqlSettings } from '../connectors/stored-settings.ts';
import { toSqlConnectionError } from './connection-failure.ts';
import { introspectMssql } from './introspect-mssql.ts';
import { introspectMysql } from './introspect-mysql.ts';
import { introspectOracle } from './introspect-oracle.ts';
import { introspectPostgres } from './introspect-postgres.ts';
import { failureSubject, type SqlHandle } from './sql-handle.ts';
import type { SqlPoolRegistry } from './pool-registry.ts';
import { testSqlConnection } from './test-connection.ts';

/** One schema of the connector's database: Postgres `public`, SQL Server `dbo`, the Oracle user's own, the MySQL database by default. */
export function introspect(handle: SqlHandle, schema: string | undefined): Promise<ExternalSchema> {
  switch (handle.kind) {
    case 'postgres':
      return introspectPostgres(handle, schema ?? 'public');
    case 'mysql':
      return introspectMysql(handle);
    case 'mssql':
      return introspectMssql(handle, schema ?? 'dbo');
    case 'oracle':
      return introspectOracle(handle, schema);
  }
}

/** The app context and this module's pools. */
export type SqlConnectorDeps = AppContext & { pools: SqlPoolRegistry };

/** A SQL connector of the caller's workspace, its password opened (404 outside the workspace, 400 for a REST one). */
async function openSql(ctx: AppContext, caller: ConnectorCaller, connectorId: string): Promise<OpenedSqlConnector> {
  const connector = await openConnector(ctx, caller.domain.id, connectorId);
  if (connector.kind === 'rest') throw new AppError('validation_failed', 'This is a REST connector: only database connectors have a connection to test and tables to read.');
  return connector;
}

/** POST /api/connectors/:connectorId/test. */
export async function testSavedConnector(ctx: SqlConnectorDeps, caller: ConnectorCaller, connectorId: string): Promise<ConnectionTestResult> {
  const connector = await openSql(ctx, caller, connectorId).catch((error: unknown) => {
    // A password that cannot be opened is a test result the builder can act on; a 404 stays a 404.
    if (error instanceof AppError && error.code === 'secrets_unavailable') return error;
    throw error;
  });
  if (connector instanceof AppError) return { ok: false, failure: 'secrets', message: connector.message };
  return testSqlConnection(ctx, connector);
}

/** POST /api/connectors/test: the settings of a form not saved yet (settings or a connection string). */
export async function testUnsavedSettings(
  ctx: SqlConnectorDeps,
  input: { kind: SqlConnectorKind; settings?: SqlSettingsParsed | undefined; connectionString?: string | undefined },
): Promise<ConnectionTestResult> {
  const resolved = requireSettings(input.kind, resolveSettings(input));
  const password = resolved.slots.find((slot) => slot.field === 'password')?.value;
  return testSqlConnection(ctx, { kind: input.kind, settings: resolved.settings as StoredSqlSettings, password: password ? new SecretValue(password) : null });
}

/**
 * GET /api/connectors/:connectorId/schema: read through the connector's pool. A database that
 * cannot be reached is a 502 (422 when the guard refuses) with the test's message.
 */
export async function readExternalSchema(ctx: SqlConnectorDeps, caller: ConnectorCaller, connectorId: string, schema: string | undefined): Promise<ExternalSchema> {
  const connector = await openSql(ctx, caller, connectorId);
  if (connector.kind === 'mysql' && schema !== undefined) {
    throw new AppError('validation_failed', 'schema: A MySQL connector reads its own database; only Postgres and SQL Server schemas and Oracle owners can be chosen.');
  }
  try {
    return await ctx.pools.run(connector, (handle) => introspect(handle, schema));
  } catch (error) {
    throw toSqlConnectionError(error, failureSubject(connector.settings, ctx.pools.limits));
  }
}
