import { describe, expect, it } from 'vitest';
import { createMemoryNavigation } from './navigation-adapter.ts';

describe('navigation', () => {
  it('in memory, goes back to where it started and no further', () => {
    const navigation = createMemoryNavigation();
    navigation.push({ screenId: 'a', params: {} });
    navigation.back();
    expect(navigation.current()).toBeNull();
    navigation.back();
    expect(navigation.current()).toBeNull();
  });
});
