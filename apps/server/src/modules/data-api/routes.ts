import { dataEnvironments, dataPaths, tableByName, type DataEnvironment } from '@tessera/model/data';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { isUuid } from '../../http/uuid.ts';
import { assertDiskAllowance } from '../data-schema/disk-usage.ts';
import { readEnvironment } from '../data-schema/environments.ts';
import { exportCsv } from './csv/export-csv.ts';
import { type DataApiAnswer, type DataApiCall, SINGLE_OBJECT_MEDIA_TYPE } from './data-api-call.ts';
import { DataApiException, dataApiCodes, refuse } from './data-api-error.ts';
import { answerForDatabaseError } from './database-errors.ts';
import { verifyEndUserToken } from './end-user-token.ts';
import { registerDataApiErrorHandler } from './error-handler.ts';
import { parseRequest } from './grammar/parse-request.ts';
import { dataApiOpenApi } from './openapi/data-api-openapi.ts';
import { findProjectWorkspace } from './queries.ts';
import { readRows } from './read-rows.ts';
import { callerHeaders, type EndUserVerifier, projectNotFound, resolvePrincipal } from './resolve-principal.ts';
import { deleteRows, insertRows, updateRows } from './write-rows.ts';

/** Largest body of a data API request. */
export const DATA_API_BODY_LIMIT_BYTES = 1024 * 1024;


type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** The raw query string, as PostgREST reads it (Fastify's parsed query loses order and repeats). */
function rawQuery(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at + 1);
}

/**
 * The data API: PostgREST's grammar per project environment. `GET/POST/PATCH/DELETE
 * {dataApiBase}/:table`, and `GET {dataApiBase}/` for the environment's OpenAPI document. Every request resolves its caller (one function), reads the
 * environment's model, parses the query string and goes through the compiler, whose access
 * decision covers every path.
 */
export const dataApiRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerDataApiErrorHandler(app);
  const verifyEndUser: EndUserVerifier = (token, target) => verifyEndUserToken(ctx.keys, token, target, ctx.clock());

  /** The project environment, its caller and its model; 404 for what the caller may not know of. */
  async function environmentOf(request: FastifyRequest, method: Method) {
    const params = request.params as { projectId: string; environment: string };
    if (!isUuid(params.projectId) || !dataEnvironments.includes(params.environment as DataEnvironment)) projectNotFound();
    const environment = params.environment as DataEnvironment;
    const project = await findProjectWorkspace(ctx.db, params.projectId);
    if (!project) projectNotFound();
    const target = { projectId: params.projectId, domainId: project.domainId, environment };
    // Who calls (platform database) and the environment's model (app database) are independent.
    const [principal, state] = await Promise.all([
      resolvePrincipal(ctx, callerHeaders(request.headers), target, { write: method !== 'GET', verifyEndUser }),
      readEnvironment(ctx.appDb, params.projectId, environment),
    ]);
    return { target, principal, state };
  }

  async function handle(request: FastifyRequest, method: Method): Promise<DataApiAnswer> {
    const { target, principal, state } = await environmentOf(request, method);
    const name = (request.params as { table: string }).table;
    const table = tableByName(state.model, name);
    if (!table) refuse(404, dataApiCodes.tableNotFound, `Could not find the table '${name}'`, null, 'Check the table name in the data diagram.');
    const parsed = parseRequest(rawQuery(request.url), { prefer: header(request, 'prefer'), range: header(request, 'range'), 'range-unit': header(request, 'range-unit') });
    if (!parsed.ok) throw new DataApiException(parsed.error);
    const call: DataApiCall = { appDb: ctx.appDb, schemaName: state.schemaName, model: state.model, table, principal, request: parsed.value };
    const accept = header(request, 'accept') ?? '';
    const single = accept.includes(SINGLE_OBJECT_MEDIA_TYPE);
    try {
      switch (method) {
        case 'GET':
          return accept.includes('text/csv') ? await exportCsv(call) : await readRows(call, { single });
        case 'POST':
          return await insertRows(call, request.body, { single, beforeInsert: () => assertDiskAllowance(ctx, target.domainId) });
        case 'PATCH':
          return await updateRows(call, request.body, { single });
        case 'DELETE':
          return await deleteRows(call, { single });
      }
    } catch (error) {
      const answer = answerForDatabaseError(error, state.model, table);
      throw answer ? new DataApiException(answer) : error;
    }
  }

  // The environment's OpenAPI document, from its model (as PostgREST answers at its root).
  app.get(`${dataPaths.dataApiBase}/`, { schema: { hide: true } }, async (request, reply) => {
    const { target, state } = await environmentOf(request, 'GET');
    const base = dataPaths.dataApiBase.replace(':projectId', target.projectId).replace(':environment', target.environment);
    const document = dataApiOpenApi(state.model, { title: `Data API (${target.environment})`, serverUrl: `${ctx.config.publicUrl}${base}`, environment: target.environment });
    return reply.type('application/openapi+json; charset=utf-8').send(JSON.stringify(document));
  });

  const route = `${dataPaths.dataApiBase}/:table`;
  const options = { bodyLimit: DATA_API_BODY_LIMIT_BYTES, schema: { hide: true } };
  for (const method of ['GET', 'POST', 'PATCH', 'DELETE'] as const) {
    app.route({
      method,
      url: route,
      ...options,
      handler: async (request, reply) => {
        const answer = await handle(request, method);
        reply.code(answer.status).headers(answer.headers);
        return answer.body === null ? reply.send() : reply.send(answer.body);
      },
    });
  }
};
