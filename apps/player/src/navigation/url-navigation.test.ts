import { describe, expect, it } from 'vitest';
import type { AppLocation } from './navigation-adapter.ts';
import { type BrowserWindow, createUrlNavigation } from './url-navigation.ts';

/** A browser history in memory: entries of (url, state), back/forward firing popstate. */
function fakeBrowser(startUrl: string) {
  const entries: { url: URL; state: unknown }[] = [{ url: new URL(startUrl, 'http://app.test'), state: null }];
  let index = 0;
  const listeners = new Set<() => void>();
  const go = (delta: number) => {
    const next = index + delta;
    if (next < 0 || next >= entries.length) return;
    index = next;
    listeners.forEach((listener) => listener());
  };
  const window: BrowserWindow = {
    location: {
      get pathname() {
        return entries[index]!.url.pathname;
      },
      get search() {
        return entries[index]!.url.search;
      },
    },
    history: {
      get state() {
        return entries[index]!.state;
      },
      pushState(state, _unused, url) {
        entries.splice(index + 1);
        entries.push({ url: new URL(url, 'http://app.test'), state });
        index += 1;
      },
      back: () => go(-1),
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  return { window, forward: () => go(1), back: () => go(-1), url: () => `${entries[index]!.url.pathname}${entries[index]!.url.search}`, listeners };
}

const screens = [
  { id: 's-home', path: 'home', kind: 'screen' as const },
  { id: 's-list', path: 'task-list', kind: 'screen' as const },
  { id: 's-frame', path: 'frame', kind: 'master' as const },
  { id: 's-edit', path: 'edit-task', kind: 'screen' as const },
];
const basePath = '/apps/acme/tasks/';

describe('the URL navigation adapter', () => {
  it('opens the start screen at the bare address, with or without its trailing slash', () => {
    for (const start of ['/apps/acme/tasks/', '/apps/acme/tasks']) {
      const browser = fakeBrowser(start);
      const navigation = createUrlNavigation({ basePath, screens, startScreenId: 's-list', window: browser.window });
      expect(navigation.current()).toEqual({ screenId: 's-list', params: {} });
    }
    const noStart = createUrlNavigation({ basePath, screens, startScreenId: null, window: fakeBrowser(basePath).window });
    expect(noStart.current()).toEqual({ screenId: 's-home', params: {} });
  });

  it('reads a deep link with its parameters; an unknown path or a master screen names nothing', () => {
    const deep = createUrlNavigation({ basePath, screens, startScreenId: null, window: fakeBrowser('/apps/acme/tasks/edit-task?id=42&mode=full').window });
    expect(deep.current()).toEqual({ screenId: 's-edit', params: { id: '42', mode: 'full' } });
    for (const url of ['/apps/acme/tasks/nope', '/apps/acme/tasks/frame', '/apps/other/tasks/home']) {
      expect(createUrlNavigation({ basePath, screens, startScreenId: null, window: fakeBrowser(url).window }).current(), url).toBeNull();
    }
  });

  it('pushes a deep link per navigation and follows the browser back and forward', () => {
    const browser = fakeBrowser(basePath);
    const navigation = createUrlNavigation({ basePath, screens, startScreenId: 's-home', window: browser.window });
    const seen: (AppLocation | null)[] = [];
    const stop = navigation.subscribe((location) => seen.push(location));

    navigation.navigate({ screenId: 's-list', params: {} });
    expect(browser.url()).toBe('/apps/acme/tasks/task-list');
    navigation.navigate({ screenId: 's-edit', params: { id: '7' } });
    expect(browser.url()).toBe('/apps/acme/tasks/edit-task?id=7');
    expect(navigation.current()).toEqual({ screenId: 's-edit', params: { id: '7' } });

    browser.back();
    expect(navigation.current()).toEqual({ screenId: 's-list', params: {} });
    browser.forward();
    expect(navigation.current()).toEqual({ screenId: 's-edit', params: { id: '7' } });
    navigation.back();
    navigation.back();
    expect(browser.url()).toBe('/apps/acme/tasks/');
    expect(seen.map((location) => location?.screenId)).toEqual(['s-list', 's-edit', 's-list', 's-edit', 's-list', 's-home']);

    // At the app's first entry, back() does not leave the app.
    navigation.back();
    expect(browser.url()).toBe('/apps/acme/tasks/');
    expect(seen).toHaveLength(6);

    // A screen that is not a page of the app is never pushed.
    navigation.navigate({ screenId: 's-frame', params: {} });
    expect(browser.url()).toBe('/apps/acme/tasks/');

    stop();
    expect(browser.listeners.size).toBe(0);
  });
});
