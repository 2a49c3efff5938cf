import { dataEnvironments, dataPaths, tableByName, type DataEnvironment } from '@tessera/model/data';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { UninlinableValueError } from '../../db/inline-parameters.ts';
import { isUuid } from '../../http/uuid.ts';
import { assertDiskAllowance } from '../data-schema/disk-usage.ts';
import { type EnvironmentState, readEnvironment } from '../data-schema/environments.ts';
import { exportCsv } from './csv/export-csv.ts';
import { type DataApiAnswer, type DataApiCall, SINGLE_OBJECT_MEDIA_TYPE } from './data-api-call.ts';
import { DatabaseRefusal, DataApiException, dataApiCodes, refuse } from './data-api-error.ts';
import { answerForDatabaseError } from './database-errors.ts';
import { activeEndUserVerifier } from './end-user-verifier.ts';
import { registerDataApiErrorHandler } from './error-handler.ts';
import { dataApiOpenApi } from './openapi/data-api-openapi.ts';
import { EnvironmentCache, type KnownEnvironment } from './environment-cache.ts';
import { findProjectWorkspace, isModelChanged } from './queries.ts';
import { answerRead, readRows } from './read-rows.ts';
import { compiledReadKey, CompiledReads } from './compiled-reads.ts';
import type { Principal } from './principal.ts';
import { callerHeaders, type DataApiTarget, type EndUserVerifier, projectNotFound, resolvePrincipal } from './resolve-principal.ts';
import { deleteRows, insertRows, updateRows } from './write-rows.ts';
import { parseDataRequest, rawQuery, singleHeader } from './request-parts.ts';

/** Largest body of a data API request. */
export const DATA_API_BODY_LIMIT_BYTES = 1024 * 1024;


