import {
  type AccessOperation,
  type AccessRule,
  type ConditionClause,
  type ConditionOperator,
  columnById,
  type DataColumn,
  type DataTable,
} from '@tessera/model/data';
import { sql } from 'kysely';
import { conditionLiteral } from './rls-literals.ts';
import { callerPrincipal, callerRoles, callerUserId, callerUserUuid } from './rls-settings.ts';
import { PLANNER_ROLE } from './rls-role.ts';
import { policyLiteral, type RawSql } from './rls-sql.ts';

/**
 * Row-level security as a second wall behind the data API's query compiler: every table of a
 * project schema gets RLS enabled and forced, one policy per operation generated from its
 * `TableAccess`, and one that lets builders through. The policies read the caller from the
 * transaction settings `enterCallerSession` writes (`rls-settings.ts`). Column restrictions are
 * not expressible as row policies; they stay with the compiler.
 */

/** The policy names on every table: one per operation, the builders' one and the planner role's. */
export const policyNames = {
  read: 'tessera_read',
  insert: 'tessera_insert',
  update: 'tessera_update',
  delete: 'tessera_delete',
  builder: 'tessera_builder',
  planner: 'tessera_planner',
} as const satisfies Record<AccessOperation | 'builder' | 'planner', string>;

const comparison: Record<Exclude<ConditionOperator, 'is'>, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

const endUser = sql`${callerPrincipal} = 'endUser' and ${callerUserId} is not null`;

/**
 * `column` compared with the signed-in user's id: a uuid column in its own type (the id cast once
 * per statement, so an id in capitals matches as the compiler's typed comparison does), any other
 * column in its text form (a cast of the id could fail and turn a refusal into an error).
 */
function comparedWithCaller(column: DataColumn, operator: RawSql): RawSql {
  const ref = sql.id(column.name);
  return column.type === 'uuid' ? sql`${ref} ${operator} ${callerUserUuid}` : sql`${ref}::text ${operator} ${callerUserId}`;
}

/** SQL `and` of the parts (`true` for none). */
function allOf(parts: RawSql[]): RawSql {
  if (parts.length === 0) return sql`true`;
  return sql.join(
    parts.map((part) => sql`(${part})`),
    sql` and `,
  );
}

/**
 * One clause of a row condition. A clause that cannot hold (an unknown column, a literal not of
 * the column's type, `is` with anything but null/true/false) is `false`: the rule then lets no row
 * through, never more rows. The signed-in user's id is compared as `comparedWithCaller` says.
 */
function clausePredicate(table: DataTable, clause: ConditionClause): RawSql {
  const column = columnById(table, clause.columnId);
  if (!column) return sql`false`;
  const ref = sql.id(column.name);
  if (clause.op === 'is') {
    if (clause.value.kind !== 'literal') return sql`false`;
    if (clause.value.value === 'null') return sql`${ref} is null`;
    if (column.type === 'boolean' && clause.value.value === 'true') return sql`${ref} is true`;
    if (column.type === 'boolean' && clause.value.value === 'false') return sql`${ref} is false`;
    return sql`false`;
  }
  const operator = sql.raw(comparison[clause.op]);
  if (clause.value.kind === 'currentUser') return comparedWithCaller(column, operator);
  const literal = conditionLiteral(column, clause.value.value);
  return literal ? sql`${ref} ${operator} ${literal}` : sql`false`;
}

/** Who the rule lets through, as SQL over the caller settings; null for nobody. */
function whoPredicate(table: DataTable, rule: AccessRule): RawSql | null {
  switch (rule.who) {
    case 'nobody':
      return null;
    case 'anyone':
      return sql`${callerPrincipal} in ('endUser', 'anonymous')`;
    case 'signedIn':
      return endUser;
    case 'roles': {
      if (rule.roles.length === 0) return null;
      const roles = sql.join(rule.roles.map((role) => policyLiteral(role)));
      return sql`${endUser} and ${callerRoles} && array[${roles}]::text[]`;
    }
    case 'owner': {
      const owner = table.access.ownerColumnId === null ? undefined : columnById(table, table.access.ownerColumnId);
      if (!owner) return null;
      return sql`${endUser} and ${comparedWithCaller(owner, sql.raw('='))}`;
    }
    default: {
      const unknownWho: never = rule.who;
      throw new Error(`unknown access rule ${String(unknownWho)}`);
    }
  }
}

/** The rows an operation's rule lets the caller reach, or null when it lets nobody through. */
export function rulePredicate(table: DataTable, operation: AccessOperation): RawSql | null {
  const rule = table.access[operation];
  const who = whoPredicate(table, rule);
  if (who === null) return null;
  return allOf([who, ...rule.condition.map((clause) => clausePredicate(table, clause))]);
}

/** Removes the table's policies (before a change that would touch a column a policy reads). */
export function rlsDropPolicySteps(schemaName: string, tableName: string): RawSql[] {
  const target = sql.id(schemaName, tableName);
  return Object.values(policyNames).map((name) => sql`drop policy if exists ${sql.id(name)} on ${target}`);
}

/**
 * The statements that put the table behind row-level security as its access rules say: RLS
 * enabled and forced (the table's owner is held to it too), the previous policies dropped, then
 * one policy per operation a rule opens (`USING` for the rows it may see or change, `WITH CHECK`
 * for the rows it may write) and the builders' policy. Idempotent: run it after every change of a
 * table or its rules, in the change's transaction.
 */
export function rlsPolicySteps(schemaName: string, table: DataTable): RawSql[] {
  const target = sql.id(schemaName, table.name);
  const steps: RawSql[] = [
    sql`alter table ${target} enable row level security`,
    sql`alter table ${target} force row level security`,
    ...rlsDropPolicySteps(schemaName, table.name),
  ];
  const builder = sql`${callerPrincipal} = 'builder'`;
  steps.push(sql`create policy ${sql.id(policyNames.builder)} on ${target} for all using (${builder}) with check (${builder})`);
  // The planner role reads nothing (it only runs EXPLAIN) but sees every row, so estimates are the compiler's.
  steps.push(sql`create policy ${sql.id(policyNames.planner)} on ${target} for select to ${sql.id(PLANNER_ROLE)} using (true)`);
  const read = rulePredicate(table, 'read');
  if (read) steps.push(sql`create policy ${sql.id(policyNames.read)} on ${target} for select using (${read})`);
  const insert = rulePredicate(table, 'insert');
  if (insert) steps.push(sql`create policy ${sql.id(policyNames.insert)} on ${target} for insert with check (${insert})`);
  const update = rulePredicate(table, 'update');
  if (update) steps.push(sql`create policy ${sql.id(policyNames.update)} on ${target} for update using (${update}) with check (${update})`);
  const remove = rulePredicate(table, 'delete');
  if (remove) steps.push(sql`create policy ${sql.id(policyNames.delete)} on ${target} for delete using (${remove})`);
  return steps;
}
