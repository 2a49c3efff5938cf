import { externalAccessPaths, schemaKeyOf } from '@tessera/model/connectors';
import { closedAccess, dataEnvironments, type AccessOperation, type DataEnvironment } from '@tessera/model/data';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';
import { isUuid } from '../../http/uuid.ts';
import { deniedError, whoPasses } from '../data-api/access/authorize.ts';
import { DataApiException } from '../data-api/data-api-error.ts';
import { activeEndUserVerifier } from '../data-api/end-user-verifier.ts';
import { registerDataApiErrorHandler } from '../data-api/error-handler.ts';
import { findProjectWorkspace } from '../data-api/queries.ts';
import { DATA_API_BODY_LIMIT_BYTES } from '../data-api/routes.ts';
import { callerHeaders, type EndUserVerifier, projectNotFound, resolvePrincipal } from '../data-api/resolve-principal.ts';
import { externalAccessFor } from './access/authorize-external.ts';
import { builderAccess } from './access/external-grant.ts';
import { rulesOfSchema } from './access/rule-store.ts';
import type { ExternalMethod, ExternalTableAnswerer } from './routes/answer-external.ts';

const operationOf: Record<ExternalMethod, AccessOperation> = { GET: 'read', POST: 'insert', PATCH: 'update', DELETE: 'delete' };

/**
 * The connected tables in a project's data API, per environment:
 * `GET|POST|PATCH|DELETE /api/data/:projectId/:environment/connectors/:connectorId/:table`, the
 * same grammar and schema headers as the builders' route. The caller is resolved as on the
 * project's own tables (a builder, on draft only, with full access; an end user with a token of
 * this project; a visitor); end users and visitors are held to the environment's rules for the
 * connector's tables, a table without rules being closed. The connector must be of the project's
 * workspace (404 otherwise). An archived project's live is 404, as an unknown project.
 */
export const projectExternalDataRoutes: FastifyPluginAsync<{ ctx: AppContext; tables: ExternalTableAnswerer }> = async (app, { ctx, tables }) => {
  registerDataApiErrorHandler(app);
  const verifyEndUser: EndUserVerifier = activeEndUserVerifier(ctx);

  for (const method of ['GET', 'POST', 'PATCH', 'DELETE'] as const) {
    app.route({
      method,
      url: externalAccessPaths.dataApiTable,
      bodyLimit: DATA_API_BODY_LIMIT_BYTES,
      schema: { hide: true },
      handler: async (request, reply) => {
        const params = request.params as { projectId: string; environment: string; connectorId: string; table: string };
        if (!isUuid(params.projectId) || !dataEnvironments.includes(params.environment as DataEnvironment)) projectNotFound();
        const environment = params.environment as DataEnvironment;
        const project = await findProjectWorkspace(ctx.db, params.projectId, environment);
        if (!project) projectNotFound();
        const target = { projectId: params.projectId, domainId: project.domainId, environment };
        const principal = await resolvePrincipal(ctx, callerHeaders(request.headers), target, {
          write: method !== 'GET',
          verifyEndUser,
          // As on the connectors' routes: a builder reaches a connected database with a Developer seat only.
          readsNeedDeveloperSeat: 'Reading the tables of a connected database needs a Developer seat.',
        });
        const connector = await tables.connectorOf(project.domainId, params.connectorId);
        const schemaName = tables.schemaNameOf(request, method, connector);
        let access = builderAccess;
        if (principal.kind !== 'builder') {
          const rules = await rulesOfSchema(ctx.db, { projectId: target.projectId, environment, connectorId: connector.id, schemaKey: schemaKeyOf(connector, schemaName) });
          // Who may call is decided before the connected database is touched at all.
          const rule = (rules.get(params.table) ?? closedAccess())[operationOf[method]];
          if (!whoPasses(rule, principal)) throw new DataApiException(deniedError(operationOf[method], params.table, principal));
          access = externalAccessFor(principal, connector.kind, (name) => rules.get(name));
        }
        const result = await tables.answer(request, method, connector, schemaName, access);
        reply.code(result.status).headers(result.headers);
        return result.body === null ? reply.send() : reply.send(result.body);
      },
    });
  }
};
