import { postgresTypeOf, type DataColumn, type DataTable } from '@tessera/model/data';
import { type RawBuilder, sql } from 'kysely';

/**
 * The pieces every statement of the compiler is made of. Identifiers come only from the data
 * model (or are generated aliases) and are always quoted by `sql.id`; values are always
 * parameters, cast to their column's type by a name from `postgresTypeOf` (never user text).
 */
export type Sql = RawBuilder<unknown>;

/** `"alias"."column"`. */
export const columnRef = (alias: string, column: DataColumn | string): Sql => sql.id(alias, typeof column === 'string' ? column : column.name);

/** `"schema"."table"`. */
export const tableRef = (schemaName: string, table: DataTable): Sql => sql.id(schemaName, table.name);

/** The Postgres type name of a column (a constant of the model). */
export const pgType = (column: DataColumn): Sql => sql.raw(postgresTypeOf[column.type]);

/** A parsed value as a parameter cast to its column's type. */
export const typedValue = (column: DataColumn, text: string | null): Sql => sql`cast(${text} as ${pgType(column)})`;

/** `a and b and …`, `true` for none. */
export function allOf(parts: readonly Sql[]): Sql {
  if (parts.length === 0) return sql`true`;
  if (parts.length === 1) return parts[0]!;
  return sql`(${sql.join(parts, sql` and `)})`;
}

/** `a or b or …`, `false` for none. */
export function anyOf(parts: readonly Sql[]): Sql {
  if (parts.length === 0) return sql`false`;
  if (parts.length === 1) return parts[0]!;
  return sql`(${sql.join(parts, sql` or `)})`;
}
