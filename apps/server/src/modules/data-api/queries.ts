import type { DataEnvironment } from '@tessera/model/data';
import { type CompiledQuery, type Kysely, sql, type Transaction } from 'kysely';
import type { AppDataDatabase } from '../../db/app-data/catalog-tables.ts';
import type { Database, Db } from '../../db/database.ts';
import { runInOneRoundTrip, runInSession } from '../../db/statement-batch.ts';
import { PLANNER_ROLE } from '../data-schema/row-security/rls-role.ts';
import { modelIsAt, modelVersionSql } from './access/rls-queries.ts';
import { callerBatchSession, enterCallerSession, type ModelVersionGuard } from './access/rls-session.ts';
import type { Principal } from './principal.ts';
import type { ReadRow } from './compile/read-statement.ts';
import type { Sql } from './compile/sql-parts.ts';
import type { WriteRow } from './compile/write-statement.ts';

export type RequestTransaction = Transaction<AppDataDatabase>;

/** The per-request statement timeout (Postgres honours it; PGlite has no timer and ignores it). */
export const STATEMENT_TIMEOUT = '5s';

/** Transaction-local settings of every data API request. */
function requestSettings(timeout: string): Record<string, string> {
  return { statement_timeout: timeout, TimeZone: 'UTC' };
}

/** SQLSTATE of a statement its role may not run (`42501`). */
const INSUFFICIENT_PRIVILEGE = '42501';

/** Raised by the database when a request was compiled against a model that has since changed. */
export const MODEL_CHANGED_SQLSTATE = 'TS001';

export function isModelChanged(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === MODEL_CHANGED_SQLSTATE;
}

/**
 * Runs one data API request's statements in a transaction, opened by the caller's session
 * (`access/rls-session.ts`): the model version the statements were compiled against is checked,
 * then the statement timeout and UTC as the session time zone (date-times answer as `…+00:00`
 * whatever the server's zone) are set, local to the transaction so a pooled connection goes back
 * unchanged, and the rest runs as the data API role, under the tables' row-level security.
 */
export async function inRequestTransaction<T>(appDb: Kysely<AppDataDatabase>, principal: Principal, guard: ModelVersionGuard, work: (trx: RequestTransaction) => Promise<T>, timeout = STATEMENT_TIMEOUT): Promise<T> {
  return appDb.transaction().execute(async (trx) => {
    await enterCallerSession(trx, principal, requestSettings(timeout), guard);
    return work(trx);
  });
}

/** The error a read answers when the model it was compiled against is no longer the current one. */
function modelChanged(): Error {
  return Object.assign(new Error('the data model changed while the request ran'), { code: MODEL_CHANGED_SQLSTATE });
}

function isDatabaseError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string';
}

/**
 * The error to answer for a database error of a statement compiled against the guard's model:
 * while the model is no longer at that version, the model changed (TS001: compiled again on the
 * current one), since a statement compiled against an older model may name a column dropped
 * since; otherwise the error itself.
 */
async function staleModelAsChanged(appDb: Kysely<AppDataDatabase>, guard: ModelVersionGuard, error: unknown): Promise<unknown> {
  if (isDatabaseError(error) && !isModelChanged(error) && !(await modelIsAt(appDb, guard))) return modelChanged();
  return error;
}

/**
 * A compiled read as the database runs it: the statement, and beside its row the environment's
 * model version read in the same statement (and snapshot) as the rows.
 */
export function guardedRead(appDb: Kysely<AppDataDatabase>, guard: Pick<ModelVersionGuard, 'projectId' | 'environment'>, statement: Sql): CompiledQuery {
  return sql`select _read.body, _read.n, _read.total, ${modelVersionSql(guard)} as model_version from (${statement}) as _read`.compile(appDb);
}

/**
 * Runs a compiled read in one round trip in the caller's session (`callerBatchSession`: the
 * settings of `inRequestTransaction`, kept on a connection while the same caller's reads follow
 * each other on it). An answer of another model version than the guard's is discarded (TS001,
 * compiled again on the current model), and so is an error while the model is no longer at the
 * guard's version (a statement compiled against an older model may name a column dropped since).
 */
export async function runReadInCallerSession(appDb: Kysely<AppDataDatabase>, principal: Principal, guard: ModelVersionGuard, statement: Sql, timeout = STATEMENT_TIMEOUT): Promise<ReadRow> {
  return runGuardedRead(appDb, principal, guard, guardedRead(appDb, guard, statement), timeout);
}

