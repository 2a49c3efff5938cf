import { type Language, translations } from '@tessera/catalog';

type Namespaces = typeof translations;

/** One language's strings of every namespace: `{ common: {...}, uiKit: {...}, workspace: {...} }`. */
export type LanguageResources<L extends Language> = { readonly [N in keyof Namespaces]: Namespaces[N][L] };

/**
 * The i18next `translation` bundle of one language: the catalogue's namespaces as top-level
 * keys, so a key reads `common.cancel` or `uiKit.title`.
 */
export function resourcesFor<L extends Language>(language: L): LanguageResources<L> {
  return Object.fromEntries(
    Object.entries(translations).map(([namespace, table]) => [namespace, table[language]]),
  ) as unknown as LanguageResources<L>;
}

/** Dot paths to every string of a nested table: `'common.cancel' | 'common.languages.en' | ...`. */
type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key the studio may translate (from the English tables, which Turkish mirrors). */
export type TranslationKey = LeafPaths<LanguageResources<'en'>>;
