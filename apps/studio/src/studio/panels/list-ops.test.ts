import { describe, expect, it } from 'vitest';
import { moveItem, removeItem, replaceItem } from './list-ops.ts';

describe('list ops', () => {
  const items = ['a', 'b', 'c'] as const;
  it('moves an item up or down, and nothing past the ends', () => {
    expect(moveItem(items, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(items, 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(items, 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(items, 2, 1)).toEqual(['a', 'b', 'c']);
  });
  it('replaces and removes by position without touching the input', () => {
    expect(replaceItem(items, 2, 'z')).toEqual(['a', 'b', 'z']);
    expect(removeItem(items, 0)).toEqual(['b', 'c']);
    expect(items).toEqual(['a', 'b', 'c']);
  });
});
