export { currentLanguage, i18n, initI18n, setLanguage } from './i18n.ts';
export { isLanguage, LANGUAGE_STORAGE_KEY } from './language.ts';
export type { LanguageResources, TranslationKey } from './resources.ts';
export { type Translate, type TranslationValues, useLanguage, useT } from './use-t.ts';
export { useTranslation } from 'react-i18next';
