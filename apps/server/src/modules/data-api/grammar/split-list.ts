import { failLimit, type Cursor } from './cursor.ts';
import { MAX_IN_ITEMS, MAX_VALUE_LENGTH } from './limits.ts';
import { readName, scanQuoted } from './names.ts';

/** Characters that end an unquoted item of a list or a value inside a logic tree. */
const isListEnd = (character: string): boolean => character === ',' || character === ')' || character === '';

/**
 * One item of `in.(…)` or one value inside `or=(…)`: `"…"` with backslash escapes when the closing
 * quote is followed by `,` or `)` (PostgREST's rule), otherwise the raw text up to the next `,` or
 * `)`, spaces included.
 */
export function readListItem(cursor: Cursor): string {
  const start = cursor.position;
  if (cursor.peek() === '"') {
    const quoted = scanQuoted(cursor.text, start);
    if (quoted !== null && isListEnd(cursor.text.charAt(quoted.end))) {
      cursor.position = quoted.end;
      return quoted.value;
    }
  }
  while (!isListEnd(cursor.peek())) cursor.position += 1;
  return cursor.text.slice(start, cursor.position);
}

/** Fails when one value is longer than {@link MAX_VALUE_LENGTH}. */
export function checkValueLength(value: string, cursor: Cursor): void {
  if (value.length > MAX_VALUE_LENGTH) failLimit(`A value of ${cursor.subject} is longer than ${MAX_VALUE_LENGTH} characters.`);
}

/**
 * `(a,"b,c",d)` of `in.`: the list at the position, parentheses included; `()` is the empty list
 * (it matches no row). At most {@link MAX_IN_ITEMS} items.
 */
export function readInList(cursor: Cursor): string[] {
  cursor.skipSpaces();
  cursor.expect('(', '"(" to open the in list, e.g. in.(1,2,3)');
  cursor.skipSpaces();
  if (cursor.take(')')) return [];
  const items: string[] = [];
  for (;;) {
    const item = readListItem(cursor);
    checkValueLength(item, cursor);
    items.push(item);
    if (items.length > MAX_IN_ITEMS) failLimit(`An in list of ${cursor.subject} has more than ${MAX_IN_ITEMS} items.`);
    if (cursor.take(',')) continue;
    cursor.expect(')', '"," or ")" in the in list');
    cursor.skipSpaces();
    return items;
  }
}

/** `a,b,"c d"` of `columns=` and `on_conflict=`: one or more names. */
export function readNameList(cursor: Cursor): string[] {
  const names: string[] = [];
  for (;;) {
    names.push(readName(cursor, 'a column name'));
    cursor.skipSpaces();
    if (cursor.atEnd) return names;
    cursor.expect(',', '"," between column names');
  }
}
