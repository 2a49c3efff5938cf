import { describe, expect, it } from 'vitest';
import { createMemoryStorage, type KeyValueStorage } from '../api/stored-keys.ts';
import { isLanguage, LANGUAGE_STORAGE_KEY, readLanguage, writeLanguage } from './language.ts';

describe('language storage', () => {
  it('uses the key tessera.language', () => {
    expect(LANGUAGE_STORAGE_KEY).toBe('tessera.language');
  });

  it('reads English when nothing or something unknown is stored', () => {
    expect(readLanguage(createMemoryStorage())).toBe('en');
    expect(readLanguage(createMemoryStorage({ 'tessera.language': 'fr' }))).toBe('en');
    expect(readLanguage(undefined)).toBe('en');
  });

  it('round-trips Turkish', () => {
    const storage = createMemoryStorage();
    writeLanguage(storage, 'tr');
    expect(storage.getItem('tessera.language')).toBe('tr');
    expect(readLanguage(storage)).toBe('tr');
  });

  it('survives a storage that throws', () => {
    const blocked: KeyValueStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    expect(readLanguage(blocked)).toBe('en');
    expect(() => writeLanguage(blocked, 'tr')).not.toThrow();
  });

  it('knows exactly en and tr', () => {
    expect(['en', 'tr', 'de', '', null].map(isLanguage)).toEqual([true, true, false, false, false]);
  });
});
