import { type IconCatalogueEntry, type IconCategory, iconCatalogue, type IconFamily, isIconInFamily } from './icon-catalogue.ts';

/** What narrows an icon search. */
export interface IconSearchOptions {
  /** Leave out the icons this family does not draw. */
  family?: IconFamily;
  /** Keep only the icons of this category. */
  category?: IconCategory;
  /** Return at most this many icons. */
  limit?: number;
}

/**
 * Icons matching a query, best first: names starting with the query, then names containing it,
 * then icons whose tags start with every word of the query; alphabetical within each group. Words
 * may be separated by spaces, '-' or '_' ('arrow back' finds 'arrow_back'). An empty query lists
 * every icon the options allow.
 *
 * @example searchIcons('star', { family: 'Material Icons Round', limit: 20 })
 */
export function searchIcons(query: string, options: IconSearchOptions = {}): IconCatalogueEntry[] {
  const words = query.toLowerCase().split(/[\s_-]+/).filter(Boolean);
  const joined = words.join('_');
  const groups: IconCatalogueEntry[][] = [[], [], []];
  for (const icon of iconCatalogue) {
    if (options.family && !isIconInFamily(icon, options.family)) continue;
    if (options.category && !icon.categories.includes(options.category)) continue;
    if (icon.name.startsWith(joined)) groups[0]!.push(icon);
    else if (icon.name.includes(joined)) groups[1]!.push(icon);
    else if (words.every((word) => icon.tags.some((tag) => tag.startsWith(word)))) groups[2]!.push(icon);
  }
  const found = groups.flat();
  return options.limit === undefined ? found : found.slice(0, Math.max(0, options.limit));
}
