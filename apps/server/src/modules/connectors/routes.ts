import { connectorPaths } from '@tessera/model/connectors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { connectorSchemas as s } from './schemas.ts';
import { type ConnectorCaller, createConnector, deleteConnector, getConnector, listConnectors, updateConnector } from './service.ts';

/**
 * Connectors of the `domainname` workspace. Every route needs a Developer seat, reads included:
 * hosts, users and addresses of a workspace's databases are builders' business, not end users'.
 */
const building = { auth: 'required', domainScoped: true, seat: 'developer' } as const;

export const connectorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The auth hook has set both on every scoped route.
  const callerOf = (request: { domain: ConnectorCaller['domain'] | null; userId: string | null }): ConnectorCaller => ({
    domain: request.domain!,
    userId: request.userId!,
  });

  app.get(connectorPaths.connectors, { schema: s.list, config: building }, async (request) => listConnectors(ctx, callerOf(request)));

  app.post(connectorPaths.connectors, { schema: s.create, config: building }, async (request, reply) => {
    const connector = await createConnector(ctx, callerOf(request), request.body);
    return reply.code(201).send(connector);
  });

  app.get(connectorPaths.connector, { schema: s.get, config: building }, async (request) =>
    getConnector(ctx.db, callerOf(request), request.params.connectorId),
  );

  app.patch(connectorPaths.connector, { schema: s.update, config: building }, async (request) =>
    updateConnector(ctx, callerOf(request), request.params.connectorId, request.body),
  );

  app.delete(connectorPaths.connector, { schema: s.remove, config: building }, async (request, reply) => {
    await deleteConnector(ctx, callerOf(request), request.params.connectorId);
    return reply.code(204).send(null);
  });
};
