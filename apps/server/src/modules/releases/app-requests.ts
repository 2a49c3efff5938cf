import type { AppRequestAnswer } from '@tessera/model/releases';
import type { RestFailureKind } from '@tessera/model/connectors';
import type { DataEnvironment } from '@tessera/model/data';
import type { ElementNode } from '@tessera/model/definition';
import type { AppContext } from '../../context.ts';
import { AppError, NotFoundError } from '../../errors/app-error.ts';
import { isUuid } from '../../http/uuid.ts';
import { findRequestConnectorId } from '../rest-requests/queries.ts';
import { runRestRequest } from '../rest-requests/run-request.ts';
import type { ParameterValueInput } from '../rest-requests/parameter-values.ts';
import { listFullScreenRows } from '../screens/queries.ts';
import { appReferences, type ScreenTree } from './release-references.ts';
import { findAppProjectRow, findLiveContentHashOf } from './queries.ts';
import { releaseContentOf } from './content-cache.ts';

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

/**
 * POST /api/apps/:projectId/:environment/requests/:requestId: runs a named REST request for a
 * running app. Only a request that a `callRest` action of that environment's app names is run:
 * on live, the live release's screens (a request named only in draft is unknown there); on
 * draft, the draft screens. Anything else — another project's or workspace's request, a project
 * never published, an archived one — is a 404. The connector is the request's own, within the
 * project's workspace; the run goes through the rest-requests runner and its egress guard.
 */
export async function runAppRequest(
  ctx: AppContext,
  target: { projectId: string; environment: DataEnvironment; requestId: string },
  params: Readonly<Record<string, unknown>>,
): Promise<AppRequestAnswer> {
  if (!isUuid(target.projectId) || !isUuid(target.requestId)) throw requestNotFound();
  const project = await findAppProjectRow(ctx.db, target.projectId);
  if (!project || project.archivedAt !== null) throw requestNotFound();
  const screens = await appScreens(ctx, project.id, target.environment);
  if (!appReferences(screens).restRequestIds.has(target.requestId)) throw requestNotFound();
  const connectorId = await findRequestConnectorId(ctx.db, project.domainId, target.requestId);
  if (connectorId === undefined) throw requestNotFound();
  const result = await runRestRequest(ctx, project.domainId, connectorId, target.requestId, parameterValues(params));
  if (result.outcome === 'failure') {
    ctx.log.info({ projectId: project.id, connectorId, failure: result.failure }, 'app REST request failed');
    throw new AppError('bad_gateway', failureMessages[result.failure]);
  }
  const body = result.body.kind === 'empty' ? null : result.body.value;
  return { status: result.status, body };
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

/** The screens whose actions an environment's app runs: the live release's, or draft's. */
async function appScreens(ctx: AppContext, projectId: string, environment: DataEnvironment): Promise<ScreenTree[]> {
  if (environment === 'live') {
    const live = await findLiveContentHashOf(ctx.db, projectId);
    const content = live ? await releaseContentOf(ctx.db, live.hash) : undefined;
    return content?.screens ?? [];
  }
  const rows = await listFullScreenRows(ctx.db, projectId);
  return rows.map((row) => ({ root: row.root as ElementNode }));
}
