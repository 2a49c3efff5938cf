import { columnById, tableById, type ChangePreview, type DataModel, type DataOp } from '@tessera/model/data';

/**
 * Whether one op can lose data, so its change is previewed (the server counts what is at stake)
 * before it is sent: a drop, a type change, a column made required (NOT NULL over nulls) or
 * unique, or enum values taken away. Everything else (adding, renaming, moving, rules) cannot.
 */
export function mayLoseData(before: DataModel, op: DataOp): boolean {
  switch (op.op) {
    case 'dropTable':
    case 'dropColumn':
      return true;
    case 'alterColumn': {
      const table = tableById(before, op.tableId);
      const column = table ? columnById(table, op.columnId) : undefined;
      if (!column) return false;
      if (op.type !== undefined && op.type !== column.type) return true;
      if (op.required === true && !column.required) return true;
      if (op.unique === true && !column.unique) return true;
      return op.enumValues !== undefined && column.enumValues.some((value) => !op.enumValues!.includes(value));
    }
    case 'createTable':
    case 'renameTable':
    case 'moveTable':
    case 'addColumn':
    case 'renameColumn':
    case 'addIndex':
    case 'dropIndex':
    case 'addRelation':
    case 'addManyToMany':
    case 'setAccess':
      return false;
    default: {
      const never: never = op;
      return never;
    }
  }
}

/** Whether a change drops a table or a column: the builder confirms it even when nothing is at stake. */
export function dropsSomething(ops: readonly DataOp[]): boolean {
  return ops.some((op) => op.op === 'dropTable' || op.op === 'dropColumn');
}

/** Whether a previewed change, once applied, took values with it (its undo cannot bring them back). */
export function lostDataIn(preview: ChangePreview): boolean {
  return preview.steps.some((step) => step.classification === 'losesData' && (step.rowsAtStake ?? 0) > 0);
}

/** How a change is sent: previewed first (and confirmed when it asks to), or sent at once. */
export interface ChangeCare {
  preview: boolean;
  /** Ask the builder even when the preview needs no confirmation (a drop). */
  alwaysConfirm: boolean;
}

/** The care a change needs, from the model it applies to. */
export function careOf(before: DataModel, ops: readonly DataOp[]): ChangeCare {
  const alwaysConfirm = dropsSomething(ops);
  return { preview: alwaysConfirm || ops.some((op) => mayLoseData(before, op)), alwaysConfirm };
}
