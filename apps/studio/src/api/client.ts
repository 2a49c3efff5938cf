import { createApiClient } from './create-api-client.ts';
import { createMemoryStorage, storedKeys, type KeyValueStorage } from './stored-keys.ts';

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

/**
 * The project open in this tab (spec §7 `currentProjectId` header). Kept in memory, not in the
 * browser-wide storage: two tabs with two projects open must each send their own.
 */
let currentProjectId: string | null = null;

/** Sets the project sent as `currentProjectId` while it is open; `null` when it is left. */
export function setCurrentProjectId(projectId: string | null): void {
  currentProjectId = projectId;
}

/** The stored values as the client reads them, with the current project answered per tab. */
const clientStorage: KeyValueStorage = {
  getItem: (key) => (key === storedKeys.currentProjectId ? currentProjectId : storage.getItem(key)),
  setItem: (key, value) => (key === storedKeys.currentProjectId ? setCurrentProjectId(value) : storage.setItem(key, value)),
  removeItem: (key) => (key === storedKeys.currentProjectId ? setCurrentProjectId(null) : storage.removeItem(key)),
};

const sessionEndListeners = new Set<() => void>();

/** Runs `listener` each time the session ends; returns the unsubscribe function. */
export function onSessionEnd(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/** The studio's API client, same-origin. */
export const api = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  storage: clientStorage,
  getPathname: () => window.location.pathname,
  // Web Locks exist in every current browser; a browser without them still shares one refresh per tab.
  ...(typeof navigator !== 'undefined' && navigator.locks
    ? { withSharedLock: <T,>(name: string, task: () => Promise<T>) => navigator.locks.request(name, task) as Promise<T> }
    : {}),
  onSessionEnd: () => {
    for (const listener of sessionEndListeners) listener();
  },
});
