import { elementDeclarations } from '@tessera/model/definition';
import { describe, expect, it } from 'vitest';
import { hasElementIcon } from './element-icons.ts';

describe('elementIcon', () => {
  it('has an icon for every declared element type', () => {
    expect(elementDeclarations.filter((d) => !hasElementIcon(d.type)).map((d) => d.type)).toEqual([]);
  });
});
