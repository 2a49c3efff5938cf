import { describe, expect, it } from 'vitest';
import { cx } from './class-names.ts';

describe('cx', () => {
  it('keeps truthy names in order, separated by one space', () => {
    expect(cx('a', false, 'b', undefined, null, 0, '', 'c')).toBe('a b c');
    expect(cx()).toBe('');
  });
});
