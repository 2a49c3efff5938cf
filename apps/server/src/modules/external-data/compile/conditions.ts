import type { ExternalColumn } from '@tessera/model/connectors';
import { sql } from 'kysely';
import { dataApiCodes, refuse } from '../../data-api/data-api-error.ts';
import type { FilterCondition, FilterNode, ScopedFilter } from '../../data-api/grammar/ast.ts';
import { columnOf, columnSql, type ExternalTarget } from './external-target.ts';
import { bindValue, isTextual } from './external-values.ts';
import type { PredicateCaller, RowPredicate } from './row-predicate.ts';
import type { Sql } from './sql-dialect.ts';

/** Always true / always false in every dialect (MSSQL and Oracle have no boolean literals). */
export const alwaysTrue: Sql = sql`1 = 1`;
export const alwaysFalse: Sql = sql`1 = 0`;

/** `(a and b …)`; always true for none. */
export function allOf(parts: readonly Sql[]): Sql {
  if (parts.length === 0) return alwaysTrue;
  if (parts.length === 1) return parts[0]!;
  return sql`(${sql.join(parts, sql` and `)})`;
}

/** `(a or b …)`; always false for none. */
export function anyOf(parts: readonly Sql[]): Sql {
  if (parts.length === 0) return alwaysFalse;
  if (parts.length === 1) return parts[0]!;
  return sql`(${sql.join(parts, sql` or `)})`;
}

const negate = (part: Sql): Sql => sql`not (${part})`;

const comparison = { eq: sql`=`, neq: sql`<>`, gt: sql`>`, gte: sql`>=`, lt: sql`<`, lte: sql`<=` } as const;

/**
 * `column is true|false` in every dialect: Postgres has the operator; MySQL, MSSQL and Oracle
 * compare with 1/0 and exclude null, so a negation (`not.is.true`) keeps null rows as Postgres does.
 */
function isBoolean(target: ExternalTarget, column: ExternalColumn, flag: boolean): Sql {
  if (target.dialect === 'postgres') return flag ? sql`${columnSql(column)} is true` : sql`${columnSql(column)} is false`;
  return sql`(${columnSql(column)} is not null and ${columnSql(column)} = ${sql.lit(flag ? 1 : 0)})`;
}

/**
 * `like`/`ilike` with the pattern as a parameter (PostgREST's `*` already `%`). `like` heeds case
 * as in Postgres: MySQL and MSSQL, whose usual collations ignore case, compare bytes (a binary
 * pattern; a binary collation). `ilike` is Postgres' own; elsewhere both sides are lowered, so
 * it ignores case whatever the collation.
 */
function likeSql(target: ExternalTarget, column: ExternalColumn, pattern: string, caseInsensitive: boolean): Sql {
  if (!caseInsensitive) {
    if (target.dialect === 'mysql') return sql`${columnSql(column)} like cast(${pattern} as binary)`;
    if (target.dialect === 'mssql') return sql`${columnSql(column)} collate Latin1_General_BIN2 like ${pattern}`;
    return sql`${columnSql(column)} like ${pattern}`;
  }
  if (target.dialect === 'postgres') return sql`${columnSql(column)} ilike ${pattern}`;
  return sql`lower(${columnSql(column)}) like lower(${pattern})`;
}

function conditionSql(target: ExternalTarget, condition: FilterCondition): Sql {
  const column = columnOf(target, condition.column);
  const ref = columnSql(column);
  let part: Sql;
  switch (condition.operator) {
    case 'in':
      part = condition.value.length === 0 ? alwaysFalse : sql`${ref} in (${sql.join(condition.value.map((item) => bindValue(target.dialect, column, item)))})`;
      break;
    case 'is':
      if (condition.value === 'null') part = sql`${ref} is null`;
      else if (column.type !== 'boolean') refuse(400, dataApiCodes.operatorNotApplicable, `The operator "is.${condition.value}" does not apply to the column "${column.name}", which is not true or false.`);
      else part = condition.value === 'unknown' ? sql`${ref} is null` : isBoolean(target, column, condition.value === 'true');
      break;
    case 'like':
    case 'ilike':
      if (!isTextual(column)) refuse(400, dataApiCodes.operatorNotApplicable, `The operator "${condition.operator}" does not apply to the column "${column.name}", which does not hold text.`);
      part = likeSql(target, column, condition.value, condition.operator === 'ilike');
      break;
    default:
      part = sql`${ref} ${comparison[condition.operator]} ${bindValue(target.dialect, column, condition.value)}`;
  }
  return condition.negated ? negate(part) : part;
}

function nodeSql(target: ExternalTarget, node: FilterNode): Sql {
  if (node.kind === 'condition') return conditionSql(target, node);
  const children = node.children.map((child) => nodeSql(target, child));
  const group = node.op === 'and' ? allOf(children) : anyOf(children);
  return node.negated ? negate(group) : group;
}

/**
 * The request's filters on the requested table (filters on an embed are refused until they are
 * compiled: PGRST108).
 */
export function requestFilterSql(target: ExternalTarget, filters: readonly ScopedFilter[]): Sql[] {
  return filters.map((filter) => {
    if (filter.path.length > 0) refuse(400, dataApiCodes.notEmbedded, `A filter on the embedded "${filter.path.join('.')}" is not available on tables of a connected database yet.`);
    return nodeSql(target, filter.node);
  });
}

/**
 * An access rule's row predicate in the target's dialect; `qualifier` names the table's alias
 * when the predicate is written inside a subquery (an embedded table's rule).
 */
export function predicateSql(target: ExternalTarget, predicate: RowPredicate, caller: PredicateCaller, qualifier?: string): Sql {
  const ref = (column: ExternalColumn): Sql => (qualifier === undefined ? columnSql(column) : sql.id(qualifier, column.name));
  const child = (node: RowPredicate) => predicateSql(target, node, caller, qualifier);
  switch (predicate.kind) {
    case 'all':
      return alwaysTrue;
    case 'none':
      return alwaysFalse;
    case 'and':
      return allOf(predicate.children.map(child));
    case 'or':
      return anyOf(predicate.children.map(child));
    case 'not':
      return negate(child(predicate.child));
    case 'isNull':
      return sql`${ref(columnOf(target, predicate.column))} is null`;
    case 'ownedByCaller': {
      const column = columnOf(target, predicate.column);
      return caller.endUserId === null ? alwaysFalse : sql`${ref(column)} = ${bindValue(target.dialect, column, caller.endUserId)}`;
    }
    case 'in': {
      const column = columnOf(target, predicate.column);
      if (predicate.values.length === 0) return alwaysFalse;
      return sql`${ref(column)} in (${sql.join(predicate.values.map((value) => bindValue(target.dialect, column, value)))})`;
    }
    case 'compare': {
      const column = columnOf(target, predicate.column);
      return sql`${ref(column)} ${comparison[predicate.op]} ${bindValue(target.dialect, column, predicate.value)}`;
    }
  }
}

/** The `where` condition of a statement: the request's filters and the access rule's predicate, all of them. */
export function whereSql(target: ExternalTarget, filters: readonly ScopedFilter[], predicate: RowPredicate | null, caller: PredicateCaller): Sql {
  const parts = requestFilterSql(target, filters);
  if (predicate) parts.push(predicateSql(target, predicate, caller));
  return allOf(parts);
}
