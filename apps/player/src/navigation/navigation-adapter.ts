/**
 * How the app host moves between screens, whatever keeps the place: the browser's address bar
 * and history (published apps, the Run tab) or memory (the studio canvas's Run preview).
 */

/** A place in the app: a screen and its route parameters. */
export interface AppLocation {
  screenId: string;
  params: Readonly<Record<string, string>>;
}

export interface NavigationAdapter {
  /** Where the app is now; null when the address names no screen of the app. */
  current(): AppLocation | null;
  /** Opens a screen, adding a history entry. */
  navigate(to: AppLocation): void;
  /** Goes back one entry; does nothing at the first one. */
  back(): void;
  /** Called after every change of place (navigate, back, the browser's back and forward). */
  subscribe(listener: (location: AppLocation | null) => void): () => void;
}

/** Adapter kept in memory, for hosts without an address bar. */
export function createMemoryNavigation(start: AppLocation): NavigationAdapter {
  const entries: AppLocation[] = [start];
  const listeners = new Set<(location: AppLocation | null) => void>();
  const notify = () => listeners.forEach((listener) => listener(entries.at(-1)!));
  return {
    current: () => entries.at(-1)!,
    navigate(to) {
      entries.push({ screenId: to.screenId, params: { ...to.params } });
      notify();
    },
    back() {
      if (entries.length <= 1) return;
      entries.pop();
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
