import { labelElement, linkElement, numberInputElement } from '@tessera/model/definition';
import { describe, expect, it } from 'vitest';
import { boundPropValues } from './bound-prop-values.ts';

const scope = { screen: { count: 2, name: 'Ada', bad: 'javascript:alert(1)' }, user: null };

describe('boundPropValues', () => {
  it('evaluates each binding and writes numbers and bools as text for a text prop', () => {
    expect(boundPropValues(labelElement, { text: '"Hi " + screen.name' }, scope)).toEqual({ values: { text: 'Hi Ada' }, failures: [] });
    expect(boundPropValues(labelElement, { text: 'screen.count + 1', maxLines: 'screen.count' }, scope).values).toEqual({ text: '3', maxLines: 2 });
    expect(boundPropValues(labelElement, { text: 'screen.count > 1' }, scope).values).toEqual({ text: 'true' });
  });

  it('leaves out a binding that fails, with why', () => {
    const result = boundPropValues(labelElement, { text: 'user.email', maxLines: 'nope' }, scope);
    expect(result.values).toEqual({});
    expect(result.failures).toEqual([
      { prop: 'text', code: 'null_access', message: expect.any(String) },
      { prop: 'maxLines', code: 'unknown_name', message: expect.any(String) },
    ]);
  });

  it('leaves out a value its prop declaration refuses: an unsafe address, a bad enum, a wrong kind, an unknown prop', () => {
    expect(boundPropValues(linkElement, { href: 'screen.bad' }, scope).failures[0]?.code).toBe('prop_mismatch');
    expect(boundPropValues(linkElement, { href: '"https://example.com/" + screen.name' }, scope).values).toEqual({ href: 'https://example.com/Ada' });
    expect(boundPropValues(linkElement, { target: '"_evil"' }, scope).failures[0]?.code).toBe('prop_mismatch');
    expect(boundPropValues(labelElement, { maxLines: '"three"' }, scope).failures[0]?.code).toBe('prop_mismatch');
    expect(boundPropValues(labelElement, { maxLines: '-1' }, scope).failures[0]?.code).toBe('prop_mismatch');
    expect(boundPropValues(labelElement, { onClick: '"x"' }, scope).failures[0]?.code).toBe('prop_mismatch');
    expect(boundPropValues(numberInputElement, { value: 'screen.count * 2' }, scope).values).toEqual({ value: 4 });
  });
});
