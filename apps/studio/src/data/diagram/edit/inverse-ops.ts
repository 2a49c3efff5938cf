import { applyDataOp, closedAccess, columnById, tableById, type DataColumn, type DataModel, type DataOp, type DataTable, type TableAccess } from '@tessera/model/data';

/**
 * The ops that take a change back: applied to the model after `ops`, they give the model before
 * (up to the order of columns, which a re-created column ends). Undo sends them as a new change.
 * A dropped table or column comes back as structure only: its rows or values are gone.
 * `undefined` when `ops` do not apply to `before`.
 */
export function inverseOps(before: DataModel, ops: readonly DataOp[]): DataOp[] | undefined {
  const inverses: DataOp[][] = [];
  let model = before;
  for (const op of ops) {
    const result = applyDataOp(model, op);
    if (!result.ok) return undefined;
    inverses.push(inverseOf(model, op, result.value));
    model = result.value;
  }
  return inverses.reverse().flat();
}

/** The inverse of one op that took `before` to `after`. */
function inverseOf(before: DataModel, op: DataOp, after: DataModel): DataOp[] {
  switch (op.op) {
    case 'createTable':
      return [{ op: 'dropTable', tableId: op.tableId }];
    case 'renameTable':
      return [{ op: 'renameTable', tableId: op.tableId, name: table(before, op.tableId).name }];
    case 'dropTable':
      return recreateTable(table(before, op.tableId));
    case 'moveTable':
      return [{ op: 'moveTable', tableId: op.tableId, position: table(before, op.tableId).position }];
    case 'addColumn':
      return [{ op: 'dropColumn', tableId: op.tableId, columnId: op.column.id }];
    case 'renameColumn':
      return [{ op: 'renameColumn', tableId: op.tableId, columnId: op.columnId, name: column(table(before, op.tableId), op.columnId).name }];
    case 'dropColumn':
      return recreateColumn(table(before, op.tableId), table(after, op.tableId), op.columnId);
    case 'alterColumn': {
      const was = column(table(before, op.tableId), op.columnId);
      const now = column(table(after, op.tableId), op.columnId);
      return [{ op: 'alterColumn', tableId: op.tableId, columnId: op.columnId, ...columnDifference(now, was) }];
    }
    case 'addIndex':
      return [{ op: 'dropIndex', tableId: op.tableId, indexId: op.index.id }];
    case 'dropIndex': {
      const index = table(before, op.tableId).indexes.find((candidate) => candidate.id === op.indexId);
      if (!index) throw new Error(`no index ${op.indexId}`);
      return [{ op: 'addIndex', tableId: op.tableId, index }];
    }
    case 'addRelation':
      return [{ op: 'dropColumn', tableId: op.childTableId, columnId: op.column.id }];
    case 'addManyToMany':
      return [{ op: 'dropTable', tableId: op.joinTable.tableId }];
    case 'setAccess':
      return [{ op: 'setAccess', tableId: op.tableId, access: table(before, op.tableId).access }];
  }
}

type ColumnSettings = Pick<DataColumn, 'type' | 'required' | 'unique' | 'defaultValue' | 'enumValues'>;

/** The settings of `target` that differ from `from`, as the fields of an alterColumn op. */
export function columnDifference(from: DataColumn, target: DataColumn): Partial<ColumnSettings> {
  const fields: Partial<ColumnSettings> = {};
  if (from.type !== target.type) fields.type = target.type;
  if (from.required !== target.required) fields.required = target.required;
  if (from.unique !== target.unique) fields.unique = target.unique;
  if (JSON.stringify(from.defaultValue) !== JSON.stringify(target.defaultValue)) fields.defaultValue = target.defaultValue;
  if (JSON.stringify(from.enumValues) !== JSON.stringify(target.enumValues)) fields.enumValues = target.enumValues;
  return fields;
}

/**
 * A dropped table's structure again: a join table through `addManyToMany` (so it stays one),
 * any other table through `createTable`; then its other columns, indexes and access rules.
 */
