import { columnByName, type DataColumn, type DataTable } from '@tessera/model/data';
import { dataApiCodes, refuse } from '../data-api-error.ts';

/** Why a column is named: the words of the refusal when the caller may not use it. */
export type ColumnUse = 'select' | 'filter on' | 'order by' | 'write';

/**
 * The model column a request names, or a refusal: 400 for a name the table lacks, 403 for one
 * its access rule hides from the caller (a filter or an order on a hidden column would leak its
 * values as surely as selecting it).
 */
export function allowedColumn(table: DataTable, name: string, allowed: ReadonlySet<string>, use: ColumnUse): DataColumn {
  const column = columnByName(table, name);
  if (!column) refuse(400, dataApiCodes.columnNotFound, `column ${table.name}.${name} does not exist`, null, `The columns of ${table.name} are: ${table.columns.map((c) => c.name).join(', ')}.`);
  if (!allowed.has(column.name)) refuse(403, dataApiCodes.permissionDenied, `permission denied to ${use} column ${name} of table ${table.name}`);
  return column;
}

/** A 400 for a value its column's type cannot take. */
export function invalidValue(column: DataColumn, expected: string, where = ''): never {
  return refuse(400, dataApiCodes.invalidValue, `invalid input for column ${column.name}${where}: ${expected}`);
}
