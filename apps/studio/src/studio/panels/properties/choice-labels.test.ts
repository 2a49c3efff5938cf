import { elementDeclarations } from '@tessera/model/definition';
import { describe, expect, it } from 'vitest';
import type { Language } from '@tessera/catalog';
import { i18n, initI18n, setLanguage } from '../../../i18n/i18n.ts';
import { resourcesFor } from '../../../i18n/resources.ts';
import { propFieldsOf } from './prop-fields.ts';
import { choiceLabelKey } from './use-choice-label.ts';

/** Every choice of every element declaration's props: `[type, prop, value]`. */
const choices = elementDeclarations.flatMap((declaration) =>
  propFieldsOf(declaration).flatMap((field) => (field.kind === 'choice' ? field.options.map((value) => [declaration.type, field.name, value] as const) : [])),
);

/**
 * The label of every choice in one language's own table (not through i18next, which would fall
 * back to English), or what is missing.
 */
function labelsIn(language: Language): { labels: string[]; missing: string[] } {
  const resources: unknown = resourcesFor(language);
  const labels: string[] = [];
  const missing: string[] = [];
  for (const [type, prop, value] of choices) {
    const key = choiceLabelKey(prop, value);
    const label = key?.split('.').reduce<unknown>((table, part) => (table as Record<string, unknown> | undefined)?.[part], resources);
    if (typeof label !== 'string' || label.trim() === '') missing.push(`${type}.${prop} = ${String(value)}`);
    else labels.push(label);
  }
  return { labels, missing };
}

describe('choice labels of the properties panel', () => {
  it('reads the choices of the element catalogue (enums and unions of literals)', () => {
    expect(choices).toContainEqual(['link', 'target', '_blank']);
    expect(choices).toContainEqual(['container', 'align', 'center']);
    expect(choices).toContainEqual(['icon', 'size', 20]);
  });

  it('gives every choice of every element prop an English and a Turkish label', () => {
    const english = labelsIn('en');
    const turkish = labelsIn('tr');
    expect(english.missing).toEqual([]);
    expect(turkish.missing).toEqual([]);
    expect(turkish.labels).not.toEqual(english.labels);
  });

  it('translates a label through i18next', async () => {
    await initI18n();
    const key = choiceLabelKey('target', '_blank')!;
    expect(i18n.t(key)).toBe('New tab');
    await setLanguage('tr');
    expect(i18n.t(key)).toBe('Yeni sekme');
    await setLanguage('en');
  });

  it('names no label for a value the tables do not know, so the raw value shows', () => {
    expect(choiceLabelKey('target', '_unknown')).toBeNull();
    expect(choiceLabelKey('noSuchProp', 'start')).toBeNull();
  });
});
