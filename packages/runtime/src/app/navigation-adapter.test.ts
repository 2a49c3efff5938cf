import { describe, expect, it } from 'vitest';
import { type BrowserWindow, createMemoryNavigation, createUrlNavigation, locationOfRoute, routeOfLocation } from './navigation-adapter.ts';

const options = { basePath: '/apps/acme/tasks/', screens: [{ id: 's1', path: 'task-list' }, { id: 's2', path: 'task-detail' }] };

/** A browser history of addresses, as `window` keeps one. */
function browser(start: string): BrowserWindow & { entries: string[]; pop(): void } {
  const entries = [start];
  let listener: (() => void) | null = null;
  const split = (address: string) => ({ pathname: address.split('?')[0]!, search: address.includes('?') ? `?${address.split('?')[1]}` : '' });
  const fake = {
    entries,
    get location() {
      return split(entries.at(-1)!);
    },
    history: {
      pushState: (_data: unknown, _unused: string, url: string) => void entries.push(url),
      back: () => fake.pop(),
      get length() {
        return entries.length;
      },
    },
    addEventListener: (_type: 'popstate', next: () => void) => void (listener = next),
    removeEventListener: () => void (listener = null),
    pop() {
      entries.pop();
      listener?.();
    },
  };
  return fake;
}

describe('navigation', () => {
  it('reads and writes deep links with parameters', () => {
    expect(routeOfLocation({ pathname: '/apps/acme/tasks/task-detail', search: '?id=7&x=a%20b' }, options)).toEqual({ screenId: 's2', params: { id: '7', x: 'a b' } });
    expect(routeOfLocation({ pathname: '/apps/acme/tasks/', search: '' }, options)).toBeNull();
    expect(routeOfLocation({ pathname: '/apps/acme/tasks/nowhere', search: '' }, options)).toBeNull();
    expect(routeOfLocation({ pathname: '/elsewhere/task-list', search: '' }, options)).toBeNull();
    expect(locationOfRoute({ screenId: 's2', params: { id: '7' } }, options)).toBe('/apps/acme/tasks/task-detail?id=7');
  });

  it('follows the address bar: push, the browser’s back, and never back out of the app', () => {
    const window = browser('/apps/acme/tasks/task-list');
    const navigation = createUrlNavigation({ ...options, window });
    const seen: (string | undefined)[] = [];
    const stop = navigation.subscribe(() => seen.push(navigation.current()?.screenId));
    expect(navigation.current()).toEqual({ screenId: 's1', params: {} });
    navigation.push({ screenId: 's2', params: { id: '3' } });
    expect(window.entries.at(-1)).toBe('/apps/acme/tasks/task-detail?id=3');
    navigation.back();
    expect(navigation.current()).toEqual({ screenId: 's1', params: {} });
    navigation.back();
    expect(window.entries).toEqual(['/apps/acme/tasks/task-list']);
    expect(seen).toEqual(['s2', 's1']);
    stop();
  });

  it('in memory, goes back to where it started and no further', () => {
    const navigation = createMemoryNavigation();
    navigation.push({ screenId: 'a', params: {} });
    navigation.back();
    expect(navigation.current()).toBeNull();
    navigation.back();
    expect(navigation.current()).toBeNull();
  });
});
