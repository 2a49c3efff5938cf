import type { AppRequestAnswer } from '@tessera/model/releases';
import type { RestFailureKind } from '@tessera/model/connectors';
import type { DataEnvironment } from '@tessera/model/data';
import type { AppContext } from '../../context.ts';
import { AppError, NotFoundError } from '../../errors/app-error.ts';
import { isUuid } from '../../http/uuid.ts';
import type { OpenedRestConnector } from '../connectors/open-connector.ts';
import type { ParameterValueInput } from '../rest-requests/parameter-values.ts';
import { listWorkspaceRequestRows } from '../rest-requests/queries.ts';
import { openRestConnector } from '../rest-requests/rest-connector.ts';
import { runDefinition } from '../rest-requests/run-request.ts';
import { releaseContentOf } from './content-cache.ts';
import { appReferences } from './release-references.ts';
import { type AppRestRequest, releasedRequest, savedRequest } from './released-requests.ts';
import { findAppProjectRow, findLiveContentHashOf } from './queries.ts';

type AppProjectRow = NonNullable<Awaited<ReturnType<typeof findAppProjectRow>>>;

const requestNotFound = () => new NotFoundError('Request not found.');

/** What an app's user reads when the API could not be reached; the builder's detail stays in the log. */
const failureMessages: Record<RestFailureKind, string> = {
  refused: 'The service this app calls is not allowed.',
  unreachable: 'The service this app calls could not be reached.',
  timeout: 'The service this app calls took too long to answer.',
  tls: 'The service this app calls could not be reached securely.',
  protocol: 'The service this app calls answered in a way that could not be read.',
  tooLarge: 'The service this app calls answered with too much data.',
  redirects: 'The service this app calls redirected too many times.',
  auth: 'The service this app calls refused its credentials.',
};

/** What an app's user reads when the connector a released request names was deleted since. */
const CONNECTOR_GONE = 'The service this app calls is no longer set up.';
/** What an app's user reads when a released request no longer passes the request checks. */
const REQUEST_OUTDATED = 'This app calls a request that can no longer be run.';

/**
 * POST /api/apps/:projectId/:environment/requests/:requestId: runs a named REST request for a
 * running app. On live, only a request that a `callRest` action of the live release names, as
 * the release froze it (a request named only in draft is unknown there; an edit since publishing
 * reaches the live app at the next publish). On draft (the studio's Run preview, behind its
 * preview token), any request of the project's workspace as saved now, so an action not yet saved
 * in the studio runs too. Anything else — another workspace's request, a project never
 * published, an archived one — is a 404. The connector's credentials are read now; the run goes
 * through the rest-requests runner, its parameter checks and its egress guard.
 */
export async function runAppRequest(
  ctx: AppContext,
  target: { projectId: string; environment: DataEnvironment; requestId: string },
  params: Readonly<Record<string, unknown>>,
): Promise<AppRequestAnswer> {
  if (!isUuid(target.projectId) || !isUuid(target.requestId)) throw requestNotFound();
  const project = await findAppProjectRow(ctx.db, target.projectId);
  if (!project || project.archivedAt !== null) throw requestNotFound();
  const request = target.environment === 'live' ? await liveRequest(ctx, project, target.requestId) : await savedRequestOf(ctx, project.domainId, target.requestId);
  const connector = await appConnector(ctx, project, request.connectorId);
  const result = await runDefinition(ctx, connector, request.definition, parameterValues(params), { useExamples: false });
  if (result.outcome === 'failure') {
    ctx.log.info({ projectId: project.id, connectorId: connector.id, failure: result.failure }, 'app REST request failed');
    throw new AppError('bad_gateway', failureMessages[result.failure]);
  }
  const body = result.body.kind === 'empty' ? null : result.body.value;
  return { status: result.status, body };
}

/**
 * The live release's request: named by its screens' actions and run as frozen. A release made
 * before requests were frozen holds none: its app runs the request as saved now (the names are
 * still the release's), until the next publish freezes it.
 */
async function liveRequest(ctx: AppContext, project: AppProjectRow, requestId: string): Promise<AppRestRequest> {
  const live = await findLiveContentHashOf(ctx.db, project.id);
  const content = live ? await releaseContentOf(ctx.db, live.hash) : undefined;
  if (!content || !appReferences(content.screens).restRequestIds.has(requestId)) throw requestNotFound();
  if (content.restRequests === undefined) return savedRequestOf(ctx, project.domainId, requestId);
  const frozen = content.restRequests.find((request) => request.id === requestId);
  if (!frozen) throw requestNotFound();
  const request = releasedRequest(frozen);
  if (!request) {
    ctx.log.warn({ projectId: project.id, requestId }, 'released REST request no longer passes the request checks');
    throw new AppError('bad_gateway', REQUEST_OUTDATED);
  }
  return request;
}

/** A request of the workspace as saved now, or 404. */
async function savedRequestOf(ctx: AppContext, domainId: string, requestId: string): Promise<AppRestRequest> {
  const [row] = await listWorkspaceRequestRows(ctx.db, domainId, [requestId]);
  if (!row) throw requestNotFound();
  return savedRequest(row);
}

/** The request's connector of the project's workspace with its secrets opened; gone since → 502 for the app's user. */
async function appConnector(ctx: AppContext, project: AppProjectRow, connectorId: string): Promise<OpenedRestConnector> {
  try {
    return await openRestConnector(ctx, project.domainId, connectorId);
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    ctx.log.info({ projectId: project.id, connectorId }, 'app REST request names a connector that is gone');
    throw new AppError('bad_gateway', CONNECTOR_GONE);
  }
}

/** Values as the runner takes them: a list or an object (a `json` parameter's value) as its JSON text. */
function parameterValues(params: Readonly<Record<string, unknown>>): Record<string, ParameterValueInput> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : value === undefined ? null : JSON.stringify(value),
    ]),
  );
}
