/** A table of a connected database: the connector and the table's name in that database. */
export interface ConnectedTable {
  connectorId: string;
  table: string;
}

/**
 * A table the data API serves: one of the project's data model by name, or one of a workspace's
 * connected databases (served under `connectors/{connectorId}/{table}`, held to the project's
 * rules for that table).
 */
export type DataTable = string | ConnectedTable;

/**
 * The table a bound element or a `query` action names: `table` alone, or with a non-empty
 * `connectorId` the connected one. Repeaters, tables and the `query` action read it the same way.
 */
export function dataTableOf(table: string, connectorId: unknown): DataTable {
  return typeof connectorId === 'string' && connectorId !== '' ? { connectorId, table } : table;
}

/** The table's path under the environment's data API (`tasks`, `connectors/c1/orders`), encoded. */
export function dataTablePath(table: DataTable): string {
  if (typeof table === 'string') return encodeURIComponent(table);
  return `connectors/${encodeURIComponent(table.connectorId)}/${encodeURIComponent(table.table)}`;
}

/** One text per table, for keys and logs (`tasks`, `connectors/c1/orders`, not encoded). */
export function dataTableKey(table: DataTable): string {
  return typeof table === 'string' ? table : `connectors/${table.connectorId}/${table.table}`;
}
