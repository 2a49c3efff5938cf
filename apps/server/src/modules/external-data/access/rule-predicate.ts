import type { ExternalColumn, ExternalTable } from '@tessera/model/connectors';
import type { AccessRule, ConditionClause, TableAccess } from '@tessera/model/data';
import { DataApiException } from '../../data-api/data-api-error.ts';
import { bindValue } from '../compile/external-values.ts';
import type { RowPredicate } from '../compile/row-predicate.ts';
import type { SqlDialect } from '../compile/sql-dialect.ts';

const none: RowPredicate = { kind: 'none' };

const columnNamed = (table: ExternalTable, name: string | null): ExternalColumn | undefined => (name === null ? undefined : table.columns.find((column) => column.name === name));

/** Whether a literal fits its column (the compiler would refuse it with a 400 otherwise). */
function fits(dialect: SqlDialect, column: ExternalColumn, value: unknown): boolean {
  try {
    bindValue(dialect, column, value);
    return true;
  } catch (error) {
    if (error instanceof DataApiException) return false;
    throw error;
  }
}

/**
 * One clause of a rule's row condition. A clause that cannot hold (a column the table no longer
 * has, a literal its column cannot take, `currentUser` without a signed-in end user, `is.true`
 * on a column that is not true/false) is `none`: a rule fails closed, as on managed tables.
 */
function clausePredicate(dialect: SqlDialect, table: ExternalTable, clause: ConditionClause, userId: string | null): RowPredicate {
  const column = columnNamed(table, clause.columnId);
  if (!column) return none;
  const text = clause.value.kind === 'currentUser' ? userId : clause.value.value;
  if (text === null) return none;
  if (clause.op === 'is') {
    if (text === 'null') return { kind: 'isNull', column: column.name };
    if (column.type !== 'boolean' || (text !== 'true' && text !== 'false')) return none;
    return { kind: 'compare', column: column.name, op: 'eq', value: text === 'true' };
  }
  if (!fits(dialect, column, text)) return none;
  return { kind: 'compare', column: column.name, op: clause.op, value: text };
}

/**
 * A rule's rows as the compiler's `RowPredicate`: the owner clause (`ownedByCaller` on the owner
 * column; `none` without one) and the condition's clauses, all of them; `all` when the rule has
 * neither. `who` is decided before this (`authorize-external.ts`).
 */
export function externalRulePredicate(dialect: SqlDialect, table: ExternalTable, access: TableAccess, rule: AccessRule, userId: string | null): RowPredicate {
  const parts: RowPredicate[] = [];
  if (rule.who === 'owner') {
    const owner = columnNamed(table, access.ownerColumnId);
    // An owner column that cannot hold an end user's id (a number) lets no one through.
    parts.push(owner && (userId === null || fits(dialect, owner, userId)) ? { kind: 'ownedByCaller', column: owner.name } : none);
  }
  for (const clause of rule.condition) parts.push(clausePredicate(dialect, table, clause, userId));
  if (parts.length === 0) return { kind: 'all' };
  return parts.length === 1 ? parts[0]! : { kind: 'and', children: parts };
}

/** The columns a rule allows, by name (null: all); names the table no longer has are left out. Delete has none to restrict. */
export function externalRuleColumns(table: ExternalTable, rule: AccessRule, operation: 'read' | 'insert' | 'update' | 'delete'): ReadonlySet<string> | null {
  if (rule.columnIds === null || operation === 'delete') return null;
  return new Set(rule.columnIds.filter((name) => columnNamed(table, name) !== undefined));
}
