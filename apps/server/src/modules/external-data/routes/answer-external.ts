import type { ExternalSchema } from '@tessera/model/connectors';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { openConnector, type OpenedSqlConnector } from '../../connectors/open-connector.ts';
import { type DataApiAnswer, SINGLE_OBJECT_MEDIA_TYPE } from '../../data-api/data-api-call.ts';
import { DatabaseRefusal, DataApiException, dataApiCodes, refuse } from '../../data-api/data-api-error.ts';
import { parseRequest } from '../../data-api/grammar/parse-request.ts';
import { SqlConnectionError } from '../../sql-connectors/connection-failure.ts';
import { introspectMysql } from '../../sql-connectors/introspect-mysql.ts';
import { introspectPostgres } from '../../sql-connectors/introspect-postgres.ts';
import type { SqlPoolRegistry } from '../../sql-connectors/pool-registry.ts';
import type { ExternalAccess } from '../access/external-grant.ts';
import type { ExternalCall } from './external-call.ts';
import { connectionRefusal } from './on-pool.ts';
import { exportExternalCsv, readExternalRows } from './read-external.ts';
import { ExternalSchemaCache } from './schema-cache.ts';
import { deleteExternalRows, insertExternalRows, updateExternalRows } from './write-external.ts';

export type ExternalMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Refusals that may come from a cached schema alone: decided again on the schema read afresh. */
const schemaDependent = new Set<string>([dataApiCodes.tableNotFound, dataApiCodes.columnNotFound, dataApiCodes.bodyColumnNotFound, dataApiCodes.relationNotFound]);

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

function rawQuery(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at + 1);
}

/**
 * The one way a request on a connected table is answered, for the builders' route and the
 * project data API alike: the connector, the schema, the table, the parsed request, and the
 * caller's access (`builderAccess` for a builder, the environment's rules for end users and
 * visitors), which every read and write compiles its statements with.
 */
export function externalTableAnswerer(ctx: AppContext, pools: SqlPoolRegistry) {
  const schemas = new ExternalSchemaCache(() => ctx.clock().getTime());

  /** A Postgres or MySQL/MariaDB connector of the workspace (404 for another workspace's). */
  async function connectorOf(domainId: string, connectorId: string): Promise<OpenedSqlConnector> {
    const connector = await openConnector(ctx, domainId, connectorId);
    if (connector.kind === 'rest') throw new AppError('validation_failed', 'This is a REST connector: only database connectors have tables.');
    if (connector.kind !== 'postgres' && connector.kind !== 'mysql') {
      throw new AppError('validation_failed', `This server does not connect to ${connector.kind === 'mssql' ? 'SQL Server' : 'Oracle'} databases yet, so their tables cannot be read or written; Postgres and MySQL/MariaDB connectors work.`);
    }
    return connector;
  }

  /** The schema a request names (Accept-Profile / Content-Profile) or the connection's. */
  function schemaNameOf(request: FastifyRequest, method: ExternalMethod, connector: OpenedSqlConnector): string {
    const asked = header(request, method === 'GET' ? 'accept-profile' : 'content-profile');
    if (connector.kind === 'postgres') return asked ?? 'public';
    const database = connector.settings.database;
    if (asked !== undefined && asked !== database) refuse(406, 'PGRST106', `The schema must be the connector's database "${database}": a MySQL connector reads only its own database.`);
    return database;
  }

  async function schemaOf(connector: OpenedSqlConnector, schemaName: string, fresh: boolean): Promise<{ schema: ExternalSchema; cached: boolean }> {
    const cached = fresh ? null : schemas.get(connector.id, schemaName);
    if (cached) return { schema: cached, cached: true };
    const schema = await pools
      .run(connector, (handle) => (handle.kind === 'postgres' ? introspectPostgres(handle, schemaName) : introspectMysql(handle)))
      .catch((error: unknown) => {
        throw error instanceof SqlConnectionError ? connectionRefusal(error) : error;
      });
    schemas.remember(connector.id, schemaName, schema);
    return { schema, cached: false };
  }

  async function answer(request: FastifyRequest, method: ExternalMethod, connector: OpenedSqlConnector, schemaName: string, access: ExternalAccess, fresh = false): Promise<DataApiAnswer> {
    const { schema, cached } = await schemaOf(connector, schemaName, fresh);
    try {
      const name = (request.params as { table: string }).table;
      const table = schema.tables.find((candidate) => candidate.name === name);
      if (!table) refuse(404, dataApiCodes.tableNotFound, `Could not find the table '${name}'`, null, 'Check the table name in the connector’s schema.');
      const parsed = parseRequest(rawQuery(request.url), { prefer: header(request, 'prefer'), range: header(request, 'range'), 'range-unit': header(request, 'range-unit') });
      if (!parsed.ok) throw new DataApiException(parsed.error);
      const call: ExternalCall = {
        pools,
        connector,
        target: { dialect: connector.kind, schema: connector.kind === 'postgres' ? schemaName : null, table },
        related: schema.tables,
        request: parsed.value,
        access,
      };
      const accept = header(request, 'accept') ?? '';
      const single = accept.includes(SINGLE_OBJECT_MEDIA_TYPE);
      switch (method) {
        case 'GET':
          return accept.includes('text/csv') ? await exportExternalCsv(call) : await readExternalRows(call, { single });
        case 'POST':
          return await insertExternalRows(call, request.body, { single });
        case 'PATCH':
          return await updateExternalRows(call, request.body, { single });
        case 'DELETE':
          return await deleteExternalRows(call, { single });
      }
    } catch (error) {
      if (cached && error instanceof DataApiException && !(error instanceof DatabaseRefusal) && schemaDependent.has(error.error.code)) return answer(request, method, connector, schemaName, access, true);
      throw error;
    }
  }

  return { connectorOf, schemaNameOf, schemaOf, answer };
}

export type ExternalTableAnswerer = ReturnType<typeof externalTableAnswerer>;
