import { describe, expect, it } from 'vitest';
import { createMemoryNavigation } from './navigation-adapter.ts';

describe('the memory navigation adapter', () => {
  it('keeps a history of places, goes back to the first one and no further', () => {
    const navigation = createMemoryNavigation({ screenId: 'home', params: {} });
    const seen: (string | undefined)[] = [];
    const stop = navigation.subscribe((location) => seen.push(location?.screenId));
    navigation.navigate({ screenId: 'list', params: { page: '2' } });
    expect(navigation.current()).toEqual({ screenId: 'list', params: { page: '2' } });
    navigation.back();
    navigation.back();
    expect(navigation.current()).toEqual({ screenId: 'home', params: {} });
    expect(seen).toEqual(['list', 'home']);
    stop();
    navigation.navigate({ screenId: 'list', params: {} });
    expect(seen).toEqual(['list', 'home']);
  });
});
