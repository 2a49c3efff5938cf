import { translations } from '@tessera/catalog';
import { useCallback } from 'react';
import { type TranslationKey, useT } from '../../../i18n/index.ts';

type ChoiceLabels = Readonly<Record<string, Readonly<Record<string, string>>>>;

const labelled: ChoiceLabels = translations.studioPanels.en.properties.values;

/**
 * The translation key of the label of one choice of a prop (`target`, `_blank` → "New tab"), or
 * `null` when the tables do not name it. The stored value stays the raw one.
 */
export function choiceLabelKey(propName: string, value: string | number): TranslationKey | null {
  return labelled[propName]?.[String(value)] === undefined ? null : (`studioPanels.properties.values.${propName}.${value}` as TranslationKey);
}

/** The shown label of a prop's choice: translated when known, else the value itself. */
export function useChoiceLabel(): (propName: string, value: string | number) => string {
  const t = useT();
  return useCallback(
    (propName: string, value: string | number) => {
      const key = choiceLabelKey(propName, value);
      return key ? t(key) : String(value);
    },
    [t],
  );
}
