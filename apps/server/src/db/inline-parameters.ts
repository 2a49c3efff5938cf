import type { CompiledQuery } from 'kysely';
import pg from 'pg';

/** A statement refused before it is sent: a value Postgres text cannot hold (NUL). */
export class UninlinableValueError extends Error {
  constructor() {
    super('A value contains the NUL character, which Postgres text cannot hold.');
    this.name = 'UninlinableValueError';
  }
}

/** What `pg` does to a value before sending it, and how it quotes a literal (libpq's rules). */
const pgText = pg as unknown as { utils: { prepareValue: (value: unknown) => unknown }; escapeLiteral: (text: string) => string };

/**
 * A value as the literal of what `pg` would have sent as a text parameter of unknown type: the
 * same conversion (arrays as array literals, objects as JSON, dates, buffers as bytea hex),
 * quoted as libpq quotes (quotes doubled, backslashes doubled under `E'…'`), so the server infers
 * its type from the context as it does for `$n`. NUL is refused: Postgres text cannot hold it, and
 * in a simple-protocol message it would end the text early.
 */
export function literalOf(value: unknown): string {
  const prepared = pgText.utils.prepareValue(value);
  if (prepared === null) return 'NULL';
  const text = Buffer.isBuffer(prepared) ? `\\x${prepared.toString('hex')}` : String(prepared);
  if (text.includes('\0')) throw new UninlinableValueError();
  return pgText.escapeLiteral(text);
}

const DOLLAR = 36;
const SINGLE_QUOTE = 39;
const DOUBLE_QUOTE = 34;
const BACKSLASH = 92;
const isDigit = (code: number) => code >= 48 && code <= 57;
/** Letters, digits, `_` and `$`: a `$1` right after one is part of a name, not a placeholder. */
const isWordCode = (code: number) => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === DOLLAR || code > 127;

/**
 * A compiled query as one self-contained statement: each `$n` placeholder replaced by its
 * value's literal. Placeholders are found by scanning the text as Postgres does, so a `$1` inside
 * a quoted identifier (`"a$1"`), a string literal or an `E'…'` literal is left alone. Dollar-quoted
 * strings and comments, which no compiler of this code base writes, are refused rather than
 * guessed at.
 */
export function inlineParameters(query: Pick<CompiledQuery, 'sql' | 'parameters'>): string {
  const { sql: text, parameters } = query;
  let out = '';
  let copiedTo = 0;
  let at = 0;
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (code === SINGLE_QUOTE || code === DOUBLE_QUOTE) {
      const before = text.charCodeAt(at - 1);
      const escapes = code === SINGLE_QUOTE && (before === 69 || before === 101) && !isWordCode(text.charCodeAt(at - 2));
      at = closingQuote(text, at, code, escapes) + 1;
    } else if (code === DOLLAR && isDigit(text.charCodeAt(at + 1)) && !isWordCode(text.charCodeAt(at - 1))) {
      let end = at + 1;
      while (isDigit(text.charCodeAt(end))) end++;
      const index = Number(text.slice(at + 1, end)) - 1;
      if (index < 0 || index >= parameters.length) throw new Error(`placeholder ${text.slice(at, end)} has no parameter`);
      out += text.slice(copiedTo, at) + literalOf(parameters[index]);
      copiedTo = at = end;
    } else if (code === DOLLAR && !isWordCode(text.charCodeAt(at - 1))) {
      throw new Error(`cannot inline parameters into a statement with dollar quotes: ${text.slice(at, at + 20)}`);
    } else if ((code === 45 && text.charCodeAt(at + 1) === 45) || (code === 47 && text.charCodeAt(at + 1) === 42)) {
      throw new Error(`cannot inline parameters into a statement with comments: ${text.slice(at, at + 20)}`);
    } else {
      at++;
    }
  }
  return out + text.slice(copiedTo);
}

/** Index of the quote closing the one at `start` (a doubled quote is part of the text). */
function closingQuote(text: string, start: number, quote: number, backslashEscapes: boolean): number {
  let at = start + 1;
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (backslashEscapes && code === BACKSLASH) at += 2;
    else if (code === quote && text.charCodeAt(at + 1) === quote) at += 2;
    else if (code === quote) return at;
    else at++;
  }
  throw new Error('unterminated quote in a compiled statement');
}
