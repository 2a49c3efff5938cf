import { actionFilterOperators, type ActionFilter, type ActionFilterOperator, type ActionOrder, APP_NAME_MAX_LENGTH, APP_NAME_PATTERN, MAX_ACTION_FILTERS } from '@tessera/model/definition';

/**
 * The query rows of a data repeater or a table (`filters`, `order`) as the properties panel edits
 * them, and the checks that decide whether a draft may be stored. Pure: the editor keeps the draft,
 * shows each row's problem, and sends the whole list only when none is left.
 */

/** One filter row as edited: the column, the operator, the value's expression text. */
export interface FilterRow {
  column: string;
  operator: ActionFilterOperator;
  value: string;
}

/** One sort key as edited. */
export interface OrderRow {
  column: string;
  direction: 'asc' | 'desc';
}

/** The most sort keys an element's query holds (its props schema's bound). */
export const MAX_ORDER_KEYS = 5;

/** What keeps a row from being stored: a form rule, or the expression checker's problem. */
export type QueryRowIssue<Problem> = { kind: 'required' } | { kind: 'pattern' } | { kind: 'unknownColumn'; column: string } | { kind: 'duplicate' } | { kind: 'expression'; problem: Problem };

/** The problems of a draft: per row and field (`0.column`, `2.value`), and of the list (`list`: too many rows). */
export type QueryIssues<Problem> = Record<string, QueryRowIssue<Problem> | { kind: 'tooMany'; max: number }>;

const isOperator = (value: unknown): value is ActionFilterOperator => (actionFilterOperators as readonly unknown[]).includes(value);
const record = (value: unknown): Record<string, unknown> | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The filter rows a stored `filters` prop holds; entries of another shape are left out. */
export function filterRowsOf(stored: unknown): FilterRow[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry) => {
    const row = record(entry);
    return row ? [{ column: text(row.column), operator: isOperator(row.operator) ? row.operator : 'eq', value: text(row.value) }] : [];
  });
}

/** The sort rows a stored `order` prop holds; entries of another shape are left out. */
export function orderRowsOf(stored: unknown): OrderRow[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry) => {
    const row = record(entry);
    return row ? [{ column: text(row.column), direction: row.direction === 'desc' ? ('desc' as const) : ('asc' as const) }] : [];
  });
}

/** The column's problem: empty, not a name, or not a column of the table (when its columns are known). */
function columnIssue(column: string, columns: readonly string[] | null): QueryRowIssue<never> | null {
  if (column === '') return { kind: 'required' };
  if (column.length > APP_NAME_MAX_LENGTH || !APP_NAME_PATTERN.test(column)) return { kind: 'pattern' };
  if (columns !== null && !columns.includes(column)) return { kind: 'unknownColumn', column };
  return null;
}

/**
 * Reads filter rows for storing: each column must be a column of the table (`columns`, `null`
 * when not known here) and each value an expression the checker accepts. Answers the filters to
 * store, or the problems that keep the draft from being stored.
 */
export function readFilterRows<Problem>(
  rows: readonly FilterRow[],
  columns: readonly string[] | null,
  check: (source: string) => Problem | null,
): { ok: true; filters: ActionFilter[] } | { ok: false; issues: QueryIssues<Problem> } {
  const issues: QueryIssues<Problem> = {};
  if (rows.length > MAX_ACTION_FILTERS) issues.list = { kind: 'tooMany', max: MAX_ACTION_FILTERS };
  rows.forEach((row, index) => {
    const column = columnIssue(row.column, columns);
    if (column) issues[`${index}.column`] = column;
    if (row.value.trim() === '') {
      issues[`${index}.value`] = { kind: 'required' };
    } else {
      const problem = check(row.value);
      if (problem !== null) issues[`${index}.value`] = { kind: 'expression', problem };
    }
  });
  if (Object.keys(issues).length > 0) return { ok: false, issues };
  return { ok: true, filters: rows.map((row) => ({ column: row.column, operator: row.operator, value: row.value })) };
}

/** Reads sort rows for storing: known columns, each at most once, at most {@link MAX_ORDER_KEYS}. */
export function readOrderRows(rows: readonly OrderRow[], columns: readonly string[] | null): { ok: true; order: ActionOrder[] } | { ok: false; issues: QueryIssues<never> } {
  const issues: QueryIssues<never> = {};
  if (rows.length > MAX_ORDER_KEYS) issues.list = { kind: 'tooMany', max: MAX_ORDER_KEYS };
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const column = columnIssue(row.column, columns) ?? (seen.has(row.column) ? { kind: 'duplicate' as const } : null);
    if (column) issues[`${index}.column`] = column;
    seen.add(row.column);
  });
  if (Object.keys(issues).length > 0) return { ok: false, issues };
  return { ok: true, order: rows.map((row) => ({ column: row.column, direction: row.direction })) };
}
