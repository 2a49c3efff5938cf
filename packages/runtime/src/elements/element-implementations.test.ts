import { elementDeclarations } from '@tessera/model/definition';
import { describe, expect, it } from 'vitest';
import { buttonImplementations } from './button/button-implementations.ts';
import { dataImplementations } from './data/data-implementations.ts';
import { elementImplementations, getElementImplementation } from './element-implementations.ts';
import { inputImplementations } from './inputs/input-implementations.ts';
import { layoutImplementations } from './layout/layout-implementations.ts';
import { mediaImplementations } from './media/media-implementations.ts';
import { textImplementations } from './text/text-implementations.ts';

const groups = {
  layout: layoutImplementations,
  text: textImplementations,
  inputs: inputImplementations,
  media: mediaImplementations,
  data: dataImplementations,
  button: buttonImplementations,
};

describe('elementImplementations', () => {
  it('implements every declared element type exactly once, in its palette group', () => {
    const implemented = Object.values(groups).flatMap((group) => Object.keys(group));
    expect(implemented).toHaveLength(new Set(implemented).size);
    expect(new Set(implemented)).toEqual(new Set(elementDeclarations.map((declaration) => declaration.type)));
    for (const declaration of elementDeclarations) {
      expect(Object.keys(groups[declaration.group])).toContain(declaration.type);
      expect(typeof elementImplementations[declaration.type]).toBe('function');
    }
    expect(Object.keys(elementImplementations)).toHaveLength(elementDeclarations.length);
  });

  it('finds implementations by own key only', () => {
    expect(getElementImplementation('label')).toBe(textImplementations.label);
    expect(getElementImplementation('constructor')).toBeUndefined();
    expect(getElementImplementation('toString')).toBeUndefined();
  });
});
