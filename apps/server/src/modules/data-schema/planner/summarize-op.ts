import { columnById, type DataModel, type DataOp, tableById } from '@tessera/model/data';
import { typeLabels } from './default-literal.ts';

/**
 * One line of the migration history for an op, named as the builder knows things: "Add column
 * tasks.done", "Rename table tasks to todos". `before` is the model the op applied to.
 */
export function summarizeOp(before: DataModel, op: DataOp): string {
  const tableName = (tableId: string) => tableById(before, tableId)?.name ?? tableId;
  const columnName = (tableId: string, columnId: string) => {
    const table = tableById(before, tableId);
    return `${tableName(tableId)}.${(table && columnById(table, columnId)?.name) ?? columnId}`;
  };
  switch (op.op) {
    case 'createTable':
      return `Create table ${op.name}`;
    case 'renameTable':
      return `Rename table ${tableName(op.tableId)} to ${op.name}`;
    case 'dropTable':
      return `Drop table ${tableName(op.tableId)}`;
    case 'moveTable':
      return `Move table ${tableName(op.tableId)} in the diagram`;
    case 'addColumn':
      return `Add column ${tableName(op.tableId)}.${op.column.name} (${typeLabels[op.column.type]})`;
    case 'renameColumn':
      return `Rename column ${columnName(op.tableId, op.columnId)} to ${op.name}`;
    case 'dropColumn':
      return `Drop column ${columnName(op.tableId, op.columnId)}`;
    case 'alterColumn': {
      const changes = [
        op.type !== undefined ? `type ${typeLabels[op.type]}` : null,
        op.required !== undefined ? (op.required ? 'required' : 'optional') : null,
        op.unique !== undefined ? (op.unique ? 'unique' : 'not unique') : null,
        op.defaultValue !== undefined ? (op.defaultValue ? 'default' : 'no default') : null,
        op.enumValues !== undefined ? `values ${op.enumValues.join(', ')}` : null,
      ].filter((change) => change !== null);
      return `Change column ${columnName(op.tableId, op.columnId)}${changes.length > 0 ? `: ${changes.join(', ')}` : ''}`;
    }
    case 'addIndex': {
      const table = tableById(before, op.tableId);
      const names = op.index.columnIds.map((columnId) => (table && columnById(table, columnId)?.name) ?? columnId);
      return `Add ${op.index.unique ? 'unique index' : 'index'} on ${tableName(op.tableId)} (${names.join(', ')})`;
    }
    case 'dropIndex':
      return `Drop index ${op.indexId} of ${tableName(op.tableId)}`;
    case 'addRelation':
      return `Add relation ${tableName(op.childTableId)}.${op.column.name} → ${tableName(op.parentTableId)}`;
    case 'addManyToMany':
      return `Add many-to-many ${tableName(op.leftTableId)} ↔ ${tableName(op.rightTableId)} through ${op.joinTable.name}`;
    case 'setAccess':
      return `Change the access rules of ${tableName(op.tableId)}`;
    default: {
      const unknown: never = op;
      throw new Error(`unknown data op ${JSON.stringify(unknown)}`);
    }
  }
}
