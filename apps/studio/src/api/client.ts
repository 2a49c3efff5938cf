import { createApiClient } from './create-api-client.ts';
import { createMemoryStorage, type KeyValueStorage } from './stored-keys.ts';

/** localStorage, or memory when the browser blocks it (private modes, sandboxed frames). */
function browserStorage(): KeyValueStorage {
  try {
    const probe = '__tessera_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return createMemoryStorage();
  }
}

/** Browser-wide key-value storage for the values of `storedKeys`. */
export const storage = browserStorage();

const sessionEndListeners = new Set<() => void>();

/** Runs `listener` each time the session ends; returns the unsubscribe function. */
export function onSessionEnd(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/** The studio's API client, same-origin. */
export const api = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  storage,
  getPathname: () => window.location.pathname,
  // Web Locks exist in every current browser; a browser without them still shares one refresh per tab.
  ...(typeof navigator !== 'undefined' && navigator.locks
    ? { withSharedLock: <T,>(name: string, task: () => Promise<T>) => navigator.locks.request(name, task) as Promise<T> }
    : {}),
  onSessionEnd: () => {
    for (const listener of sessionEndListeners) listener();
  },
});
