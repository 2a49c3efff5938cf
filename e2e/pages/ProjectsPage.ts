import type { Locator } from 'playwright-core';
import { WorkspaceLayout } from './WorkspaceLayout.ts';

/** The lists of spec §2 below `/{domainName}/projects`. */
export type ProjectsView = 'recent' | 'favorites' | 'myprojects' | 'allprojects' | 'archive' | 'templates';

/** Targets of a new project. */
export interface Targets {
  web?: boolean;
  android?: boolean;
  ios?: boolean;
}

/** /{domainName}/projects and its views: toolbar, project cards, their menus and dialogs. */
export class ProjectsPage extends WorkspaceLayout {
  /** Path of the projects list of `workspace` (recent unless a view is given). */
  static path(workspace: string, view?: ProjectsView): string {
    return `/${encodeURIComponent(workspace)}/projects${view ? `/${view}` : ''}`;
  }

  readonly heading = this.page.getByRole('heading', { level: 1 });
  readonly newProjectButton = this.page.getByRole('main').getByRole('button', { name: 'New project', exact: true }).first();
  readonly searchBox = this.page.getByRole('searchbox', { name: 'Search projects' });
  readonly sortSelect = this.page.getByRole('combobox', { name: 'Sort projects' });
  readonly cards = this.page.getByTestId('project-card');

  readonly createDialog = this.page.getByRole('dialog', { name: 'New project' });
  readonly createName = this.createDialog.getByLabel('Project name');
  readonly createSubmit = this.createDialog.getByRole('button', { name: 'Create project' });
  readonly createCancel = this.createDialog.getByRole('button', { name: 'Cancel' });
  readonly createError = this.createDialog.getByTestId('create-project-error');

  readonly renameDialog = this.page.getByRole('dialog', { name: 'Rename project' });
  readonly deleteDialog = this.page.getByRole('alertdialog');

  async goto(workspace: string, view?: ProjectsView): Promise<this> {
    await this.page.goto(ProjectsPage.path(workspace, view));
    return this;
  }

  /** The card of the project named exactly `name`. */
  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }

  /** The star of a project's card. */
  favoriteButton(name: string): Locator {
    return this.card(name).getByRole('button', { name: new RegExp(`(to|from) favorites$`) });
  }

  /** The link that opens a project (its name on the card). */
  openLink(name: string): Locator {
    return this.card(name).getByRole('link', { name, exact: true });
  }

  /** A target badge of a project's card ('Web', 'Android', 'iOS'). */
  target(name: string, target: 'Web' | 'Android' | 'iOS'): Locator {
    return this.card(name).getByRole('list', { name: 'Targets' }).getByText(target, { exact: true });
  }

  /** Opens the "…" menu of a project and picks an entry. */
  async command(name: string, entry: 'Open' | 'Rename' | 'Duplicate' | 'End users' | 'Archive' | 'Restore' | 'Delete'): Promise<void> {
    await this.card(name).getByRole('button', { name: `Actions for ${name}` }).click();
    await this.menuItem(entry).click();
  }

  /** Fills the "New project" modal (already open) and submits it. */
  async fillCreate(name: string, targets: Targets): Promise<void> {
    await this.createName.fill(name);
    for (const [label, wanted] of [
      ['Web', targets.web ?? false],
      ['Android', targets.android ?? false],
      ['iOS', targets.ios ?? false],
    ] as const) {
      await this.createDialog.getByRole('checkbox', { name: label, exact: true }).setChecked(wanted);
    }
    await this.createSubmit.click();
  }

  /** A target checkbox of the "New project" modal. */
  createTarget(label: 'Web' | 'Android' | 'iOS'): Locator {
    return this.createDialog.getByRole('checkbox', { name: label, exact: true });
  }

  /** "New project", filled and submitted. */
  async createProject(name: string, targets: Targets): Promise<void> {
    await this.newProjectButton.click();
    await this.fillCreate(name, targets);
  }

  /** The "Use this template" button of a template of the Templates view. */
  useTemplate(title: 'Web app' | 'Mobile app' | 'Web and mobile'): Locator {
    return this.page.getByRole('button', { name: `Use the template ${title}` });
  }

  /** The empty state's title of a list. */
  emptyTitle(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
