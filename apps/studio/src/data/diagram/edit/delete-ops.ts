import { tableById, type DataModel, type DataOp } from '@tessera/model/data';

/** A selected table, or one of its columns. */
export interface Selected {
  tableId: string;
  columnId: string | null;
}

/**
 * What deleting the selection does: drop the selected column, or the selected table. Nothing for
 * the primary key (a table keeps its key) or a selection no longer in the model. The model's op
 * still refuses a table others point at, with the relation to remove first.
 */
export function deleteOpsOf(model: DataModel, selection: Selected | null): { ops: DataOp[]; selectAfter: Selected | null } | null {
  if (!selection) return null;
  const table = tableById(model, selection.tableId);
  if (!table) return null;
  if (selection.columnId === null) return { ops: [{ op: 'dropTable', tableId: table.id }], selectAfter: null };
  if (selection.columnId === table.primaryKeyColumnId || !table.columns.some((column) => column.id === selection.columnId)) return null;
  return { ops: [{ op: 'dropColumn', tableId: table.id, columnId: selection.columnId }], selectAfter: { tableId: table.id, columnId: null } };
}
