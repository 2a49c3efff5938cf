import type { ExternalSchema } from '@tessera/model/connectors';
import { sql } from 'kysely';
import { assembleSchema, type KeyFact } from './assemble-schema.ts';
import { postgresColumnType } from './column-type-map.ts';
import type { SqlHandle } from './sql-handle.ts';

/** Relations shown: tables, partitioned tables, foreign tables; views and materialized views. */
const RELATION_KINDS = sql.raw(`('r', 'p', 'f', 'v', 'm')`);

/**
 * The tables, views, columns and keys of one Postgres schema, from pg_catalog: one query per
 * kind of fact (relations, columns, keys), whatever the number of tables. Partitions are left
 * out (their parent is shown).
 */
export async function introspectPostgres(handle: SqlHandle, schema: string): Promise<ExternalSchema> {
  const relations = sql<{ name: string; relkind: string }>`
    SELECT c.relname AS name, c.relkind::text AS relkind
    FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = ${schema} AND c.relkind IN ${RELATION_KINDS} AND NOT c.relispartition`.execute(handle.db);
  const columns = sql<{ table: string; name: string; database_type: string; type_name: string; category: string; nullable: boolean; default: string | null }>`
    SELECT c.relname AS table, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS database_type,
      bt.typname AS type_name, bt.typcategory::text AS category, NOT a.attnotnull AS nullable,
      pg_get_expr(d.adbin, d.adrelid) AS default
    FROM pg_catalog.pg_attribute a
    JOIN pg_catalog.pg_class c ON c.oid = a.attrelid
    JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_catalog.pg_type t ON t.oid = a.atttypid
    JOIN pg_catalog.pg_type bt ON bt.oid = CASE WHEN t.typtype = 'd' THEN t.typbasetype ELSE t.oid END
    LEFT JOIN pg_catalog.pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE n.nspname = ${schema} AND c.relkind IN ${RELATION_KINDS} AND NOT c.relispartition
      AND a.attnum > 0 AND NOT a.attisdropped
    ORDER BY c.relname, a.attnum`.execute(handle.db);
  const keys = sql<{ table: string; name: string; contype: string; columns: string[]; referenced_schema: string | null; referenced_table: string | null; referenced_columns: string[] | null }>`
    SELECT c.relname AS table, con.conname AS name, con.contype::text AS contype,
      (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM unnest(con.conkey) WITH ORDINALITY k(attnum, ord)
        JOIN pg_catalog.pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum) AS columns,
      rn.nspname AS referenced_schema, rc.relname AS referenced_table,
      (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM unnest(con.confkey) WITH ORDINALITY k(attnum, ord)
        JOIN pg_catalog.pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.attnum) AS referenced_columns
    FROM pg_catalog.pg_constraint con
    JOIN pg_catalog.pg_class c ON c.oid = con.conrelid
    JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_catalog.pg_class rc ON rc.oid = con.confrelid
    LEFT JOIN pg_catalog.pg_namespace rn ON rn.oid = rc.relnamespace
    WHERE n.nspname = ${schema} AND con.contype IN ('p', 'f')`.execute(handle.db);
  const [r, c, k] = await Promise.all([relations, columns, keys]);
  return assembleSchema(
    schema,
    r.rows.map((row) => ({ name: row.name, kind: row.relkind === 'v' || row.relkind === 'm' ? 'view' : 'table' })),
    c.rows.map((row) => ({
      table: row.table,
      name: row.name,
      databaseType: row.database_type,
      type: postgresColumnType(row.type_name, row.category),
      nullable: row.nullable,
      default: row.default,
    })),
    k.rows.map(
      (row): KeyFact => ({
        table: row.table,
        name: row.name,
        kind: row.contype === 'p' ? 'primary' : 'foreign',
        columns: row.columns,
        referencedSchema: row.referenced_schema,
        referencedTable: row.referenced_table,
        referencedColumns: row.referenced_columns ?? [],
      }),
    ),
  );
}
