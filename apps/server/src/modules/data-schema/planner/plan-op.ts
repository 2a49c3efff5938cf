import { columnById, type DataColumn, type DataModel, type DataOp, type DataTable, tableById } from '@tessera/model/data';
import { accessSteps, dropAccessSteps } from './access-steps.ts';
import { alterColumnSteps } from './alter-column-steps.ts';
import { addColumnSteps, dropColumnStep, renameColumnStep } from './column-steps.ts';
import { addIndexStep, dropIndexStep } from './index-steps.ts';
import { type PlanResult, planned } from './plan-result.ts';
import { createTableStep, dropTableStep, renameTableStep } from './table-steps.ts';
import type { Step } from './step.ts';

function tableIn(model: DataModel, tableId: string): DataTable {
  const table = tableById(model, tableId);
  if (!table) throw new Error(`no table ${tableId} in the model`);
  return table;
}

function columnIn(table: DataTable, columnId: string): DataColumn {
  const column = columnById(table, columnId);
  if (!column) throw new Error(`no column ${columnId} in ${table.name}`);
  return column;
}

/**
 * A new table with everything it was made with: the table and its key, then each other column
 * (with its constraints and relation), then its indexes, then its access policies.
 */
function newTableSteps(schema: string, table: DataTable, parentOf: (tableId: string) => DataTable): PlanResult {
  const bare: DataTable = { ...table, columns: table.columns.filter((c) => c.id === table.primaryKeyColumnId), indexes: [] };
  const steps: Step[] = [createTableStep(schema, bare)];
  let current = bare;
  for (const column of table.columns) {
    if (column.id === table.primaryKeyColumnId) continue;
    const added = addColumnSteps(schema, current, column, parentOf);
    if (!added.ok) return added;
    steps.push(...added.steps);
    current = { ...current, columns: [...current.columns, column] };
  }
  for (const index of table.indexes) steps.push(addIndexStep(schema, table, index));
  steps.push(...accessSteps(schema, table));
  return planned(steps);
}

/** Whether the table's row-level security policies read the column (an owner or a condition). */
function policiesRead(table: DataTable, columnId: string): boolean {
  const { access } = table;
  if (access.ownerColumnId === columnId) return true;
  return [access.read, access.insert, access.update, access.delete].some((rule) => rule.who !== 'nobody' && rule.condition.some((clause) => clause.columnId === columnId));
}

/**
 * A change to a column the table's policies read: the policies go first and come back after,
 * written from the table as it is after the change.
 */
function withPoliciesRewritten(schema: string, before: DataTable, after: DataTable, columnId: string, plan: PlanResult): PlanResult {
  if (!plan.ok || plan.steps.length === 0 || !policiesRead(before, columnId)) return plan;
  return planned([...dropAccessSteps(schema, before.name), ...plan.steps, ...accessSteps(schema, after)]);
}

/**
 * The SQL steps of one op, planned from the model before it (`before`: the names the database
 * has when the steps run) and after it (`after`, as `applyDataOp` made it). Pure: nothing is
 * read or run here. Diagram moves change no SQL; access rules only through `accessSteps`.
 */
export function planOp(schema: string, before: DataModel, after: DataModel, op: DataOp): PlanResult {
  const parentOf = (tableId: string) => tableIn(after, tableId);
  switch (op.op) {
    case 'createTable':
      return newTableSteps(schema, tableIn(after, op.tableId), parentOf);
    case 'renameTable': {
      const table = tableIn(before, op.tableId);
      return planned(table.name === op.name ? [] : [renameTableStep(schema, table, op.name)]);
    }
    case 'dropTable':
      return planned([dropTableStep(schema, tableIn(before, op.tableId))]);
    case 'moveTable':
      return planned([]);
    case 'addColumn':
      return addColumnSteps(schema, tableIn(before, op.tableId), op.column, parentOf);
    case 'renameColumn': {
      const table = tableIn(before, op.tableId);
      const column = columnIn(table, op.columnId);
      return planned(column.name === op.name ? [] : [renameColumnStep(schema, table, column, op.name)]);
    }
    case 'dropColumn': {
      const table = tableIn(before, op.tableId);
      return withPoliciesRewritten(schema, table, tableIn(after, op.tableId), op.columnId, planned([dropColumnStep(schema, table, columnIn(table, op.columnId))]));
    }
    case 'alterColumn': {
      const table = tableIn(before, op.tableId);
      const altered = alterColumnSteps(schema, table, columnIn(table, op.columnId), columnIn(tableIn(after, op.tableId), op.columnId));
      return withPoliciesRewritten(schema, table, tableIn(after, op.tableId), op.columnId, altered);
    }
    case 'addIndex':
      return planned([addIndexStep(schema, tableIn(before, op.tableId), op.index)]);
    case 'dropIndex': {
      const table = tableIn(before, op.tableId);
      const index = table.indexes.find((i) => i.id === op.indexId);
      if (!index) throw new Error(`no index ${op.indexId} in ${table.name}`);
      return planned([dropIndexStep(schema, table, index)]);
    }
    case 'addRelation': {
      const child = tableIn(before, op.childTableId);
      return addColumnSteps(schema, child, columnIn(tableIn(after, op.childTableId), op.column.id), parentOf);
    }
    case 'addManyToMany':
      return newTableSteps(schema, tableIn(after, op.joinTable.tableId), parentOf);
    case 'setAccess':
      return planned(accessSteps(schema, tableIn(after, op.tableId)));
    default: {
      const unknown: never = op;
      throw new Error(`unplanned data op ${JSON.stringify(unknown)}`);
    }
  }
}
