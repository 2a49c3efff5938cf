import type { ExternalSchema } from '@tessera/model/connectors';
import { sql } from 'kysely';
import { assembleSchema, groupKeyColumns } from './assemble-schema.ts';
import { oracleColumnType } from './column-type-map.ts';
import type { SqlHandle } from './sql-handle.ts';

/** The rows Oracle's data dictionary answers, one list per kind of fact (columns aliased in lower case; numbers as text, see `fetchTypeHandler`). */
export interface OracleCatalogRows {
  tables: { name: string; kind: string }[];
  columns: {
    table: string;
    name: string;
    data_type: string;
    precision: number | string | null;
    scale: number | string | null;
    char_length: number | string | null;
    nullable: string;
    data_default: string | null;
  }[];
  keyColumns: { table: string; name: string; kind: string; column_name: string; referenced_schema: string | null; referenced_table: string | null; referenced_column: string | null }[];
}

/** The schema the connection works in when none is asked for: the user's own, unless the session changed it. */
export async function oracleCurrentSchema(handle: SqlHandle): Promise<string> {
  const { rows } = await sql<{ name: string }>`SELECT SYS_CONTEXT('USERENV', 'CURRENT_SCHEMA') AS "name" FROM dual`.execute(handle.db);
  return rows[0]?.name ?? '';
}

/**
 * The tables, views, columns and keys of one Oracle owner (default: the connecting user's
 * schema), from ALL_TABLES, ALL_VIEWS, ALL_TAB_COLUMNS, ALL_CONSTRAINTS and ALL_CONS_COLUMNS:
 * what the user may see, one query per kind of fact. Tables in the recycle bin, nested tables
 * and secondary objects are left out. Names are as the dictionary holds them (upper case
 * unless created quoted).
 */
export async function introspectOracle(handle: SqlHandle, owner: string | undefined): Promise<ExternalSchema> {
  const schema = owner ?? (await oracleCurrentSchema(handle));
  const tables = sql<OracleCatalogRows['tables'][number]>`
    SELECT table_name AS "name", 'table' AS "kind" FROM all_tables
    WHERE owner = ${schema} AND dropped = 'NO' AND nested = 'NO' AND secondary = 'N'
    UNION ALL
    SELECT view_name, 'view' FROM all_views WHERE owner = ${schema}`.execute(handle.db);
  const columns = sql<OracleCatalogRows['columns'][number]>`
    SELECT table_name AS "table", column_name AS "name", data_type AS "data_type", data_precision AS "precision",
      data_scale AS "scale", char_length AS "char_length", nullable AS "nullable", data_default AS "data_default"
    FROM all_tab_columns WHERE owner = ${schema}
    ORDER BY table_name, column_id`.execute(handle.db);
  const keyColumns = sql<OracleCatalogRows['keyColumns'][number]>`
    SELECT c.table_name AS "table", c.constraint_name AS "name", CASE c.constraint_type WHEN 'P' THEN 'primary' ELSE 'foreign' END AS "kind",
      cc.column_name AS "column_name", r.owner AS "referenced_schema", r.table_name AS "referenced_table", rcc.column_name AS "referenced_column"
    FROM all_constraints c
    JOIN all_cons_columns cc ON cc.owner = c.owner AND cc.constraint_name = c.constraint_name AND cc.table_name = c.table_name
    LEFT JOIN all_constraints r ON r.owner = c.r_owner AND r.constraint_name = c.r_constraint_name
    LEFT JOIN all_cons_columns rcc ON rcc.owner = r.owner AND rcc.constraint_name = r.constraint_name AND rcc.position = cc.position
    WHERE c.owner = ${schema} AND c.constraint_type IN ('P', 'R')
    ORDER BY c.table_name, c.constraint_name, cc.position`.execute(handle.db);
  const [t, c, k] = await Promise.all([tables, columns, keyColumns]);
  return oracleSchemaOf(schema, { tables: t.rows, columns: c.rows, keyColumns: k.rows });
}

const numberOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** The database type as Oracle writes it: `VARCHAR2(200)`, `NUMBER(10,2)`, `NUMBER`, `TIMESTAMP(6) WITH TIME ZONE`. */
function oracleTypeText(type: string, precision: number | null, scale: number | null, charLength: number | null): string {
  if (type === 'NUMBER') {
    if (precision === null) return scale === 0 ? 'NUMBER(*,0)' : 'NUMBER';
    return scale ? `NUMBER(${precision},${scale})` : `NUMBER(${precision})`;
  }
  if (/^N?(VAR)?CHAR2?$/.test(type) && charLength) return `${type}(${charLength})`;
  return type;
}

/** The schema from Oracle's dictionary rows. */
export function oracleSchemaOf(schema: string, rows: OracleCatalogRows): ExternalSchema {
  return assembleSchema(
    schema,
    rows.tables.map((row) => ({ name: row.name, kind: row.kind === 'view' ? 'view' : 'table' })),
    rows.columns.map((row) => {
      const [precision, scale] = [numberOrNull(row.precision), numberOrNull(row.scale)];
      return {
      table: row.table,
      name: row.name,
      databaseType: oracleTypeText(row.data_type, precision, scale, numberOrNull(row.char_length)),
      type: oracleColumnType(row.data_type, precision, scale),
      nullable: row.nullable === 'Y',
      // DATA_DEFAULT keeps the text as written, trailing blanks and new lines too.
      default: row.data_default === null || row.data_default.trim() === '' || row.data_default.trim().toUpperCase() === 'NULL' ? null : row.data_default.trim(),
    };
    }),
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
