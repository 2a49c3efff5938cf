import type { Locator } from 'playwright-core';
import { BasePage } from './BasePage.ts';

/** /definitions/domain: the user's workspaces and the form that creates one. */
export class WorkspacesPage extends BasePage {
  static readonly path = '/definitions/domain';

  readonly heading = this.page.getByRole('heading', { level: 1, name: 'Workspaces' });
  readonly list = this.page.getByRole('list', { name: 'Your workspaces' });
  readonly nameField = this.page.getByLabel('Workspace name', { exact: true });
  readonly createButton = this.page.getByRole('button', { name: 'Create workspace', exact: true });
  readonly signOutButton = this.page.getByRole('button', { name: 'Sign out' });

  async goto(): Promise<this> {
    await this.page.goto(WorkspacesPage.path);
    await this.heading.waitFor();
    return this;
  }

  /** The row of a workspace in the list. */
  row(workspace: string): Locator {
    return this.list.getByRole('listitem').filter({ has: this.page.getByText(workspace, { exact: true }) });
  }

  /** The button that switches to a workspace. */
  openButton(workspace: string): Locator {
    return this.page.getByRole('button', { name: `Open ${workspace}`, exact: true });
  }

  async create(name: string): Promise<void> {
    await this.nameField.fill(name);
    await this.createButton.click();
  }
}
