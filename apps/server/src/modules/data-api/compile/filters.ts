import type { DataColumn, DataTable } from '@tessera/model/data';
import { sql } from 'kysely';
import { dataApiCodes, refuse } from '../data-api-error.ts';
import type { FilterCondition, FilterNode } from '../grammar/ast.ts';
import { allowedColumn, invalidValue } from './column-checks.ts';
import { parseTextValue } from './column-values.ts';
import { allOf, anyOf, columnRef, type Sql, typedValue } from './sql-parts.ts';

const comparison = { eq: sql`=`, neq: sql`<>`, gt: sql`>`, gte: sql`>=`, lt: sql`<`, lte: sql`<=` } as const;
const patternTypes = new Set<DataColumn['type']>(['text', 'longText', 'enum', 'file']);

function notApplicable(operator: string, column: DataColumn): never {
  return refuse(400, dataApiCodes.operatorNotApplicable, `operator ${operator} does not apply to column ${column.name} (${column.type})`);
}

function value(column: DataColumn, text: string): Sql {
  const parsed = parseTextValue(column, text);
  if (!parsed.ok) invalidValue(column, parsed.expected);
  return typedValue(column, parsed.value);
}

function conditionSql(condition: FilterCondition, table: DataTable, alias: string, filterable: ReadonlySet<string>): Sql {
  const column = allowedColumn(table, condition.column, filterable, 'filter on');
  const ref = columnRef(alias, column);
  switch (condition.operator) {
    case 'eq':
    case 'neq':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return sql`${ref} ${comparison[condition.operator]} ${value(column, condition.value)}`;
    case 'like':
    case 'ilike': {
      if (!patternTypes.has(column.type)) notApplicable(condition.operator, column);
      // The parser has already turned PostgREST's `*` into `%`.
      return condition.operator === 'like' ? sql`${ref} like ${condition.value}` : sql`${ref} ilike ${condition.value}`;
    }
    case 'in':
      if (condition.value.length === 0) return sql`false`;
      return sql`${ref} in (${sql.join(condition.value.map((item) => value(column, item)))})`;
    case 'is':
      if (condition.value === 'null') return sql`${ref} is null`;
      if (column.type !== 'boolean') notApplicable(`is.${condition.value}`, column);
      if (condition.value === 'true') return sql`${ref} is true`;
      if (condition.value === 'false') return sql`${ref} is false`;
      return sql`${ref} is unknown`;
    default: {
      const never: never = condition;
      throw new Error(`unknown operator ${JSON.stringify(never)}`);
    }
  }
}

/**
 * A filter tree of one table as a predicate over its alias. Every column is checked against the
 * model and the caller's readable columns, every value parsed by its column's type; `not.` wraps
 * the condition or group in NOT, as PostgREST does (rows where the column is null stay out).
 */
export function filterSql(node: FilterNode, table: DataTable, alias: string, filterable: ReadonlySet<string>): Sql {
  if (node.kind === 'condition') {
    const condition = conditionSql(node, table, alias, filterable);
    return node.negated ? sql`not (${condition})` : condition;
  }
  const children = node.children.map((child) => filterSql(child, table, alias, filterable));
  const group = node.op === 'and' ? allOf(children) : anyOf(children);
  return node.negated ? sql`not (${group})` : group;
}
