import type { OrderTerm } from './ast.ts';
import { Cursor } from './cursor.ts';
import { catchGrammar, type GrammarResult } from './errors.ts';
import { readColumn } from './names.ts';

const orderHint = 'Write order=column[.asc|.desc][.nullsfirst|.nullslast], comma-separated, e.g. order=age.desc.nullslast,name.';

/**
 * `order=` (or `tasks.order=`): comma-separated `column[.asc|.desc][.nullsfirst|.nullslast]`.
 * Ordering by an embedded resource's column (`order=owner(name)`) is refused.
 */
export function parseOrder(text: string, key: string): GrammarResult<OrderTerm[]> {
  return catchGrammar(() => {
    const cursor = new Cursor(text, '', key);
    const terms: OrderTerm[] = [];
    for (;;) {
      terms.push(readTerm(cursor));
      cursor.skipSpaces();
      if (cursor.atEnd) return terms;
      cursor.expect(',', '"," between order terms');
    }
  });
}

function readTerm(cursor: Cursor): OrderTerm {
  const column = readColumn(cursor);
  if (cursor.peek() === '(') cursor.fail('ordering by an embedded resource’s column is not supported', 'PGRST100', orderHint);
  let direction: OrderTerm['direction'] = 'asc';
  let nulls: OrderTerm['nulls'] = null;
  if (cursor.take('.asc')) direction = 'asc';
  else if (cursor.take('.desc')) direction = 'desc';
  if (cursor.take('.nullsfirst')) nulls = 'first';
  else if (cursor.take('.nullslast')) nulls = 'last';
  cursor.skipSpaces();
  if (!cursor.atEnd && cursor.peek() !== ',') {
    cursor.fail(`unexpected ${cursor.describeHere()} in an order term; expected asc, desc, nullsfirst or nullslast`, 'PGRST100', orderHint);
  }
  return { column, direction, nulls };
}
