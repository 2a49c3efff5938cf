import { translations } from '@tessera/catalog';
import { useCallback } from 'react';
import { type TranslationKey, useT } from '../../../i18n/index.ts';

const translatedProps = new Set(Object.keys(translations.studioPanels.en.properties.props));

/** `maxLength` → `Max length`: the label of a prop the translation tables do not name. */
export function humanizePropName(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The shown label of a prop (or a list column): translated when known, else its name in words. */
export function usePropLabel(): (name: string) => string {
  const t = useT();
  return useCallback(
    (name: string) => (translatedProps.has(name) ? t(`studioPanels.properties.props.${name}` as TranslationKey) : humanizePropName(name)),
    [t],
  );
}
