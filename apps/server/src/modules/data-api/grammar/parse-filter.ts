import { filterOperators, isValues, type FilterCondition, type FilterOperator, type IsValue } from './ast.ts';
import { Cursor, failLimit } from './cursor.ts';
import { quoteInput } from './errors.ts';
import { MAX_FILTERS } from './limits.ts';
import { scanQuoted } from './names.ts';
import { checkValueLength, readInList, readListItem } from './split-list.ts';

/** PostgREST operators this data API does not take: named as unsupported rather than unknown. */
const unsupportedOperators = new Set(['cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj', 'match', 'imatch', 'fts', 'plfts', 'phfts', 'wfts', 'isdistinct']);

const operatorHint = `Use one of ${filterOperators.join(', ')}, each optionally after "not.", e.g. age=gt.18 or name=not.is.null.`;

/** Counts conditions across the whole request, to stop at {@link MAX_FILTERS} while parsing. */
export interface FilterBudget {
  conditions: number;
}

export function spendCondition(budget: FilterBudget): void {
  budget.conditions += 1;
  if (budget.conditions > MAX_FILTERS) failLimit(`The request has more than ${MAX_FILTERS} filter conditions.`);
}

type ValueOperator = Exclude<FilterOperator, 'in' | 'is'>;
const valueOperators = filterOperators.filter((operator): operator is ValueOperator => operator !== 'in' && operator !== 'is');

/**
 * Reads `[not.]op.value` for `column`. At the top level (`col=…`) the value is the rest of the text,
 * quotes and all (PostgREST's rule); inside a logic tree it ends at `,` or `)` unless double-quoted,
 * and a `{…}` array literal is kept whole. `like`/`ilike` values turn `*` into `%`.
 */
export function readCondition(cursor: Cursor, column: string, inLogic: boolean): FilterCondition {
  const negated = cursor.take('not.');
  if (cursor.take('in.')) {
    return { kind: 'condition', column, negated, operator: 'in', value: readInList(cursor) };
  }
  if (cursor.take('is.')) return { kind: 'condition', column, negated, operator: 'is', value: readIsValue(cursor) };
  const operator = readOperatorName(cursor);
  const value = inLogic ? readLogicValue(cursor) : readRest(cursor);
  checkValueLength(value, cursor);
  if (operator === 'like' || operator === 'ilike') return { kind: 'condition', column, negated, operator, value: value.replaceAll('*', '%') };
  return { kind: 'condition', column, negated, operator, value };
}

function readOperatorName(cursor: Cursor): ValueOperator {
  const start = cursor.position;
  while (!cursor.atEnd && !'.,)'.includes(cursor.peek())) cursor.position += 1;
  const name = cursor.text.slice(start, cursor.position);
  if (name === 'in' || name === 'is') {
    cursor.position = start + name.length;
    cursor.fail(`expected "." after the operator "${name}"`, 'PGRST100', operatorHint);
  }
  const operator = valueOperators.find((candidate) => candidate === name);
  if (operator === undefined) {
    cursor.position = start;
    const base = name.split('(')[0] ?? name;
    if (name === '') cursor.fail('expected an operator, e.g. eq.1', 'PGRST100', operatorHint);
    if (unsupportedOperators.has(base)) cursor.fail(`the operator ${quoteInput(base, 12)} is not supported`, 'PGRST100', operatorHint);
    cursor.fail(`unknown operator ${quoteInput(name, 20)}`, 'PGRST100', operatorHint);
  }
  if (!cursor.take('.')) cursor.fail(`expected "." and a value after the operator "${operator}"`, 'PGRST100', operatorHint);
  return operator;
}

/** `null`, `true`, `false` or `unknown`, in any case; what follows is the caller's to check. */
function readIsValue(cursor: Cursor): IsValue {
  const start = cursor.position;
  while (/^[A-Za-z]$/.test(cursor.peek())) cursor.position += 1;
  const word = cursor.text.slice(start, cursor.position).toLowerCase();
  const value = isValues.find((candidate) => candidate === word);
  if (value === undefined || /^[A-Za-z0-9_]$/.test(cursor.peek())) {
    cursor.position = start;
    cursor.fail('"is" takes null, true, false or unknown');
  }
  return value;
}

/** The rest of the text: a top-level value, quotes and all. */
function readRest(cursor: Cursor): string {
  const value = cursor.text.slice(cursor.position);
  cursor.position = cursor.text.length;
  return value;
}

/** A value inside `or=(…)`/`and=(…)`: quoted, a `{…}` array literal, or raw up to `,`/`)`. */
function readLogicValue(cursor: Cursor): string {
  const start = cursor.position;
  if (cursor.peek() === '"') {
    const quoted = scanQuoted(cursor.text, start);
    const next = quoted === null ? '' : cursor.text.charAt(quoted.end);
    if (quoted !== null && (next === ',' || next === ')')) {
      cursor.position = quoted.end;
      return quoted.value;
    }
  }
  if (cursor.peek() === '{') {
    const close = cursor.text.indexOf('}', start);
    const nested = cursor.text.indexOf('{', start + 1);
    if (close >= 0 && (nested < 0 || nested > close)) {
      cursor.position = close + 1;
      return cursor.text.slice(start, close + 1);
    }
  }
  return readListItem(cursor);
}

/**
 * `col=[not.]op.value` (the key already split into the embed path and the column): one condition.
 * `in` and `is` must end the value; every other operator takes the rest of it as the value.
 */
export function readTopLevelCondition(cursor: Cursor, column: string): FilterCondition {
  const condition = readCondition(cursor, column, false);
  cursor.skipSpaces();
  if (!cursor.atEnd) cursor.fail(`unexpected ${cursor.describeHere()} after the ${condition.operator} value`);
  return condition;
}
