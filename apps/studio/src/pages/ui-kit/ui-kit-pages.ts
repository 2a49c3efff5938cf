import { workspaceHref } from '../../workspace/workspace-paths.ts';

/**
 * The sub-pages of `/:domainName/ui-kit` (spec §2), in the spec's order: the sub-navigation,
 * the gallery and the routes all read this list. `key` names the page's strings under
 * `uiKit.pages.<key>` (`title`, `description`).
 */
export const uiKitPages = [
  { slug: 'typography', key: 'typography' },
  { slug: 'buttons', key: 'buttons' },
  { slug: 'inputs', key: 'inputs' },
  { slug: 'badge', key: 'badge' },
  { slug: 'checkbox', key: 'checkbox' },
  { slug: 'radio-group', key: 'radioGroup' },
  { slug: 'switch', key: 'switch' },
  { slug: 'dropdown-menu', key: 'dropdownMenu' },
  { slug: 'tooltip', key: 'tooltip' },
  { slug: 'label', key: 'label' },
  { slug: 'collapse-panel', key: 'collapsePanel' },
  { slug: 'empty-state', key: 'emptyState' },
  { slug: 'info-box', key: 'infoBox' },
  { slug: 'tabs', key: 'tabs' },
  { slug: 'popover', key: 'popover' },
] as const;

/** One UI kit sub-page. */
export type UiKitPage = (typeof uiKitPages)[number];
/** The path segment of a UI kit sub-page (`radio-group`). */
export type UiKitSlug = UiKitPage['slug'];

/** The address of the UI kit (or one of its pages) in `domainName`'s workspace. */
export function uiKitPath(domainName: string, slug?: UiKitSlug): string {
  const base = workspaceHref(domainName, 'ui-kit');
  return slug ? `${base}/${slug}` : base;
}
