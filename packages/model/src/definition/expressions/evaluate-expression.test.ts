import { describe, expect, it } from 'vitest';
import { evaluateExpression } from './evaluate-expression.ts';
import type { ExpressionScope } from './expression-scope.ts';

const scope: ExpressionScope = {
  screen: { count: 3, name: 'Ada', tags: ['a', 'b'], price: 2.5, done: false },
  app: { cart: [{ title: 'Tea', qty: 2 }], theme: 'dark' },
  params: { id: '42' },
  user: { id: 'u1', email: 'ada@example.com', roles: ['admin'] },
  queries: { tasks: { rows: [{ title: 'One', done: true }, { title: 'Two', done: false }], count: 2, loading: false, error: null } },
  item: { title: 'Row', price: 10 },
  index: 1,
  env: { API_BASE: 'https://api.example.com' },
};

function value(source: string, over: ExpressionScope = scope): unknown {
  const result = evaluateExpression(source, over);
  if (!result.ok) throw new Error(`${source}: ${result.error.code} ${result.error.message}`);
  return result.value;
}

function errorCode(source: string, over: ExpressionScope = scope): string {
  const result = evaluateExpression(source, over);
  expect(result.ok, source).toBe(false);
  return result.ok ? '' : result.error.code;
}

describe('evaluateExpression: typical bindings', () => {
  it('joins text, computes numbers, compares and chooses', () => {
    expect(value('"Hello, " + screen.name + "!"')).toBe('Hello, Ada!');
    expect(value('screen.count + 1')).toBe(4);
    expect(value('screen.price * 2 - 1')).toBe(4);
    expect(value('7 / 2')).toBe(3.5);
    expect(value('7 % 4')).toBe(3);
    expect(value('-screen.count')).toBe(-3);
    expect(value('screen.count >= 3 && !screen.done')).toBe(true);
    expect(value('screen.name < "Bob"')).toBe(true);
    expect(value('screen.count > 5 ? "many" : "few"')).toBe('few');
    expect(value('"Items: " + string(screen.count)')).toBe('Items: 3');
    expect(value('(1 + 2) * 3')).toBe(9);
  });

  it('reads lists and maps, by field and by index', () => {
    expect(value('app.cart[0].title')).toBe('Tea');
    expect(value('app["theme"]')).toBe('dark');
    expect(value('params.id')).toBe('42');
    expect(value('queries.tasks.rows[index].title')).toBe('Two');
    expect(value('item.price * 2')).toBe(20);
    expect(value('env.API_BASE + "/tasks"')).toBe('https://api.example.com/tasks');
    expect(value('"b" in screen.tags')).toBe(true);
    expect(value('"theme" in app')).toBe(true);
    expect(value('[1, 2] + [3]')).toEqual([1, 2, 3]);
    expect(value('{"a": screen.count, "b": [true]}')).toEqual({ a: 3, b: [true] });
    expect(value('[1, [2]] == [1, [2]] && {"a": 1} == {"a": 1}')).toBe(true);
  });

  it('has size(), has() and the text methods', () => {
    expect(value('size(screen.tags)')).toBe(2);
    expect(value('screen.name.size()')).toBe(3);
    expect(value('size(app)')).toBe(2);
    expect(value('size("çé😀")')).toBe(3);
    expect(value('has(user.email)')).toBe(true);
    expect(value('has(screen.missing)')).toBe(false);
    expect(value('screen.name.startsWith("A") && screen.name.contains("d") && screen.name.endsWith("a")')).toBe(true);
    expect(value('screen.name.upperAscii() + screen.name.lowerAscii()')).toBe('ADAada');
    expect(value('"  x ".trim()')).toBe('x');
    expect(value('screen.tags.join(", ")')).toBe('a, b');
    expect(value('int("12.9") + double("0.5")')).toBe(12.5);
    expect(value('string(app.cart)')).toBe('[{"title":"Tea","qty":2}]');
  });

  it('handles nobody signed in', () => {
    const guest = { ...scope, user: null };
    expect(value('user == null ? "Guest" : user.email', guest)).toBe('Guest');
    expect(value('user != null && "admin" in user.roles', guest)).toBe(false);
    expect(value('has(user.email)', guest)).toBe(false);
    expect(errorCode('user.email', guest)).toBe('null_access');
    expect(value('user == null ? "Guest" : user.email')).toBe('ada@example.com');
  });

  it('hands back plain JSON-like values: bigints as numbers, Maps as objects, dates as text', () => {
    const host: ExpressionScope = {
      screen: { big: 12n, lookup: new Map([['a', 1n]]), when: new Date('2026-01-02T03:04:05Z'), nested: [{ n: 5n }] },
    };
    expect(value('screen.big + 1', host)).toBe(13);
    expect(value('screen.lookup.a', host)).toBe(1);
    expect(value('screen.lookup', host)).toEqual({ a: 1 });
    expect(value('screen.when', host)).toBe('2026-01-02T03:04:05.000Z');
    expect(value('screen.nested', host)).toEqual([{ n: 5 }]);
    const rows = scope.queries?.tasks?.rows;
    expect(value('queries.tasks.rows')).toBe(rows);
  });

  it('returns run-time failures as values', () => {
    expect(errorCode('screen.missing')).toBe('no_such_key');
    expect(errorCode('screen.tags[2]')).toBe('index_out_of_range');
    expect(errorCode('screen.tags[0.5]')).toBe('index_out_of_range');
    expect(errorCode('screen.count / 0')).toBe('division_by_zero');
    expect(errorCode('screen.count % 0')).toBe('division_by_zero');
    expect(errorCode('int("abc")')).toBe('not_a_number');
    expect(errorCode('int("")')).toBe('not_a_number');
    expect(errorCode('screen.name + screen.count')).toBe('type_mismatch');
    expect(errorCode('screen.count && true')).toBe('type_mismatch');
    expect(errorCode('screen.name ? 1 : 2')).toBe('type_mismatch');
    expect(errorCode('screen.tags["a"]')).toBe('type_mismatch');
    expect(errorCode('screen.name.foo')).toBe('type_mismatch');
    expect(errorCode('size(screen.count)')).toBe('type_mismatch');
    expect(errorCode('screen.count.size()')).toBe('type_mismatch');
    expect(errorCode('[1, 2].join()')).toBe('type_mismatch');
    expect(errorCode('nope()')).toBe('unknown_function');
    expect(errorCode('item.title', { screen: {} })).toBe('unknown_name');
    expect(errorCode('screen.fn', { screen: { fn: () => 1 } })).toBe('unsupported_value');
  });

  it('has the macros all, exists, exists_one, filter and map, over lists and map keys', () => {
    expect(value('queries.tasks.rows.filter(row, row.done).size()')).toBe(1);
    expect(value('queries.tasks.rows.map(row, row.title).join(", ")')).toBe('One, Two');
    expect(value('queries.tasks.rows.exists(row, !row.done)')).toBe(true);
    expect(value('queries.tasks.rows.all(row, row.done)')).toBe(false);
    expect(value('[1, 2, 3].exists_one(n, n > 2)')).toBe(true);
    expect(value('app.filter(key, key.startsWith("t"))')).toEqual(['theme']);
    expect(value('[[1, 2], [3]].map(a, a.map(b, b * index))')).toEqual([[1, 2], [3]]);
    expect(value('[].all(n, n > 0)')).toBe(true);
    expect(errorCode('[1].all(n, n)')).toBe('type_mismatch');
    expect(errorCode('screen.name.map(c, c)')).toBe('type_mismatch');
  });

  it('refuses macros that together visit more than the budget', () => {
    const rows = Array.from({ length: 400 }, (_, n) => n);
    const big: ExpressionScope = { screen: { rows } };
    expect(value('screen.rows.map(a, a).size()', big)).toBe(400);
    expect(errorCode('screen.rows.map(a, screen.rows.map(b, a + b)).size()', big)).toBe('too_costly');
  });

  it('stops && and || at a deciding left side', () => {
    expect(value('false && screen.missing')).toBe(false);
    expect(value('true || screen.missing')).toBe(true);
    expect(errorCode('true && screen.missing')).toBe('no_such_key');
  });
});
