import { produce } from 'immer';
import type { Result } from '../definition/result.ts';
import type { AccessRule, TableAccess } from './access-rules.ts';
import { accessRulesProblem, closedAccess } from './access-rules.ts';
import { primaryKeyTypes } from './column-types.ts';
import type { DataColumn, DataModel, DataTable } from './data-model.ts';
import { columnById, MAX_COLUMNS_PER_TABLE, MAX_INDEXES_PER_TABLE, MAX_TABLES, primaryKeyOf, tableById } from './data-model.ts';
import type { DataOp } from './data-ops.ts';
import { identifierProblem } from './identifiers.ts';

/** Why a data op was refused: a stable code and a message naming the table or column. */
export interface DataOpError {
  code: 'invalid_name' | 'duplicate_name' | 'not_found' | 'limit' | 'invalid_change' | 'referenced';
  message: string;
}

const fail = (code: DataOpError['code'], message: string): { ok: false; error: DataOpError } => ({ ok: false, error: { code, message } });

/**
 * Applies one op to a data model, or says why it cannot apply. Pure: the model passed in is not
 * changed. The studio (its own copy, for undo) and the server (before it plans the SQL) run it.
 */
export function applyDataOp(model: DataModel, op: DataOp): Result<DataModel, DataOpError> {
  const problem = checkDataOp(model, op);
  if (problem) return { ok: false, error: problem };
  return { ok: true, value: produce(model, (draft) => mutate(draft, op)) };
}

/** Applies ops in order; the first refusal stops the whole change. */
export function applyDataOps(model: DataModel, ops: readonly DataOp[]): Result<DataModel, DataOpError & { index: number }> {
  let current = model;
  for (const [index, op] of ops.entries()) {
    const result = applyDataOp(current, op);
    if (!result.ok) return { ok: false, error: { ...result.error, index } };
    current = result.value;
  }
  return { ok: true, value: current };
}

