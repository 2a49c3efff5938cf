import { columnById, type AccessRule, type ConditionClause, type DataTable, type TableAccess } from '@tessera/model/data';
import { sql } from 'kysely';
import { parseTextValue } from '../compile/column-values.ts';
import { allOf, columnRef, type Sql, typedValue } from '../compile/sql-parts.ts';

/** A rule's row predicate over the table under an alias of the statement. */
export type RowPredicate = (alias: string) => Sql;

const comparison = { eq: sql`=`, neq: sql`<>`, gt: sql`>`, gte: sql`>=`, lt: sql`<`, lte: sql`<=` } as const;

/**
 * One clause of a row condition. A clause that cannot hold (a literal its column cannot take, a
 * `currentUser` without a signed-in end user, a column no longer in the table) is `false`: a rule
 * fails closed.
 */
function clausePredicate(table: DataTable, clause: ConditionClause, userId: string | null, alias: string): Sql {
  const column = columnById(table, clause.columnId);
  if (!column) return sql`false`;
  const ref = columnRef(alias, column);
  const text = clause.value.kind === 'currentUser' ? userId : clause.value.value;
  if (text === null) return sql`false`;
  if (clause.op === 'is') {
    if (text === 'null') return sql`${ref} is null`;
    if (column.type !== 'boolean' || (text !== 'true' && text !== 'false')) return sql`false`;
    return text === 'true' ? sql`${ref} is true` : sql`${ref} is false`;
  }
  const parsed = parseTextValue(column, text);
  if (!parsed.ok) return sql`false`;
  return sql`${ref} ${comparison[clause.op]} ${typedValue(column, parsed.value)}`;
}

/**
 * The row predicate of a rule (owner and condition clauses, AND), or null when every row passes.
 * The owner clause compares the owner column with the end user's id; without an owner column
 * (or without an end user) nothing passes.
 */
export function rulePredicate(table: DataTable, access: TableAccess, rule: AccessRule, userId: string | null): RowPredicate | null {
  const clauses = rule.condition;
  const owner = rule.who === 'owner';
  if (!owner && clauses.length === 0) return null;
  return (alias) => {
    const parts = clauses.map((clause) => clausePredicate(table, clause, userId, alias));
    if (owner) {
      const ownerColumn = access.ownerColumnId ? columnById(table, access.ownerColumnId) : undefined;
      const parsed = ownerColumn && userId !== null ? parseTextValue(ownerColumn, userId) : null;
      parts.unshift(ownerColumn && parsed?.ok ? sql`${columnRef(alias, ownerColumn)} = ${typedValue(ownerColumn, parsed.value)}` : sql`false`);
    }
    return allOf(parts);
  };
}
