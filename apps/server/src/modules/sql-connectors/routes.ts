import { sqlConnectorPaths } from '@tessera/model/connectors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import type { ConnectorCaller } from '../connectors/service.ts';
import type { SqlPoolRegistry } from './pool-registry.ts';
import { sqlConnectorSchemas as s } from './schemas.ts';
import { readExternalSchema, testSavedConnector, testUnsavedSettings } from './service.ts';

/** Like the connectors routes: the `domainname` workspace, a Developer seat. */
const building = { auth: 'required', domainScoped: true, seat: 'developer' } as const;

/** Test connection (saved or unsaved settings) and introspection of a database connector. */
export const sqlConnectorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; pools: SqlPoolRegistry }> = async (app, { ctx, pools }) => {
  const deps = { ...ctx, pools };
  const callerOf = (request: { domain: ConnectorCaller['domain'] | null; userId: string | null }): ConnectorCaller => ({
    domain: request.domain!,
    userId: request.userId!,
  });

  app.post(sqlConnectorPaths.testSettings, { schema: s.testSettings, config: building }, async (request) => testUnsavedSettings(deps, request.body));

  app.post(sqlConnectorPaths.test, { schema: s.test, config: building }, async (request) => testSavedConnector(deps, callerOf(request), request.params.connectorId));

  app.get(sqlConnectorPaths.schema, { schema: s.schema, config: building }, async (request) =>
    readExternalSchema(deps, callerOf(request), request.params.connectorId, request.query.schema),
  );
};