function checkDataOp(model: DataModel, op: DataOp): DataOpError | null {
  switch (op.op) {
    case 'createTable': {
      if (model.tables.length >= MAX_TABLES) return fail('limit', `A project has at most ${MAX_TABLES} tables.`).error;
      if (tableById(model, op.tableId)) return fail('invalid_change', `A table with id ${op.tableId} exists already.`).error;
      return tableNameProblem(model, op.name, null) ?? columnNameProblem(op.primaryKey.name);
    }
    case 'renameTable':
      return withTable(model, op.tableId, () => tableNameProblem(model, op.name, op.tableId));
    case 'dropTable':
      return withTable(model, op.tableId, (table) => {
        const referrer = referrersOf(model, table.id).find((ref) => ref.table.id !== table.id);
        return referrer ? fail('referenced', `${table.name} is referenced by ${referrer.table.name}.${referrer.column.name}; remove that relation first.`).error : null;
      });
    case 'moveTable':
      return withTable(model, op.tableId, () => null);
    case 'addColumn':
      return withTable(model, op.tableId, (table) => {
        if (table.columns.length >= MAX_COLUMNS_PER_TABLE) return fail('limit', `A table has at most ${MAX_COLUMNS_PER_TABLE} columns.`).error;
        if (columnById(table, op.column.id)) return fail('invalid_change', `A column with id ${op.column.id} exists already in ${table.name}.`).error;
        return columnNameProblem(op.column.name) ?? duplicateColumn(table, op.column.name, null) ?? columnShapeProblem(table, op.column) ?? referenceProblem(model, table, op.column);
      });
    case 'renameColumn':
      return withColumn(model, op.tableId, op.columnId, (table) => columnNameProblem(op.name) ?? duplicateColumn(table, op.name, op.columnId));
    case 'dropColumn':
      return withColumn(model, op.tableId, op.columnId, (table, column) => {
        if (column.id === table.primaryKeyColumnId) return fail('invalid_change', `${table.name}.${column.name} is the primary key; it cannot be dropped.`).error;
        if (table.access.ownerColumnId === column.id) return fail('referenced', `${table.name}.${column.name} is the owner column of the access rules; choose another first.`).error;
        return null;
      });
    case 'alterColumn':
      return withColumn(model, op.tableId, op.columnId, (table, column) => {
        const next: DataColumn = {
          ...column,
          ...(op.type !== undefined ? { type: op.type } : {}),
          ...(op.required !== undefined ? { required: op.required } : {}),
          ...(op.unique !== undefined ? { unique: op.unique } : {}),
          ...(op.defaultValue !== undefined ? { defaultValue: op.defaultValue } : {}),
          ...(op.enumValues !== undefined ? { enumValues: op.enumValues } : {}),
        };
        if (column.id === table.primaryKeyColumnId && (next.type !== column.type || !next.required || !next.unique)) {
          return fail('invalid_change', `${table.name}.${column.name} is the primary key; its type cannot change and it stays required and unique.`).error;
        }
        if (column.id === table.primaryKeyColumnId && next.type === 'integer' && next.defaultValue !== null) {
          return fail('invalid_change', `${table.name}.${column.name} is generated by the database; it takes no default.`).error;
        }
        if (column.references && next.type !== column.type) return fail('invalid_change', `${table.name}.${column.name} holds a relation; its type follows the referenced key.`).error;
        return columnShapeProblem(table, next) ?? referenceProblem(model, table, next);
      });
    case 'addIndex':
      return withTable(model, op.tableId, (table) => {
        if (table.indexes.length >= MAX_INDEXES_PER_TABLE) return fail('limit', `A table has at most ${MAX_INDEXES_PER_TABLE} indexes.`).error;
        if (table.indexes.some((index) => index.id === op.index.id)) return fail('invalid_change', `An index with id ${op.index.id} exists already.`).error;
        const missing = op.index.columnIds.find((columnId) => !columnById(table, columnId));
        if (missing) return fail('not_found', `${table.name} has no column ${missing}.`).error;
        if (new Set(op.index.columnIds).size !== op.index.columnIds.length) return fail('invalid_change', 'An index names each column once.').error;
        return null;
      });
    case 'dropIndex':
      return withTable(model, op.tableId, (table) => (table.indexes.some((index) => index.id === op.indexId) ? null : fail('not_found', `${table.name} has no index ${op.indexId}.`).error));
    case 'addRelation':
      return withTable(model, op.parentTableId, () =>
        withTable(model, op.childTableId, (child) => {
          if (child.columns.length >= MAX_COLUMNS_PER_TABLE) return fail('limit', `A table has at most ${MAX_COLUMNS_PER_TABLE} columns.`).error;
          if (columnById(child, op.column.id)) return fail('invalid_change', `A column with id ${op.column.id} exists already in ${child.name}.`).error;
          if (op.required && op.onDelete === 'setNull') return fail('invalid_change', 'A required relation cannot set its column to null when the parent row is deleted.').error;
          return columnNameProblem(op.column.name) ?? duplicateColumn(child, op.column.name, null);
        }),
      );
    case 'addManyToMany': {
      if (model.tables.length >= MAX_TABLES) return fail('limit', `A project has at most ${MAX_TABLES} tables.`).error;
      const { joinTable } = op;
      if (tableById(model, joinTable.tableId)) return fail('invalid_change', `A table with id ${joinTable.tableId} exists already.`).error;
      const ids = [joinTable.primaryKeyColumnId, joinTable.leftColumn.id, joinTable.rightColumn.id];
      if (new Set(ids).size !== 3) return fail('invalid_change', 'The join table needs three different column ids.').error;
      const names = ['id', joinTable.leftColumn.name, joinTable.rightColumn.name];
      if (new Set(names).size !== 3) return fail('duplicate_name', 'The join table needs two different column names other than "id".').error;
      return (
        withTable(model, op.leftTableId, () => withTable(model, op.rightTableId, () => null)) ??
        tableNameProblem(model, joinTable.name, null) ??
        columnNameProblem(joinTable.leftColumn.name) ??
        columnNameProblem(joinTable.rightColumn.name)
      );
    }
    case 'setAccess':
      return withTable(model, op.tableId, (table) => accessProblem(table, op.access));
  }
}