type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * The data API: PostgREST's grammar per project environment. `GET/POST/PATCH/DELETE
 * {dataApiBase}/:table`, and `GET {dataApiBase}/` for the environment's OpenAPI document. Every request resolves its caller (one function), reads the
 * environment's model, parses the query string and goes through the compiler, whose access
 * decision covers every path.
 */
export const dataApiRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerDataApiErrorHandler(app);
  const verifyEndUser: EndUserVerifier = activeEndUserVerifier(ctx);

  const environments = new EnvironmentCache();
  const compiledReads = new CompiledReads();

  /**
   * The project's workspace and the environment's model: cached, or read when `fresh`. An
   * archived project's live is 404 (the platform's project row, or the catalogue's flag, which
   * `setLiveArchived` writes first on archiving and last on restoring: either closes it). A cached
   * entry of a project archived since fails the guard of its first statement, which brings the
   * request here afresh.
   */
  async function knownEnvironment(projectId: string, environment: DataEnvironment, fresh: boolean): Promise<KnownEnvironment & { cached: boolean }> {
    const cached = fresh ? undefined : environments.get(projectId, environment);
    if (cached) return { ...cached, cached: true };
    const project = await findProjectWorkspace(ctx.db, projectId, environment);
    const state = project ? await readEnvironment(ctx.appDb, projectId, environment) : undefined;
    if (!project || !state || state.archived) {
      environments.forget(projectId, environment);
      projectNotFound();
    }
    const known = { domainId: project.domainId, state };
    environments.remember(projectId, environment, known);
    return { ...known, cached: false };
  }

  /** The project environment, its caller and its model; 404 for what the caller may not know of. */
  async function environmentOf(request: FastifyRequest, method: Method, fresh: boolean) {
    const params = request.params as { projectId: string; environment: string };
    if (!isUuid(params.projectId) || !dataEnvironments.includes(params.environment as DataEnvironment)) projectNotFound();
    const environment = params.environment as DataEnvironment;
    const { domainId, state, cached } = await knownEnvironment(params.projectId, environment, fresh);
    const target = { projectId: params.projectId, domainId, environment };
    const principal = await resolvePrincipal(ctx, callerHeaders(request.headers), target, { write: method !== 'GET', verifyEndUser });
    return { target, principal, state, cached };
  }

  /** Raised when a refusal came from a cached model alone: it is decided again on a fresh one. */
  class RefusedByCachedModel extends Error {}

  async function answer(request: FastifyRequest, method: Method, fresh: boolean): Promise<DataApiAnswer> {
    const { target, principal, state, cached } = await environmentOf(request, method, fresh);
    try {
      return await answerWith(request, method, target, principal, state);
    } catch (error) {
      if (cached && error instanceof DataApiException && !(error instanceof DatabaseRefusal)) throw new RefusedByCachedModel();
      throw error;
    }
  }

  async function answerWith(request: FastifyRequest, method: Method, target: DataApiTarget, principal: Principal, state: EnvironmentState): Promise<DataApiAnswer> {
    const name = (request.params as { table: string }).table;
    const table = tableByName(state.model, name);
    if (!table) refuse(404, dataApiCodes.tableNotFound, `Could not find the table '${name}'`, null, 'Check the table name in the data diagram.');
    const guard = { projectId: target.projectId, environment: target.environment, version: state.version };
    const accept = singleHeader(request, 'accept') ?? '';
    const single = accept.includes(SINGLE_OBJECT_MEDIA_TYPE);
    const csv = accept.includes('text/csv');
    // A list or a get this caller asked before on this model runs as it was compiled.
    const readKey = method === 'GET' && !csv ? compiledReadKey({ ...guard, table: name, principal, query: rawQuery(request.url), prefer: singleHeader(request, 'prefer'), range: singleHeader(request, 'range'), rangeUnit: singleHeader(request, 'range-unit') }) : null;
    const kept = readKey === null ? undefined : compiledReads.get(readKey);
    try {
      if (kept) return await answerRead({ appDb: ctx.appDb, principal, guard }, kept, null, single);
      const parsed = parseDataRequest(request);
      if (!parsed.ok) throw new DataApiException(parsed.error);
      const call: DataApiCall = { appDb: ctx.appDb, schemaName: state.schemaName, model: state.model, guard, table, principal, request: parsed.value };
      switch (method) {
        case 'GET':
          if (csv) return await exportCsv(call);
          return await readRows(call, { single, remember: (read) => readKey !== null && compiledReads.remember(readKey, read) });
        case 'POST':
          return await insertRows(call, request.body, { single, beforeInsert: () => assertDiskAllowance(ctx, target.domainId) });
        case 'PATCH':
          return await updateRows(call, request.body, { single });
        case 'DELETE':
          return await deleteRows(call, { single });
      }
    } catch (error) {
      if (isModelChanged(error) || error instanceof DataApiException) throw error;
      if (error instanceof UninlinableValueError) refuse(400, dataApiCodes.invalidValue, error.message);
      const answer = answerForDatabaseError(error, state.model, table);
      throw answer ? new DatabaseRefusal(answer) : error;
    }
  }

  /**
   * A request against the cached model. The database checks that model's version before any
   * statement runs, so a success is current; a refusal may come from the cache alone (a table,
   * column or rule changed since), and a request the database found stale did nothing: both are
   * answered again against the model read afresh. A refusal never leaves anything written.
   */
  async function handle(request: FastifyRequest, method: Method): Promise<DataApiAnswer> {
    try {
      return await answer(request, method, false);
    } catch (error) {
      if (!isModelChanged(error) && !(error instanceof RefusedByCachedModel)) throw error;
    }
    try {
      return await answer(request, method, true);
    } catch (error) {
      if (!isModelChanged(error)) throw error;
      return refuse(503, dataApiCodes.modelChanged, 'The data model changed while the request ran.', null, 'Send the request again.');
    }
  }

  // The environment's OpenAPI document, from its model (as PostgREST answers at its root).
  app.get(`${dataPaths.dataApiBase}/`, { schema: { hide: true } }, async (request, reply) => {
    const { target, state } = await environmentOf(request, 'GET', true);
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
