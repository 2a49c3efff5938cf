import { type BinaryOperator, type ExpressionNode, MACRO_NAMES, type MacroName } from './expression-ast.ts';
import { isScopeName } from './expression-scope.ts';
import { ExpressionFailure } from './expression-errors.ts';
import { isForbiddenMemberName } from './forbidden-names.ts';
import { type Token, tokenizeExpression } from './tokenize-expression.ts';

/** The longest source an expression may have, in UTF-16 units. */
export const MAX_EXPRESSION_LENGTH = 2000;
/** How deeply brackets, unary operators and conditionals may nest. */
export const MAX_EXPRESSION_DEPTH = 48;

// Binary operators by precedence, loosest first (CEL's grammar: or, and, relations, sums, products).
const BINARY_LEVELS: readonly (readonly BinaryOperator[])[] = [['||'], ['&&'], ['==', '!=', '<', '<=', '>', '>=', 'in'], ['+', '-'], ['*', '/', '%']];
const KEYWORDS: ReadonlySet<string> = new Set(['true', 'false', 'null', 'in']);

/**
 * Parses an expression of the binding language, a subset of CEL: literals (numbers, quoted text,
 * `true`, `false`, `null`, lists, maps), scope names, `a.b` and `a[i]`, `!`, `-`, arithmetic,
 * comparisons, `in`, `&&`, `||`, `c ? a : b`, `has(a.b)`, and the functions and methods of
 * `expression-functions.ts`. Throws `ExpressionFailure`; entry points turn it into a value.
 * Only a name can be called: `x.constructor("…")()` is a syntax error before anything runs.
 */
export function parseExpression(source: string): ExpressionNode {
  if (source.length > MAX_EXPRESSION_LENGTH) {
    throw new ExpressionFailure('too_long', `An expression may have at most ${MAX_EXPRESSION_LENGTH} characters (this one has ${source.length}).`);
  }
  const parser = new Parser(tokenizeExpression(source));
  const node = parser.parseExpression();
  parser.expectEnd();
  return node;
}

class Parser {
  private at = 0;
  private depth = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  parseExpression(): ExpressionNode {
    this.enter();
    const test = this.parseBinary(0);
    let node = test;
    if (this.take('?')) {
      const then = this.parseBinary(0);
      this.expect(':');
      const otherwise = this.parseExpression();
      node = { type: 'conditional', test, then, otherwise, pos: test.pos };
    }
    this.depth -= 1;
    return node;
  }

  expectEnd(): void {
    const token = this.peek();
    if (token.kind !== 'end') throw this.unexpected(token);
  }

  private parseBinary(level: number): ExpressionNode {
    const operators = BINARY_LEVELS[level];
    if (operators === undefined) return this.parseUnary();
    let left = this.parseBinary(level + 1);
    for (;;) {
      const token = this.peek();
      const op = operators.find((candidate) => (candidate === 'in' ? token.kind === 'name' : token.kind === 'punct') && token.value === candidate);
      if (op === undefined) return left;
      this.at += 1;
      const right = this.parseBinary(level + 1);
      left = { type: 'binary', op, left, right, pos: token.pos };
    }
  }

  private parseUnary(): ExpressionNode {
    const token = this.peek();
    if (token.kind === 'punct' && (token.value === '!' || token.value === '-')) {
      this.at += 1;
      this.enter();
      const operand = this.parseUnary();
      this.depth -= 1;
      // `-3` is a number literal, so `-3` and `3` read the same in messages and types.
      if (token.value === '-' && operand.type === 'literal' && typeof operand.value === 'number') return { type: 'literal', value: -operand.value, pos: token.pos };
      return { type: 'unary', op: token.value, operand, pos: token.pos };
    }
    return this.parsePostfix(this.parsePrimary());
  }

  private parsePostfix(start: ExpressionNode): ExpressionNode {
    let node = start;
    for (;;) {
      const token = this.peek();
      if (this.take('.')) {
        const name = this.expectName();
        if (this.peekIs('(')) {
          const args = this.parseArguments();
          node = isMacroName(name.value) ? macroNode(name.value, node, args, name.pos) : { type: 'call', name: name.value, target: node, args, pos: name.pos };
        } else {
          node = { type: 'member', object: node, name: name.value, pos: name.pos };
        }
      } else if (this.take('[')) {
        const index = this.parseExpression();
        this.expect(']');
        if (index.type === 'literal' && typeof index.value === 'string') checkMemberName(index.value, index.pos);
        node = { type: 'index', object: node, index, pos: token.pos };
      } else if (this.peekIs('(')) {
        // Only names are called (`size(x)`, `x.size()`); calling what an expression computed is refused.
        throw new ExpressionFailure('syntax_error', `Only a function name can be called (at ${token.pos}).`, token.pos);
      } else {
        return node;
      }
    }
  }

