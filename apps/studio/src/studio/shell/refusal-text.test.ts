import { translations } from '@tessera/catalog';
import { insertNode, opRefusalCodes, removeNode, type Screen } from '@tessera/model/definition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, setLanguage, type Translate } from '../../i18n/index.ts';
import { studioRefusalCodes } from '../editor/command-plan.ts';
import { refusalCodes, refusalKey, refusalText } from './refusal-text.ts';

const t: Translate = (key, values) => i18n.t(key, values);

/** The catalogue's text at a key path, in one language (`undefined` when missing). */
function textAt(language: 'en' | 'tr', key: string): unknown {
  const [namespace, ...path] = key.split('.');
  let at: unknown = translations[namespace as keyof typeof translations][language];
  for (const part of path) at = (at as Record<string, unknown> | undefined)?.[part];
  return at;
}

const screen: Screen = {
  id: 's',
  name: 'Home',
  kind: 'screen',
  isMobile: true,
  isDesktop: false,
  root: { id: 'root', type: 'container', props: {}, style: {}, bindings: {}, events: {}, children: [{ id: 'b', type: 'button', props: {}, style: {}, bindings: {}, events: {}, children: [] }] },
};

describe('refusal texts', () => {
  beforeAll(() => initI18n());
  afterAll(() => setLanguage('en'));

  it('every refusal code of the model and of the studio has an English and a Turkish text', () => {
    expect(refusalCodes).toEqual([...opRefusalCodes, ...studioRefusalCodes]);
    for (const code of refusalCodes) {
      const keys = code === 'root-locked' ? ['move', 'remove', 'clone'].map((operation) => refusalKey(code, { operation })) : [refusalKey(code)];
      for (const key of keys) {
        expect(key, code).toBeDefined();
        for (const language of ['en', 'tr'] as const) expect(typeof textAt(language, key!), `${language} ${key}`).toBe('string');
      }
    }
  });

  it("shows an op's refusal translated, with element labels for its element types", async () => {
    const label = { id: 'l', type: 'label', props: {}, style: {}, bindings: {}, events: {}, children: [] };
    const refused = insertNode(screen, { parentId: 'b', node: label });
    if (refused.ok) throw new Error('expected a refusal');
    expect(refusalText(t, refused.error)).toBe('Button can not contain Label.');
    const root = removeNode(screen, { nodeId: 'root' });
    if (root.ok) throw new Error('expected a refusal');
    expect(refusalText(t, root.error)).toBe("The screen's root element can not be removed.");
    await setLanguage('tr');
    expect(refusalText(t, refused.error)).toBe(`${i18n.t('studioPanels.elements.button')} öğesi ${i18n.t('studioPanels.elements.label')} içeremez.`);
    expect(refusalText(t, root.error)).toBe('Ekranın kök öğesi silinemez.');
    expect(refusalText(t, { code: 'tree-too-large', message: 'x', params: { max: 10000 } })).toMatch(/10\.000/);
  });

  it('falls back to the English message of a code it has no text for', () => {
    expect(refusalText(t, { code: 'something-new', message: 'Something new went wrong.' })).toBe('Something new went wrong.');
  });
});
