import type { Locator } from 'playwright-core';
import { BasePage } from './BasePage.ts';

/**
 * /{domainName}/connectors/{connectorId}/requests: a REST connector's named requests, and the
 * request editor (`…/requests/new`, `…/requests/{id}`) with its Send and response preview.
 */
export class RestRequestsPage extends BasePage {
  static path(workspace: string, connectorId: string): string {
    return `/${encodeURIComponent(workspace)}/connectors/${encodeURIComponent(connectorId)}/requests`;
  }

  readonly rows = this.page.getByTestId('rest-request-row');
  readonly newButton = this.page.getByRole('link', { name: 'New request', exact: true }).first();
  readonly form = this.page.locator('form');
  readonly parameterRows = this.page.getByTestId('rest-parameter-row');
  readonly sendButton = this.page.getByRole('button', { name: 'Send', exact: true });
  readonly createButton = this.page.getByRole('button', { name: 'Create request', exact: true });
  readonly saveButton = this.page.getByRole('button', { name: 'Save', exact: true });
  readonly cancelButton = this.page.getByRole('button', { name: 'Cancel', exact: true });
  /** The last response: its status badge, its body, and the whole section. */
  readonly response = this.page.getByTestId('rest-run-response');
  readonly status = this.page.getByTestId('rest-run-status');
  readonly responseBody = this.page.getByTestId('rest-run-body');
  /** A Send that got no response: why, in an alert. */
  readonly failure = this.page.getByTestId('rest-run-failure');
  readonly dialog = this.page.getByRole('dialog');

  /** The list's row of a request by its name. */
  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** A field of the editor by its label (a required field's label ends in its asterisk). */
  input(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.form.getByLabel(new RegExp(`^${escaped}\\*?$`));
  }

  /** The value box of a parameter in "Try it" (labelled with the parameter's name). */
  value(parameter: string): Locator {
    return this.page.getByRole('region', { name: 'Try it' }).getByLabel(new RegExp(`^${parameter}\\*?$`));
  }

  /** Picks `option` in the editor's select labelled `label` (within `scope`, the whole form by default). */
  async choose(label: string, option: string, scope: Locator = this.form): Promise<void> {
    await scope.getByRole('combobox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Adds a parameter row and fills it. */
  async addParameter(name: string, type: 'Text' | 'Number' | 'Yes or no' | 'JSON', example: string): Promise<void> {
    await this.form.getByRole('button', { name: 'Add parameter', exact: true }).click();
    const row = this.parameterRows.last();
    await row.getByLabel(/^Name/).fill(name);
    if (type !== 'Text') await this.choose('Type', type, row);
    await row.getByLabel(/^Example/).fill(example);
  }
}
