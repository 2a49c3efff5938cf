import { describe, expect, it } from 'vitest';
import { defaultAppSettings } from '../schema/app-settings.ts';
import { checkExpression } from './check-expression.ts';
import { defaultExpressionEnvironment, expressionEnvironmentFor } from './expression-scope.ts';
import { formatExpressionType } from './expression-type.ts';

function typeOf(source: string, environment = defaultExpressionEnvironment()): string {
  const result = checkExpression(source, environment);
  if (!result.ok) throw new Error(`${source}: ${result.error.code} ${result.error.message}`);
  return formatExpressionType(result.type);
}

describe('checkExpression', () => {
  it('infers the type the properties panel shows', () => {
    expect(typeOf('"a" + "b"')).toBe('string');
    expect(typeOf('1 + 2 * 3')).toBe('number');
    expect(typeOf('index + 1')).toBe('number');
    expect(typeOf('1 < 2 || false')).toBe('bool');
    expect(typeOf('null')).toBe('null');
    expect(typeOf('screen.count')).toBe('dyn');
    expect(typeOf('screen.count + 1')).toBe('number');
    expect(typeOf('"Hi " + item.name')).toBe('string');
    expect(typeOf('params.id')).toBe('string');
    expect(typeOf('env.API_BASE')).toBe('string');
    expect(typeOf('user')).toBe('{id: string, email: string, roles: list<string>} | null');
    expect(typeOf('user.email')).toBe('string');
    expect(typeOf('user == null ? "Guest" : user.email')).toBe('string');
    expect(typeOf('"admin" in user.roles')).toBe('bool');
    expect(typeOf('queries.tasks.rows')).toBe('list<dyn>');
    expect(typeOf('queries.tasks.loading')).toBe('bool');
    expect(typeOf('size(queries.tasks.rows)')).toBe('number');
    expect(typeOf('has(item.title)')).toBe('bool');
    expect(typeOf('[1, 2]')).toBe('list<number>');
    expect(typeOf('[1, "a"]')).toBe('list<dyn>');
    expect(typeOf('{"a": 1}')).toBe('map<number>');
    expect(typeOf('[1] + [2]')).toBe('list<number>');
    expect(typeOf('string(1)')).toBe('string');
    expect(typeOf('item.name.startsWith("A")')).toBe('bool');
    expect(typeOf('true ? user : null')).toBe('{id: string, email: string, roles: list<string>} | null');
  });

  it('types macros, with their variable known in the body only', () => {
    expect(typeOf('queries.tasks.rows.filter(row, row.done)')).toBe('list<dyn>');
    expect(typeOf('[1, 2].map(n, n * 2)')).toBe('list<number>');
    expect(typeOf('[1, 2].map(n, string(n))')).toBe('list<string>');
    expect(typeOf('user.roles.exists(role, role == "admin")')).toBe('bool');
    expect(typeOf('params.filter(key, key != "id")')).toBe('list<string>');
    expect(checkExpression('[1].all(n, n)', defaultExpressionEnvironment())).toMatchObject({ ok: false, error: { code: 'type_mismatch' } });
    expect(checkExpression('"abc".map(c, c)', defaultExpressionEnvironment())).toMatchObject({ ok: false, error: { code: 'type_mismatch' } });
    expect(checkExpression('[1].map(n, n) + [m]', defaultExpressionEnvironment())).toMatchObject({ ok: false, error: { code: 'unknown_name' } });
    expect(checkExpression('[1].map(n, n.constructor)', defaultExpressionEnvironment())).toMatchObject({ ok: false, error: { code: 'forbidden_name' } });
  });

  it('checks app variables and environment names against the run settings', () => {
    const settings = {
      ...defaultAppSettings(),
      variables: [
        { name: 'cartCount', type: 'number' as const, initial: 0 },
        { name: 'title', type: 'text' as const, initial: '' },
        { name: 'tags', type: 'list' as const, initial: [] },
      ],
      environment: [{ name: 'API_BASE', value: 'https://x' }],
    };
    const environment = expressionEnvironmentFor(settings);
    expect(typeOf('app.cartCount + 1', environment)).toBe('number');
    expect(typeOf('app.title', environment)).toBe('string');
    expect(typeOf('app.tags', environment)).toBe('list<dyn>');
    expect(typeOf('app["title"]', environment)).toBe('string');
    expect(typeOf('env.API_BASE', environment)).toBe('string');
    expect(checkExpression('app.cartCont', environment)).toMatchObject({ ok: false, error: { code: 'unknown_field' } });
    expect(checkExpression('has(app.nope)', environment)).toMatchObject({ ok: false, error: { code: 'unknown_field' } });
    expect(checkExpression('env.MISSING', environment)).toMatchObject({ ok: false, error: { code: 'unknown_field' } });
    expect(checkExpression('app.title + 1', environment)).toMatchObject({ ok: false, error: { code: 'type_mismatch' } });
    expect(checkExpression('app.cartCount ? 1 : 0', environment)).toMatchObject({ ok: false, error: { code: 'type_mismatch' } });
  });

  it('leaves item and index out outside a repeater', () => {
    const environment = expressionEnvironmentFor(null, { inRepeater: false });
    const result = checkExpression('item.title', environment);
    expect(result).toMatchObject({ ok: false, error: { code: 'unknown_name' } });
    if (!result.ok) expect(result.error.message).toContain('screen, app, params, user, queries, env');
    expect(typeOf('screen.x', environment)).toBe('dyn');
  });

  it('refuses unknown names and functions with what is available', () => {
    const result = checkExpression('usr.email', defaultExpressionEnvironment());
    expect(result).toMatchObject({ ok: false, error: { code: 'unknown_name', position: 0 } });
    expect(checkExpression('lower(item.x)', defaultExpressionEnvironment())).toMatchObject({ ok: false, error: { code: 'unknown_function' } });
    expect(checkExpression('size(1, 2)', defaultExpressionEnvironment())).toMatchObject({ ok: false, error: { code: 'type_mismatch' } });
    expect(checkExpression('user.name', defaultExpressionEnvironment())).toMatchObject({ ok: false, error: { code: 'unknown_field' } });
  });
});
