import type { Result } from '../definition/result.ts';
import { deepEqual } from '../definition/canvas/message-deduper.ts';
import { applyDataOp, applyDataOps, type DataOpError } from './apply-data-op.ts';
import { type DataColumn, type DataModel, type DataTable, emptyDataModel, primaryKeyOf, tableById } from './data-model.ts';
import type { DataOp } from './data-ops.ts';

/** Refused while building: the op that did not apply, or a model no ops can make. */
class NotBuildable extends Error {
  constructor(readonly error: DataOpError) {
    super(error.message);
  }
}

/** Collects ops, applying each to the model built so far, so later ops see what earlier ones did. */
interface Builder {
  model: DataModel;
  ops: DataOp[];
}

function emit(builder: Builder, op: DataOp): void {
  const applied = applyDataOp(builder.model, op);
  if (!applied.ok) throw new NotBuildable(applied.error);
  builder.model = applied.value;
  builder.ops.push(op);
}

function current(builder: Builder, tableId: string): DataTable {
  const found = tableById(builder.model, tableId);
  if (!found) throw new Error(`table ${tableId} was not built`);
  return found;
}

/**
 * The ops that build `model` from an empty model: every table (a join table by the many-to-many
 * op, so it stays one), then each table's columns with their types, keys, rules, defaults, enum
 * values and relations, then its indexes and access rules. Applying them to an empty model gives
 * `model` back (checked before answering); a model no sequence of ops can make (a primary key
 * that is not its table's first column, say) is refused. Duplicating a project builds its copy's data model
 * with them, through the same planner as any change.
 */
export function opsToBuild(model: DataModel): Result<DataOp[], DataOpError> {
  const builder: Builder = { model: emptyDataModel(), ops: [] };
  try {
    for (const table of model.tables) createTable(builder, table);
    for (const table of model.tables) buildColumns(builder, table);
    for (const table of model.tables) buildIndexes(builder, table);
    for (const table of model.tables) {
      if (!deepEqual(current(builder, table.id).access, table.access)) emit(builder, { op: 'setAccess', tableId: table.id, access: table.access });
    }
  } catch (error) {
    if (error instanceof NotBuildable) return { ok: false, error: error.error };
    throw error;
  }
  const rebuilt = applyDataOps(emptyDataModel(), builder.ops);
  if (!rebuilt.ok || !deepEqual(rebuilt.value, model)) {
    return { ok: false, error: { code: 'invalid_change', message: 'The data model cannot be rebuilt from its changes.' } };
  }
  return { ok: true, value: builder.ops };
}

/**
 * Creates a table with its primary key, or a join table with its two relation columns. A join
 * table whose joined table is gone (its relation column was dropped, then the table) is made
 * against a stand-in for it, dropped again at once, as the builder's own history did.
 */
function createTable(builder: Builder, table: DataTable): void {
  const key = primaryKeyOf(table);
  if (table.joinFor === null) {
    if (key.type !== 'uuid' && key.type !== 'integer') throw notBuildable(`${table.name}.${key.name} cannot be a primary key.`);
    emit(builder, { op: 'createTable', tableId: table.id, name: table.name, position: table.position, primaryKey: { columnId: key.id, name: key.name, type: key.type } });
    return;
  }
  const [leftTableId, rightTableId] = table.joinFor;
  const standIns = [...new Set(table.joinFor.filter((tableId) => !tableById(builder.model, tableId)))];
  for (const tableId of standIns) {
    emit(builder, { op: 'createTable', tableId, name: freeTableName(builder.model), position: { x: 0, y: 0 }, primaryKey: { columnId: `${tableId}__key`, name: 'id', type: 'uuid' } });
  }
  const left = standIns.includes(leftTableId) ? null : joinColumn(table, 1, leftTableId);
  const right = standIns.includes(rightTableId) ? null : joinColumn(table, 2, rightTableId);
  const leftColumn = left ?? { id: `${table.id}__left`, name: 'left_id' };
  const rightColumn = right && right.name !== leftColumn.name ? right : { id: `${table.id}__right`, name: leftColumn.name === 'right_id' ? 'right_ref' : 'right_id' };
  emit(builder, {
    op: 'addManyToMany',
    leftTableId,
    rightTableId,
    joinTable: { tableId: table.id, name: table.name, position: table.position, primaryKeyColumnId: key.id, leftColumn, rightColumn },
  });
  if (standIns.length === 0) return;
  for (const column of current(builder, table.id).columns) {
    if (column.references && standIns.includes(column.references.tableId)) emit(builder, { op: 'dropColumn', tableId: table.id, columnId: column.id });
  }
  for (const tableId of standIns) emit(builder, { op: 'dropTable', tableId });
}

