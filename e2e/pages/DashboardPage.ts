import type { Locator } from 'playwright-core';
import { WorkspaceLayout } from './WorkspaceLayout.ts';

/** The counts of the dashboard, by their test id. */
export type DashboardCount = 'projects' | 'archivedProjects' | 'mobileApps' | 'developers' | 'endUsers' | 'pendingInvitations';

/** /{domainName}/dashboard: counts, plan, recent projects and quick actions. */
export class DashboardPage extends WorkspaceLayout {
  static path(workspace: string): string {
    return `/${encodeURIComponent(workspace)}/dashboard`;
  }

  readonly heading = this.page.getByRole('heading', { level: 1, name: 'Dashboard' });
  readonly planName = this.page.getByTestId('plan-name');
  readonly managePlanLink = this.page.getByRole('link', { name: 'Plan and billing' });
  readonly inviteLink = this.page.getByRole('link', { name: 'Invite members' });
  readonly recentList = this.page.getByRole('list', { name: 'Recent projects' });
  readonly newProjectButton = this.page.getByRole('main').getByRole('button', { name: 'New project', exact: true }).first();

  async goto(workspace: string): Promise<this> {
    await this.page.goto(DashboardPage.path(workspace));
    await this.heading.waitFor();
    return this;
  }

  count(key: DashboardCount): Locator {
    return this.page.getByTestId(`count-${key}`);
  }

  /** A project in the recent list. */
  recentProject(name: string): Locator {
    return this.recentList.getByRole('link', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  }
}
