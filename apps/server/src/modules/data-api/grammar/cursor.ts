import { GrammarFailure, grammarError, NAME_ECHO_LENGTH, quoteInput, type GrammarErrorCode } from './errors.ts';

/** How much of the text at a failure's position its details quote. */
const NEAR_LENGTH = 30;

/**
 * A read position in one query parameter's value (or key), for the recursive-descent parsers.
 * `kind` and `key` name what is read (`select`, `filter "age"`) in every message; `fail` stops the
 * parse with a PGRST100 naming it, the problem and where it is.
 */
export class Cursor {
  position = 0;

  constructor(
    readonly text: string,
    private readonly kind: string,
    private readonly key: string | null = null,
  ) {}

  /** What is read, for messages: built only when one is written (quoting costs more than parsing). */
  get subject(): string {
    return [this.kind, this.key === null ? '' : quoteInput(this.key, NAME_ECHO_LENGTH)].filter((part) => part !== '').join(' ');
  }

  get atEnd(): boolean {
    return this.position >= this.text.length;
  }

  /** The character `offset` places ahead (UTF-16 unit), or '' past the end. */
  peek(offset = 0): string {
    return this.text.charAt(this.position + offset);
  }

  /** The whole code point at the position (a letter outside the BMP is two UTF-16 units). */
  peekCodePoint(): string {
    const code = this.text.codePointAt(this.position);
    return code === undefined ? '' : String.fromCodePoint(code);
  }

  startsWith(expected: string): boolean {
    return this.text.startsWith(expected, this.position);
  }

  /** Consumes `expected` if the text continues with it. */
  take(expected: string): boolean {
    if (!this.startsWith(expected)) return false;
    this.position += expected.length;
    return true;
  }

  expect(expected: string, what = quoteInput(expected, 5)): void {
    if (!this.take(expected)) this.fail(`expected ${what}`);
  }

  /** Spaces and tabs around names, commas and parentheses are insignificant (PostgREST's `lexeme`). */
  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.position += 1;
  }

  /** What stands at the position, for "unexpected …" problems. */
  describeHere(): string {
    return this.atEnd ? 'the end of the text' : quoteInput(this.peekCodePoint(), 5);
  }

  fail(problem: string, code: GrammarErrorCode = 'PGRST100', hint: string | null = null): never {
    const near = this.atEnd ? 'at the end' : `at character ${this.position + 1}, near ${quoteInput(this.text.slice(this.position), NEAR_LENGTH)}`;
    throw new GrammarFailure(grammarError(code, `Failed to parse ${this.subject}: ${problem}`, near, hint));
  }
}

/** Stops a parse with a limit's message (a PGRST100 that names the limit). */
export function failLimit(message: string): never {
  throw new GrammarFailure(grammarError('PGRST100', message, null, 'Split the request or ask for less.'));
}
