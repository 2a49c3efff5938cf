import { type ColumnDefault, type ColumnTypeName, type DataColumn, postgresTypeOf } from '@tessera/model/data';
import { type RawBuilder, sql } from 'kysely';
import { parseDefaultLiteral, typeLabels } from './default-literal.ts';

/** The Postgres type of a column type, from the fixed table `postgresTypeOf` (never user text). */
export const pgType = (type: ColumnTypeName): RawBuilder<unknown> => sql.raw(postgresTypeOf[type]);

/**
 * The SQL of a default, or a message naming the column when a literal is not a value of its
 * type. A literal is checked by type first and then written as a quoted literal with a cast
 * (`'42'::bigint`): DDL takes no bind parameters. `sql.lit` doubles single quotes, which is a
 * complete escape with standard_conforming_strings on (the change's transaction sets it).
 */
export function defaultSql(subject: string, type: ColumnTypeName, value: ColumnDefault): { ok: true; sql: RawBuilder<unknown> } | { ok: false; message: string } {
  switch (value.kind) {
    case 'now':
      return { ok: true, sql: type === 'date' ? sql`current_date` : sql`now()` };
    case 'randomUuid':
      return { ok: true, sql: sql`gen_random_uuid()` };
    case 'literal': {
      const literal = parseDefaultLiteral(type, value.value);
      if (literal === null) return { ok: false, message: `The default of ${subject} is not a valid ${typeLabels[type]}: "${value.value.slice(0, 100)}".` };
      return { ok: true, sql: sql`${sql.lit(literal)}::${pgType(type)}` };
    }
  }
}

/** A default whose value is computed per row (a random uuid): adding it rewrites the table. */
export const isVolatileDefault = (column: DataColumn): boolean => column.defaultValue?.kind === 'randomUuid';

/** Two defaults are the same setting. */
export function sameDefault(a: ColumnDefault | null, b: ColumnDefault | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.kind !== b.kind) return false;
  return a.kind !== 'literal' || (b.kind === 'literal' && a.value === b.value);
}
