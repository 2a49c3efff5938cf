import { translations } from '@tessera/catalog';
import { useMemo } from 'react';
import { type TranslationKey, useT } from '../../../../i18n/index.ts';
import { humanizePropName } from '../use-prop-label.ts';

const strings = translations.studioPanels.en.actions;
const known = {
  types: new Set(Object.keys(strings.types)),
  groups: new Set(Object.keys(strings.groups)),
  params: new Set(Object.keys(strings.params)),
  choices: new Set(Object.keys(strings.choices)),
};

/** The shown names of action types, groups, params and choices. */
export interface ActionLabels {
  type(type: string): string;
  group(group: string): string;
  param(name: string): string;
  /** A choice's label (`_blank`, `asc`, `eq`); the raw value when the tables do not name it. */
  choice(value: string): string;
}

/**
 * Labels in the studio's language: translated when the `studioPanels.actions` tables name them,
 * else the name in words (an action type or param added to the catalogue still reads well).
 */
export function useActionLabels(): ActionLabels {
  const t = useT();
  return useMemo(
    () => ({
      type: (type) => (known.types.has(type) ? t(`studioPanels.actions.types.${type}` as TranslationKey) : humanizePropName(type)),
      group: (group) => (known.groups.has(group) ? t(`studioPanels.actions.groups.${group}` as TranslationKey) : humanizePropName(group)),
      param: (name) => (known.params.has(name) ? t(`studioPanels.actions.params.${name}` as TranslationKey) : humanizePropName(name)),
      choice: (value) => (known.choices.has(value) ? t(`studioPanels.actions.choices.${value}` as TranslationKey) : value),
    }),
    [t],
  );
}
