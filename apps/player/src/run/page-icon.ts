import { type AppIcon, appAssetAddress, iconSizes } from '@tessera/model/releases';

/** The part of a `<link>` element the page icon changes (tests pass their own). */
export interface IconLink {
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
}

/** The selector of the page's icon links (index.html has the player's own). */
export const PAGE_ICON_LINKS = 'link[rel="icon"],link[rel="apple-touch-icon"]';

const DEFAULT_HREF = 'data-default-href';
const DEFAULT_SIZES = 'data-default-sizes';

/**
 * Points the page's icon links at the app's icon, or back at the player's own (null). Each link
 * remembers its first address and size, so the default comes back when the icon is removed.
 */
export function showPageIcon(links: Iterable<IconLink>, icon: AppIcon | null): void {
  for (const link of links) {
    if (link.getAttribute(DEFAULT_HREF) === null) {
      link.setAttribute(DEFAULT_HREF, link.getAttribute('href') ?? '');
      link.setAttribute(DEFAULT_SIZES, link.getAttribute('sizes') ?? '');
    }
    link.setAttribute('href', icon ? appAssetAddress(icon.hash) : (link.getAttribute(DEFAULT_HREF) ?? ''));
    const sizes = icon ? iconSizes(icon) : (link.getAttribute(DEFAULT_SIZES) ?? '');
    if (sizes !== '') link.setAttribute('sizes', sizes);
  }
}
