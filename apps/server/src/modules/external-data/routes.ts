import { sqlConnectorPaths } from '@tessera/model/connectors';
import type { ExternalSchema } from '@tessera/model/connectors';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { openConnector, type OpenedSqlConnector } from '../connectors/open-connector.ts';
import { type DataApiAnswer, SINGLE_OBJECT_MEDIA_TYPE } from '../data-api/data-api-call.ts';
import { DatabaseRefusal, DataApiException, dataApiCodes, refuse } from '../data-api/data-api-error.ts';
import { registerDataApiErrorHandler } from '../data-api/error-handler.ts';
import { parseRequest } from '../data-api/grammar/parse-request.ts';
import { DATA_API_BODY_LIMIT_BYTES } from '../data-api/routes.ts';
import { SqlConnectionError } from '../sql-connectors/connection-failure.ts';
import { introspectMysql } from '../sql-connectors/introspect-mysql.ts';
import { introspectPostgres } from '../sql-connectors/introspect-postgres.ts';
import type { SqlPoolRegistry } from '../sql-connectors/pool-registry.ts';
import type { ExternalCall } from './routes/external-call.ts';
import { connectionRefusal } from './routes/on-pool.ts';
import { exportExternalCsv, readExternalRows } from './routes/read-external.ts';
import { ExternalSchemaCache } from './routes/schema-cache.ts';
import { deleteExternalRows, insertExternalRows, updateExternalRows } from './routes/write-external.ts';

/** Like every connector route: the `domainname` workspace, a Developer seat. */
const building = { auth: 'required', domainScoped: true, seat: 'developer' } as const;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

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
 * The tables of a workspace's connected Postgres and MySQL/MariaDB databases in the data API's
 * grammar: `GET|POST|PATCH|DELETE /api/connectors/:connectorId/tables/:table`, for builders
 * (a Developer seat). The schema is PostgREST's choice: `Accept-Profile` for reads,
 * `Content-Profile` for writes, default the connection's (`public`; a MySQL connector's database).
 */
export const externalTableRoutes: FastifyPluginAsync<{ ctx: AppContext; pools: SqlPoolRegistry }> = async (app, { ctx, pools }) => {
  registerDataApiErrorHandler(app);
  const schemas = new ExternalSchemaCache(() => ctx.clock().getTime());

  async function connectorOf(request: FastifyRequest): Promise<OpenedSqlConnector> {
    const connector = await openConnector(ctx, request.domain!.id, (request.params as { connectorId: string }).connectorId);
    if (connector.kind === 'rest') throw new AppError('validation_failed', 'This is a REST connector: only database connectors have tables.');
    if (connector.kind !== 'postgres' && connector.kind !== 'mysql') {
      throw new AppError('validation_failed', `This server does not connect to ${connector.kind === 'mssql' ? 'SQL Server' : 'Oracle'} databases yet, so their tables cannot be read or written; Postgres and MySQL/MariaDB connectors work.`);
    }
    return connector;
  }

  /** The schema a request names (Accept-Profile / Content-Profile) or the connection's. */
  function schemaNameOf(request: FastifyRequest, method: Method, connector: OpenedSqlConnector): string {
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

  async function answer(request: FastifyRequest, method: Method, connector: OpenedSqlConnector, schemaName: string, fresh: boolean): Promise<DataApiAnswer> {
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
      if (cached && error instanceof DataApiException && !(error instanceof DatabaseRefusal) && schemaDependent.has(error.error.code)) return answer(request, method, connector, schemaName, true);
      throw error;
    }
  }

  for (const method of ['GET', 'POST', 'PATCH', 'DELETE'] as const) {
    app.route({
      method,
      url: sqlConnectorPaths.table,
      bodyLimit: DATA_API_BODY_LIMIT_BYTES,
      schema: { hide: true },
      config: building,
      handler: async (request, reply) => {
        const connector = await connectorOf(request);
        const result = await answer(request, method, connector, schemaNameOf(request, method, connector), false);
        reply.code(result.status).headers(result.headers);
        return result.body === null ? reply.send() : reply.send(result.body);
      },
    });
  }
};
