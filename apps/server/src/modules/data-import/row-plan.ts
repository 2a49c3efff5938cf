import { type DataColumn, type DataTable, columnByName, primaryKeyOf } from '@tessera/model/data';
import { type Cell, parseCell } from './column-values.ts';

/** How a file's rows become a table's rows: the columns its header names, in file order. */
export interface RowPlan {
  tableName: string;
  columns: DataColumn[];
  /** The table's integer key, when the file gives it: an empty cell is numbered by the database. */
  numberedKey: DataColumn | null;
}

export type PlanResult = { ok: true; plan: RowPlan } | { ok: false; message: string };
export type RowResult = { ok: true; values: Array<string | null> } | { ok: false; message: string };

const cellName = (cell: Cell) => (cell === null ? '' : cell instanceof Date ? cell.toISOString() : String(cell).trim());

/**
 * Reads the header row (line 1): each name must be a column of the table, once. A required
 * column without a default must be in it. An integer key may be (the rows keep the file's
 * numbers, an empty cell is numbered by the database); columns left out get their defaults.
 */
export function planRows(table: DataTable, header: Cell[]): PlanResult {
  const names = header.map(cellName);
  while (names.length > 0 && names.at(-1) === '') names.pop();
  if (names.length === 0) return { ok: false, message: 'line 1: the header row is empty: name the columns in the first row' };
  const columns: DataColumn[] = [];
  const key = primaryKeyOf(table);
  for (const [index, name] of names.entries()) {
    if (name === '') return { ok: false, message: `line 1: column ${index + 1} of the header has no name` };
    const column = columnByName(table, name);
    if (!column) return { ok: false, message: `line 1: column ${name} does not exist in table ${table.name}` };
    if (columns.includes(column)) return { ok: false, message: `line 1: column ${name} appears twice in the header` };
    columns.push(column);
  }
  const missing = table.columns.find((column) => column.required && column.defaultValue === null && column !== key && !columns.includes(column));
  if (missing) return { ok: false, message: `line 1: column ${missing.name} is required: add it to the header` };
  const numberedKey = key.type === 'integer' && columns.includes(key) ? key : null;
  return { ok: true, plan: { tableName: table.name, columns, numberedKey } };
}

/** What an empty cell of a column with a default becomes: the default, as of the import. */
function defaultText(column: DataColumn, now: Date): string | null {
  const fallback = column.defaultValue;
  if (!fallback) return null;
  if (fallback.kind === 'randomUuid') return crypto.randomUUID();
  if (fallback.kind === 'now') return column.type === 'date' ? now.toISOString().slice(0, 10) : now.toISOString();
  const parsed = parseCell(column, fallback.value);
  return parsed.ok ? parsed.value : null;
}

/**
 * Parses one data row by the plan: `line` is where the row starts in the file, for the message.
 * Fewer cells than the header reads the rest as empty; more (with values) is refused.
 */
export function parseRow(plan: RowPlan, cells: Cell[], line: number, now: Date): RowResult {
  const extra = cells.slice(plan.columns.length).findIndex((cell) => cellName(cell) !== '');
  if (extra !== -1) return { ok: false, message: `line ${line}: the row has more values than the header has columns (${plan.columns.length})` };
  const values: Array<string | null> = [];
  for (const [index, column] of plan.columns.entries()) {
    const parsed = parseCell(column, cells[index] ?? null);
    if (!parsed.ok) return { ok: false, message: `line ${line}: column ${column.name}: ${parsed.problem}` };
    let value = parsed.value;
    if (value === null) value = defaultText(column, now);
    if (value === null && column.required && column !== plan.numberedKey) return { ok: false, message: `line ${line}: column ${column.name}: a value is required` };
    values.push(value);
  }
  return { ok: true, values };
}
