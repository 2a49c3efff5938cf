import type { AppContext } from '../../context.ts';
import { NotFoundError } from '../../errors/app-error.ts';
import { openConnector, type OpenedRestConnector } from '../connectors/open-connector.ts';
import { findConnectorRow } from '../connectors/queries.ts';
import { assertConnectorId, connectorNotFound } from '../connectors/service.ts';
import type { StoredRestSettings } from '../connectors/stored-settings.ts';
import type { Db } from '../../db/database.ts';

const notRest = (name: string) => new NotFoundError(`Connector "${name}" is a database connector; only REST connectors have requests.`);

/** A REST connector of the workspace as stored (secrets sealed): 404 for another workspace's id or a database connector. */
export async function findRestConnector(db: Db, domainId: string, connectorId: string): Promise<{ id: string; name: string; settings: StoredRestSettings }> {
  assertConnectorId(connectorId);
  const row = await findConnectorRow(db, domainId, connectorId);
  if (!row) throw connectorNotFound();
  if (row.kind !== 'rest') throw notRest(row.name);
  return { id: row.id, name: row.name, settings: row.settings as StoredRestSettings };
}

/** A REST connector of the workspace with its secrets opened, for a run: same 404s as {@link findRestConnector}. */
export async function openRestConnector(ctx: Pick<AppContext, 'db' | 'secretBox'>, domainId: string, connectorId: string): Promise<OpenedRestConnector> {
  const connector = await openConnector(ctx, domainId, connectorId);
  if (connector.kind !== 'rest') throw notRest(connector.name);
  return connector;
}
