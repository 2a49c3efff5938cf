import { isPageKind } from '@tessera/model/definition';
import { type AppRoute, type NavigationAdapter, type RunnableApp, startScreenOf } from '@tessera/runtime';

/** The part of `window` the adapter uses (tests pass their own). */
export interface BrowserWindow {
  location: { pathname: string; search: string };
  history: { readonly state: unknown; pushState(data: unknown, unused: string, url: string): void; back(): void };
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
}

/** The app as the adapter reads it, asked at every read (the Run tab's screens change). */
export type NavigatedApp = Pick<RunnableApp, 'screens' | 'settings'>;

export interface UrlNavigationOptions {
  /** The app's address, ending with `/`: `/apps/acme/shop/`, `/run/{projectId}/`. */
  basePath: string;
  app: () => NavigatedApp;
  window: BrowserWindow;
}

/** A navigation adapter on the address bar that also tells a deep link to no screen apart. */
export interface PlayerNavigation extends NavigationAdapter {
  /** Whether the address names no page of the app (a mistyped or stale deep link). */
  namesNoScreen(): boolean;
}

/** `?a=1&b=x` → `{ a: '1', b: 'x' }` (the last of repeated names wins). */
function paramsOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

/**
 * The runtime's `NavigationAdapter` on the address bar: each page (screen of kind `screen`) at its
 * deep link `{basePath}{path}`, route parameters in the query string; `push` adds a history entry
 * carrying its index in the app's history, so `back()` never leaves the app and the browser's back
 * and forward buttons move the app either way. The bare base address is the start screen.
 */
export function createUrlNavigation({ basePath, app, window }: UrlNavigationOptions): PlayerNavigation {
  const listeners = new Set<() => void>();
  const indexOf = (state: unknown): number =>
    typeof state === 'object' && state !== null && typeof (state as { tesseraIndex?: unknown }).tesseraIndex === 'number'
      ? (state as { tesseraIndex: number }).tesseraIndex
      : 0;
  const pages = () => app().screens.filter((screen) => isPageKind(screen.kind));

  /** The route of the address; undefined when it names no page. */
  const read = (): AppRoute | undefined => {
    const { pathname, search } = window.location;
    const inApp = pathname.startsWith(basePath) || `${pathname}/` === basePath;
    if (!inApp) return undefined;
    const rest = decodeURIComponent(pathname.slice(basePath.length)).replace(/\/+$/, '');
    const screen = rest === '' ? startScreenOf(app()) : pages().find((page) => page.path === rest);
    return screen && isPageKind(screen.kind) ? { screenId: screen.id, params: paramsOf(search) } : undefined;
  };
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };

  return {
    current: () => read() ?? null,
    namesNoScreen: () => read() === undefined,
    push(route) {
      const screen = pages().find((page) => page.id === route.screenId);
      if (!screen?.path) return;
      const query = new URLSearchParams(route.params).toString();
      window.history.pushState({ tesseraIndex: indexOf(window.history.state) + 1 }, '', `${basePath}${encodeURIComponent(screen.path)}${query ? `?${query}` : ''}`);
      changed();
    },
    back() {
      if (indexOf(window.history.state) > 0) window.history.back();
    },
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('popstate', changed);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('popstate', changed);
      };
    },
  };
}
