import { translations } from '@tessera/catalog';
import type { ElementDeclaration } from '@tessera/model/definition';
import { useCallback } from 'react';
import { type Translate, type TranslationKey, useT } from '../../i18n/index.ts';

const translatedTypes = new Set(Object.keys(translations.studioPanels.en.elements));

/**
 * The shown name of an element type: its translated label, or the declaration's own label for a
 * type the translation tables do not know yet.
 */
export function elementLabel(t: Translate, declaration: Pick<ElementDeclaration, 'type' | 'label'>): string {
  return translatedTypes.has(declaration.type) ? t(`studioPanels.elements.${declaration.type}` as TranslationKey) : declaration.label;
}

/** `elementLabel` with the page's translation, re-rendering on a language change. */
export function useElementLabel(): (declaration: Pick<ElementDeclaration, 'type' | 'label'>) => string {
  const t = useT();
  return useCallback((declaration) => elementLabel(t, declaration), [t]);
}
