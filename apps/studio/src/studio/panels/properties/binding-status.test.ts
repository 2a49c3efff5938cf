import { translations } from '@tessera/catalog';
import { defaultExpressionEnvironment, expressionEnvironmentFor, expressionErrorCodes } from '@tessera/model/definition';
import { describe, expect, it } from 'vitest';
import { bindingErrorKey, bindingStatus, nearText } from './binding-status.ts';

const environment = defaultExpressionEnvironment();

describe('bindingStatus', () => {
  it('shows the type of a good draft', () => {
    expect(bindingStatus('"Hello, " + user.email', environment)).toEqual({ kind: 'ok', type: 'string' });
    expect(bindingStatus('size(queries.tasks.rows) > 0', environment)).toEqual({ kind: 'ok', type: 'bool' });
    expect(bindingStatus('  ', environment)).toEqual({ kind: 'empty' });
  });

  it('shows the error and what it points at', () => {
    expect(bindingStatus('"Hi " + usr.email', environment)).toEqual({ kind: 'error', code: 'unknown_name', near: 'usr' });
    expect(bindingStatus('"Hi " + 1', environment)).toEqual({ kind: 'error', code: 'type_mismatch', near: '+' });
    expect(bindingStatus('item.constructor', environment)).toEqual({ kind: 'error', code: 'forbidden_name', near: 'constructor' });
    expect(bindingStatus('1 +', environment)).toEqual({ kind: 'error', code: 'syntax_error', near: '' });
    expect(bindingStatus('item.title', expressionEnvironmentFor(null, { inRepeater: false }))).toEqual({ kind: 'error', code: 'unknown_name', near: 'item' });
  });

  it('quotes a short excerpt', () => {
    expect(nearText('a && b', 2)).toBe('&&');
    expect(nearText('x + "a long text that goes on and on"', 4)).toBe('"a long text that goes on');
    expect(nearText('abc', 3)).toBe('');
  });
});

describe('binding error texts', () => {
  it('exist for every expression error code in English and Turkish', () => {
    for (const code of expressionErrorCodes) {
      const key = bindingErrorKey(code) as keyof typeof translations.studioPanels.en.properties.binding.errors;
      expect(translations.studioPanels.en.properties.binding.errors[key], code).toEqual(expect.any(String));
      expect(translations.studioPanels.tr.properties.binding.errors[key], code).toEqual(expect.any(String));
    }
  });
});
