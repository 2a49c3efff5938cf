import { labelElement, selectElement, textInputElement } from '@tessera/model/definition';
import { describe, expect, it } from 'vitest';
import { resolveProps } from './resolve-props.ts';

describe('resolveProps', () => {
  it('fills missing props from the defaults', () => {
    expect(resolveProps(labelElement, {})).toEqual({ text: 'Label', maxLines: 0 });
  });

  it('lets a stored prop override its default', () => {
    expect(resolveProps(labelElement, { text: 'Hi' })).toEqual({ text: 'Hi', maxLines: 0 });
  });

  it('keeps props without a default and values of a null default', () => {
    expect(resolveProps<typeof textInputElement, 'maxLength'>(textInputElement, { maxLength: 5 }).maxLength).toBe(5);
    expect(resolveProps(selectElement, { value: 'b' }).value).toBe('b');
  });

  it('ignores a stored prop whose kind differs from its default', () => {
    expect(resolveProps(labelElement, { text: 12, maxLines: '3' })).toEqual({ text: 'Label', maxLines: 0 });
    expect(resolveProps(selectElement, { options: 'a,b' }).options).toEqual(selectElement.defaults.options);
  });

  it('never changes the declaration defaults', () => {
    resolveProps(labelElement, { text: 'changed' });
    expect(labelElement.defaults.text).toBe('Label');
  });
});
