import { DEFAULT_LANGUAGE, type Language, languages } from '@tessera/catalog';
import type { KeyValueStorage } from '../api/stored-keys.ts';

/** Where the studio keeps the language a user picked (applied on the next start). */
export const LANGUAGE_STORAGE_KEY = 'tessera.language';

/** Whether `value` is one of the studio's languages (spec §9: English and Turkish). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The stored language, or the default when nothing (or something unknown) is stored. */
export function readLanguage(storage: KeyValueStorage | undefined): Language {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can be blocked (privacy settings): the default language still works.
    return DEFAULT_LANGUAGE;
  }
}

/** Stores the picked language; a blocked storage only loses the choice for the next start. */
export function writeLanguage(storage: KeyValueStorage | undefined, language: Language): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Nothing to do: the language still applies to this visit.
  }
}
