import type { Locator } from 'playwright-core';
import { BasePage } from './BasePage.ts';

/** The sub-pages of /{domainName}/ui-kit, in the spec's order (spec §2), with their English titles. */
export const uiKitSubPages = [
  { slug: 'typography', title: 'Typography' },
  { slug: 'buttons', title: 'Buttons' },
  { slug: 'inputs', title: 'Inputs' },
  { slug: 'badge', title: 'Badge' },
  { slug: 'checkbox', title: 'Checkbox' },
  { slug: 'radio-group', title: 'Radio group' },
  { slug: 'switch', title: 'Switch' },
  { slug: 'dropdown-menu', title: 'Dropdown menu' },
  { slug: 'tooltip', title: 'Tooltip' },
  { slug: 'label', title: 'Label' },
  { slug: 'collapse-panel', title: 'Collapse panel' },
  { slug: 'empty-state', title: 'Empty state' },
  { slug: 'info-box', title: 'Info box' },
  { slug: 'tabs', title: 'Tabs' },
  { slug: 'popover', title: 'Popover' },
] as const;

export type UiKitSlug = (typeof uiKitSubPages)[number]['slug'];

/** /{domainName}/ui-kit and its sub-pages: the shared controls shown in their states. */
export class UiKitPage extends BasePage {
  static path(workspace: string, slug?: UiKitSlug): string {
    return `/${encodeURIComponent(workspace)}/ui-kit${slug ? `/${slug}` : ''}`;
  }

  /** The page's title (its one level-1 heading). */
  title(name: string): Locator {
    return this.page.getByRole('heading', { name, exact: true, level: 1 });
  }

  /** The UI kit's own sub-navigation. */
  get subNavigation(): Locator {
    return this.page.getByRole('navigation', { name: 'UI kit pages' });
  }

  /** The index page's gallery of sub-pages (the section headed 'Controls'). */
  get gallery(): Locator {
    return this.page.getByRole('region', { name: 'Controls' });
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  spinbutton(name: string): Locator {
    return this.page.getByRole('spinbutton', { name, exact: true });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  get tooltip(): Locator {
    return this.page.getByRole('tooltip');
  }

  async goto(workspace: string, slug?: UiKitSlug): Promise<this> {
    await this.page.goto(UiKitPage.path(workspace, slug));
    return this;
  }
}