function mutate(model: DataModel, op: DataOp): void {
  switch (op.op) {
    case 'createTable': {
      const primaryKey = newPrimaryKey(op.primaryKey.columnId, op.primaryKey.name, op.primaryKey.type);
      model.tables.push({ id: op.tableId, name: op.name, primaryKeyColumnId: primaryKey.id, columns: [primaryKey], indexes: [], position: op.position, access: closedAccess(), joinFor: null });
      return;
    }
    case 'renameTable':
      table(model, op.tableId).name = op.name;
      return;
    case 'dropTable':
      model.tables = model.tables.filter((t) => t.id !== op.tableId);
      return;
    case 'moveTable':
      table(model, op.tableId).position = op.position;
      return;
    case 'addColumn':
      table(model, op.tableId).columns.push(op.column);
      return;
    case 'renameColumn':
      column(model, op.tableId, op.columnId).name = op.name;
      return;
    case 'dropColumn': {
      const t = table(model, op.tableId);
      t.columns = t.columns.filter((c) => c.id !== op.columnId);
      t.indexes = t.indexes.filter((index) => !index.columnIds.includes(op.columnId));
      for (const rule of rulesOf(t.access)) {
        rule.condition = rule.condition.filter((clause) => clause.columnId !== op.columnId);
        if (rule.columnIds) rule.columnIds = rule.columnIds.filter((columnId) => columnId !== op.columnId);
      }
      return;
    }
    case 'alterColumn': {
      const c = column(model, op.tableId, op.columnId);
      if (op.type !== undefined) c.type = op.type;
      if (op.required !== undefined) c.required = op.required;
      if (op.unique !== undefined) c.unique = op.unique;
      if (op.defaultValue !== undefined) c.defaultValue = op.defaultValue;
      if (op.enumValues !== undefined) c.enumValues = op.enumValues;
      if (c.type !== 'enum') c.enumValues = [];
      return;
    }
    case 'addIndex':
      table(model, op.tableId).indexes.push(op.index);
      return;
    case 'dropIndex': {
      const t = table(model, op.tableId);
      t.indexes = t.indexes.filter((index) => index.id !== op.indexId);
      return;
    }
    case 'addRelation': {
      const parent = table(model, op.parentTableId);
      table(model, op.childTableId).columns.push(referenceColumn(op.column.id, op.column.name, parent, op.required, op.onDelete));
      return;
    }
    case 'addManyToMany': {
      const left = table(model, op.leftTableId);
      const right = table(model, op.rightTableId);
      const { joinTable } = op;
      const primaryKey = newPrimaryKey(joinTable.primaryKeyColumnId, 'id', 'uuid');
      model.tables.push({
        id: joinTable.tableId,
        name: joinTable.name,
        primaryKeyColumnId: primaryKey.id,
        columns: [primaryKey, referenceColumn(joinTable.leftColumn.id, joinTable.leftColumn.name, left, true, 'cascade'), referenceColumn(joinTable.rightColumn.id, joinTable.rightColumn.name, right, true, 'cascade')],
        indexes: [{ id: `${joinTable.tableId}_pair`, columnIds: [joinTable.leftColumn.id, joinTable.rightColumn.id], unique: true }],
        position: joinTable.position,
        access: closedAccess(),
        joinFor: [left.id, right.id],
      });
      return;
    }
    case 'setAccess':
      table(model, op.tableId).access = op.access;
      return;
  }
}

function newPrimaryKey(columnId: string, name: string, type: (typeof primaryKeyTypes)[number]): DataColumn {
  return { id: columnId, name, type, required: true, unique: true, defaultValue: type === 'uuid' ? { kind: 'randomUuid' } : null, enumValues: [], references: null };
}

function referenceColumn(columnId: string, name: string, parent: DataTable, required: boolean, onDelete: 'cascade' | 'setNull' | 'restrict'): DataColumn {
  return { id: columnId, name, type: primaryKeyOf(parent).type, required, unique: false, defaultValue: null, enumValues: [], references: { tableId: parent.id, onDelete } };
}

function rulesOf(access: TableAccess): AccessRule[] {
  return [access.read, access.insert, access.update, access.delete];
}

function table(model: DataModel, tableId: string): DataTable {
  const found = tableById(model, tableId);
  if (!found) throw new Error(`no table ${tableId}`);
  return found;
}

