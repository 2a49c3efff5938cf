import { describe, expect, it } from 'vitest';
import { humanizePropName } from './use-prop-label.ts';

describe('humanizePropName', () => {
  it('turns a camelCase or snake_case prop name into words', () => {
    expect(humanizePropName('maxLength')).toBe('Max length');
    expect(humanizePropName('on_row_click')).toBe('On row click');
    expect(humanizePropName('src')).toBe('Src');
  });
});