function recreateTable(dropped: DataTable): DataOp[] {
  const primaryKey = column(dropped, dropped.primaryKeyColumnId);
  const ops: DataOp[] = [];
  const join = joinShape(dropped);
  let made: DataTable;
  if (join) {
    ops.push({
      op: 'addManyToMany',
      leftTableId: join.left.references!.tableId,
      rightTableId: join.right.references!.tableId,
      joinTable: {
        tableId: dropped.id,
        name: dropped.name,
        position: dropped.position,
        primaryKeyColumnId: primaryKey.id,
        leftColumn: { id: join.left.id, name: join.left.name },
        rightColumn: { id: join.right.id, name: join.right.name },
      },
    });
    // The pair index comes with the join table; one the builder had removed goes again.
    const pairId = `${dropped.id}_pair`;
    if (!dropped.indexes.some((index) => index.id === pairId)) ops.push({ op: 'dropIndex', tableId: dropped.id, indexId: pairId });
    made = { ...dropped, columns: [primaryKey, join.left, join.right], indexes: dropped.indexes.filter((index) => index.id === pairId) };
  } else {
    ops.push({ op: 'createTable', tableId: dropped.id, name: dropped.name, position: dropped.position, primaryKey: { columnId: primaryKey.id, name: primaryKey.name, type: primaryKey.type === 'integer' ? 'integer' : 'uuid' } });
    made = { ...dropped, columns: [primaryKey], indexes: [] };
  }
  // The key as the creating op makes it, then as the builder had changed it (its default).
  const fresh: DataColumn = { ...primaryKey, unique: true, required: true, defaultValue: primaryKey.type === 'uuid' ? { kind: 'randomUuid' } : null };
  const difference = columnDifference(fresh, primaryKey);
  if (Object.keys(difference).length > 0) ops.push({ op: 'alterColumn', tableId: dropped.id, columnId: primaryKey.id, ...difference });
  for (const other of dropped.columns) {
    if (!made.columns.some((existing) => existing.id === other.id)) ops.push({ op: 'addColumn', tableId: dropped.id, column: other });
  }
  for (const index of dropped.indexes) {
    if (!made.indexes.some((existing) => existing.id === index.id)) ops.push({ op: 'addIndex', tableId: dropped.id, index });
  }
  if (!sameAccess(dropped.access, closedAccess())) ops.push({ op: 'setAccess', tableId: dropped.id, access: dropped.access });
  return ops;
}

/** The two relation columns of a join table as `addManyToMany` makes it, or `undefined`. */
function joinShape(dropped: DataTable) {
  if (!dropped.joinFor) return undefined;
  const primaryKey = column(dropped, dropped.primaryKeyColumnId);
  const [leftId, rightId] = dropped.joinFor;
  const references = dropped.columns.filter((candidate) => candidate.references !== null && candidate.required && candidate.references.onDelete === 'cascade');
  const left = references.find((candidate) => candidate.references!.tableId === leftId);
  const right = references.find((candidate) => candidate !== left && candidate.references!.tableId === rightId);
  if (!left || !right || primaryKey.name !== 'id' || primaryKey.type !== 'uuid') return undefined;
  return { left, right };
}

/** A dropped column again, with the indexes and the access rule parts that named it. */
function recreateColumn(before: DataTable, after: DataTable, columnId: string): DataOp[] {
  const ops: DataOp[] = [{ op: 'addColumn', tableId: before.id, column: column(before, columnId) }];
  for (const index of before.indexes) {
    if (!after.indexes.some((kept) => kept.id === index.id)) ops.push({ op: 'addIndex', tableId: before.id, index });
  }
  if (!sameAccess(before.access, after.access)) ops.push({ op: 'setAccess', tableId: before.id, access: before.access });
  return ops;
}

function sameAccess(a: TableAccess, b: TableAccess): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function table(model: DataModel, tableId: string): DataTable {
  const found = tableById(model, tableId);
  if (!found) throw new Error(`no table ${tableId}`);
  return found;
}

function column(owner: DataTable, columnId: string): DataColumn {
  const found = columnById(owner, columnId);
  if (!found) throw new Error(`no column ${columnId} in ${owner.name}`);
  return found;
}
