/** Where a client keeps what outlives a page (`localStorage` in a browser). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage that lives as long as the page (the studio's Run preview, tests, a host without `localStorage`). */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * The browser's `localStorage` when it can be used (it throws in some private modes and
 * sandboxed frames), else a memory storage.
 */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    if (storage) {
      const probe = '__tessera_probe__';
      storage.setItem(probe, probe);
      storage.removeItem(probe);
      return storage;
    }
  } catch {
    // Fall through: a storage that throws is as good as none.
  }
  return memoryStorage();
}