/** A table name no table of `model` has. */
function freeTableName(model: DataModel): string {
  for (let n = 1; ; n += 1) {
    const name = `stand_in_${n}`;
    if (!model.tables.some((table) => table.name === name)) return name;
  }
}

/**
 * The join table's relation column at `index` when it is still the one the many-to-many made
 * (referencing its side, cascading), else null: a stand-in the column pass drops again.
 */
function joinColumn(table: DataTable, index: number, sideTableId: string): { id: string; name: string } | null {
  const column = table.columns[index];
  if (column?.references?.tableId !== sideTableId || column.references.onDelete !== 'cascade' || column.name === 'id') return null;
  return { id: column.id, name: column.name };
}

/**
 * Makes the built table's columns those of `table`, in order: the columns the table was created
 * with are kept where `table` still starts with them (renamed and altered to match), dropped
 * otherwise; the rest are added whole, relations included (every table exists by now).
 */
function buildColumns(builder: Builder, table: DataTable): void {
  let kept = 0;
  for (const column of current(builder, table.id).columns) {
    if (table.columns[kept]?.id === column.id) kept += 1;
    else if (column.id === table.primaryKeyColumnId) throw notBuildable(`${table.name}: the primary key is not its first column.`);
    else emit(builder, { op: 'dropColumn', tableId: table.id, columnId: column.id });
  }
  for (const target of table.columns.slice(0, kept)) {
    const built = current(builder, table.id).columns.find((column) => column.id === target.id);
    if (!built) throw new Error(`column ${target.id} was not built`);
    if (built.name !== target.name) emit(builder, { op: 'renameColumn', tableId: table.id, columnId: target.id, name: target.name });
    const alter = alterOp(table.id, built, target);
    if (alter) emit(builder, alter);
  }
  for (const column of table.columns.slice(kept)) emit(builder, { op: 'addColumn', tableId: table.id, column });
}

/** The alterColumn op that gives a built column the target's settings, or null when they match. */
function alterOp(tableId: string, built: DataColumn, target: DataColumn): DataOp | null {
  const changes = {
    ...(built.type !== target.type ? { type: target.type } : {}),
    ...(built.required !== target.required ? { required: target.required } : {}),
    ...(built.unique !== target.unique ? { unique: target.unique } : {}),
    ...(!deepEqual(built.defaultValue, target.defaultValue) ? { defaultValue: target.defaultValue } : {}),
    ...(!deepEqual(built.enumValues, target.enumValues) ? { enumValues: target.enumValues } : {}),
  };
  return Object.keys(changes).length === 0 ? null : { op: 'alterColumn', tableId, columnId: target.id, ...changes };
}

/** The same for indexes: those the table was created with kept where they match, the rest added. */
function buildIndexes(builder: Builder, table: DataTable): void {
  let kept = 0;
  for (const index of current(builder, table.id).indexes) {
    if (deepEqual(table.indexes[kept], index)) kept += 1;
    else emit(builder, { op: 'dropIndex', tableId: table.id, indexId: index.id });
  }
  for (const index of table.indexes.slice(kept)) emit(builder, { op: 'addIndex', tableId: table.id, index });
}

function notBuildable(message: string): NotBuildable {
  return new NotBuildable({ code: 'invalid_change', message });
}
