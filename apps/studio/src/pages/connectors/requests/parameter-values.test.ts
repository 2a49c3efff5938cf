import { describe, expect, it } from 'vitest';
import { apiValue, initialValues, parameterValuesOf } from './parameter-values.ts';
import { newParameterRow } from './request-form.ts';

const row = (name: string, type: 'text' | 'number' | 'boolean' | 'json', example = '') => ({ ...newParameterRow(), name, type, example });

describe('parameter values', () => {
  it('starts from the examples, keeps what was typed, and skips unnamed rows', () => {
    const parameters = [row('id', 'text', '42'), row('count', 'number', '3'), row('', 'text', 'x')];
    expect(initialValues(parameters)).toEqual({ id: '42', count: '3' });
    expect(initialValues(parameters, { id: '7' })).toEqual({ id: '7', count: '3' });
  });

  it('sends numbers and booleans typed, empty as null, and anything unreadable as text for the server to refuse', () => {
    expect(apiValue('number', ' 12.5 ')).toBe(12.5);
    expect(apiValue('number', 'twelve')).toBe('twelve');
    expect(apiValue('boolean', 'true')).toBe(true);
    expect(apiValue('boolean', 'false')).toBe(false);
    expect(apiValue('boolean', 'yes')).toBe('yes');
    expect(apiValue('json', '{"a":1}')).toBe('{"a":1}');
    expect(apiValue('text', '')).toBeNull();
    expect(parameterValuesOf([row('id', 'text'), row('n', 'number')], { id: 'a/b', n: '3' })).toEqual({ id: 'a/b', n: 3 });
    expect(parameterValuesOf([row('id', 'text')], {})).toEqual({ id: null });
  });
});
