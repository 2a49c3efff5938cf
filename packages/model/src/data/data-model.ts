import * as z from 'zod/mini';
import { tableAccessSchema } from './access-rules.ts';
import { columnTypes, MAX_ENUM_VALUE_LENGTH, MAX_ENUM_VALUES } from './column-types.ts';

/** Limits of one project's data model. */
export const MAX_TABLES = 200;
export const MAX_COLUMNS_PER_TABLE = 200;
export const MAX_INDEXES_PER_TABLE = 50;

const id = z.string().check(z.minLength(1), z.maxLength(64));
const name = z.string().check(z.maxLength(63));

/**
 * A column default: a literal (text parsed by the column's type: `42`, `true`, `2026-01-31`), the
 * time of the insert (date and date-time columns), or a random uuid (uuid columns).
 */
export const columnDefaultSchema = z.union([
  z.object({ kind: z.literal('literal'), value: z.string().check(z.maxLength(1000)) }),
  z.object({ kind: z.literal('now') }),
  z.object({ kind: z.literal('randomUuid') }),
]);
export type ColumnDefault = z.infer<typeof columnDefaultSchema>;

/** What deleting a referenced row does to the rows that point at it. */
export const onDeleteActions = ['cascade', 'setNull', 'restrict'] as const;
export type OnDeleteAction = (typeof onDeleteActions)[number];

/**
 * A foreign key: this column holds the primary key of a row of `tableId`. A relation drawn in the
 * diagram is such a column: one-to-many puts it on the "many" side; many-to-many is a join table
 * with two of them.
 */
export const columnReferenceSchema = z.object({ tableId: id, onDelete: z.enum(onDeleteActions) });
export type ColumnReference = z.infer<typeof columnReferenceSchema>;

export const dataColumnSchema = z.object({
  /** Stable across renames: ops and rules name columns by id, SQL by name. */
  id,
  name,
  type: z.enum(columnTypes),
  required: z.boolean(),
  unique: z.boolean(),
  defaultValue: z.nullable(columnDefaultSchema),
  /** enum columns: the allowed values, in order. Empty for every other type. */
  enumValues: z.array(z.string().check(z.minLength(1), z.maxLength(MAX_ENUM_VALUE_LENGTH))).check(z.maxLength(MAX_ENUM_VALUES)),
  references: z.nullable(columnReferenceSchema),
});
export type DataColumn = z.infer<typeof dataColumnSchema>;

export const dataIndexSchema = z.object({
  id,
  columnIds: z.array(id).check(z.minLength(1), z.maxLength(16)),
  unique: z.boolean(),
});
export type DataIndex = z.infer<typeof dataIndexSchema>;

export const diagramPositionSchema = z.object({ x: z.number().check(z.gte(-1e6), z.lte(1e6)), y: z.number().check(z.gte(-1e6), z.lte(1e6)) });
export type DiagramPosition = z.infer<typeof diagramPositionSchema>;

export const dataTableSchema = z.object({
  id,
  name,
  /** The single-column primary key: a uuid (random default) or an integer (generated identity). */
  primaryKeyColumnId: id,
  columns: z.array(dataColumnSchema).check(z.maxLength(MAX_COLUMNS_PER_TABLE)),
  indexes: z.array(dataIndexSchema).check(z.maxLength(MAX_INDEXES_PER_TABLE)),
  /** Where the table's box sits in the data diagram. */
  position: diagramPositionSchema,
  access: tableAccessSchema,
  /** Set on a join table the diagram made for a many-to-many relation: the two tables it joins. */
  joinFor: z.nullable(z.tuple([id, id])),
});
export type DataTable = z.infer<typeof dataTableSchema>;

/** A project's data model: the tables of one environment (draft or live) and their rules. */
export const dataModelSchema = z.object({ tables: z.array(dataTableSchema).check(z.maxLength(MAX_TABLES)) });
export type DataModel = z.infer<typeof dataModelSchema>;

export const emptyDataModel = (): DataModel => ({ tables: [] });

/** The two environments of a project's database. */
export const dataEnvironments = ['draft', 'live'] as const;
export type DataEnvironment = (typeof dataEnvironments)[number];

export function tableById(model: DataModel, tableId: string): DataTable | undefined {
  return model.tables.find((table) => table.id === tableId);
}

export function tableByName(model: DataModel, tableName: string): DataTable | undefined {
  return model.tables.find((table) => table.name === tableName);
}

export function columnById(table: DataTable, columnId: string): DataColumn | undefined {
  return table.columns.find((column) => column.id === columnId);
}

export function columnByName(table: DataTable, columnName: string): DataColumn | undefined {
  return table.columns.find((column) => column.name === columnName);
}

export function primaryKeyOf(table: DataTable): DataColumn {
  const column = columnById(table, table.primaryKeyColumnId);
  if (!column) throw new Error(`table ${table.name} has no primary key column ${table.primaryKeyColumnId}`);
  return column;
}
