import { restRequestPaths } from '@tessera/model/connectors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import type { ConnectorCaller } from '../connectors/service.ts';
import { previewRestRequest, runRestRequest } from './run-request.ts';
import { restRequestSchemas as s } from './schemas.ts';
import { createRestRequest, deleteRestRequest, getRestRequest, listRestRequests, updateRestRequest } from './service.ts';

/** Like the connectors routes: the `domainname` workspace, a Developer seat, reads included. */
const building = { auth: 'required', domainScoped: true, seat: 'developer' } as const;

/** Named requests of REST connectors: their storage, a saved one's run, and the editor's Send. */
export const restRequestRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The auth hook has set both on every scoped route.
  const callerOf = (request: { domain: ConnectorCaller['domain'] | null; userId: string | null }): ConnectorCaller => ({
    domain: request.domain!,
    userId: request.userId!,
  });

  app.get(restRequestPaths.requests, { schema: s.list, config: building }, async (request) => listRestRequests(ctx, callerOf(request), request.params.connectorId));

  app.post(restRequestPaths.requests, { schema: s.create, config: building }, async (request, reply) => {
    const created = await createRestRequest(ctx, callerOf(request), request.params.connectorId, request.body);
    return reply.code(201).send(created);
  });

  app.get(restRequestPaths.request, { schema: s.get, config: building }, async (request) =>
    getRestRequest(ctx, callerOf(request), request.params.connectorId, request.params.requestId),
  );

  app.patch(restRequestPaths.request, { schema: s.update, config: building }, async (request) =>
    updateRestRequest(ctx, callerOf(request), request.params.connectorId, request.params.requestId, request.body),
  );

  app.delete(restRequestPaths.request, { schema: s.remove, config: building }, async (request, reply) => {
    await deleteRestRequest(ctx, callerOf(request), request.params.connectorId, request.params.requestId);
    return reply.code(204).send(null);
  });

  app.post(restRequestPaths.run, { schema: s.run, config: building }, async (request) =>
    runRestRequest(ctx, callerOf(request).domain.id, request.params.connectorId, request.params.requestId, request.body.parameters),
  );

  app.post(restRequestPaths.preview, { schema: s.preview, config: building }, async (request) =>
    previewRestRequest(ctx, callerOf(request).domain.id, request.params.connectorId, request.body.request, request.body.parameters),
  );
};
