import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkExpression } from './check-expression.ts';
import { evaluateExpression } from './evaluate-expression.ts';
import { defaultExpressionEnvironment, type ExpressionScope } from './expression-scope.ts';
import { MAX_EXPRESSION_DEPTH } from './parse-expression.ts';

// Pieces an attacker would reach for: JavaScript's machinery by every name, the language's own
// calls and macros, indexing, map literals, strings that spell the names at run time.
const names = ['constructor', '__proto__', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'call', 'apply', 'bind', 'length', 'process', 'globalThis', 'window', 'this', 'Function', 'eval'];
const scopeNames = ['screen', 'app', 'params', 'user', 'queries', 'item', 'index', 'env'];
const methods = ['size', 'contains', 'startsWith', 'join', 'trim', 'map', 'filter', 'all', 'exists', 'exists_one', 'lowerAscii'];

const name = fc.constantFrom(...names, ...scopeNames, 'x', 'title', 'rows');
const quoted = fc.oneof(
  name.map((text) => JSON.stringify(text)),
  fc.tuple(name, fc.integer({ min: 1, max: 8 })).map(([text, at]) => `${JSON.stringify(text.slice(0, at))} + ${JSON.stringify(text.slice(at))}`),
);

const expression: fc.Arbitrary<string> = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    name,
    quoted,
    fc.integer({ min: -3, max: 3 }).map(String),
    fc.constantFrom('null', 'true', '[]', '{}', '[1, 2, 3]'),
    fc.tuple(tie('expr'), name).map(([object, member]) => `${object}.${member}`),
    fc.tuple(tie('expr'), fc.oneof(quoted, tie('expr'))).map(([object, index]) => `${object}[${index}]`),
    fc.tuple(tie('expr'), fc.constantFrom(...methods), fc.array(tie('expr'), { maxLength: 2 })).map(([target, method, args]) => `${target}.${method}(${args.join(', ')})`),
    fc.tuple(fc.constantFrom('size', 'string', 'int', 'double', 'has', ...names), tie('expr')).map(([fn, arg]) => `${fn}(${arg})`),
    fc.tuple(fc.oneof(quoted, tie('expr')), tie('expr')).map(([key, value]) => `{${key}: ${value}}`),
    fc.tuple(tie('expr'), fc.constantFrom('+', '==', 'in', '&&', '?'), tie('expr')).map(([a, op, b]) => (op === '?' ? `${a} ? ${b} : ${a}` : `${a} ${op} ${b}`)),
    fc.tuple(tie('expr'), fc.array(tie('expr'), { maxLength: 2 })).map(([callee, args]) => `(${callee})(${args.join(', ')})`),
  ),
})).expr;

/** A scope whose values carry prototypes, getters, functions and a Map, as a careless host might hand over. */
function hostileScope(): ExpressionScope {
  class Row {
    title = 'row';
    get secret(): string {
      throw new Error('a getter ran');
    }
    leak(): string {
      throw new Error('a method ran');
    }
  }
  return {
    screen: { x: { title: 't', rows: [new Row()] }, fn: () => 'ran', map: new Map<string, unknown>([['title', 'm']]) },
    app: Object.create({ inherited: 'proto' }) as Record<string, unknown>,
    params: {},
    user: null,
    queries: { rows: { rows: [new Row(), { title: 'plain' }], count: 2, loading: false, error: null } },
    item: new Row() as unknown as Record<string, unknown>,
    index: 0,
    env: { x: 'value' },
  };
}

/** Plain data only: no function, no class instance, no accessor, anywhere in the value. */
function isPlainData(value: unknown, depth = 0): boolean {
  if (depth > 80) return false;
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every((item) => isPlainData(item, depth + 1));
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.entries(Object.getOwnPropertyDescriptors(value)).every(([, descriptor]) => 'value' in descriptor && isPlainData(descriptor.value, depth + 1));
}

describe('expressions cannot escape their data (property)', () => {
  it('never throw, never answer anything but plain data, never touch a prototype, whatever is written', () => {
    const environment = defaultExpressionEnvironment();
    const objectKeys = Object.getOwnPropertyNames(Object.prototype).sort();
    const arrayKeys = Object.getOwnPropertyNames(Array.prototype).sort();
    fc.assert(
      fc.property(expression, (source) => {
        const scope = hostileScope();
        const evaluated = evaluateExpression(source, scope);
        if (evaluated.ok) expect(isPlainData(evaluated.value), source).toBe(true);
        else expect(typeof evaluated.error.message).toBe('string');
        const checked = checkExpression(source, environment);
        expect(typeof checked.ok).toBe('boolean');
        // Nothing was written where every object would see it.
        expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(objectKeys);
        expect(Object.getOwnPropertyNames(Array.prototype).sort()).toEqual(arrayKeys);
        expect(({} as Record<string, unknown>).title).toBeUndefined();
      }),
      { numRuns: 6000 },
    );
  });

  it('answers nesting past the limit with an error, not a crash, however deep', () => {
    const shapes: readonly [string, string][] = [['(', ')'], ['[', ']'], ['{"a": ', '}'], ['-', ''], ['!', ''], ['screen.x.rows.map(a, ', ')']];
    fc.assert(
      fc.property(fc.integer({ min: MAX_EXPRESSION_DEPTH + 1, max: 5000 }), fc.constantFrom(...shapes), (depth, [open, close]) => {
        const source = `${open.repeat(depth)}1${close.repeat(depth)}`;
        const evaluated = evaluateExpression(source, hostileScope());
        expect(evaluated.ok).toBe(false);
        expect(checkExpression(source, defaultExpressionEnvironment()).ok).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
