import { elementDeclarations, paletteGroups } from '@tessera/model/definition';
import { describe, expect, it } from 'vitest';
import { filterPalette } from './palette-filter.ts';

const types = (sections: ReturnType<typeof filterPalette>) => sections.flatMap((section) => section.declarations.map((d) => d.type));

describe('filterPalette', () => {
  it('lists every declaration under its palette group, groups in palette order', () => {
    const sections = filterPalette(elementDeclarations, '');
    expect(sections.map((section) => section.group)).toEqual([...paletteGroups]);
    expect(types(sections).sort()).toEqual(elementDeclarations.map((d) => d.type).sort());
    for (const section of sections) for (const d of section.declarations) expect(d.group).toBe(section.group);
  });

  it('matches the label or the type, ignoring case and surrounding spaces', () => {
    expect(types(filterPalette(elementDeclarations, '  BUTTON '))).toEqual(['button']);
    expect(types(filterPalette(elementDeclarations, 'datetimepicker'))).toEqual(['dateTimePicker']);
    expect(types(filterPalette(elementDeclarations, 'input'))).toEqual(['textInput', 'numberInput']);
  });

  it('leaves out groups without a match and answers nothing for an unknown word', () => {
    expect(filterPalette(elementDeclarations, 'table').map((section) => section.group)).toEqual(['data']);
    expect(filterPalette(elementDeclarations, 'zzz')).toEqual([]);
  });

  it('matches the shown (translated) label, accents folded', () => {
    const labelOf = (d: { type: string; label: string }) => (d.type === 'image' ? 'Görsel' : d.label);
    expect(types(filterPalette(elementDeclarations, 'gorsel', labelOf))).toEqual(['image']);
    expect(types(filterPalette(elementDeclarations, 'GÖRSEL', labelOf))).toEqual(['image']);
  });
});
