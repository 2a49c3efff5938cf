import type { Locator } from 'playwright-core';
import { BasePage } from './BasePage.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The frame of every `/{domainName}/…` page: sidebar navigation, workspace switcher, user menu. */
export class WorkspaceLayout extends BasePage {
  readonly nav = this.page.getByRole('navigation', { name: 'Workspace navigation' });
  readonly switcherButton = this.page.getByRole('button', { name: /^Switch workspace/ });
  readonly userMenuButton = this.page.getByRole('button', { name: /^Account menu of/ });
  readonly openNavigationButton = this.page.getByRole('button', { name: 'Open navigation' });
  readonly notFoundHeading = this.page.getByRole('heading', { name: 'Workspace not found' });
  readonly goToWorkspacesLink = this.page.getByRole('link', { name: 'Go to your workspaces' });

  /** The signed-in user's email, shown in the page chrome. */
  userEmail(email: string): Locator {
    return this.page.getByText(email, { exact: false });
  }

  /** A link of the sidebar ('Dashboard', 'All projects', 'Archive', 'Members'…). */
  navLink(name: string): Locator {
    return this.nav.getByRole('link', { name, exact: true });
  }

  /** A menu entry of the open menu. */
  menuItem(name: string | RegExp): Locator {
    return this.page.getByRole('menuitem', { name, exact: typeof name === 'string' });
  }

  /** The entry of `workspace` in the open switcher menu (its name, then its role). */
  switcherItem(workspace: string): Locator {
    return this.page.getByRole('menuitem', { name: new RegExp(`^${escape(workspace)}\\s*(Owner|Developer)$`) });
  }

  /** Opens the switcher and picks `workspace`. */
  async switchTo(workspace: string): Promise<void> {
    await this.switcherButton.click();
    await this.switcherItem(workspace).click();
  }

  /** Opens the user menu and signs out. */
  async signOut(): Promise<void> {
    await this.userMenuButton.click();
    await this.menuItem('Sign out').click();
  }

  /** A toast (or any text) carrying `text`. */
  toast(text: string): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }
}
