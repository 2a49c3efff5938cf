import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@tessera/catalog';
import { english } from './english.ts';
import { readLanguage, writeLanguage } from './language.ts';

/** The studio's one i18next instance (react-i18next's hooks read it). */
export const i18n = i18next.createInstance();

const NAMESPACE = 'translation';

let started: Promise<void> | undefined;

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Makes `language`'s strings available; Turkish comes from its own chunk on first use. */
async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, NAMESPACE)) return;
  if (language === 'tr') {
    const { turkish } = await import('./turkish.ts');
    i18n.addResourceBundle('tr', NAMESPACE, turkish, true, true);
  }
}

function applyLanguage(language: Language): Promise<unknown> {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18n.changeLanguage(language);
}

/**
 * Starts i18n once (later calls return the same promise): English is ready synchronously, so a
 * page can render at once; the promise settles when the stored language (if Turkish) is loaded
 * and applied. Call it from the authenticated area only: the login route carries no i18n.
 */
export function initI18n(): Promise<void> {
  if (started) return started;
  void i18n.use(initReactI18next).init({
    resources: { en: { [NAMESPACE]: english } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['en', 'tr'],
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes what it renders.
    react: { useSuspense: false },
  });
  const stored = readLanguage(browserStorage());
  started = stored === DEFAULT_LANGUAGE
    ? Promise.resolve()
    : loadLanguage(stored)
        .then(() => applyLanguage(stored))
        .then(
          () => undefined,
          // A chunk that fails to load leaves the studio in English rather than broken.
          (error: unknown) => console.error('could not load the stored language', error),
        );
  return started;
}

/** Switches the studio's language (loading Turkish on demand) and remembers it for next time. */
export async function setLanguage(language: Language): Promise<void> {
  await initI18n();
  await loadLanguage(language);
  await applyLanguage(language);
  writeLanguage(browserStorage(), language);
}

/** The language the studio shows now. */
export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'tr' ? 'tr' : 'en';
}