/** `runReadInCallerSession` of a read compiled already (`guardedRead`, with the same guard). */
export async function runGuardedRead(appDb: Kysely<AppDataDatabase>, principal: Principal, guard: ModelVersionGuard, compiled: CompiledQuery, timeout = STATEMENT_TIMEOUT): Promise<ReadRow> {
  let rows: Array<ReadRow & { model_version: number | null }>;
  try {
    rows = await runInSession(appDb, callerBatchSession(principal, requestSettings(timeout), appDb), [compiled]);
  } catch (error) {
    throw await staleModelAsChanged(appDb, guard, error);
  }
  const row = rows[0];
  if (!row) throw new Error('a read statement answered no row');
  if (row.model_version !== guard.version) throw modelChanged();
  return { body: row.body, n: row.n, total: row.total };
}

/**
 * The planner's estimate of a compiled read's rows (`EXPLAIN`, nothing is read), taken as the
 * planner role (`PLANNER_ROLE`), which one policy lets see every row: the estimate is that of the
 * compiler's conditions (the read rule included), never skewed by the caller policies, whatever
 * the database user (a superuser and PGlite bypass them; a user held to them does not). It runs
 * outside the caller's session, so an error while the model has moved on from the guard's version
 * is the model's change (TS001), as for the read itself.
 */
export async function plannedRows(db: Kysely<AppDataDatabase>, guard: ModelVersionGuard, planStatement: Sql, timeout = STATEMENT_TIMEOUT): Promise<number> {
  const explain = planStatement.compile(db);
  const asPlanner = sql`select set_config('role', ${PLANNER_ROLE}, true), set_config('statement_timeout', ${timeout}, true)`.compile(db);
  const asUser = sql`select set_config('statement_timeout', ${timeout}, true)`.compile(db);
  let raw: unknown;
  try {
    const rows = await runInOneRoundTrip<{ 'QUERY PLAN': unknown }>(db, [asPlanner, explain]).catch(async (error: unknown) => {
      // A table made by an older server still running beside this one lacks the planner role's
      // grant until the next start: its estimate is taken as the user, as before the role.
      if (!isDatabaseError(error) || (error as { code: string }).code !== INSUFFICIENT_PRIVILEGE) throw error;
      return runInOneRoundTrip<{ 'QUERY PLAN': unknown }>(db, [asUser, explain]);
    });
    raw = rows[0]?.['QUERY PLAN'];
  } catch (error) {
    throw await staleModelAsChanged(db, guard, error);
  }
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: { 'Plan Rows': number } }>;
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

/** Runs a compiled insert, update or delete. */
export async function runWrite(trx: RequestTransaction, statement: Sql): Promise<WriteRow> {
  const { rows } = await (statement as ReturnType<typeof sql<WriteRow>>).execute(trx);
  const row = rows[0];
  if (!row) throw new Error('a write statement answered no row');
  return row;
}

/**
 * The workspace of a project whose environment answers, or undefined for an unknown project, and
 * for an archived project's live environment (its published app is closed while archived; its
 * draft stays the builders', and the Run preview's check refuses everyone else).
 */
export async function findProjectWorkspace(db: Db, projectId: string, environment: DataEnvironment): Promise<{ domainId: string } | undefined> {
  const project = await db.selectFrom('projects').select(['domainId', 'archivedAt']).where('id', '=', projectId).executeTakeFirst();
  if (!project || (environment === 'live' && project.archivedAt !== null)) return undefined;
  return { domainId: project.domainId };
}

/**
 * Whether an end user may call now: its row exists in the project environment, it is not
 * disabled, and the project is not archived. One read by primary keys, so disabling or deleting
 * an end user (or archiving its project) refuses its access tokens at once, in every process.
 */
export async function isActiveEndUser(db: Kysely<Database>, target: { projectId: string; environment: DataEnvironment }, userId: string): Promise<boolean> {
  // Sent as a statement prepared once per connection (`runInOneRoundTrip`): it runs on every
  // request of an end user, so its text is built once per database handle, only its values each time.
  const rows = await runInOneRoundTrip(db, [{ sql: activeEndUserText(db), parameters: [userId, target.projectId, target.environment] }]);
  return rows.length > 0;
}

const activeEndUserTexts = new WeakMap<object, string>();

/** The SQL of `isActiveEndUser`, its values in the order user, project, environment. */
function activeEndUserText(db: Kysely<Database>): string {
  const key = db.getExecutor().adapter;
  let text = activeEndUserTexts.get(key);
  if (text === undefined) {
    const values = ['user', 'project', 'draft'] as const;
    const compiled = db
      .selectFrom('endUsers')
      .innerJoin('projects', 'projects.id', 'endUsers.projectId')
      .select('endUsers.id')
      .where('endUsers.id', '=', values[0])
      .where('endUsers.projectId', '=', values[1])
      .where('endUsers.environment', '=', values[2])
      .where('endUsers.disabledAt', 'is', null)
      .where('projects.archivedAt', 'is', null)
      .compile();
    if (compiled.parameters.join() !== values.join()) throw new Error('the end-user check binds its values in another order');
    text = compiled.sql;
    activeEndUserTexts.set(key, text);
  }
  return text;
}
