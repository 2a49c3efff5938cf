import { getElementDeclaration, opRefusalCodes, rootLockedOperations } from '@tessera/model/definition';
import type { Translate, TranslationKey, TranslationValues } from '../../i18n/index.ts';
import type { Refusal } from '../editor/command-plan.ts';
import { studioRefusalCodes } from '../editor/command-plan.ts';
import { elementLabel } from '../panels/index.ts';

/** Every refusal code the studio may show: the model's op refusals and the studio's own. */
export const refusalCodes: readonly string[] = [...opRefusalCodes, ...studioRefusalCodes];

const known = new Set(refusalCodes);

/** The translation key of a code's text: `studioRefusals.<camelCasedCode>` (a `root-locked` one per operation). */
export function refusalKey(code: string, params: Refusal['params'] = {}): TranslationKey | undefined {
  if (!known.has(code)) return undefined;
  const name = code.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  if (code !== 'root-locked') return `studioRefusals.${name}` as TranslationKey;
  const operation = rootLockedOperations.find((candidate) => candidate === params.operation) ?? 'remove';
  return `studioRefusals.rootLocked.${operation}` as TranslationKey;
}

/** Element types among the params (`parentType`, `childType`, `elementType`) as translated labels. */
const elementParams = { parentType: 'parent', childType: 'child', elementType: 'element' } as const;

/**
 * The text a refusal shows in the studio's language: the code's translated text with its params
 * (element types read as their labels), or the model's English message for a code without one.
 */
export function refusalText(t: Translate, refusal: Refusal): string {
  const key = refusalKey(refusal.code, refusal.params);
  if (!key) return refusal.message;
  const values: TranslationValues = { ...refusal.params };
  for (const [param, name] of Object.entries(elementParams)) {
    const type = refusal.params?.[param];
    if (typeof type !== 'string') continue;
    values[name] = elementLabel(t, getElementDeclaration(type) ?? { type, label: type });
  }
  return t(key, values);
}
