import type { Locator } from 'playwright-core';
import { BasePage } from './BasePage.ts';

/** /{domainName}/logs: the audit log with its filters. */
export class LogsPage extends BasePage {
  static path(workspace: string): string {
    return `/${encodeURIComponent(workspace)}/logs`;
  }

  readonly heading = this.page.getByRole('heading', { name: 'Audit log', exact: true, level: 1 });
  readonly table = this.page.getByRole('table', { name: 'Audit log' });
  readonly rows = this.page.getByTestId('log-row');
  readonly actionFilter = this.page.getByRole('combobox', { name: 'Action' });
  readonly actorFilter = this.page.getByRole('searchbox', { name: 'Who' });

  async goto(workspace: string): Promise<this> {
    await this.page.goto(LogsPage.path(workspace));
    await this.heading.waitFor();
    return this;
  }

  /** Rows whose action (the server's dotted verb) is `action`. */
  rowsOf(action: string): Locator {
    return this.page.locator(`[data-testid="log-row"][data-action="${action}"]`);
  }

  async filterByAction(option: string): Promise<void> {
    await this.actionFilter.click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
}
