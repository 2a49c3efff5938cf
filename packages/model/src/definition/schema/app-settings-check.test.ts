import { describe, expect, it } from 'vitest';
import { appSettingsProblems, fitsVariableType } from './app-settings-check.ts';
import type { VariableDeclaration } from './app-settings.ts';

const variable = (name: string, type: VariableDeclaration['type'], initial: unknown): VariableDeclaration => ({ name, type, initial });

describe('run settings checks', () => {
  it('accepts unique names and starting values of their type (null fits every type)', () => {
    const variables = [
      variable('title', 'text', 'Hi'),
      variable('count', 'number', 3),
      variable('open', 'boolean', false),
      variable('items', 'list', [1, 'a']),
      variable('filters', 'map', { status: 'open' }),
      variable('later', 'number', null),
    ];
    expect(appSettingsProblems({ variables, environment: [{ name: 'API_BASE', value: 'https://x.test' }] })).toEqual([]);
  });

  it('names every duplicate once, for variables and environment values (names are case-sensitive)', () => {
    const problems = appSettingsProblems({
      variables: [variable('a', 'text', null), variable('b', 'text', null), variable('a', 'number', null), variable('b', 'text', null), variable('a', 'text', null), variable('A', 'text', null)],
      environment: [{ name: 'KEY', value: '1' }, { name: 'KEY', value: '2' }],
    });
    expect(problems).toEqual([
      { path: 'variables', message: 'Each app variable needs its own name: "a", "b" is used more than once.' },
      { path: 'environment', message: 'Each environment value needs its own name: "KEY" is used more than once.' },
    ]);
  });

  it('refuses a starting value of another type, naming the variable and the index', () => {
    const problems = appSettingsProblems({
      variables: [variable('count', 'number', '3'), variable('ok', 'text', 'x'), variable('flags', 'map', [1]), variable('n', 'number', Number.NaN)],
      environment: [],
    });
    expect(problems).toEqual([
      { path: 'variables[0].initial', message: 'The starting value of "count" must be a number.' },
      { path: 'variables[2].initial', message: 'The starting value of "flags" must be a map (an object).' },
      { path: 'variables[3].initial', message: 'The starting value of "n" must be a number.' },
    ]);
    expect(fitsVariableType('boolean', 'true')).toBe(false);
    expect(fitsVariableType('list', {})).toBe(false);
    expect(fitsVariableType('text', 1)).toBe(false);
  });
});
