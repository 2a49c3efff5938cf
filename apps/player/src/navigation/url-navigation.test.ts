import { describe, expect, it } from 'vitest';
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

const root = { id: 'r', type: 'container', props: {}, style: {}, bindings: {}, events: {}, children: [] };
const screen = (id: string, path: string, kind: 'screen' | 'master' = 'screen') => ({ id, name: id, path, kind, isMobile: false, isDesktop: true, root });
const screens = [screen('s-home', 'home'), screen('s-list', 'task-list'), screen('s-frame', 'frame', 'master'), screen('s-edit', 'edit-task')];
const settings = (startScreenId: string | null) => ({ startScreenId, previewDeviceId: null, variables: [], environment: [] });
const basePath = '/apps/acme/tasks/';
const navigationAt = (url: string, startScreenId: string | null = null) => {
  const browser = fakeBrowser(url);
  return { browser, navigation: createUrlNavigation({ basePath, app: () => ({ screens, settings: settings(startScreenId) }), window: browser.window }) };
};

describe('the URL navigation adapter', () => {
  it('opens the start screen at the bare address, with or without its trailing slash', () => {
    for (const start of ['/apps/acme/tasks/', '/apps/acme/tasks']) {
      const { navigation } = navigationAt(start, 's-list');
      expect(navigation.current()).toEqual({ screenId: 's-list', params: {} });
      expect(navigation.namesNoScreen()).toBe(false);
    }
    expect(navigationAt(basePath).navigation.current()).toEqual({ screenId: 's-home', params: {} });
  });

  it('reads a deep link with its parameters; an unknown path or a master screen names nothing', () => {
    expect(navigationAt('/apps/acme/tasks/edit-task?id=42&mode=full').navigation.current()).toEqual({ screenId: 's-edit', params: { id: '42', mode: 'full' } });
    for (const url of ['/apps/acme/tasks/nope', '/apps/acme/tasks/frame', '/apps/other/tasks/home']) {
      const { navigation } = navigationAt(url);
      expect(navigation.current(), url).toBeNull();
      expect(navigation.namesNoScreen(), url).toBe(true);
    }
  });

  it('reads the app again at every read (a Run tab gets new screens)', () => {
    let current = [screen('s-home', 'home')];
    const browser = fakeBrowser('/apps/acme/tasks/later');
    const navigation = createUrlNavigation({ basePath, app: () => ({ screens: current, settings: settings(null) }), window: browser.window });
    expect(navigation.namesNoScreen()).toBe(true);
    current = [...current, screen('s-later', 'later')];
    expect(navigation.current()).toEqual({ screenId: 's-later', params: {} });
  });

  it('pushes a deep link per navigation and follows the browser back and forward', () => {
    const { browser, navigation } = navigationAt(basePath, 's-home');
    const seen: (string | undefined)[] = [];
    const stop = navigation.subscribe(() => seen.push(navigation.current()?.screenId));

    navigation.push({ screenId: 's-list', params: {} });
    expect(browser.url()).toBe('/apps/acme/tasks/task-list');
    navigation.push({ screenId: 's-edit', params: { id: '7' } });
    expect(browser.url()).toBe('/apps/acme/tasks/edit-task?id=7');
    expect(navigation.current()).toEqual({ screenId: 's-edit', params: { id: '7' } });

    browser.back();
    expect(navigation.current()).toEqual({ screenId: 's-list', params: {} });
    browser.forward();
    expect(navigation.current()).toEqual({ screenId: 's-edit', params: { id: '7' } });
    // After the browser's forward, the app's own back still counts right (twice back to the start).
    navigation.back();
    navigation.back();
    expect(browser.url()).toBe('/apps/acme/tasks/');
    expect(seen).toEqual(['s-list', 's-edit', 's-list', 's-edit', 's-list', 's-home']);

    // At the app's first entry, back() does not leave the app.
    navigation.back();
    expect(browser.url()).toBe('/apps/acme/tasks/');
    expect(seen).toHaveLength(6);

    // A screen that is not a page of the app is never pushed.
    navigation.push({ screenId: 's-frame', params: {} });
    expect(browser.url()).toBe('/apps/acme/tasks/');

    stop();
    expect(browser.listeners.size).toBe(0);
  });
});
