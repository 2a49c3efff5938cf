import { randomUUID } from 'node:crypto';
import { type RestRequest, type RestRequestDefinition, type RestRequestList, restRequestInLiveAppMessage } from '@tessera/model/connectors';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../http/uuid.ts';
import { recordLog } from '../logs/record-log.ts';
import type { ConnectorCaller } from '../connectors/service.ts';
import { isUniqueViolation } from '../projects/queries.ts';
import { authOwned, checkDefinition } from './check-definition.ts';
import { deleteRequestRow, findRequestRow, insertRequest, listRequestRows, updateRequestRow } from './queries.ts';
import { toRestRequest } from './request-view.ts';
import { findRestConnector } from './rest-connector.ts';
import { requestNotFound } from './run-request.ts';

const nameTaken = (name: string) => new AppError('conflict', `This connector already has a request named "${name}" (names are compared ignoring case).`);

function assertRequestId(requestId: string): void {
  if (!isUuid(requestId)) throw requestNotFound();
}

/** GET …/requests: the REST connector's requests by name. */
export async function listRestRequests(ctx: Pick<AppContext, 'db'>, caller: ConnectorCaller, connectorId: string): Promise<RestRequestList> {
  await findRestConnector(ctx.db, caller.domain.id, connectorId);
  return { requests: (await listRequestRows(ctx.db, caller.domain.id, connectorId)).map(toRestRequest) };
}

/** GET …/requests/:requestId. */
export async function getRestRequest(ctx: Pick<AppContext, 'db'>, caller: ConnectorCaller, connectorId: string, requestId: string): Promise<RestRequest> {
  await findRestConnector(ctx.db, caller.domain.id, connectorId);
  assertRequestId(requestId);
  const row = await findRequestRow(ctx.db, caller.domain.id, connectorId, requestId);
  if (!row) throw requestNotFound();
  return toRestRequest(row);
}

/** POST …/requests: a new request, its name unique in the connector ignoring case. */
export async function createRestRequest(ctx: AppContext, caller: ConnectorCaller, connectorId: string, definition: RestRequestDefinition): Promise<RestRequest> {
  const domainId = caller.domain.id;
  const connector = await findRestConnector(ctx.db, domainId, connectorId);
  checkDefinition(definition, authOwned(connector.settings.auth));
  const id = randomUUID();
  await ctx.db.transaction().execute(async (trx) => {
    const inserted = await insertRequest(trx, { id, domainId, connectorId, definition, userId: caller.userId, now: ctx.clock() });
    if (!inserted) throw nameTaken(definition.name);
    await recordLog(trx, {
      domainId,
      actorId: caller.userId,
      action: 'connector.request.created',
      targetType: 'connector',
      targetId: connectorId,
      targetName: connector.name,
      details: { requestId: id, name: definition.name, method: definition.method },
    });
  });
  return getRestRequest(ctx, caller, connectorId, id);
}

/** PATCH …/requests/:requestId: the sent definition replaces the stored one (the editor sends all of it). */
export async function updateRestRequest(ctx: AppContext, caller: ConnectorCaller, connectorId: string, requestId: string, definition: RestRequestDefinition): Promise<RestRequest> {
  const domainId = caller.domain.id;
  const connector = await findRestConnector(ctx.db, domainId, connectorId);
  assertRequestId(requestId);
  checkDefinition(definition, authOwned(connector.settings.auth));
  await ctx.db.transaction().execute(async (trx) => {
    let updated: boolean;
    try {
      updated = await updateRequestRow(trx, domainId, connectorId, requestId, { definition, userId: caller.userId, now: ctx.clock() });
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(definition.name);
      throw error;
    }
    if (!updated) throw requestNotFound();
    await recordLog(trx, {
      domainId,
      actorId: caller.userId,
      action: 'connector.request.updated',
      targetType: 'connector',
      targetId: connectorId,
      targetName: connector.name,
      details: { requestId, name: definition.name, method: definition.method },
    });
  });
  return getRestRequest(ctx, caller, connectorId, requestId);
}

/**
 * DELETE …/requests/:requestId. A request a live app calls (its release froze it) is refused,
 * 409 naming the apps: deleting it would not change them, as a live app changes only by a publish.
 */
export async function deleteRestRequest(ctx: AppContext, caller: ConnectorCaller, connectorId: string, requestId: string): Promise<void> {
  const domainId = caller.domain.id;
  const connector = await findRestConnector(ctx.db, domainId, connectorId);
  assertRequestId(requestId);
  await ctx.db.transaction().execute(async (trx) => {
    const liveApps = await ctx.liveRequestUsers(trx, domainId, requestId);
    const name = await deleteRequestRow(trx, domainId, connectorId, requestId);
    if (name === null) throw requestNotFound();
    if (liveApps.length > 0) throw new AppError('conflict', restRequestInLiveAppMessage(liveApps));
    await recordLog(trx, {
      domainId,
      actorId: caller.userId,
      action: 'connector.request.deleted',
      targetType: 'connector',
      targetId: connectorId,
      targetName: connector.name,
      details: { requestId, name },
    });
  });
}
