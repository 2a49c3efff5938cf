import type { ColumnTypeName } from '@tessera/model/data';
import { filterOperators, type FilterOperator, type RowFilter } from '../rows/row-query.ts';

const textTypes: ReadonlySet<ColumnTypeName> = new Set(['text', 'longText', 'enum', 'file']);

/** The operators the filter builder offers for a column type: pattern matches on text only, `is` alone on JSON. */
export function operatorsFor(type: ColumnTypeName): readonly FilterOperator[] {
  if (type === 'json') return ['is'];
  if (type === 'boolean') return ['eq', 'neq', 'is'];
  if (textTypes.has(type)) return filterOperators;
  return filterOperators.filter((operator) => operator !== 'like' && operator !== 'ilike');
}

/** A new filter on a column: its first operator and an empty value (`null` for `is`). */
export function newFilter(column: string, type: ColumnTypeName): RowFilter {
  const [operator = 'eq'] = operatorsFor(type);
  return { column, operator, negated: false, value: operator === 'is' ? 'null' : '' };
}

/** A filter moved to another column or operator, keeping what still fits. */
export function changeFilter(filter: RowFilter, change: { column?: string; type?: ColumnTypeName; operator?: FilterOperator }): RowFilter {
  const column = change.column ?? filter.column;
  const allowed = change.type ? operatorsFor(change.type) : filterOperators;
  const operator = change.operator ?? (allowed.includes(filter.operator) ? filter.operator : (allowed[0] ?? 'eq'));
  const value = operator === 'is' ? (filter.operator === 'is' ? filter.value : 'null') : filter.operator === 'is' ? '' : filter.value;
  return { ...filter, column, operator, value };
}
