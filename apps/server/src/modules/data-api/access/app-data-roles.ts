import { type Kysely, sql } from 'kysely';
import { DATA_API_ROLE, PLANNER_GATE_ROLE, PLANNER_ROLE } from '../../data-schema/row-security/rls-role.ts';

/** Any Kysely handle on the app database (the SQL here names no typed table). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- role statements touch no typed table
type AnyDb = Kysely<any>;

/**
 * The roles the server switches to on the app database (`rls-role.ts`), made at start. Roles
 * belong to the whole Postgres server, so another database or process may have made one already
 * (or be making it now). Each check that fails throws a message for the operator, naming what
 * to create or grant.
 */

interface RoleRow {
  rolsuper: boolean;
  rolbypassrls: boolean;
  rolcanlogin: boolean;
  rolinherit: boolean;
}

async function findRole(db: AnyDb, name: string): Promise<RoleRow | undefined> {
  const { rows } = await sql<RoleRow>`select rolsuper, rolbypassrls, rolcanlogin, rolinherit from pg_roles where rolname = ${name}`.execute(db);
  return rows[0];
}

/** SQLSTATEs of a role another process created at the same moment. */
const ALREADY_THERE = new Set(['42710', '23505']);

function sqlState(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/**
 * Makes sure the role exists without superuser, BYPASSRLS or login (and, when `inherit` is
 * false, without inheriting the privileges of the roles it belongs to).
 */
async function ensureNoLoginRole(db: AnyDb, name: string, inherit: boolean): Promise<void> {
  if (!(await findRole(db, name))) {
    try {
      await sql`create role ${sql.id(name)} nologin nosuperuser nobypassrls ${sql.raw(inherit ? 'inherit' : 'noinherit')}`.execute(db);
    } catch (error) {
      if (!ALREADY_THERE.has(sqlState(error) ?? '')) {
        throw new Error(`The app database user may not create the role ${name}: grant it CREATEROLE, or create the role (${roleAttributes(inherit)}) and grant it as the README says.`, { cause: error });
      }
    }
  }
  const role = await findRole(db, name);
  if (!role) throw new Error(`The role ${name} could not be created.`);
  // A role that need not inherit may or may not; the gate must not.
  if (role.rolsuper || role.rolbypassrls || role.rolcanlogin || (!inherit && role.rolinherit)) {
    throw new Error(`The role ${name} must be ${roleAttributes(inherit)}: row-level security would not hold for it.`);
  }
}

const roleAttributes = (inherit: boolean) => `NOLOGIN without SUPERUSER or BYPASSRLS${inherit ? '' : ', NOINHERIT'}`;

/** Whether `member` (null: the database user) belongs to `role`, directly or through others (a superuser always). */
async function isMember(db: AnyDb, role: string, member: string | null): Promise<boolean> {
  const memberSql = member === null ? sql`current_user` : sql`${member}`;
  const { rows } = await sql<{ ok: boolean }>`
    select (select rolsuper from pg_roles where rolname = ${memberSql}) or pg_has_role(${memberSql}, ${role}, 'MEMBER') as ok`.execute(db);
  return rows[0]?.ok === true;
}

/**
 * Makes `member` a member of `role` unless it is already. Servers starting together may grant it
 * at the same moment: a grant that fails while the membership is there after all is that race.
 */
async function ensureMember(db: AnyDb, role: string, member: string | null): Promise<void> {
  if (await isMember(db, role, member)) return;
  const grantee = member === null ? sql`current_user` : sql.id(member);
  try {
    await sql`grant ${sql.id(role)} to ${grantee}`.execute(db);
  } catch (error) {
    if (await isMember(db, role, member)) return;
    const remedy = member === null ? `The app database user may not be granted the role ${role}: grant it CREATEROLE, or grant it the role.` : `The role ${role} could not be granted to ${member}: grant the app database user CREATEROLE, or grant it as the README says.`;
    throw new Error(remedy, { cause: error });
  }
}

/** Checks that the app database's user may switch to the role. */
async function ensureSwitch(db: AnyDb, name: string): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      await sql`select set_config('role', ${name}, true)`.execute(trx);
    });
  } catch (error) {
    throw new Error(`The app database user may not switch to the role ${name}: grant it as the README says.`, { cause: error });
  }
}

/** The names of the roles `ensureAppDataRoles` makes sure of (others only in its tests). */
export interface AppDataRoleNames {
  api: string;
  planner: string;
  gate: string;
}

export const APP_DATA_ROLE_NAMES: AppDataRoleNames = { api: DATA_API_ROLE, planner: PLANNER_ROLE, gate: PLANNER_GATE_ROLE };

/**
 * The data API role, which the app database's user belongs to, and the planner role, which it
 * reaches only through the NOINHERIT gate role: it may switch to the planner role, but the
 * planner's policy (every row, for `EXPLAIN`) is not its own, so the forced policies still hold
 * for it. A database user or a data API role that has the planner role's privileges by any path
 * (an operator's grant) is refused at start with the reason; a superuser bypasses row-level
 * security anyway.
 */
export async function ensureAppDataRoles(db: AnyDb, roles: AppDataRoleNames = APP_DATA_ROLE_NAMES): Promise<void> {
  const { api, planner, gate } = roles;
  await ensureNoLoginRole(db, api, true);
  await ensureMember(db, api, null);
  await ensureSwitch(db, api);
  await ensureNoLoginRole(db, planner, true);
  await ensureNoLoginRole(db, gate, false);
  await ensureMember(db, planner, gate);
  await ensureMember(db, gate, null);
  const { rows } = await sql<{ user: boolean; api: boolean }>`
    select not (select rolsuper from pg_roles where rolname = current_user) and pg_has_role(current_user, ${planner}, 'USAGE') as user,
           pg_has_role(${api}, ${planner}, 'USAGE') as api`.execute(db);
  if (rows[0]?.user === true) {
    throw new Error(`The app database user must not have the privileges of the role ${planner} (its policy would let the user see every row): revoke it and grant ${gate} instead.`);
  }
  if (rows[0]?.api === true) {
    throw new Error(`The role ${api} must not have the privileges of the role ${planner} (its policy would let every caller see every row): revoke it.`);
  }
  await ensureSwitch(db, planner);
}
