import { type Kysely, sql } from 'kysely';
import { DATA_API_ROLE } from '../../data-schema/row-security/rls-role.ts';

/** Any Kysely handle on the app database (the SQL here names no typed table). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- role and settings statements touch no typed table
type AnyDb = Kysely<any>;

/** What `enterCallerSession` writes, already decided from the principal. */
export interface CallerSettingValues {
  principal: 'builder' | 'endUser' | 'anonymous';
  userId: string;
  roles: readonly string[];
}

/** The model version a request was compiled against (`tessera_data.expect_model_version`). */
export interface ModelVersionGuard {
  projectId: string;
  environment: string;
  version: number;
}

/**
 * One statement that checks the model version the request was compiled against (raising TS001
 * when it changed), then writes the caller settings and switches to the data API role, all local
 * to the transaction (`set_config('role', …, true)` is `SET LOCAL ROLE`), with any other
 * transaction-local settings the request wants (`statement_timeout`, `TimeZone`). The guard is a
 * function in FROM, so it runs before the settings and as the database user. The roles go in as
 * a bound text array and come back as Postgres' own array literal, so no role name is ever
 * spliced; setting names and values are bound too. With `scope: 'session'` the same settings
 * are made for the connection's session (`SET ROLE`), for a connection that keeps them.
 */
export function callerSessionStatement(values: CallerSettingValues, extra: Readonly<Record<string, string>>, guard: ModelVersionGuard | null, scope: 'transaction' | 'session' = 'transaction') {
  const local = scope === 'transaction';
  const others = Object.entries(extra).map(([name, value]) => sql`, set_config(${name}, ${value}, ${sql.lit(local)})`);
  const from = guard ? sql`from tessera_data.expect_model_version(${guard.projectId}, ${guard.environment}, ${guard.version})` : sql``;
  return sql`select
      set_config('tessera.principal', ${values.principal}, ${sql.lit(local)}),
      set_config('tessera.user_id', ${values.userId}, ${sql.lit(local)}),
      set_config('tessera.roles', ${[...values.roles]}::text[]::text, ${sql.lit(local)})
      ${sql.join(others, sql``)},
      set_config('role', ${DATA_API_ROLE}, ${sql.lit(local)})
    ${from}`;
}

/**
 * The model version an environment is at, null once it is closed (an archived project's live):
 * a scalar subquery, read in the same statement (and snapshot) as the rows it is put beside. The
 * data API role may read these columns of the catalogue and nothing else of it
 * (`ensureAppDataRoles`).
 */
export function modelVersionSql(guard: Pick<ModelVersionGuard, 'projectId' | 'environment'>) {
  return sql<number | null>`(select version from tessera_data.environments where project_id = ${guard.projectId} and environment = ${guard.environment} and not archived)`;
}

/** Whether the environment's model is still at the guard's version (read as the database user). */
export async function modelIsAt(db: AnyDb, guard: ModelVersionGuard): Promise<boolean> {
  const { rows } = await sql<{ version: number | null }>`select ${modelVersionSql(guard)} as version`.execute(db);
  return rows[0]?.version === guard.version;
}

/**
 * Lets the data API role read the model versions of the catalogue (`modelVersionSql`), and
 * nothing else of it: a read checks, in its own statement and as this role, that it was compiled
 * against the current model. Run after `ensureAppDataRoles`, on a migrated catalogue; granted
 * once (the same grant run by several servers starting together may collide).
 */
export async function grantModelVersions(db: AnyDb): Promise<void> {
  const { rows } = await sql<{ ok: boolean }>`
    select has_schema_privilege(${DATA_API_ROLE}, 'tessera_data', 'USAGE')
      and has_column_privilege(${DATA_API_ROLE}, 'tessera_data.environments', 'archived', 'SELECT') as ok`.execute(db);
  if (rows[0]?.ok === true) return;
  await sql`grant usage on schema tessera_data to ${sql.id(DATA_API_ROLE)}`.execute(db);
  await sql`grant select (project_id, environment, version, archived) on tessera_data.environments to ${sql.id(DATA_API_ROLE)}`.execute(db);
}
