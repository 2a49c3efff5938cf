import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

type ConnectorKindColumn = 'postgres' | 'mysql' | 'mssql' | 'oracle' | 'rest';

/**
 * Connectors of one workspace with the usernames of who created and last changed them. Every
 * read of a connector starts here, so none can forget the workspace filter.
 */
function selectConnectors(db: Db, domainId: string) {
  return db
    .selectFrom('connectors as c')
    .leftJoin('users as cu', 'cu.id', 'c.createdBy')
    .leftJoin('users as uu', 'uu.id', 'c.updatedBy')
    .select([
      'c.id',
      'c.domainId',
      'c.name',
      'c.kind',
      'c.settings',
      'c.secrets',
      'c.createdBy',
      'cu.username as createdByUsername',
      'c.updatedBy',
      'uu.username as updatedByUsername',
      'c.createdAt',
      'c.updatedAt',
    ])
    .where('c.domainId', '=', domainId);
}

export type ConnectorRow = Awaited<ReturnType<ReturnType<typeof selectConnectors>['executeTakeFirstOrThrow']>>;

/** The workspace's connectors by name. */
export function listConnectorRows(db: Db, domainId: string): Promise<ConnectorRow[]> {
  return selectConnectors(db, domainId).orderBy((eb) => eb.fn('lower', ['c.name'])).orderBy('c.id').execute();
}

export function findConnectorRow(db: Db, domainId: string, connectorId: string): Promise<ConnectorRow | undefined> {
  return selectConnectors(db, domainId).where('c.id', '=', connectorId).executeTakeFirst();
}

/** Locks a connector of the workspace for the rest of the transaction (a change reads, merges, then writes its secrets). */
export function lockConnector(db: Db, domainId: string, connectorId: string) {
  return db
    .selectFrom('connectors')
    .select(['id', 'name', 'kind', 'secrets'])
    .where('domainId', '=', domainId)
    .where('id', '=', connectorId)
    .forUpdate()
    .executeTakeFirst();
}

export interface NewConnector {
  id: string;
  domainId: string;
  name: string;
  kind: ConnectorKindColumn;
  settings: unknown;
  secrets: Record<string, string>;
  userId: string;
  now: Date;
}

/** Inserts a connector; false when the workspace has one of that name (ignoring case). */
export async function insertConnector(db: Db, connector: NewConnector): Promise<boolean> {
  // The only unique rule a new random id can break is the (domain, lower(name)) index.
  const row = await db
    .insertInto('connectors')
    .values({
      id: connector.id,
      domainId: connector.domainId,
      name: connector.name,
      kind: connector.kind,
      settings: JSON.stringify(connector.settings),
      secrets: JSON.stringify(connector.secrets),
      createdBy: connector.userId,
      updatedBy: connector.userId,
      createdAt: connector.now,
      updatedAt: connector.now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** True when another connector of the workspace has this name (ignoring case). */
export async function connectorNameTaken(db: Db, domainId: string, name: string, exceptId: string): Promise<boolean> {
  const row = await db
    .selectFrom('connectors')
    .select('id')
    .where('domainId', '=', domainId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .where('id', '<>', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Writes a change of a connector of the workspace (settings and secrets go together). */
export async function updateConnectorRow(
  db: Db,
  domainId: string,
  connectorId: string,
  change: { name?: string; settings?: unknown; secrets?: Record<string, string>; userId: string; now: Date },
): Promise<void> {
  await db
    .updateTable('connectors')
    .set({
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.settings !== undefined ? { settings: JSON.stringify(change.settings) } : {}),
      ...(change.secrets !== undefined ? { secrets: JSON.stringify(change.secrets) } : {}),
      updatedBy: change.userId,
      updatedAt: change.now,
    })
    .where('domainId', '=', domainId)
    .where('id', '=', connectorId)
    .execute();
}

export async function deleteConnectorRow(db: Db, domainId: string, connectorId: string): Promise<void> {
  await db.deleteFrom('connectors').where('domainId', '=', domainId).where('id', '=', connectorId).execute();
}

/** The REST connectors of a workspace: what the plan's API Connection allowance counts. */
export async function countRestConnectors(db: Db, domainId: string): Promise<number> {
  const row = await db
    .selectFrom('connectors')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('domainId', '=', domainId)
    .where('kind', '=', 'rest')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of connectors (every workspace) holding secrets, by id after `afterId`: what a key rotation walks. */
export function connectorsWithSecretsAfter(db: Db, afterId: string | null, limit: number) {
  let query = db
    .selectFrom('connectors')
    .select(['id', 'domainId', 'secrets'])
    .where(sql<boolean>`secrets <> '{}'::jsonb`)
    .orderBy('id')
    .limit(limit);
  if (afterId) query = query.where('id', '>', afterId);
  return query.execute();
}

/** Locks one connector by id (any workspace) for a re-seal. */
export function lockConnectorSecrets(db: Db, connectorId: string) {
  return db.selectFrom('connectors').select(['id', 'domainId', 'secrets']).where('id', '=', connectorId).forUpdate().executeTakeFirst();
}

/** Writes re-sealed secrets; `updated_at` stays: the connector's settings did not change. */
export async function writeConnectorSecrets(db: Db, connectorId: string, secrets: Record<string, string>): Promise<void> {
  await db.updateTable('connectors').set({ secrets: JSON.stringify(secrets) }).where('id', '=', connectorId).execute();
}
