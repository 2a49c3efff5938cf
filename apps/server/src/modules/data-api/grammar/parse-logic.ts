import type { FilterGroup, FilterNode } from './ast.ts';
import { Cursor, failLimit } from './cursor.ts';
import { MAX_LOGIC_DEPTH } from './limits.ts';
import { readColumn } from './names.ts';
import { readCondition, spendCondition, type FilterBudget } from './parse-filter.ts';

/** `and(`, `or(`, `not.and(`, `not.or(` opening a nested group. */
const groupOpening = /(not\.)?(and|or)\(/y;

/**
 * The value of `or=`, `and=`, `not.or=`, `not.and=` (and their embedded forms `tasks.or=`): a
 * parenthesised, comma-separated list of conditions `col.[not.]op.value` and nested groups
 * `and(…)`, `not.or(…)`, at most {@link MAX_LOGIC_DEPTH} deep. A condition is negated as
 * `age.not.eq.1` (PostgREST's form) or `not.age.eq.1`.
 */
export function readLogicTree(cursor: Cursor, op: 'and' | 'or', negated: boolean, budget: FilterBudget): FilterGroup {
  cursor.skipSpaces();
  cursor.expect('(', `"(" to open the ${op} list, e.g. ${op}=(a.eq.1,b.eq.2)`);
  const group = readGroupBody(cursor, op, negated, 1, budget);
  cursor.skipSpaces();
  if (!cursor.atEnd) cursor.fail(`unexpected ${cursor.describeHere()} after the closing ")"`);
  return group;
}

function readGroupBody(cursor: Cursor, op: 'and' | 'or', negated: boolean, depth: number, budget: FilterBudget): FilterGroup {
  const children: FilterNode[] = [];
  for (;;) {
    cursor.skipSpaces();
    children.push(readChild(cursor, depth, budget));
    cursor.skipSpaces();
    if (cursor.take(',')) continue;
    cursor.expect(')', `"," or ")" in the ${op} list`);
    return { kind: 'group', op, negated, children };
  }
}

function readChild(cursor: Cursor, depth: number, budget: FilterBudget): FilterNode {
  groupOpening.lastIndex = cursor.position;
  const opening = groupOpening.exec(cursor.text);
  if (opening) {
    if (depth + 1 > MAX_LOGIC_DEPTH) failLimit(`Logic groups of ${cursor.subject} nest deeper than ${MAX_LOGIC_DEPTH} levels.`);
    cursor.position += opening[0].length;
    return readGroupBody(cursor, opening[2] === 'and' ? 'and' : 'or', opening[1] !== undefined, depth + 1, budget);
  }
  // `not.age.eq.1` negates like `age.not.eq.1` (a column named "not" is written "not" quoted).
  const negated = cursor.take('not.');
  const column = readColumn(cursor);
  cursor.skipSpaces();
  cursor.expect('.', '"." after the column name, e.g. age.gt.18');
  spendCondition(budget);
  const condition = readCondition(cursor, column, true);
  return negated ? { ...condition, negated: !condition.negated } : condition;
}
