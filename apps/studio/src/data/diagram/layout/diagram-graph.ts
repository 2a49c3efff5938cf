import type { DataColumn, DataModel, DataTable } from '@tessera/model/data';

/** The width of a table's box (fixed, so edges can pick a side before the boxes are measured). */
export const TABLE_NODE_WIDTH = 248;

/** A side of a table's box. */
export type Side = 'left' | 'right';

/** The handle ids of a table's box. */
export const handleIds = {
  /** Where relation lines end on the referenced table (its header, on each side). */
  target: (side: Side) => `in-${side}`,
  /** Where a relation line starts: the foreign-key column's row, on each side. */
  column: (columnId: string, side: Side) => `col-${columnId}-${side}`,
  /** The dot a builder drags from to draw a relation. */
  connect: 'connect',
} as const;

/** One relation line: a foreign-key column of `childTableId` pointing at `parentTableId`. */
export interface RelationEdge {
  /** The foreign-key column's id (one column, one line). */
  id: string;
  childTableId: string;
  parentTableId: string;
  sourceHandle: string;
  targetHandle: string;
  /** An optional relation (the column may be empty) is drawn dashed. */
  required: boolean;
  /** The line belongs to a join table of a many-to-many relation. */
  join: boolean;
}

/** The relation lines of a model: one per foreign-key column whose table exists. */
export function relationEdges(model: DataModel): RelationEdge[] {
  const byId = new Map(model.tables.map((table) => [table.id, table]));
  const edges: RelationEdge[] = [];
  for (const child of model.tables) {
    for (const column of child.columns) {
      const parent = column.references ? byId.get(column.references.tableId) : undefined;
      if (!parent) continue;
      const [from, to] = sidesBetween(child, parent);
      edges.push({
        id: column.id,
        childTableId: child.id,
        parentTableId: parent.id,
        sourceHandle: handleIds.column(column.id, from),
        targetHandle: handleIds.target(to),
        required: column.required,
        join: child.joinFor !== null,
      });
    }
  }
  return edges;
}

/**
 * The sides a line leaves the child and enters the parent: facing each other when the boxes sit
 * side by side; both on the right when they overlap horizontally (a self relation loops there).
 */
export function sidesBetween(child: Pick<DataTable, 'id' | 'position'>, parent: Pick<DataTable, 'id' | 'position'>): [Side, Side] {
  const gap = parent.position.x - child.position.x;
  if (child.id !== parent.id && Math.abs(gap) >= TABLE_NODE_WIDTH * 0.75) return gap > 0 ? ['right', 'left'] : ['left', 'right'];
  return ['right', 'right'];
}

/** The mark a column shows in its row: the key, a relation, or nothing. */
export function columnMark(table: DataTable, column: DataColumn): 'primaryKey' | 'relation' | null {
  if (column.id === table.primaryKeyColumnId) return 'primaryKey';
  return column.references ? 'relation' : null;
}
