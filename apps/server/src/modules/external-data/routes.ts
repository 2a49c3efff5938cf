import { sqlConnectorPaths } from '@tessera/model/connectors';
import type { FastifyPluginAsync } from 'fastify';
import { registerDataApiErrorHandler } from '../data-api/error-handler.ts';
import { DATA_API_BODY_LIMIT_BYTES } from '../data-api/routes.ts';
import { builderAccess } from './access/external-grant.ts';
import type { ExternalTableAnswerer } from './routes/answer-external.ts';

/** Like every connector route: the `domainname` workspace, a Developer seat. */
const building = { auth: 'required', domainScoped: true, seat: 'developer' } as const;

/**
 * The tables of a workspace's connected Postgres and MySQL/MariaDB databases in the data API's
 * grammar: `GET|POST|PATCH|DELETE /api/connectors/:connectorId/tables/:table`, for builders
 * (a Developer seat). The schema is PostgREST's choice: `Accept-Profile` for reads,
 * `Content-Profile` for writes, default the connection's (`public`; a MySQL connector's database).
 */
export const externalTableRoutes: FastifyPluginAsync<{ tables: ExternalTableAnswerer }> = async (app, { tables }) => {
  registerDataApiErrorHandler(app);
  for (const method of ['GET', 'POST', 'PATCH', 'DELETE'] as const) {
    app.route({
      method,
      url: sqlConnectorPaths.table,
      bodyLimit: DATA_API_BODY_LIMIT_BYTES,
      schema: { hide: true },
      config: building,
      handler: async (request, reply) => {
        const connector = await tables.connectorOf(request.domain!.id, (request.params as { connectorId: string }).connectorId);
        const result = await tables.answer(request, method, connector, tables.schemaNameOf(request, method, connector), builderAccess);
        reply.code(result.status).headers(result.headers);
        return result.body === null ? reply.send() : reply.send(result.body);
      },
    });
  }
};
