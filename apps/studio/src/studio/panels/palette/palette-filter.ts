import { paletteGroups, type ElementDeclaration, type PaletteGroup } from '@tessera/model/definition';

/** One palette group and the element declarations it shows, in declaration order. */
export interface PaletteSection {
  group: PaletteGroup;
  declarations: readonly ElementDeclaration[];
}

/**
 * The palette's sections for a search: declarations whose shown label (`labelOf`, the translated
 * one) or declared label or type contains `query` (case- and accent-insensitive), grouped by
 * `paletteGroups` in palette order; groups with no match are left out. An empty query keeps all.
 */
export function filterPalette(
  declarations: readonly ElementDeclaration[],
  query: string,
  labelOf: (declaration: ElementDeclaration) => string = (declaration) => declaration.label,
): PaletteSection[] {
  const needle = foldText(query.trim());
  const matches = (declaration: ElementDeclaration) =>
    needle === '' || [labelOf(declaration), declaration.label, declaration.type].some((text) => foldText(text).includes(needle));
  return paletteGroups
    .map((group) => ({ group, declarations: declarations.filter((declaration) => declaration.group === group && matches(declaration)) }))
    .filter((section) => section.declarations.length > 0);
}

/** Lower-cases and strips accents and the Turkish dotless/dotted i differences, for matching. */
function foldText(text: string): string {
  return text
    .toLocaleLowerCase('en')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i');
}
