import { randomUUID } from 'node:crypto';
import type { Connector, ConnectorList } from '@tessera/model/connectors';
import type { AppContext, RequestDomain } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError, NotFoundError } from '../../errors/app-error.ts';
import { isUuid } from '../../http/uuid.ts';
import { recordLog } from '../logs/record-log.ts';
import { assertAllowance, lockDomainForAllowance } from '../plans/allowances.ts';
import { isUniqueViolation } from '../projects/queries.ts';
import { requireSettings, resolveSettings, type SettingsInput } from './connector-input.ts';
import { applySecretSlots } from './connector-secrets.ts';
import { toConnector } from './connector-view.ts';
import { deleteConnectorRow, findConnectorRow, insertConnector, listConnectorRows, lockConnector, updateConnectorRow } from './queries.ts';

/** Who asks, in which workspace: every connector call is scoped by both. */
export interface ConnectorCaller {
  domain: RequestDomain;
  userId: string;
}

export const connectorNotFound = () => new NotFoundError('Connector not found.');
const nameTaken = () => new AppError('conflict', 'A connector with this name already exists.');

/** Connector ids are uuids; anything else names no connector (and must not reach a uuid column). */
export function assertConnectorId(connectorId: string): void {
  if (!isUuid(connectorId)) throw connectorNotFound();
}

/** GET /api/connectors: the workspace's connectors by name, and whether secrets can be stored. */
export async function listConnectors(ctx: AppContext, caller: ConnectorCaller): Promise<ConnectorList> {
  const rows = await listConnectorRows(ctx.db, caller.domain.id);
  return { connectors: rows.map(toConnector), secretsEnabled: ctx.secretBox !== null };
}

/** A connector of the caller's workspace, or 404 (also for another workspace's id). */
export async function getConnector(db: Db, caller: ConnectorCaller, connectorId: string): Promise<Connector> {
  assertConnectorId(connectorId);
  const row = await findConnectorRow(db, caller.domain.id, connectorId);
  if (!row) throw connectorNotFound();
  return toConnector(row);
}

/**
 * POST /api/connectors. A REST connector takes one of the plan's API connections (checked under
 * the workspace's allowance lock, so two creations cannot both take the last one); SQL
 * connectors are not counted (docs/decisions.md).
 */
export async function createConnector(ctx: AppContext, caller: ConnectorCaller, input: SettingsInput & { name: string }): Promise<Connector> {
  const resolved = requireSettings(input.kind, resolveSettings(input));
  const id = randomUUID();
  const domainId = caller.domain.id;
  const now = ctx.clock();
  const { secrets, changed } = applySecretSlots(ctx.secretBox, { domainId, connectorId: id }, {}, resolved.slots);
  await ctx.db.transaction().execute(async (trx) => {
    if (input.kind === 'rest') {
      await lockDomainForAllowance(trx, domainId);
      await assertAllowance(trx, ctx.usage, domainId, 'apiConnection', now);
    }
    const inserted = await insertConnector(trx, { id, domainId, name: input.name, kind: input.kind, settings: resolved.settings, secrets, userId: caller.userId, now });
    if (!inserted) throw nameTaken();
    await recordLog(trx, {
      domainId,
      actorId: caller.userId,
      action: 'connector.created',
      targetType: 'connector',
      targetId: id,
      targetName: input.name,
      details: { kind: input.kind, secretsSet: changed },
    });
  });
  return getConnector(ctx.db, caller, id);
}

/**
 * PATCH /api/connectors/:connectorId. Sent settings replace the stored ones; a secret left out
 * is kept, null removes it, a string replaces it; secrets the new settings no longer use go.
 */
export async function updateConnector(
  ctx: AppContext,
  caller: ConnectorCaller,
  connectorId: string,
  input: SettingsInput & { name?: string | undefined },
): Promise<Connector> {
  assertConnectorId(connectorId);
  const domainId = caller.domain.id;
  await ctx.db.transaction().execute(async (trx) => {
    const stored = await lockConnector(trx, domainId, connectorId);
    if (!stored) throw connectorNotFound();
    if (stored.kind !== input.kind) {
      throw new AppError('validation_failed', `kind: This connector is ${stored.kind}; a connector's kind does not change (create another connector).`);
    }
    const resolved = resolveSettings(input);
    const secretsChange = resolved ? applySecretSlots(ctx.secretBox, { domainId, connectorId }, stored.secrets, resolved.slots) : null;
    const rename = input.name !== undefined && input.name !== stored.name ? input.name : undefined;
    try {
      await updateConnectorRow(trx, domainId, connectorId, {
        ...(rename !== undefined ? { name: rename } : {}),
        ...(resolved ? { settings: resolved.settings } : {}),
        ...(secretsChange ? { secrets: secretsChange.secrets } : {}),
        userId: caller.userId,
        now: ctx.clock(),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
    await recordLog(trx, {
      domainId,
      actorId: caller.userId,
      action: 'connector.updated',
      targetType: 'connector',
      targetId: connectorId,
      targetName: rename ?? stored.name,
      details: {
        ...(rename !== undefined ? { from: stored.name, to: rename } : {}),
        settingsChanged: resolved !== null,
        secretsChanged: secretsChange?.changed ?? [],
      },
    });
  });
  // Its pool was made with the old settings: the next use opens one with the new.
  await ctx.connectorPools.release(connectorId);
  return getConnector(ctx.db, caller, connectorId);
}

/** DELETE /api/connectors/:connectorId: the row and its sealed secrets go together. */
export async function deleteConnector(ctx: AppContext, caller: ConnectorCaller, connectorId: string): Promise<void> {
  assertConnectorId(connectorId);
  const domainId = caller.domain.id;
  await ctx.db.transaction().execute(async (trx) => {
    const stored = await lockConnector(trx, domainId, connectorId);
    if (!stored) throw connectorNotFound();
    await deleteConnectorRow(trx, domainId, connectorId);
    await recordLog(trx, {
      domainId,
      actorId: caller.userId,
      action: 'connector.deleted',
      targetType: 'connector',
      targetId: connectorId,
      targetName: stored.name,
      details: { kind: stored.kind },
    });
  });
  await ctx.connectorPools.release(connectorId);
}
