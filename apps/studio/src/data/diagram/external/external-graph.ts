import type { ExternalColumn, ExternalSchema, ExternalTable } from '@tessera/model/connectors';
import { handleIds, sidesBetween, TABLE_NODE_WIDTH } from '../layout/diagram-graph.ts';

/** The space between the project's tables and the external ones, and between external boxes. */
export const EXTERNAL_GAP = 80;
/** A box's header and its padding, and one column row (as `ExternalTableNode` draws them). */
const HEADER_HEIGHT = 60;
const ROW_HEIGHT = 26;

/** Prefixes an external table's node id, so it never meets a project table's id. */
export const externalNodeId = (tableName: string) => `external:${tableName}`;

/** Whether a diagram node id is an external table's. */
export const isExternalNodeId = (id: string) => id.startsWith('external:');

/** How tall an external table's box is expected to be: its header and a row per column. */
export function externalTableHeight(table: ExternalTable): number {
  return HEADER_HEIGHT + Math.max(1, table.columns.length) * ROW_HEIGHT;
}

interface Placed {
  position: { x: number; y: number };
}

/**
 * Where each external table sits: a grid of about √n columns to the right of the project's
 * tables (their boxes' right edge plus a gap), starting level with the top one; each row is as
 * tall as its tallest box, so no two boxes overlap. Positions are by table name.
 */
export function externalPositions(projectTables: readonly Placed[], tables: readonly ExternalTable[]): Map<string, { x: number; y: number }> {
  const left = projectTables.length === 0 ? 0 : Math.max(...projectTables.map((table) => table.position.x)) + TABLE_NODE_WIDTH + EXTERNAL_GAP * 2;
  const top = projectTables.length === 0 ? 0 : Math.min(...projectTables.map((table) => table.position.y));
  const perRow = Math.max(1, Math.ceil(Math.sqrt(tables.length)));
  const positions = new Map<string, { x: number; y: number }>();
  let y = top;
  for (let start = 0; start < tables.length; start += perRow) {
    const row = tables.slice(start, start + perRow);
    row.forEach((table, index) => positions.set(table.name, { x: left + index * (TABLE_NODE_WIDTH + EXTERNAL_GAP), y }));
    y += Math.max(...row.map(externalTableHeight)) + EXTERNAL_GAP / 2;
  }
  return positions;
}

/** The mark an external column shows: part of the primary key, of a foreign key, or nothing. */
export function externalColumnMark(table: ExternalTable, column: ExternalColumn): 'primaryKey' | 'relation' | null {
  if (table.primaryKey.includes(column.name)) return 'primaryKey';
  return table.foreignKeys.some((key) => key.columns.includes(column.name)) ? 'relation' : null;
}

/** One foreign-key line between two external tables of the schema shown. */
export interface ExternalEdge {
  id: string;
  source: string;
  target: string;
  sourceHandle: string;
  targetHandle: string;
  /** Every column of the key must be filled (drawn solid; dashed when any may be empty). */
  required: boolean;
}

/**
 * The foreign-key lines of a schema: one per key whose referenced table is in the same schema,
 * from the key's first column to the referenced table, on the sides facing each other.
 */
export function externalEdges(schema: ExternalSchema, positions: ReadonlyMap<string, { x: number; y: number }>): ExternalEdge[] {
  const names = new Set(schema.tables.map((table) => table.name));
  const edges: ExternalEdge[] = [];
  for (const table of schema.tables) {
    for (const key of table.foreignKeys) {
      const first = key.columns[0];
      if (first === undefined || key.referencedSchema !== schema.schema || !names.has(key.referencedTable)) continue;
      const child = { id: table.name, position: positions.get(table.name) ?? { x: 0, y: 0 } };
      const parent = { id: key.referencedTable, position: positions.get(key.referencedTable) ?? { x: 0, y: 0 } };
      const [from, to] = sidesBetween(child, parent);
      edges.push({
        id: `external:${table.name}:${key.name}`,
        source: externalNodeId(table.name),
        target: externalNodeId(key.referencedTable),
        sourceHandle: handleIds.column(first, from),
        targetHandle: handleIds.target(to),
        required: key.columns.every((name) => table.columns.find((column) => column.name === name)?.nullable === false),
      });
    }
  }
  return edges;
}
