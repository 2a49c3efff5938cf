import type { ExternalColumn, ExternalTable } from '@tessera/model/connectors';
import { primaryKeyOf, type ColumnTypeName, type DataTable } from '@tessera/model/data';

/**
 * The table the grid shows, whatever holds it: a table of the project's data model, or a table of
 * a connected database as the server introspected it. Pure, so both mappings are tested in node.
 */

/** One column as the grid reads, edits, filters and sorts it. */
export interface RowColumn {
  /** Unique in the table (the model's column id, or the external column's name). */
  id: string;
  name: string;
  /** The editor and the display: the model's type, or the external column's when it has one. */
  type: ColumnTypeName;
  /** Empty is refused (NOT NULL). */
  required: boolean;
  /** enum columns of the model: the allowed values. */
  enumValues: readonly string[];
  /** The type shown in the header: the model's type name, or the database's own (`varchar(40)`). */
  typeLabel: string;
  /** The database fills it when an insert leaves it out (a default, a generated key). */
  filledByDatabase: boolean;
  /** Shown, filtered and exported, never written: a column of a type the grid cannot edit. */
  readOnly: boolean;
  /** Offered in the new-row form (the model's generated primary key and read-only columns are not). */
  insertable: boolean;
  /** A date-time without a zone (a connected database's DATETIME or timestamp): edited and sent as wall-clock time. */
  wallClock: boolean;
}

/** Why the rows of a table can be browsed but not changed. */
export type BrowseOnlyReason = 'noPrimaryKey';

export interface RowTable {
  name: string;
  /** In the grid's order: the primary key first, then the table's order. */
  columns: RowColumn[];
  /** The columns that name a row (edits, deletes, keyset pages), in key order: one, several, or none. */
  primaryKey: readonly string[];
  /** Set when the rows cannot be changed or paged by keyset, and why. */
  browseOnly: BrowseOnlyReason | null;
}

/** The key's columns first, in key order, then the others in their order. */
function keyFirst<T extends { name: string }>(columns: readonly T[], key: readonly string[]): T[] {
  const first = key.flatMap((name) => columns.filter((column) => column.name === name));
  return [...first, ...columns.filter((column) => !first.includes(column))];
}

/** A table of the project's data model: its single-column key is made by the database and never edited. */
export function rowTableOfModel(table: DataTable): RowTable {
  const key = primaryKeyOf(table);
  const columns = table.columns.map(
    (column): RowColumn => ({
      id: column.id,
      name: column.name,
      type: column.type,
      required: column.required,
      enumValues: column.enumValues,
      typeLabel: column.type,
      filledByDatabase: column.id === key.id || column.defaultValue !== null,
      readOnly: false,
      insertable: column.id !== key.id,
      wallClock: false,
    }),
  );
  return { name: table.name, columns: keyFirst(columns, [key.name]), primaryKey: [key.name], browseOnly: null };
}

/**
 * The grid's type of an external column: its Tessera type, text for an enum (its values are the
 * database's to check), and text for a type without one (`unknown`: shown read-only).
 */
function externalType(column: ExternalColumn): ColumnTypeName {
  if (column.type === 'unknown' || column.type === 'enum' || column.type === 'file') return 'text';
  return column.type;
}

/**
 * A table of a connected database. Its primary key names rows, by every column of a key of
 * several (written in the new-row form too: an external key is not always generated; a default,
 * or a one-column whole-number key, is taken as filled by the database when left empty). Without
 * a key the table is browse-only. `unknown`-type columns are shown as text and never written.
 */
export function rowTableOfExternal(table: ExternalTable): RowTable {
  const [single, ...more] = table.primaryKey;
  const key = single !== undefined && more.length === 0 ? single : null;
  const browseOnly: BrowseOnlyReason | null = table.primaryKey.length === 0 ? 'noPrimaryKey' : null;
  const columns = table.columns.map((column): RowColumn => {
    const readOnly = column.type === 'unknown';
    return {
      id: column.name,
      name: column.name,
      type: externalType(column),
      required: !column.nullable,
      enumValues: [],
      typeLabel: column.databaseType,
      filledByDatabase: column.default !== null || (column.name === key && column.type === 'integer'),
      readOnly,
      insertable: !readOnly,
      wallClock: column.type === 'dateTime' && !/with time zone/i.test(column.databaseType),
    };
  });
  return { name: table.name, columns: keyFirst(columns, table.primaryKey), primaryKey: [...table.primaryKey], browseOnly };
}
