import { columnById, columnByName, type DataColumn, type DataTable } from '@tessera/model/data';
import { dataApiCodes, refuse } from '../data-api-error.ts';
import type { Principal } from '../principal.ts';
import { allowedColumn, invalidValue } from './column-checks.ts';
import { parseBodyValue } from './column-values.ts';

/** Most rows one insert takes. */
export const MAX_INSERT_ROWS = 1000;

/** Rows that name the same columns: one INSERT of a bulk insert. Values are parsed, by column name. */
export interface RowGroup {
  columns: DataColumn[];
  rows: Record<string, unknown>[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function bodyColumn(table: DataTable, name: string): DataColumn {
  const column = columnByName(table, name);
  if (!column) refuse(400, dataApiCodes.bodyColumnNotFound, `Could not find the '${name}' column of '${table.name}'`);
  return column;
}

function parsedValue(column: DataColumn, value: unknown, row: number | null): unknown {
  const parsed = parseBodyValue(column, value);
  if (!parsed.ok) invalidValue(column, parsed.expected, row === null ? '' : ` (row ${row + 1})`);
  return parsed.value;
}

/** The column holding the row's owner, when the table has one and the caller is an end user. */
function ownerColumnFor(table: DataTable, principal: Principal): DataColumn | null {
  if (principal.kind !== 'endUser' || !table.access.ownerColumnId) return null;
  return columnById(table, table.access.ownerColumnId) ?? null;
}

export interface InsertBodyOptions {
  /** `columns=`: only these keys are read; without it every row must name the same keys. */
  columns: string[] | null;
  /** `Prefer: missing=default`: a key a row lacks takes its column's default rather than null. */
  missingDefault: boolean;
  /** Columns the insert rule lets the caller write. */
  writable: ReadonlySet<string>;
  principal: Principal;
}

/**
 * The rows of a POST body (an object or an array of them), checked against the model before any
 * SQL: keys name columns (PGRST204), rows agree on their keys unless `columns=` says which to read
 * (PGRST102), every column is writable by the insert rule (403), every value parses by its type
 * (400 naming the column and row). An end user's rows get their owner column set to the caller
 * when they leave it out; the insert rule's WITH CHECK then holds on what is written.
 */
export function insertRowGroups(table: DataTable, body: unknown, options: InsertBodyOptions): RowGroup[] {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isObject)) refuse(400, dataApiCodes.invalidBody, 'The body must be a JSON object or an array of objects.');
  if (rows.length > MAX_INSERT_ROWS) refuse(413, dataApiCodes.invalidBody, `At most ${MAX_INSERT_ROWS} rows can be inserted in one request (this one has ${rows.length}).`);
  if (rows.length === 0) return [];
  let names: string[];
  if (options.columns) {
    names = [...new Set(options.columns)];
  } else {
    names = Object.keys(rows[0]!);
    const expected = [...names].sort().join(',');
    const mismatch = rows.findIndex((row) => Object.keys(row).sort().join(',') !== expected);
    if (mismatch >= 0) refuse(400, dataApiCodes.invalidBody, 'All object keys must match', `Row ${mismatch + 1} has other keys than row 1.`, 'Send the same keys in every row, or name the columns with columns=.');
  }
  const columns = names.map((name) => bodyColumn(table, name));
  for (const column of columns) allowedColumn(table, column.name, options.writable, 'write');
  const owner = ownerColumnFor(table, options.principal);
  const ownerId = options.principal.kind === 'endUser' ? options.principal.userId : null;
  const groups = new Map<string, RowGroup>();
  rows.forEach((row, index) => {
    const present = columns.filter((column) => !options.missingDefault || Object.hasOwn(row, column.name));
    const values: Record<string, unknown> = {};
    for (const column of present) values[column.name] = Object.hasOwn(row, column.name) ? parsedValue(column, row[column.name], index) : null;
    const groupColumns = [...present];
    if (owner && !Object.hasOwn(row, owner.name)) {
      values[owner.name] = parsedValue(owner, ownerId, index);
      if (!groupColumns.includes(owner)) groupColumns.push(owner);
    }
    const key = groupColumns.map((column) => column.name).join(',');
    const group = groups.get(key) ?? { columns: groupColumns, rows: [] };
    group.rows.push(values);
    groups.set(key, group);
  });
  return [...groups.values()];
}

/** The columns and values of a PATCH body (one object), checked like an insert's against the update rule. */
export function updateValues(table: DataTable, body: unknown, writable: ReadonlySet<string>): Array<{ column: DataColumn; value: unknown }> {
  if (!isObject(body)) refuse(400, dataApiCodes.invalidBody, 'The body of an update must be one JSON object.');
  return Object.entries(body).map(([name, value]) => {
    const column = bodyColumn(table, name);
    allowedColumn(table, column.name, writable, 'write');
    return { column, value: parsedValue(column, value, null) };
  });
}

/** A parsed body value as text in Postgres' input syntax (json as JSON text), for a cast parameter. */
export function valueText(column: DataColumn, value: unknown): string | null {
  if (value === null) return null;
  if (column.type === 'json') return JSON.stringify(value);
  return String(value);
}
