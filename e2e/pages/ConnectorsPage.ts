import type { Locator } from 'playwright-core';
import { BasePage } from './BasePage.ts';

/** /{domainName}/connectors: the workspace's connectors and their create/edit dialog. */
export class ConnectorsPage extends BasePage {
  static path(workspace: string): string {
    return `/${encodeURIComponent(workspace)}/connectors`;
  }

  readonly heading = this.page.getByRole('heading', { name: 'Connectors', exact: true, level: 1 });
  readonly table = this.page.getByRole('table', { name: 'Connectors' });
  readonly rows = this.page.getByTestId('connector-row');
  readonly newButton = this.page.getByRole('button', { name: 'New connector', exact: true });
  readonly dialog = this.page.getByRole('dialog');
  readonly planRefusal = this.page.getByTestId('connector-plan-refusal');
  readonly testButton = this.dialog.getByRole('button', { name: 'Test connection', exact: true });
  /** The last connection test's result in the dialog (a status when it connected, an alert when not). */
  readonly testResult = this.dialog.getByTestId('connection-test-result');

  async goto(workspace: string): Promise<this> {
    await this.page.goto(ConnectorsPage.path(workspace));
    await this.heading.waitFor();
    return this;
  }

  /** The row of a connector by its name (by text, not role: a dialog hides the page from roles). */
  row(name: string): Locator {
    return this.rows.filter({ has: this.page.locator('td').getByText(name, { exact: true }) });
  }

  /** A control of the open dialog by its label (a required field's label ends in its asterisk). */
  input(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.dialog.getByLabel(new RegExp(`^${escaped}\\*?$`));
  }

  /** Picks `option` in the dialog's select labelled `label`. */
  async choose(label: string, option: string): Promise<void> {
    await this.dialog.getByRole('combobox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  submitButton(name: 'Create connector' | 'Save'): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }
}
