import type { ExternalSchema } from '@tessera/model/connectors';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { openConnector, type OpenedSqlConnector } from '../../connectors/open-connector.ts';
import { type DataApiAnswer, SINGLE_OBJECT_MEDIA_TYPE } from '../../data-api/data-api-call.ts';
import { DatabaseRefusal, DataApiException, dataApiCodes, refuse } from '../../data-api/data-api-error.ts';
import { SqlConnectionError } from '../../sql-connectors/connection-failure.ts';
import type { SqlPoolRegistry } from '../../sql-connectors/pool-registry.ts';
import { introspect } from '../../sql-connectors/service.ts';
import type { ExternalAccess } from '../access/external-grant.ts';
import type { ExternalCall } from './external-call.ts';
import { connectionRefusal } from './on-pool.ts';
import { exportExternalCsv, readExternalRows } from './read-external.ts';
import { ExternalSchemaCache } from './schema-cache.ts';
import { deleteExternalRows, insertExternalRows, updateExternalRows } from './write-external.ts';
import { parseDataRequest, singleHeader } from '../../data-api/request-parts.ts';

export type ExternalMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Refusals that may come from a cached schema alone: decided again on the schema read afresh. */
const schemaDependent = new Set<string>([dataApiCodes.tableNotFound, dataApiCodes.columnNotFound, dataApiCodes.bodyColumnNotFound, dataApiCodes.relationNotFound]);

/**
 * The schema of a request on a connector, PostgREST's choice: the one asked for, or the
 * connection's default: Postgres `public`, SQL Server `dbo`, on Oracle the connecting user's own
 * (written `''`, read by the database itself); a MySQL connector has only its own database
 * (another is a 406 PGRST106).
 */
export function schemaNameFor(connector: OpenedSqlConnector, asked: string | undefined): string {
  switch (connector.kind) {
    case 'postgres':
      return asked ?? 'public';
    case 'mssql':
      return asked ?? 'dbo';
    case 'oracle':
      return asked ?? '';
    case 'mysql': {
      const { database } = connector.settings;
      if (asked !== undefined && asked !== database) refuse(406, 'PGRST106', `The schema must be the connector's database "${database}": a MySQL connector reads only its own database.`);
      return database;
    }
  }
}

/** The schema introspection is asked for: none for MySQL (the connection's database) and for Oracle's default (the session's schema). */
export function introspectedSchema(kind: OpenedSqlConnector['kind'], schemaName: string): string | undefined {
  return kind === 'mysql' || schemaName === '' ? undefined : schemaName;
}

/** The schema statements qualify tables with: none where the connection's own is meant (MySQL, Oracle's default). */
const targetSchema = (kind: OpenedSqlConnector['kind'], schemaName: string): string | null => introspectedSchema(kind, schemaName) ?? null;

/**
 * The one way a request on a connected table is answered, for the builders' route and the
 * project data API alike: the connector, the schema, the table, the parsed request, and the
 * caller's access (`builderAccess` for a builder, the environment's rules for end users and
 * visitors), which every read and write compiles its statements with.
 */
export function externalTableAnswerer(ctx: AppContext, pools: SqlPoolRegistry) {
  const schemas = new ExternalSchemaCache(() => ctx.clock().getTime());

  /** A database connector of the workspace (404 for another workspace's, 400 for a REST one). */
  async function connectorOf(domainId: string, connectorId: string): Promise<OpenedSqlConnector> {
    const connector = await openConnector(ctx, domainId, connectorId);
    if (connector.kind === 'rest') throw new AppError('validation_failed', 'This is a REST connector: only database connectors have tables.');
    return connector;
  }

  /** The schema a request names (Accept-Profile / Content-Profile) or the connection's. */
  function schemaNameOf(request: FastifyRequest, method: ExternalMethod, connector: OpenedSqlConnector): string {
    return schemaNameFor(connector, singleHeader(request, method === 'GET' ? 'accept-profile' : 'content-profile'));
  }

  async function schemaOf(connector: OpenedSqlConnector, schemaName: string, fresh: boolean): Promise<{ schema: ExternalSchema; cached: boolean }> {
    const cached = fresh ? null : schemas.get(connector.id, schemaName);
    if (cached) return { schema: cached, cached: true };
    const schema = await pools
      .run(connector, (handle) => introspect(handle, introspectedSchema(connector.kind, schemaName)))
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
      const parsed = parseDataRequest(request);
      if (!parsed.ok) throw new DataApiException(parsed.error);
      const call: ExternalCall = {
        pools,
        connector,
        target: { dialect: connector.kind, schema: targetSchema(connector.kind, schemaName), table },
        related: schema.tables,
        request: parsed.value,
        access,
      };
      const accept = singleHeader(request, 'accept') ?? '';
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
