import type { ExternalSchema } from '@tessera/model/connectors';
import { sql } from 'kysely';
import { assembleSchema, groupKeyColumns } from './assemble-schema.ts';
import { mysqlColumnType } from './column-type-map.ts';
import type { SqlHandle } from './sql-handle.ts';

/**
 * The tables, views, columns and keys of the connector's MySQL/MariaDB database, from
 * information_schema: one query per kind of fact (tables, columns, key columns, JSON checks),
 * whatever the number of tables. Columns are aliased in lower case (MySQL 8 answers
 * information_schema names in upper case).
 */
export async function introspectMysql(handle: SqlHandle): Promise<ExternalSchema> {
  const database = sql<{ name: string }>`SELECT DATABASE() AS name`.execute(handle.db);
  const tables = sql<{ name: string; type: string }>`
    SELECT TABLE_NAME AS name, TABLE_TYPE AS type FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()`.execute(handle.db);
  const columns = sql<{ table: string; name: string; column_type: string; data_type: string; nullable: string; column_default: string | null }>`
    SELECT TABLE_NAME AS \`table\`, COLUMN_NAME AS name, COLUMN_TYPE AS column_type, DATA_TYPE AS data_type,
      IS_NULLABLE AS nullable, COLUMN_DEFAULT AS column_default
    FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE()
    ORDER BY TABLE_NAME, ORDINAL_POSITION`.execute(handle.db);
  const keyColumns = sql<{ table: string; name: string; column_name: string; referenced_schema: string | null; referenced_table: string | null; referenced_column: string | null }>`
    SELECT TABLE_NAME AS \`table\`, CONSTRAINT_NAME AS name, COLUMN_NAME AS column_name,
      REFERENCED_TABLE_SCHEMA AS referenced_schema, REFERENCED_TABLE_NAME AS referenced_table, REFERENCED_COLUMN_NAME AS referenced_column
    FROM information_schema.KEY_COLUMN_USAGE
    WHERE TABLE_SCHEMA = DATABASE() AND (CONSTRAINT_NAME = 'PRIMARY' OR REFERENCED_TABLE_NAME IS NOT NULL)
    ORDER BY TABLE_NAME, CONSTRAINT_NAME, ORDINAL_POSITION`.execute(handle.db);
  // MariaDB's JSON is LONGTEXT with a json_valid(column) check; MySQL's is a type of its own.
  const checks = sql<{ table: string; clause: string }>`
    SELECT tc.TABLE_NAME AS \`table\`, cc.CHECK_CLAUSE AS clause
    FROM information_schema.TABLE_CONSTRAINTS tc
    JOIN information_schema.CHECK_CONSTRAINTS cc ON cc.CONSTRAINT_SCHEMA = tc.CONSTRAINT_SCHEMA AND cc.CONSTRAINT_NAME = tc.CONSTRAINT_NAME
    WHERE tc.TABLE_SCHEMA = DATABASE() AND tc.CONSTRAINT_TYPE = 'CHECK'`.execute(handle.db);
  const [db, t, c, k, j] = await Promise.all([database, tables, columns, keyColumns, checks]);
  const jsonColumns = new Set<string>();
  for (const row of j.rows) {
    const match = /^json_valid\(`((?:[^`]|``)+)`\)$/i.exec(row.clause.trim());
    if (match) jsonColumns.add(`${row.table}\u0000${match[1]!.replaceAll('``', '`')}`);
  }
  return assembleSchema(
    db.rows[0]?.name ?? '',
    t.rows.map((row) => ({ name: row.name, kind: row.type === 'VIEW' ? 'view' : 'table' })),
    c.rows.map((row) => ({
      table: row.table,
      name: row.name,
      databaseType: row.column_type,
      type: mysqlColumnType(row.data_type, row.column_type, jsonColumns.has(`${row.table}\u0000${row.name}`)),
      nullable: row.nullable === 'YES',
      // MariaDB writes a NULL default as the word NULL; MySQL as SQL NULL.
      default: row.column_default === null || row.column_default === 'NULL' ? null : row.column_default,
    })),
    groupKeyColumns(
      k.rows.map((row) => ({
        table: row.table,
        name: row.name,
        kind: row.name === 'PRIMARY' ? 'primary' : 'foreign',
        column: row.column_name,
        referencedSchema: row.referenced_schema,
        referencedTable: row.referenced_table,
        referencedColumn: row.referenced_column,
      })),
    ),
  );
}
