import { sql } from 'kysely';
import type { RawSql } from './rls-sql.ts';

/**
 * The role the data API switches to inside each request's transaction (`enterCallerSession`): it
 * cannot log in, is no superuser and has no BYPASSRLS, so the row-level security policies hold
 * for it. It may use the project schemas' tables and nothing else: not the platform's tables, not
 * the `tessera_data` catalogue. One role serves every project: which rows a caller reaches is the
 * policies' work, which schema a request names is the compiler's.
 */
export const DATA_API_ROLE = 'tessera_data_api';

/**
 * The grants the data API role needs on one project schema: use the schema, read and write its
 * tables and use its sequences, now and for every table made later in it by the same owner
 * (default privileges). Run them in the transaction that creates the schema; idempotent.
 */
export function schemaGrantSteps(schemaName: string): RawSql[] {
  const schema = sql.id(schemaName);
  const role = sql.id(DATA_API_ROLE);
  return [
    sql`grant usage on schema ${schema} to ${role}`,
    sql`grant select, insert, update, delete on all tables in schema ${schema} to ${role}`,
    sql`grant usage, select on all sequences in schema ${schema} to ${role}`,
    sql`alter default privileges in schema ${schema} grant select, insert, update, delete on tables to ${role}`,
    sql`alter default privileges in schema ${schema} grant usage, select on sequences to ${role}`,
  ];
}
