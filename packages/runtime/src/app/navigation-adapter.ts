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
