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
 * The role the planner's estimates are taken as (`plannedRows`): it may read the project schemas'
 * tables, and one policy lets it see every row (`rlsPolicySteps`), so an estimate is the
 * compiler's own conditions' (which hold the read rule) and not skewed by the caller policies,
 * whose settings the planner cannot know (it gives each comparison 0.5 %). Only `EXPLAIN` runs
 * as it; a database user held to the forced policies (no superuser, no BYPASSRLS) would otherwise
 * estimate a million-row table at a few thousand rows.
 */
export const PLANNER_ROLE = 'tessera_data_planner';

/**
 * The NOINHERIT role through which the app database's user belongs to the planner role: a member
 * of a role applies that role's policies, so a direct member would see every row. Through this
 * gate the user may switch to the planner role (`SET ROLE` follows membership) without having its
 * privileges or its policy.
 */
export const PLANNER_GATE_ROLE = 'tessera_data_planner_gate';

/**
 * The grants the roles need on one project schema: the data API role uses the schema, reads and
 * writes its tables and uses its sequences; the planner role uses the schema and reads its
 * tables; now and for every table made later in it by the same owner (default privileges). Run
 * them in the transaction that creates the schema; idempotent.
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
    ...plannerGrantSteps(schemaName),
  ];
}

/** The planner role's grants on one project schema (`schemaGrantSteps`); idempotent. */
export function plannerGrantSteps(schemaName: string): RawSql[] {
  const schema = sql.id(schemaName);
  const planner = sql.id(PLANNER_ROLE);
  return [
    sql`grant usage on schema ${schema} to ${planner}`,
    sql`grant select on all tables in schema ${schema} to ${planner}`,
    sql`alter default privileges in schema ${schema} grant select on tables to ${planner}`,
  ];
}
