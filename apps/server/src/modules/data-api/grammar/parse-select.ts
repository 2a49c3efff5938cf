import type { SelectItem } from './ast.ts';
import { Cursor, failLimit } from './cursor.ts';
import { catchGrammar, quoteInput, type GrammarResult } from './errors.ts';
import { MAX_EMBED_DEPTH, MAX_SELECT_ITEMS } from './limits.ts';
import { readName, refuseJsonPathOrCast } from './names.ts';

/** PostgREST 12's aggregate functions (`amount.sum()`, `count()`), which this data API refuses. */
const aggregateCall = /\.(avg|count|max|min|sum)\(/y;

interface SelectBudget {
  items: number;
}

/**
 * `select=` as PostgREST reads it: a comma-separated list of `*`, columns (`name`, `alias:name`)
 * and embeds (`tasks(…)`, `owner:users!owner_id(…)`, `tasks!inner(…)`, `tasks()`), nested at most
 * {@link MAX_EMBED_DEPTH} deep and {@link MAX_SELECT_ITEMS} items in all. Casts, JSON paths, spread
 * embeds (`..rel(…)`) and aggregates are refused by name.
 */
export function parseSelect(text: string): GrammarResult<SelectItem[]> {
  return catchGrammar(() => {
    const cursor = new Cursor(text, 'select');
    const items = readItems(cursor, 0, { items: 0 });
    if (!cursor.atEnd) cursor.fail(`unexpected ${cursor.describeHere()}`);
    return items;
  });
}

function readItems(cursor: Cursor, depth: number, budget: SelectBudget): SelectItem[] {
  const items: SelectItem[] = [];
  for (;;) {
    cursor.skipSpaces();
    items.push(readItem(cursor, depth, budget));
    budget.items += 1;
    if (budget.items > MAX_SELECT_ITEMS) failLimit(`The select parameter has more than ${MAX_SELECT_ITEMS} items.`);
    cursor.skipSpaces();
    if (!cursor.take(',')) return items;
  }
}

function readItem(cursor: Cursor, depth: number, budget: SelectBudget): SelectItem {
  if (cursor.startsWith('..')) cursor.fail('spread embeds ("..") are not supported', 'PGRST100', 'Embed the related rows with relation(…) instead.');
  if (cursor.take('*')) {
    expectItemEnd(cursor, depth);
    return { kind: 'star' };
  }
  cursor.skipSpaces();
  let quoted = cursor.peek() === '"';
  const first = readName(cursor, 'a column name, an embed or "*"');
  let alias: string | null = null;
  let name = first;
  if (cursor.peek() === ':' && cursor.peek(1) !== ':') {
    cursor.position += 1;
    alias = first;
    cursor.skipSpaces();
    quoted = cursor.peek() === '"';
    name = readName(cursor, `a column or embed name after the alias ${quoteInput(first, 20)}`);
  }
  refuseJsonPathOrCast(cursor);
  aggregateCall.lastIndex = cursor.position;
  if (aggregateCall.test(cursor.text)) cursor.fail('aggregate functions are not allowed', 'PGRST123');
  const start = cursor.position;
  const { hint, inner } = readEmbedOptions(cursor);
  if (cursor.peek() !== '(') {
    if (cursor.position !== start) cursor.fail('expected "(" and the embed’s columns after the embed hint, e.g. tasks!inner(*)');
    expectItemEnd(cursor, depth);
    return { kind: 'column', name, alias };
  }
  if (name === 'count' && !quoted && alias === null && hint === null && cursor.startsWith('()')) {
    cursor.fail('aggregate functions are not allowed', 'PGRST123');
  }
  cursor.position += 1;
  if (depth + 1 > MAX_EMBED_DEPTH) failLimit(`Embeds of select nest deeper than ${MAX_EMBED_DEPTH} levels.`);
  cursor.skipSpaces();
  const select = cursor.peek() === ')' ? [] : readItems(cursor, depth + 1, budget);
  cursor.expect(')', '"," or ")" in the embed’s columns');
  cursor.skipSpaces();
  expectItemEnd(cursor, depth);
  return { kind: 'embed', relation: name, alias, hint, inner, select };
}

/** `!hint`, `!inner`, `!left`, in either order, each at most once. */
function readEmbedOptions(cursor: Cursor): { hint: string | null; inner: boolean } {
  let hint: string | null = null;
  let joinType: 'inner' | 'left' | null = null;
  for (let taken = 0; taken < 2 && cursor.take('!'); taken += 1) {
    const option = readName(cursor, 'an embed hint or "inner" after "!"');
    if (option === 'inner' || option === 'left') {
      if (joinType !== null) cursor.fail('an embed takes "!inner" or "!left" once');
      joinType = option;
    } else {
      if (hint !== null) cursor.fail('an embed takes one hint');
      hint = option;
    }
  }
  if (cursor.peek() === '!') cursor.fail('an embed takes at most a hint and a join type');
  return { hint, inner: joinType === 'inner' };
}

function expectItemEnd(cursor: Cursor, depth: number): void {
  cursor.skipSpaces();
  if (cursor.atEnd || cursor.peek() === ',' || (depth > 0 && cursor.peek() === ')')) return;
  cursor.fail(`unexpected ${cursor.describeHere()} after a select item`);
}
