import { primaryKeyOf, tableById, type ColumnTypeName, type DataColumn, type DataModel, type DataTable } from '@tessera/model/data';
import type { SchemaObject } from './openapi-types.ts';

/** The JSON shape of each column type in rows the data API reads and writes. */
const typeSchemas: Record<ColumnTypeName, (column: DataColumn) => SchemaObject> = {
  text: () => ({ type: 'string' }),
  longText: () => ({ type: 'string' }),
  file: () => ({ type: 'string', description: 'A file or image reference (a storage key or a URL).' }),
  integer: () => ({ type: 'integer', format: 'int64' }),
  decimal: () => ({ type: 'number' }),
  boolean: () => ({ type: 'boolean' }),
  date: () => ({ type: 'string', format: 'date' }),
  dateTime: () => ({ type: 'string', format: 'date-time' }),
  uuid: () => ({ type: 'string', format: 'uuid' }),
  json: () => ({ description: 'Any JSON value.' }),
  enum: (column) => ({ type: 'string', enum: column.required ? [...column.enumValues] : [...column.enumValues, null] }),
};

/** What a column's description says beyond its type: primary key, foreign key, uniqueness, default. */
function columnNotes(model: DataModel, table: DataTable, column: DataColumn): string[] {
  const notes: string[] = [];
  if (column.id === table.primaryKeyColumnId) notes.push('Primary key.');
  if (column.references) {
    const target = tableById(model, column.references.tableId);
    if (target) notes.push(`Foreign key to ${target.name}.${primaryKeyOf(target).name}.`);
  }
  if (column.unique && column.id !== table.primaryKeyColumnId) notes.push('Unique.');
  if (column.defaultValue) notes.push('Has a default value.');
  return notes;
}

/** The schema of one column: its type, nullable unless required (a primary key is never null). */
export function columnSchema(model: DataModel, table: DataTable, column: DataColumn): SchemaObject {
  const schema = typeSchemas[column.type](column);
  const isKey = column.id === table.primaryKeyColumnId;
  const description = [schema.description, ...columnNotes(model, table, column)].filter(Boolean).join(' ');
  return { ...schema, ...(column.required || isKey ? {} : { nullable: true }), ...(description ? { description } : {}) };
}

const isKeyOrRequired = (table: DataTable, column: DataColumn) => column.required || column.id === table.primaryKeyColumnId;

/**
 * A table's row as read, and as written: `insert` requires the required columns without a default
 * (the primary key has one: a random uuid or a generated integer); `update` requires nothing.
 */
export function tableSchemas(model: DataModel, table: DataTable): { row: SchemaObject; insert: SchemaObject; update: SchemaObject } {
  const properties = Object.fromEntries(table.columns.map((column) => [column.name, columnSchema(model, table, column)]));
  const required = (keep: (column: DataColumn) => boolean) => table.columns.filter(keep).map((column) => column.name);
  const withRequired = (names: string[]) => (names.length > 0 ? { required: names } : {});
  const insertRequired = required((column) => column.required && column.defaultValue === null && column.id !== table.primaryKeyColumnId);
  return {
    row: { type: 'object', description: `A row of ${table.name}.`, properties, ...withRequired(required((column) => isKeyOrRequired(table, column))) },
    insert: { type: 'object', description: `A new row of ${table.name}.`, properties, ...withRequired(insertRequired) },
    update: { type: 'object', description: `The columns of ${table.name} to change.`, properties },
  };
}
