import { ExpressionFailure } from './expression-errors.ts';

/** One token of an expression's source. */
export type Token =
  | { kind: 'number'; value: number; pos: number }
  | { kind: 'string'; value: string; pos: number }
  | { kind: 'name'; value: string; pos: number }
  | { kind: 'punct'; value: string; pos: number }
  | { kind: 'end'; value: ''; pos: number };

// Longest first, so `<=` is not read as `<` then `=`.
const PUNCTUATORS = ['&&', '||', '==', '!=', '<=', '>=', '.', ',', '(', ')', '[', ']', '{', '}', ':', '?', '!', '-', '+', '*', '/', '%', '<', '>'];
const ESCAPES: Readonly<Record<string, string>> = { n: '\n', r: '\r', t: '\t', '\\': '\\', '"': '"', "'": "'", '`': '`' };

/** Splits an expression into tokens; throws `ExpressionFailure` (`syntax_error`) at the first bad character. */
export function tokenizeExpression(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < source.length) {
    const char = source[at] as string;
    if (char === ' ' || char === '\t' || char === '\n' || char === '\r') {
      at += 1;
      continue;
    }
    if (isDigit(char)) {
      const match = /^\d+(\.\d+)?([eE][+-]?\d+)?/.exec(source.slice(at)) as RegExpExecArray;
      tokens.push({ kind: 'number', value: Number(match[0]), pos: at });
      at += match[0].length;
      continue;
    }
    if (/[A-Za-z_]/.test(char)) {
      const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(at)) as RegExpExecArray;
      tokens.push({ kind: 'name', value: match[0], pos: at });
      at += match[0].length;
      continue;
    }
    if (char === '"' || char === "'") {
      const read = readString(source, at);
      tokens.push({ kind: 'string', value: read.value, pos: at });
      at = read.end;
      continue;
    }
    const punctuator = PUNCTUATORS.find((candidate) => source.startsWith(candidate, at));
    if (punctuator === undefined) throw new ExpressionFailure('syntax_error', `Unexpected character ${JSON.stringify(char)} at ${at}.`, at);
    tokens.push({ kind: 'punct', value: punctuator, pos: at });
    at += punctuator.length;
  }
  tokens.push({ kind: 'end', value: '', pos: source.length });
  return tokens;
}

function isDigit(char: string): boolean {
  return char >= '0' && char <= '9';
}

/** Reads a quoted text from `start` (the quote) with its escapes; returns the value and the offset after it. */
function readString(source: string, start: number): { value: string; end: number } {
  const quote = source[start];
  let value = '';
  let at = start + 1;
  while (at < source.length) {
    const char = source[at] as string;
    if (char === quote) return { value, end: at + 1 };
    if (char === '\n' || char === '\r') break;
    if (char !== '\\') {
      value += char;
      at += 1;
      continue;
    }
    const escaped = source[at + 1] ?? '';
    if (escaped === 'u') {
      const hex = source.slice(at + 2, at + 6);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new ExpressionFailure('syntax_error', `Bad \\u escape at ${at}.`, at);
      value += String.fromCharCode(parseInt(hex, 16));
      at += 6;
      continue;
    }
    const replacement = Object.hasOwn(ESCAPES, escaped) ? ESCAPES[escaped] : undefined;
    if (replacement === undefined) throw new ExpressionFailure('syntax_error', `Unknown escape \\${escaped} at ${at}.`, at);
    value += replacement;
    at += 2;
  }
  throw new ExpressionFailure('syntax_error', `Text opened at ${start} is not closed.`, start);
}
