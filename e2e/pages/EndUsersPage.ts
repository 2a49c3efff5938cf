import type { Locator } from 'playwright-core';
import { BasePage } from './BasePage.ts';

/** /{domainName}/projects/{projectId}/end-users: the people who sign in to a project's app. */
export class EndUsersPage extends BasePage {
  static path(workspace: string, projectId: string): string {
    return `/${encodeURIComponent(workspace)}/projects/${encodeURIComponent(projectId)}/end-users`;
  }

  readonly rows = this.page.getByTestId('end-user-row');
  readonly search = this.page.getByRole('searchbox', { name: 'Search end users' });
  readonly dialog = this.page.getByRole('dialog');
  readonly rolesField = this.dialog.getByLabel('Roles', { exact: true });

  /** The environment switch's button ('Live app', 'Run preview'). */
  environment(name: 'Live app' | 'Run preview'): Locator {
    return this.page.getByRole('group', { name: 'Environment' }).getByRole('button', { name, exact: true });
  }

  /** The row of an end user by address. */
  row(email: string): Locator {
    return this.rows.filter({ has: this.page.getByText(email, { exact: true }) });
  }

  async goto(workspace: string, projectId: string): Promise<this> {
    await this.page.goto(EndUsersPage.path(workspace, projectId));
    return this;
  }
}
