import { getElementDeclaration } from '@tessera/model/definition';
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { readScreenVariables, type ScreenVariableRow, screenVariableRowsOf } from './screen-variables-form.ts';

const row = (name: string, type: ScreenVariableRow['type'], initialText: string): ScreenVariableRow => ({ key: name, name, type, initialText });

describe('the screen variables of a root', () => {
  it('reads stored declarations into rows with their starting values as text, leaving out malformed ones', () => {
    const rows = screenVariableRowsOf([
      { name: 'search', type: 'text', initial: 'tea' },
      { name: 'count', type: 'number', initial: 3 },
      { name: 'filters', type: 'map', initial: { done: false } },
      { name: 'none', type: 'boolean', initial: null },
      { name: 'odd', type: 'date', initial: 1 },
      'junk',
    ]);
    expect(rows.map(({ name, type, initialText }) => ({ name, type, initialText }))).toEqual([
      { name: 'search', type: 'text', initialText: 'tea' },
      { name: 'count', type: 'number', initialText: '3' },
      { name: 'filters', type: 'map', initialText: '{"done":false}' },
      { name: 'none', type: 'boolean', initialText: '' },
    ]);
    expect(new Set(rows.map((each) => each.key)).size).toBe(rows.length);
  });

  it('types each starting value by the variable’s type, and the result fits the root’s props schema', () => {
    const { variables, errors } = readScreenVariables([row('search', 'text', '42'), row('count', 'number', ' 1.5 '), row('open', 'boolean', 'TRUE'), row('tags', 'list', '["a"]'), row('empty', 'map', '')]);
    expect(errors).toEqual({});
    expect(variables).toEqual([
      { name: 'search', type: 'text', initial: '42' },
      { name: 'count', type: 'number', initial: 1.5 },
      { name: 'open', type: 'boolean', initial: true },
      { name: 'tags', type: 'list', initial: ['a'] },
      { name: 'empty', type: 'map', initial: null },
    ]);
    expect(safeParse(getElementDeclaration('container')!.propsSchema, { variables }).success).toBe(true);
  });

  it('refuses a bad name, a name used twice, and a starting value that does not fit, field by field', () => {
    const { errors } = readScreenVariables([row('1st', 'text', ''), row('count', 'number', 'many'), row('count', 'boolean', 'yes'), row('list', 'list', '{"a":1}'), row('', 'map', '{')]);
    expect(errors).toEqual({
      '0.name': { key: 'name' },
      '1.name': { key: 'duplicate' },
      '1.initial': { key: 'number' },
      '2.name': { key: 'duplicate' },
      '2.initial': { key: 'boolean' },
      '3.initial': { text: 'The starting value of "list" must be a list.' },
      '4.name': { key: 'name' },
      '4.initial': { key: 'json' },
    });
  });
});
