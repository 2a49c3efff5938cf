import { describe, expect, it } from 'vitest';
import { checkExpression } from './check-expression.ts';
import { evaluateExpression } from './evaluate-expression.ts';
import { defaultExpressionEnvironment, type ExpressionScope } from './expression-scope.ts';
import { MAX_EXPRESSION_DEPTH, MAX_EXPRESSION_LENGTH } from './parse-expression.ts';

const scope: ExpressionScope = { screen: { a: {}, name: 'x', list: [1] }, item: { title: 't' }, user: null, app: {} };
const environment = defaultExpressionEnvironment();

/** Both entry points refuse the source with the same code. */
function refusedBoth(source: string, code: string): void {
  const evaluated = evaluateExpression(source, scope);
  const checked = checkExpression(source, environment);
  expect(evaluated.ok ? 'ok' : evaluated.error.code, `evaluate ${source}`).toBe(code);
  expect(checked.ok ? 'ok' : checked.error.code, `check ${source}`).toBe(code);
}

describe('expressions refuse to reach JavaScript machinery', () => {
  it('refuses prototype and constructor names, written or computed', () => {
    for (const source of [
      '{}.constructor',
      'screen.a.constructor',
      'screen.a["constructor"]',
      'screen.a["__proto__"]',
      'screen.a.__proto__',
      'screen.name.prototype',
      'item["constructor"]["prototype"]',
      'has(item.constructor)',
      '{"__proto__": 1}',
      'screen.a.__defineGetter__',
    ]) {
      refusedBoth(source, 'forbidden_name');
    }
    // Computed at run time: the checker cannot see the key, the evaluator refuses it.
    for (const source of ['screen.a["con" + "structor"]', 'item["__pro" + "to__"]', '{"__proto__" + "": 1}']) {
      const result = evaluateExpression(source, scope);
      expect(result.ok ? 'ok' : result.error.code, source).toBe('forbidden_name');
    }
  });

  it('never calls a computed value', () => {
    refusedBoth('item.constructor.constructor("return process")()', 'forbidden_name');
    refusedBoth('item.title("return process")', 'unknown_function');
    refusedBoth('(item.title)()', 'syntax_error');
    refusedBoth('screen.list[0]()', 'syntax_error');
    refusedBoth('item.toString()', 'unknown_function');
    refusedBoth('screen.name.valueOf()', 'unknown_function');
    refusedBoth('eval("1")', 'unknown_function');
    refusedBoth('Function("return 1")', 'unknown_function');
  });

  it('reads own data only: inherited members do not exist', () => {
    for (const source of ['item.toString', 'item.hasOwnProperty', 'item["valueOf"]', 'screen.a.isPrototypeOf', 'screen.name.length']) {
      const result = evaluateExpression(source, scope);
      expect(result.ok ? 'ok' : result.error.code, source).toBe(source === 'screen.name.length' ? 'type_mismatch' : 'no_such_key');
    }
    expect(evaluateExpression('item.toString', scope)).toMatchObject({ ok: false, error: { code: 'no_such_key' } });
    expect(evaluateExpression('has(item.toString)', scope)).toEqual({ ok: true, value: false });
    expect(evaluateExpression('"toString" in item', scope)).toEqual({ ok: true, value: false });
    const getter = { get secret(): string { return 'ran'; } };
    expect(evaluateExpression('screen.g.secret', { screen: { g: getter } })).toMatchObject({ ok: false, error: { code: 'unsupported_value' } });
    const inherited = Object.create({ inherited: 1 }) as Record<string, unknown>;
    expect(evaluateExpression('screen.o.inherited', { screen: { o: inherited } })).toMatchObject({ ok: false, error: { code: 'no_such_key' } });
  });

  it('knows only the scope names: no globals, no this', () => {
    for (const name of ['globalThis', 'process', 'window', 'this', 'self', 'document', 'require', 'Object', 'constructor', 'foo']) {
      refusedBoth(name, 'unknown_name');
      refusedBoth(`${name}.env`, 'unknown_name');
    }
    // A host that passes extra names in the scope does not make them reachable.
    const leaky = { ...scope, process: { env: { SECRET: 'x' } } } as ExpressionScope;
    expect(evaluateExpression('process.env.SECRET', leaky)).toMatchObject({ ok: false, error: { code: 'unknown_name' } });
  });

  it('refuses wrong types before running', () => {
    for (const source of ['"a" + 1', '1 + true', '!1', '-"a"', '1 < "2"', 'size(1)', '"a".join(",")', '1 == "1"', 'true ? 1 : "a"', 'screen ? 1 : 2', '1 in 2', '"a".x', '[1][ "a" ]', 'screen[1]']) {
      const checked = checkExpression(source, environment);
      expect(checked.ok ? 'ok' : checked.error.code, source).toBe('type_mismatch');
    }
  });

  it('refuses too long, too deep and malformed sources without throwing', () => {
    refusedBoth(`"${'a'.repeat(MAX_EXPRESSION_LENGTH)}"`, 'too_long');
    expect(checkExpression('1'.repeat(MAX_EXPRESSION_LENGTH), environment).ok).toBe(true);
    refusedBoth(`${'('.repeat(MAX_EXPRESSION_DEPTH + 1)}1${')'.repeat(MAX_EXPRESSION_DEPTH + 1)}`, 'too_deep');
    refusedBoth(`${'!'.repeat(MAX_EXPRESSION_DEPTH + 1)}true`, 'too_deep');
    refusedBoth(`${'['.repeat(600)}${']'.repeat(600)}`, 'too_deep');
    // A long flat chain is not nesting: it parses, checks and runs.
    expect(evaluateExpression(Array.from({ length: 600 }, () => '1').join('+'), scope)).toEqual({ ok: true, value: 600 });
    for (const source of ['[1].map(user, 1)', '[1].map(1, 1)', '[1].map(n)', '[1].filter(n.x, true)', '', '1 +', 'screen.', '"open', "'bad \\q'", '1 2', 'a ? b', '@', '#x', '{1: }', 'in', 'screen.in', '`x`', 'a = 1', 'a; b']) {
      const result = evaluateExpression(source, scope);
      expect(result.ok ? 'ok' : result.error.code, source).toBe('syntax_error');
    }
  });

  it('reports where the problem is', () => {
    const result = checkExpression('screen.count + nope', environment);
    expect(result).toMatchObject({ ok: false, error: { code: 'unknown_name', position: 15 } });
  });
});
