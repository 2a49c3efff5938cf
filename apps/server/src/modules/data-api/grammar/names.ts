import type { Cursor } from './cursor.ts';

/**
 * Names in keys, `select=`, `order=`, `columns=`, `on_conflict=` and logic trees, as PostgREST reads
 * them: either double-quoted (`"my col"`, backslash escapes the next character; the quotes are
 * removed) or a run of letters, digits, `_`, `$` and spaces, with `-` between such runs, trimmed.
 * Any other character ends the name. Names are kept exactly; the compiler checks them against the
 * data model.
 */
const identifierCharacter = /^[\p{L}0-9_$ ]$/u;

function isIdentifierCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  // ASCII first (the common case, and cheaper than the Unicode class): a-z A-Z 0-9 _ $ space.
  if (code < 0x80) return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39) || code === 0x5f || code === 0x24 || code === 0x20;
  return identifierCharacter.test(character);
}

/**
 * The double-quoted text starting at `start` (which holds `"`): its value with the quotes removed
 * and backslash escapes applied, and the index just past the closing quote; null when it is not closed.
 */
export function scanQuoted(text: string, start: number): { value: string; end: number } | null {
  let value = '';
  for (let index = start + 1; index < text.length; index += 1) {
    const character = text.charAt(index);
    if (character === '"') return { value, end: index + 1 };
    if (character === '\\') {
      index += 1;
      if (index >= text.length) return null;
      value += text.charAt(index);
    } else {
      value += character;
    }
  }
  return null;
}

/** Reads `"…"` at the position (which holds `"`); fails when it is not closed. */
export function readQuoted(cursor: Cursor): string {
  const quoted = scanQuoted(cursor.text, cursor.position);
  if (quoted === null) cursor.fail('a double quote is not closed');
  cursor.position = quoted.end;
  return quoted.value;
}

/** Reads one name (leading spaces skipped); fails naming `what` when none stands here. */
export function readName(cursor: Cursor, what: string): string {
  cursor.skipSpaces();
  if (cursor.peek() === '"') return readQuoted(cursor);
  const start = cursor.position;
  for (;;) {
    const character = cursor.peekCodePoint();
    if (isIdentifierCharacter(character)) {
      cursor.position += character.length;
    } else if (character === '-' && cursor.peek(1) !== '>' && cursor.position > start && isIdentifierCharacter(cursor.peek(1))) {
      cursor.position += 1;
    } else {
      break;
    }
  }
  const name = cursor.text.slice(start, cursor.position).trim();
  if (name === '') {
    cursor.position = start;
    cursor.fail(`expected ${what}, found ${cursor.describeHere()}`);
  }
  return name;
}

/**
 * After a column name: JSON paths (`col->a->>b`) and casts (`col::text`) are PostgREST grammar
 * this data API does not take; refuse them by name rather than misread them.
 */
export function refuseJsonPathOrCast(cursor: Cursor): void {
  if (cursor.startsWith('->')) cursor.fail('JSON paths ("->", "->>") are not supported', 'PGRST100', 'Select or filter the whole column.');
  if (cursor.startsWith('::')) cursor.fail('casts ("::") are not supported', 'PGRST100', 'Values come back in their column’s type.');
}

/** Reads a column name and refuses a JSON path or cast after it. */
export function readColumn(cursor: Cursor, what = 'a column name'): string {
  const name = readName(cursor, what);
  refuseJsonPathOrCast(cursor);
  return name;
}
