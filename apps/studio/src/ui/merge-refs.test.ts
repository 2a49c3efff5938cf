import { describe, expect, it } from 'vitest';
import { mergeRefs } from './merge-refs.ts';

describe('mergeRefs', () => {
  it('sets object refs and calls function refs, skipping absent ones', () => {
    const object: { current: string | null } = { current: null };
    const seen: (string | null)[] = [];
    const merged = mergeRefs<string>(object, (value) => void seen.push(value), undefined);
    merged('node');
    expect(object.current).toBe('node');
    expect(seen).toEqual(['node']);
  });
});
