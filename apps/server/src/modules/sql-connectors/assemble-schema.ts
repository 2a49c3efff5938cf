import type { ExternalColumnType, ExternalSchema, ExternalTable } from '@tessera/model/connectors';

/** One row per fact, as each dialect's catalog queries answer them. */
export interface TableFact {
  name: string;
  kind: 'table' | 'view';
}
export interface ColumnFact {
  table: string;
  name: string;
  databaseType: string;
  type: ExternalColumnType;
  nullable: boolean;
  default: string | null;
}
/** A primary or foreign key, its columns in key order. */
export interface KeyFact {
  table: string;
  name: string;
  kind: 'primary' | 'foreign';
  columns: string[];
  referencedSchema: string | null;
  referencedTable: string | null;
  referencedColumns: string[];
}

/**
 * Puts the facts of a schema together, table by table: columns in the database's order, each
 * marked when it is in the primary key; foreign keys by name. Tables by name.
 */
export function assembleSchema(schema: string, tables: TableFact[], columns: ColumnFact[], keys: KeyFact[]): ExternalSchema {
  const byName = new Map<string, ExternalTable>();
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) {
    byName.set(table.name, { name: table.name, kind: table.kind, columns: [], primaryKey: [], foreignKeys: [] });
  }
  for (const key of keys) {
    const table = byName.get(key.table);
    if (!table) continue;
    if (key.kind === 'primary') table.primaryKey = key.columns;
    else {
      table.foreignKeys.push({
        name: key.name,
        columns: key.columns,
        referencedSchema: key.referencedSchema ?? schema,
        referencedTable: key.referencedTable ?? '',
        referencedColumns: key.referencedColumns,
      });
    }
  }
  for (const column of columns) {
    const table = byName.get(column.table);
    if (!table) continue;
    table.columns.push({
      name: column.name,
      databaseType: column.databaseType,
      type: column.type,
      nullable: column.nullable,
      default: column.default,
      primaryKey: table.primaryKey.includes(column.name),
    });
  }
  for (const table of byName.values()) table.foreignKeys.sort((a, b) => a.name.localeCompare(b.name));
  return { schema, tables: [...byName.values()] };
}

/** One column of a primary or foreign key, as catalogs that list key columns one per row answer it (in key order). */
export interface KeyColumnFact {
  table: string;
  name: string;
  kind: 'primary' | 'foreign';
  column: string;
  referencedSchema: string | null;
  referencedTable: string | null;
  referencedColumn: string | null;
}

/** Key column rows grouped into keys, their columns in the rows' order. */
export function groupKeyColumns(rows: readonly KeyColumnFact[]): KeyFact[] {
  const keys = new Map<string, KeyFact>();
  for (const row of rows) {
    const id = `${row.table}\u0000${row.name}`;
    let key = keys.get(id);
    if (!key) {
      key = { table: row.table, name: row.name, kind: row.kind, columns: [], referencedSchema: row.referencedSchema, referencedTable: row.referencedTable, referencedColumns: [] };
      keys.set(id, key);
    }
    key.columns.push(row.column);
    if (row.referencedColumn !== null) key.referencedColumns.push(row.referencedColumn);
  }
  return [...keys.values()];
}
