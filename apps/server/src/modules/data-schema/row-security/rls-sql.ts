import { type RawBuilder, sql } from 'kysely';
import pg from 'pg';

/** One SQL statement (or a piece of one) as a Kysely raw builder, ready to run or compile to text. */
export type RawSql = RawBuilder<unknown>;

/**
 * A string constant in policy DDL. CREATE POLICY takes no bind parameters, so a value a rule holds
 * (a role name, a condition's literal) is written as a literal by `pg`'s `escapeLiteral`: quotes
 * and backslashes doubled, in the `E''` form when a backslash occurs, so its meaning does not
 * depend on `standard_conforming_strings`. Text with a NUL cannot be stored in Postgres and is
 * refused.
 */
export function policyLiteral(value: string): RawSql {
  if (value.includes('\u0000')) throw new Error('a policy literal cannot hold a NUL character');
  return sql.raw(pg.escapeLiteral(value));
}