function column(model: DataModel, tableId: string, columnId: string): DataColumn {
  const found = columnById(table(model, tableId), columnId);
  if (!found) throw new Error(`no column ${columnId}`);
  return found;
}

function withTable(model: DataModel, tableId: string, check: (table: DataTable) => DataOpError | null): DataOpError | null {
  const found = tableById(model, tableId);
  return found ? check(found) : fail('not_found', `There is no table ${tableId}.`).error;
}

function withColumn(model: DataModel, tableId: string, columnId: string, check: (table: DataTable, column: DataColumn) => DataOpError | null): DataOpError | null {
  return withTable(model, tableId, (t) => {
    const found = columnById(t, columnId);
    return found ? check(t, found) : fail('not_found', `${t.name} has no column ${columnId}.`).error;
  });
}

function tableNameProblem(model: DataModel, name: string, selfId: string | null): DataOpError | null {
  const problem = identifierProblem(name, 'table');
  if (problem) return fail('invalid_name', problem).error;
  return model.tables.some((t) => t.name === name && t.id !== selfId) ? fail('duplicate_name', `A table named ${name} exists already.`).error : null;
}

function columnNameProblem(name: string): DataOpError | null {
  const problem = identifierProblem(name, 'column');
  return problem ? fail('invalid_name', problem).error : null;
}

function duplicateColumn(table: DataTable, name: string, selfId: string | null): DataOpError | null {
  return table.columns.some((c) => c.name === name && c.id !== selfId) ? fail('duplicate_name', `${table.name} has a column named ${name} already.`).error : null;
}

function columnShapeProblem(table: DataTable, column: DataColumn): DataOpError | null {
  if (column.type === 'enum' && column.enumValues.length === 0) return fail('invalid_change', `${table.name}.${column.name} is an enum; give it at least one value.`).error;
  if (column.type === 'enum' && new Set(column.enumValues).size !== column.enumValues.length) return fail('invalid_change', `${table.name}.${column.name} lists a value twice.`).error;
  const fallback = column.defaultValue;
  if (fallback?.kind === 'now' && column.type !== 'date' && column.type !== 'dateTime') return fail('invalid_change', `${table.name}.${column.name}: only date and date-time columns default to the current time.`).error;
  if (fallback?.kind === 'randomUuid' && column.type !== 'uuid') return fail('invalid_change', `${table.name}.${column.name}: only uuid columns default to a random uuid.`).error;
  if (fallback?.kind === 'literal' && column.type === 'enum' && !column.enumValues.includes(fallback.value)) return fail('invalid_change', `${table.name}.${column.name}: the default must be one of its values.`).error;
  return null;
}

/** A foreign-key column names an existing table and has the type of that table's primary key. */
function referenceProblem(model: DataModel, table: DataTable, column: DataColumn): DataOpError | null {
  if (!column.references) return null;
  const parent = tableById(model, column.references.tableId) ?? (column.references.tableId === table.id ? table : undefined);
  if (!parent) return fail('not_found', 'The referenced table does not exist.').error;
  const keyType = primaryKeyOf(parent).type;
  if (column.type !== keyType) return fail('invalid_change', `${table.name}.${column.name} refers to ${parent.name}; it must be of type ${keyType} like ${parent.name}'s primary key.`).error;
  if (column.required && column.references.onDelete === 'setNull') return fail('invalid_change', 'A required relation cannot set its column to null when the parent row is deleted.').error;
  return null;
}

function accessProblem(table: DataTable, access: TableAccess): DataOpError | null {
  const problem = accessRulesProblem(table.name, access, (columnId) => columnById(table, columnId) !== undefined);
  return problem ? fail(problem.kind === 'unknownColumn' ? 'not_found' : 'invalid_change', problem.message).error : null;
}

/** Columns of any table that reference `tableId`. */
export function referrersOf(model: DataModel, tableId: string): Array<{ table: DataTable; column: DataColumn }> {
  return model.tables.flatMap((t) => t.columns.filter((c) => c.references?.tableId === tableId).map((c) => ({ table: t, column: c })));
}
