import type { ExternalSchema } from '@tessera/model/connectors';
import { sql } from 'kysely';
import { assembleSchema, groupKeyColumns } from './assemble-schema.ts';
import { mssqlColumnType } from './column-type-map.ts';
import type { SqlHandle } from './sql-handle.ts';

/** The rows SQL Server's catalog answers, one list per kind of fact. */
export interface MssqlCatalogRows {
  tables: { name: string; type: string }[];
  columns: {
    table: string;
    name: string;
    data_type: string;
    max_length: number | null;
    precision: number | null;
    scale: number | null;
    nullable: string;
    column_default: string | null;
  }[];
  keyColumns: { table: string; name: string; kind: string; column_name: string; referenced_schema: string | null; referenced_table: string | null; referenced_column: string | null }[];
}

/**
 * The tables, views, columns and keys of one SQL Server schema (default `dbo`): INFORMATION_SCHEMA
 * for tables, views and columns, `sys.*` for the primary and foreign keys' columns in key order;
 * one query per kind of fact, whatever the number of tables.
 */
export async function introspectMssql(handle: SqlHandle, schema: string): Promise<ExternalSchema> {
  const tables = sql<MssqlCatalogRows['tables'][number]>`
    SELECT TABLE_NAME AS name, TABLE_TYPE AS type FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = ${schema}`.execute(handle.db);
  const columns = sql<MssqlCatalogRows['columns'][number]>`
    SELECT TABLE_NAME AS [table], COLUMN_NAME AS name, DATA_TYPE AS data_type, CHARACTER_MAXIMUM_LENGTH AS max_length,
      NUMERIC_PRECISION AS precision, NUMERIC_SCALE AS scale, IS_NULLABLE AS nullable, COLUMN_DEFAULT AS column_default
    FROM INFORMATION_SCHEMA.COLUMNS WHERE TABLE_SCHEMA = ${schema}
    ORDER BY TABLE_NAME, ORDINAL_POSITION`.execute(handle.db);
  const keyColumns = sql<MssqlCatalogRows['keyColumns'][number]>`
    SELECT t.name AS [table], kc.name AS name, 'primary' AS kind, c.name AS column_name, ic.key_ordinal AS position,
      CAST(NULL AS sysname) AS referenced_schema, CAST(NULL AS sysname) AS referenced_table, CAST(NULL AS sysname) AS referenced_column
    FROM sys.key_constraints kc
    JOIN sys.tables t ON t.object_id = kc.parent_object_id
    JOIN sys.schemas s ON s.schema_id = t.schema_id
    JOIN sys.index_columns ic ON ic.object_id = kc.parent_object_id AND ic.index_id = kc.unique_index_id
    JOIN sys.columns c ON c.object_id = ic.object_id AND c.column_id = ic.column_id
    WHERE kc.type = 'PK' AND s.name = ${schema}
    UNION ALL
    SELECT t.name, fk.name, 'foreign', pc.name, fkc.constraint_column_id, rs.name, rt.name, rc.name
    FROM sys.foreign_keys fk
    JOIN sys.foreign_key_columns fkc ON fkc.constraint_object_id = fk.object_id
    JOIN sys.tables t ON t.object_id = fk.parent_object_id
    JOIN sys.schemas s ON s.schema_id = t.schema_id
    JOIN sys.columns pc ON pc.object_id = fkc.parent_object_id AND pc.column_id = fkc.parent_column_id
    JOIN sys.tables rt ON rt.object_id = fkc.referenced_object_id
    JOIN sys.schemas rs ON rs.schema_id = rt.schema_id
    JOIN sys.columns rc ON rc.object_id = fkc.referenced_object_id AND rc.column_id = fkc.referenced_column_id
    WHERE s.name = ${schema}
    ORDER BY 1, 2, 5`.execute(handle.db);
  const [t, c, k] = await Promise.all([tables, columns, keyColumns]);
  return mssqlSchemaOf(schema, { tables: t.rows, columns: c.rows, keyColumns: k.rows });
}

/** The database type as SQL Server writes it: `nvarchar(200)`, `nvarchar(max)`, `decimal(10,2)`, `int`. */
function mssqlTypeText(row: MssqlCatalogRows['columns'][number]): string {
  const type = row.data_type.toLowerCase();
  if (row.max_length !== null && /char|binary/.test(type)) return `${type}(${row.max_length === -1 ? 'max' : row.max_length})`;
  if ((type === 'decimal' || type === 'numeric') && row.precision !== null) return `${type}(${row.precision},${row.scale ?? 0})`;
  return type;
}

/** SQL Server keeps a default in parentheses, `((0))`, `(getdate())`, `(N'x')`: shown without them. */
export function unwrapMssqlDefault(text: string | null): string | null {
  if (text === null) return null;
  let value = text.trim();
  while (value.startsWith('(') && value.endsWith(')') && enclosesAll(value)) value = value.slice(1, -1).trim();
  return value;
}

/** Whether the first parenthesis closes at the very end (`(a)+(b)` does not). */
function enclosesAll(value: string): boolean {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (ch === "'") quoted = !quoted;
    if (quoted) continue;
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (depth === 0 && i < value.length - 1) return false;
  }
  return depth === 0;
}

/** The schema from SQL Server's catalog rows. */
export function mssqlSchemaOf(schema: string, rows: MssqlCatalogRows): ExternalSchema {
  return assembleSchema(
    schema,
    rows.tables.map((row) => ({ name: row.name, kind: row.type === 'VIEW' ? 'view' : 'table' })),
    rows.columns.map((row) => ({
      table: row.table,
      name: row.name,
      databaseType: mssqlTypeText(row),
      type: mssqlColumnType(row.data_type, row.max_length),
      nullable: row.nullable === 'YES',
      default: unwrapMssqlDefault(row.column_default),
    })),
    groupKeyColumns(
      rows.keyColumns.map((row) => ({
        table: row.table,
        name: row.name,
        kind: row.kind === 'primary' ? 'primary' : 'foreign',
        column: row.column_name,
        referencedSchema: row.referenced_schema,
        referencedTable: row.referenced_table,
        referencedColumn: row.referenced_column,
      })),
    ),
  );
}
