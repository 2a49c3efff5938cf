import type { Locator } from 'playwright-core';
import { BasePage } from './BasePage.ts';

/** /{domainName}/settings and settings/preferences. */
export class SettingsPage extends BasePage {
  static path(workspace: string, page = ''): string {
    return `/${encodeURIComponent(workspace)}/settings${page ? `/${page}` : ''}`;
  }

  readonly preferencesForm = this.page.getByRole('form');
  readonly language = this.preferencesForm.getByRole('combobox').nth(0);
  readonly timeZone = this.preferencesForm.getByRole('combobox').nth(1);
  readonly dateExample = this.page.getByTestId('date-example');
  /** The settings home's panels. */
  readonly sections = this.page.getByRole('group', { name: 'Settings sections' });

  async goto(workspace: string): Promise<this> {
    await this.page.goto(SettingsPage.path(workspace));
    await this.page.getByRole('heading', { name: 'Settings', exact: true, level: 1 }).waitFor();
    return this;
  }

  async gotoPreferences(workspace: string): Promise<this> {
    await this.page.goto(SettingsPage.path(workspace, 'preferences'));
    await this.language.waitFor();
    return this;
  }

  /** The Save or Cancel button in the language shown ('Save' / 'Kaydet'). */
  button(name: string): Locator {
    return this.preferencesForm.getByRole('button', { name, exact: true });
  }

  /** A settings panel's header button (`aria-expanded` tells whether it is open). */
  panel(title: string): Locator {
    return this.sections.getByRole('button', { name: new RegExp(`^${title}`) });
  }

  /** A page link inside the panels ('Billing', 'Preferences'…). */
  link(title: string): Locator {
    return this.sections.getByRole('link', { name: new RegExp(`^${title}`) });
  }

  async pick(combobox: Locator, option: string | RegExp): Promise<void> {
    await combobox.click();
    await this.page.getByRole('option', { name: option }).click();
  }
}
