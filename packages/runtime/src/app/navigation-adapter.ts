/** A screen of the app and its route parameters (`params.<name>` in expressions). */
export interface AppRoute {
  screenId: string;
  params: Readonly<Record<string, string>>;
}

/**
 * Where the app host keeps which screen is open: in memory (the studio's Run preview) or in the
 * address bar (the player, so each screen has a deep link and the browser's back works).
 */
export interface NavigationAdapter {
  /** The open screen; null before the first navigation (the start screen shows). */
  current(): AppRoute | null;
  push(route: AppRoute): void;
  /** Returns to the previous screen; nothing on the first. */
  back(): void;
  subscribe(listener: () => void): () => void;
}

/** Navigation in memory: a stack of routes, starting at `initial` (or the start screen). */
export function createMemoryNavigation(initial: AppRoute | null = null): NavigationAdapter {
  const stack: AppRoute[] = initial ? [initial] : [];
  // Back never goes past the first screen (the start screen is the empty stack).
  const floor = stack.length;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    current: () => stack.at(-1) ?? null,
    push(route) {
      stack.push(route);
      changed();
    },
    back() {
      if (stack.length <= floor) return;
      stack.pop();
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The part of `window` the address-bar navigation uses (a test passes its own). */
export interface BrowserWindow {
  location: { pathname: string; search: string };
  history: { pushState(data: unknown, unused: string, url: string): void; back(): void; length: number };
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
}

export interface UrlNavigationOptions {
  /** The app's address, ending in `/` (`/apps/acme/tasks/`). */
  basePath: string;
  /** Each screen's deep-link `path` (`task-list`), as a release holds it. */
  screens: readonly { id: string; path: string }[];
  window?: BrowserWindow;
}

/** The route an address shows: `{basePath}{path}?{params}`; null for the base or an unknown path. */
export function routeOfLocation(location: { pathname: string; search: string }, options: Pick<UrlNavigationOptions, 'basePath' | 'screens'>): AppRoute | null {
  const { pathname, search } = location;
  if (!pathname.startsWith(options.basePath)) return null;
  const path = decodeURIComponent(pathname.slice(options.basePath.length)).replace(/\/+$/, '');
  const screen = options.screens.find((candidate) => candidate.path === path);
  if (!screen || path === '') return null;
  return { screenId: screen.id, params: Object.fromEntries(new URLSearchParams(search)) };
}

/** The address of a route (`/apps/acme/tasks/task-detail?id=7`). */
export function locationOfRoute(route: AppRoute, options: Pick<UrlNavigationOptions, 'basePath' | 'screens'>): string {
  const path = options.screens.find((screen) => screen.id === route.screenId)?.path ?? '';
  const query = new URLSearchParams(route.params).toString();
  return `${options.basePath}${path.split('/').map(encodeURIComponent).join('/')}${query ? `?${query}` : ''}`;
}

/**
 * Navigation in the address bar: each screen at its deep link, parameters in the query string,
 * the browser's back and forward buttons move between screens.
 */
export function createUrlNavigation(options: UrlNavigationOptions): NavigationAdapter {
  const browser = options.window ?? (globalThis as unknown as { window: BrowserWindow }).window;
  const listeners = new Set<() => void>();
  let route = routeOfLocation(browser.location, options);
  let depth = 0;
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  const onPopState = () => {
    route = routeOfLocation(browser.location, options);
    depth = Math.max(0, depth - 1);
    changed();
  };
  return {
    current: () => route,
    push(next) {
      browser.history.pushState(null, '', locationOfRoute(next, options));
      route = next;
      depth += 1;
      changed();
    },
    back() {
      // Never leave the app: back from the first screen opened here does nothing.
      if (depth > 0) browser.history.back();
    },
    subscribe(listener) {
      if (listeners.size === 0) browser.addEventListener('popstate', onPopState);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) browser.removeEventListener('popstate', onPopState);
      };
    },
  };
}
