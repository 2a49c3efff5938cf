import { useTranslation } from 'react-i18next';
import type { Language } from '@tessera/catalog';
import { i18n, initI18n } from './i18n.ts';
import type { TranslationKey } from './resources.ts';

/** Interpolation values of a translated string, e.g. `{ name: 'Orders' }` for `{{name}}`. */
export type TranslationValues = Record<string, string | number>;

/** A `t` whose keys are checked against the English tables. */
export type Translate = (key: TranslationKey, values?: TranslationValues) => string;

/**
 * The translation function of a page or control, re-rendering on a language change. Starts
 * i18n if nobody has (idempotent), so a control works wherever it is mounted.
 */
export function useT(): Translate {
  void initI18n();
  const { t } = useTranslation(undefined, { i18n });
  return t as unknown as Translate;
}

/** The language shown now, re-rendering on a change. */
export function useLanguage(): Language {
  void initI18n();
  const { i18n: instance } = useTranslation(undefined, { i18n });
  return instance.resolvedLanguage === 'tr' ? 'tr' : 'en';
}
