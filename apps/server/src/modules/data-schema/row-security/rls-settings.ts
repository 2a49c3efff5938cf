import { sql } from 'kysely';
import { policyLiteral, type RawSql } from './rls-sql.ts';

/**
 * The transaction settings through which the data API tells the row-level security policies who
 * calls: `enterCallerSession` writes them (local to the transaction), the policies of
 * `rlsPolicySteps` read them. Unset reads as empty, which no policy but "anyone" lets through.
 */
export const callerSettings = {
  /** `builder`, `endUser` or `anonymous`. */
  principal: 'tessera.principal',
  /** The end user's id (empty for builders' and visitors' requests). */
  userId: 'tessera.user_id',
  /** The end user's roles as a text array literal (`{editor,"with,comma"}`). */
  roles: 'tessera.roles',
} as const;

/**
 * Each read is a scalar subquery so Postgres evaluates it once per statement (an InitPlan), not
 * once per row.
 */
const setting = (name: string): RawSql => sql`(select current_setting(${policyLiteral(name)}, true))`;

/** The calling principal's kind. */
export const callerPrincipal: RawSql = setting(callerSettings.principal);

/** The end user's id, null when none. */
export const callerUserId: RawSql = sql`(select nullif(current_setting(${policyLiteral(callerSettings.userId)}, true), ''))`;

/** The end user's roles, `{}` when none. */
export const callerRoles: RawSql = sql`(select coalesce(nullif(current_setting(${policyLiteral(callerSettings.roles)}, true), '')::text[], '{}'::text[]))`;

/**
 * The end user's id as a uuid, null when none or not a uuid (a cast that fails would turn a
 * refusal into an error): read and cast once per statement, so a uuid owner column is compared
 * in its own type, as the query compiler compares it, and no row's value is turned into text.
 */
export const callerUserUuid: RawSql = sql`(select case when v ~ '^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$' then v::uuid end from nullif(current_setting(${policyLiteral(callerSettings.userId)}, true), '') as v)`;
