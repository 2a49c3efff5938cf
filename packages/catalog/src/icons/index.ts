export {
  findIcon,
  type IconCatalogueEntry,
  iconCatalogue,
  type IconCategory,
  iconCategories,
  type IconFamily,
  iconFamilies,
  isIconInFamily,
} from './icon-catalogue.ts';
export { type IconSearchOptions, searchIcons } from './search-icons.ts';