  private parsePrimary(): ExpressionNode {
    const token = this.next();
    switch (token.kind) {
      case 'number':
        return { type: 'literal', value: token.value, pos: token.pos };
      case 'string':
        return { type: 'literal', value: token.value, pos: token.pos };
      case 'name':
        return this.parseName(token);
      case 'punct':
        if (token.value === '(') {
          const inner = this.parseExpression();
          this.expect(')');
          return inner;
        }
        if (token.value === '[') return this.parseList(token.pos);
        if (token.value === '{') return this.parseMap(token.pos);
        throw this.unexpected(token);
      case 'end':
        throw this.unexpected(token);
      default: {
        const never: never = token;
        return never;
      }
    }
  }

  private parseName(token: Extract<Token, { kind: 'name' }>): ExpressionNode {
    if (token.value === 'true' || token.value === 'false') return { type: 'literal', value: token.value === 'true', pos: token.pos };
    if (token.value === 'null') return { type: 'literal', value: null, pos: token.pos };
    if (token.value === 'in') throw this.unexpected(token);
    if (!this.peekIs('(')) return { type: 'name', name: token.value, pos: token.pos };
    const args = this.parseArguments();
    if (token.value !== 'has') return { type: 'call', name: token.value, target: null, args, pos: token.pos };
    const member = args[0];
    if (args.length !== 1 || member === undefined || member.type !== 'member') {
      throw new ExpressionFailure('syntax_error', `has() takes one field selection such as has(user.email) (at ${token.pos}).`, token.pos);
    }
    return { type: 'has', member, pos: token.pos };
  }

  private parseArguments(): ExpressionNode[] {
    this.expect('(');
    return this.parseSequence(')');
  }

  private parseList(pos: number): ExpressionNode {
    return { type: 'list', items: this.parseSequence(']'), pos };
  }

  private parseMap(pos: number): ExpressionNode {
    const entries: { key: ExpressionNode; value: ExpressionNode }[] = [];
    while (!this.take('}')) {
      const key = this.parseExpression();
      if (key.type === 'literal' && typeof key.value === 'string') checkMemberName(key.value, key.pos);
      this.expect(':');
      entries.push({ key, value: this.parseExpression() });
      if (!this.take(',')) {
        this.expect('}');
        break;
      }
    }
    return { type: 'map', entries, pos };
  }

  /** Expressions separated by commas up to `close` (a trailing comma is allowed, as in CEL). */
  private parseSequence(close: string): ExpressionNode[] {
    const items: ExpressionNode[] = [];
    while (!this.take(close)) {
      items.push(this.parseExpression());
      if (!this.take(',')) {
        this.expect(close);
        break;
      }
    }
    return items;
  }

  private expectName(): Extract<Token, { kind: 'name' }> {
    const token = this.next();
    if (token.kind !== 'name' || KEYWORDS.has(token.value)) throw this.unexpected(token);
    checkMemberName(token.value, token.pos);
    return token;
  }

  private enter(): void {
    this.depth += 1;
    if (this.depth > MAX_EXPRESSION_DEPTH) {
      throw new ExpressionFailure('too_deep', `An expression may nest at most ${MAX_EXPRESSION_DEPTH} levels.`, this.peek().pos);
    }
  }

  private peek(): Token {
    return this.tokens[this.at] as Token;
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.at += 1;
    return token;
  }

  private peekIs(punctuator: string): boolean {
    const token = this.peek();
    return token.kind === 'punct' && token.value === punctuator;
  }

  private take(punctuator: string): boolean {
    if (!this.peekIs(punctuator)) return false;
    this.at += 1;
    return true;
  }

  private expect(punctuator: string): void {
    const token = this.peek();
    if (!this.take(punctuator)) throw new ExpressionFailure('syntax_error', `Expected "${punctuator}" at ${token.pos}${describe(token)}.`, token.pos);
  }

  private unexpected(token: Token): ExpressionFailure {
    return new ExpressionFailure('syntax_error', `Unexpected ${token.kind === 'end' ? 'end of expression' : JSON.stringify(String(token.value))} at ${token.pos}.`, token.pos);
  }
}

function isMacroName(name: string): name is MacroName {
  return (MACRO_NAMES as readonly string[]).includes(name);
}

/** `target.all(x, body)`: the variable is a plain new name, not a scope name (no shadowing to puzzle over). */
function macroNode(macro: MacroName, target: ExpressionNode, args: ExpressionNode[], pos: number): ExpressionNode {
  const [variable, body] = args;
  if (args.length !== 2 || variable?.type !== 'name' || body === undefined) {
    throw new ExpressionFailure('syntax_error', `${macro}() takes a variable name and an expression, as in rows.${macro}(row, row.done) (at ${pos}).`, pos);
  }
  if (isScopeName(variable.name)) throw new ExpressionFailure('syntax_error', `"${variable.name}" is already a name; choose another for ${macro}() (at ${variable.pos}).`, variable.pos);
  return { type: 'macro', macro, target, variable: variable.name, body, pos };
}

function describe(token: Token): string {
  return token.kind === 'end' ? ' (the expression ended)' : `, found ${JSON.stringify(String(token.value))}`;
}

/** Refuses `constructor`, `__proto__`, `prototype` and the like as a field name, wherever it is written. */
function checkMemberName(name: string, pos: number): void {
  if (isForbiddenMemberName(name)) throw new ExpressionFailure('forbidden_name', `"${name}" may not be read or written by an expression.`, pos);
}
