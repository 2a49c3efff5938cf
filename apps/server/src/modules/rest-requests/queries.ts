import type { RestRequestDefinition } from '@tessera/model/connectors';
import type { Db } from '../../db/database.ts';

/**
 * Requests of one workspace, with the usernames of who created and last changed them. Every read
 * of a request starts here, so none can forget the workspace filter.
 */
function selectWorkspaceRequests(db: Db, domainId: string) {
  return db
    .selectFrom('restRequests as r')
    .leftJoin('users as cu', 'cu.id', 'r.createdBy')
    .leftJoin('users as uu', 'uu.id', 'r.updatedBy')
    .select([
      'r.id',
      'r.connectorId',
      'r.name',
      'r.method',
      'r.path',
      'r.query',
      'r.headers',
      'r.body',
      'r.parameters',
      'r.timeoutMs',
      'r.maxResponseBytes',
      'r.createdBy',
      'cu.username as createdByUsername',
      'r.updatedBy',
      'uu.username as updatedByUsername',
      'r.createdAt',
      'r.updatedAt',
    ])
    .where('r.domainId', '=', domainId);
}

/** Requests of one connector of one workspace. */
function selectRequests(db: Db, domainId: string, connectorId: string) {
  return selectWorkspaceRequests(db, domainId).where('r.connectorId', '=', connectorId);
}

export type RestRequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['executeTakeFirstOrThrow']>>;

/** Requests of the workspace by id, whatever their connector (ids well-formed), ordered by id. */
export function listWorkspaceRequestRows(db: Db, domainId: string, requestIds: readonly string[]): Promise<RestRequestRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return selectWorkspaceRequests(db, domainId).where('r.id', 'in', requestIds).orderBy('r.id').execute();
}

/** The connector's requests by name. */
export function listRequestRows(db: Db, domainId: string, connectorId: string): Promise<RestRequestRow[]> {
  return selectRequests(db, domainId, connectorId).orderBy((eb) => eb.fn('lower', ['r.name'])).orderBy('r.id').execute();
}

export function findRequestRow(db: Db, domainId: string, connectorId: string, requestId: string): Promise<RestRequestRow | undefined> {
  return selectRequests(db, domainId, connectorId).where('r.id', '=', requestId).executeTakeFirst();
}

const definitionColumns = (definition: RestRequestDefinition) => ({
  name: definition.name,
  method: definition.method,
  path: definition.path,
  query: JSON.stringify(definition.query),
  headers: JSON.stringify(definition.headers),
  body: definition.body,
  parameters: JSON.stringify(definition.parameters),
  timeoutMs: definition.timeoutMs,
  maxResponseBytes: definition.maxResponseBytes,
});

/** Inserts a request; false when the connector has one of that name (ignoring case). */
export async function insertRequest(db: Db, row: { id: string; domainId: string; connectorId: string; definition: RestRequestDefinition; userId: string; now: Date }): Promise<boolean> {
  // The only unique rule a new random id can break is the (connector, lower(name)) index.
  const inserted = await db
    .insertInto('restRequests')
    .values({
      id: row.id,
      domainId: row.domainId,
      connectorId: row.connectorId,
      ...definitionColumns(row.definition),
      createdBy: row.userId,
      updatedBy: row.userId,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Replaces a request's definition; false when no request of the connector and workspace has that id. */
export async function updateRequestRow(db: Db, domainId: string, connectorId: string, requestId: string, change: { definition: RestRequestDefinition; userId: string; now: Date }): Promise<boolean> {
  const updated = await db
    .updateTable('restRequests')
    .set({ ...definitionColumns(change.definition), updatedBy: change.userId, updatedAt: change.now })
    .where('domainId', '=', domainId)
    .where('connectorId', '=', connectorId)
    .where('id', '=', requestId)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** Deletes a request; its name, or null when no request of the connector and workspace has that id. */
export async function deleteRequestRow(db: Db, domainId: string, connectorId: string, requestId: string): Promise<string | null> {
  const deleted = await db
    .deleteFrom('restRequests')
    .where('domainId', '=', domainId)
    .where('connectorId', '=', connectorId)
    .where('id', '=', requestId)
    .returning('name')
    .executeTakeFirst();
  return deleted?.name ?? null;
}
