import type { ReleasedScreen } from '@tessera/model/releases';
import type { AppLocation, NavigationAdapter } from './navigation-adapter.ts';

/** The part of `window` the adapter uses (tests pass their own). */
export interface BrowserWindow {
  location: { pathname: string; search: string };
  history: { readonly state: unknown; pushState(data: unknown, unused: string, url: string): void; back(): void };
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
}

export interface UrlNavigationOptions {
  /** The app's address, ending with `/`: `/apps/acme/shop/`, `/run/{projectId}/`. */
  basePath: string;
  screens: readonly Pick<ReleasedScreen, 'id' | 'path' | 'kind'>[];
  /** The screen the bare base address opens. */
  startScreenId: string | null;
  window: BrowserWindow;
}

/** `?a=1&b=x` → `{ a: '1', b: 'x' }` (the last of repeated names wins). */
function paramsOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

/**
 * Adapter on the address bar: each screen has its deep link `{basePath}{screen path}`, route
 * parameters travel in the query string, `navigate` pushes a history entry and the browser's
 * back and forward buttons move the app. The bare base address is the start screen.
 */
export function createUrlNavigation({ basePath, screens, startScreenId, window }: UrlNavigationOptions): NavigationAdapter {
  const pages = screens.filter((screen) => screen.kind === 'screen');
  const byPath = new Map(pages.map((screen) => [screen.path, screen]));
  const byId = new Map(pages.map((screen) => [screen.id, screen]));
  const listeners = new Set<(location: AppLocation | null) => void>();
  // Each entry the adapter pushes carries its index in the app's history, so `back()` never
  // leaves the app (the first entry has none) and forward/back keep counting right.
  const indexOf = (state: unknown): number =>
    typeof state === 'object' && state !== null && typeof (state as { tesseraIndex?: unknown }).tesseraIndex === 'number'
      ? (state as { tesseraIndex: number }).tesseraIndex
      : 0;

  const read = (): AppLocation | null => {
    const { pathname, search } = window.location;
    if (!pathname.startsWith(basePath) && `${pathname}/` !== basePath) return null;
    const rest = decodeURIComponent(pathname.slice(basePath.length)).replace(/\/+$/, '');
    const screen = rest === '' ? (startScreenId ? byId.get(startScreenId) : pages[0]) ?? pages[0] : byPath.get(rest);
    return screen ? { screenId: screen.id, params: paramsOf(search) } : null;
  };

  const notify = () => {
    const location = read();
    listeners.forEach((listener) => listener(location));
  };
  const onPopState = () => notify();

  return {
    current: read,
    navigate(to) {
      const screen = byId.get(to.screenId);
      if (!screen) return;
      const query = new URLSearchParams(to.params).toString();
      const tesseraIndex = indexOf(window.history.state) + 1;
      window.history.pushState({ tesseraIndex }, '', `${basePath}${encodeURIComponent(screen.path)}${query ? `?${query}` : ''}`);
      notify();
    },
    back() {
      if (indexOf(window.history.state) === 0) return;
      window.history.back();
    },
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('popstate', onPopState);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('popstate', onPopState);
      };
    },
  };
}
