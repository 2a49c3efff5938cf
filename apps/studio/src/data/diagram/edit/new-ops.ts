import {
  IDENTIFIER_MAX_LENGTH,
  type DataModel,
  type DataOp,
  type DataTable,
  type DiagramPosition,
  type OnDeleteAction,
  type PrimaryKeyType,
} from '@tessera/model/data';
import { TABLE_NODE_WIDTH } from '../layout/diagram-graph.ts';

/** Makes a fresh id for a new table, column or index. */
export type NewId = () => string;

/** A name cut to Postgres' identifier length. */
function fit(name: string): string {
  return name.slice(0, IDENTIFIER_MAX_LENGTH);
}

/** `base`, or `base_2`, `base_3`… the first that `taken` does not hold. */
export function freeName(base: string, taken: (name: string) => boolean): string {
  if (!taken(fit(base))) return fit(base);
  for (let n = 2; ; n += 1) {
    const suffix = `_${n}`;
    const candidate = `${base.slice(0, IDENTIFIER_MAX_LENGTH - suffix.length)}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}

/** A new table with its primary key `id` (a random uuid or a generated integer). */
export function createTableOp(name: string, primaryKeyType: PrimaryKeyType, position: DiagramPosition, newId: NewId): DataOp {
  return { op: 'createTable', tableId: newId(), name, position: roundPosition(position), primaryKey: { columnId: newId(), name: 'id', type: primaryKeyType } };
}

/** The column name a one-to-many relation suggests on the child: `<parent>_id`, free in the child. */
export function relationColumnName(parent: DataTable, child: DataTable): string {
  return freeName(`${parent.name}_id`, (name) => child.columns.some((column) => column.name === name));
}

/** What the builder chose for a one-to-many relation. */
export interface RelationChoice {
  columnName: string;
  required: boolean;
  onDelete: OnDeleteAction;
}

/** One-to-many: each row of `parent` has many rows of `child`, which gets the column. */
export function addRelationOp(parentTableId: string, childTableId: string, choice: RelationChoice, newId: NewId): DataOp {
  return { op: 'addRelation', parentTableId, childTableId, column: { id: newId(), name: choice.columnName }, required: choice.required, onDelete: choice.onDelete };
}

/**
 * Many-to-many: a join table `<left>_<right>` (free in the model) with `<left>_id` and
 * `<right>_id`, placed below the middle of the two tables.
 */
export function addManyToManyOp(model: DataModel, left: DataTable, right: DataTable, newId: NewId): DataOp {
  const name = freeName(`${left.name}_${right.name}`, (candidate) => model.tables.some((table) => table.name === candidate));
  const leftName = fit(`${left.name}_id`);
  const rightName = freeName(`${right.name}_id`, (candidate) => candidate === leftName || candidate === 'id');
  const position = roundPosition({ x: (left.position.x + right.position.x) / 2, y: Math.max(left.position.y, right.position.y) + 260 });
  return {
    op: 'addManyToMany',
    leftTableId: left.id,
    rightTableId: right.id,
    joinTable: { tableId: newId(), name, position, primaryKeyColumnId: newId(), leftColumn: { id: newId(), name: leftName }, rightColumn: { id: newId(), name: rightName } },
  };
}

/** Positions are stored in whole pixels (a drag ends between them). */
export function roundPosition(position: DiagramPosition): DiagramPosition {
  return { x: Math.round(position.x), y: Math.round(position.y) };
}

/** About how tall a table's box is (its header and a row per column), to keep new boxes apart. */
export function estimatedTableHeight(columnCount: number): number {
  return 52 + 24 * columnCount;
}

/**
 * Where a new table goes: at `center` (the middle of the view) if no box is there, else the
 * nearest free place to the right, then in the rows below.
 */
export function newTablePosition(model: DataModel, center: DiagramPosition): DiagramPosition {
  const origin = roundPosition(center);
  const gap = 40;
  const width = TABLE_NODE_WIDTH;
  const height = estimatedTableHeight(1);
  const free = (x: number, y: number) =>
    model.tables.every(
      (table) =>
        x + width + gap <= table.position.x ||
        table.position.x + width + gap <= x ||
        y + height + gap <= table.position.y ||
        table.position.y + estimatedTableHeight(table.columns.length) + gap <= y,
    );
  for (let row = 0; row < 20; row += 1) {
    for (let column = 0; column < 6; column += 1) {
      const x = origin.x + column * (width + gap);
      const y = origin.y + row * (height + gap);
      if (free(x, y)) return { x, y };
    }
  }
  return origin;
}
