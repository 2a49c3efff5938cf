import { BasePage } from './BasePage.ts';

/** /{domainName}/projects: the workspace's projects list (its contents are not in the spec). */
export class ProjectsPage extends BasePage {
  /** Path of the projects list of `workspace`. */
  static path(workspace: string): string {
    return `/${encodeURIComponent(workspace)}/projects`;
  }

  readonly signOutButton = this.page.getByRole('button', { name: 'Sign out' });

  /** The signed-in user's email, shown in the page chrome. */
  userEmail(email: string) {
    return this.page.getByText(email, { exact: false });
  }

  async goto(workspace: string): Promise<this> {
    await this.page.goto(ProjectsPage.path(workspace));
    return this;
  }
}
