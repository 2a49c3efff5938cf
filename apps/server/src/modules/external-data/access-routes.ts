import { externalAccessListSchema, externalAccessParamsSchema, externalAccessPaths, externalConnectorAccessParamsSchema, externalAccessEntrySchema, putExternalAccessRequestSchema, schemaKeyOf } from '@tessera/model/connectors';
import { accessRulesProblem } from '@tessera/model/data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { apiErrors } from '../../http/error-responses.ts';
import { scopedHeaders } from '../../http/scoped-headers.ts';
import { bearerSecurity } from '../../http/security.ts';
import { assertOwnProject } from '../data-schema/project-access.ts';
import type { SqlPoolRegistry } from '../sql-connectors/pool-registry.ts';
import { readExternalSchema } from '../sql-connectors/service.ts';
import { introspectedSchema, schemaNameFor, type ExternalTableAnswerer } from './routes/answer-external.ts';
import { listDraftRules, saveDraftRule } from './access/rule-store.ts';

/** Like every connector route: the `domainname` workspace, a Developer seat. */
const building = { auth: 'required', domainScoped: true, seat: 'developer' } as const;
const scoped = { tags: ['connectors'], security: bearerSecurity, headers: scopedHeaders };

/**
 * The builders' side of the access rules of connected tables: the draft rules of a project
 * (GET) and one table's (PUT), checked against the table as the database has it now (its
 * columns read afresh). Another workspace's project or connector is a 404.
 */
export const externalAccessRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; pools: SqlPoolRegistry; tables: ExternalTableAnswerer }> = async (app, { ctx, pools, tables }) => {
  app.get(
    externalAccessPaths.rules,
    {
      schema: { ...scoped, summary: 'The draft access rules of the connected tables of a project', params: externalAccessParamsSchema, response: { 200: externalAccessListSchema, ...apiErrors(401, 403, 404) } },
      config: building,
    },
    async (request) => {
      await assertOwnProject(ctx, { domain: request.domain!, userId: request.userId! }, request.params.projectId);
      return { rules: await listDraftRules(ctx.db, request.params.projectId) };
    },
  );

  app.put(
    externalAccessPaths.connectorRules,
    {
      schema: {
        ...scoped,
        summary: 'Set the draft access rules of one connected table (columns named by their database names)',
        params: externalConnectorAccessParamsSchema,
        body: putExternalAccessRequestSchema,
        response: { 200: externalAccessEntrySchema, ...apiErrors(400, 401, 403, 404, 409, 422, 502) },
      },
      config: building,
    },
    async (request) => {
      const { projectId, connectorId } = request.params;
      await assertOwnProject(ctx, { domain: request.domain!, userId: request.userId! }, projectId);
      const connector = await tables.connectorOf(request.domain!.id, connectorId);
      const { table: tableName, access } = request.body;
      const asked = request.body.schema;
      if (connector.kind === 'mysql' && asked !== '' && asked !== connector.settings.database) {
        throw new AppError('validation_failed', `schema: A MySQL connector has only its own database "${connector.settings.database}": leave the schema empty.`);
      }
      const schemaName = schemaNameFor(connector, asked || undefined);
      const schema = await readExternalSchema({ ...ctx, pools }, { domain: request.domain!, userId: request.userId! }, connector.id, introspectedSchema(connector.kind, schemaName));
      const table = schema.tables.find((candidate) => candidate.name === tableName);
      const where = connector.kind === 'mysql' ? 'the connector’s database' : schemaName === '' ? 'the connecting user’s schema' : `the schema "${schemaName}"`;
      if (!table) throw new AppError('validation_failed', `table: The database has no table "${tableName}" in ${where}.`);
      const problem = accessRulesProblem(table.name, access, (name) => table.columns.some((column) => column.name === name));
      if (problem) throw new AppError('validation_failed', problem.message);
      const schemaKey = schemaKeyOf(connector, schemaName);
      await saveDraftRule(ctx.db, { projectId, connectorId: connector.id, schemaKey, table: table.name, access, userId: request.userId!, at: ctx.clock() });
      return { connectorId: connector.id, schema: schemaKey, table: table.name, access };
    },
  );
};
