import { describe, test } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectAbsent, expectHidden, expectPath, expectVisible } from '../harness/expect.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { ProjectsPage } from '../pages/ProjectsPage.ts';

const e2e = useE2E({ name: 'projects' });

/** The plan's refusal of a second mobile app on a Free workspace (packages/model planLimitMessage). */
const FREE_MOBILE_LIMIT = 'The Free plan allows 1 mobile app. Change the plan in Settings › Billing to add more.';

async function signInTo(page: Page, email: string, workspace: string): Promise<ProjectsPage> {
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(email, PASSWORD);
  await expectPath(page, ProjectsPage.path(workspace));
  const projects = new ProjectsPage(page);
  await expectVisible(projects.userEmail(email), `${email} in the sidebar`);
  return projects;
}

/** Waits until the cards show exactly `names`, in this order (lists refetch after each change). */
async function expectCardOrder(projects: ProjectsPage, names: string[], what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  let seen: string[] = [];
  while (Date.now() < deadline) {
    seen = await projects.cards.getByRole('heading').allInnerTexts();
    if (JSON.stringify(seen) === JSON.stringify(names)) return;
    await projects.page.waitForTimeout(100);
  }
  throw new Error(`${what}: expected ${JSON.stringify(names)}, saw ${JSON.stringify(seen)}`);
}

describe('projects', () => {
  test('create with targets, favourite, open (recent), rename, duplicate, search, archive and restore, delete, the mobile-app limit', async () => {
    const email = uniqueEmail('builder');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const page = e2e.page;
    const projects = await signInTo(page, email, workspace);

    // A new workspace: Recent says what fills it.
    await expectVisible(projects.emptyTitle('No recent projects'), 'the empty Recent list');
    await e2e.snap('01-recent-empty');

    // "New project": a name and targets; at least one target is required.
    await projects.newProjectButton.click();
    await expectVisible(projects.createDialog, 'the New project modal');
    assert(await projects.createTarget('Web').isChecked(), 'a new project targets the web by default');
    await projects.createName.fill('Customer portal');
    await projects.createTarget('Web').setChecked(false);
    await projects.createSubmit.click();
    await expectVisible(projects.createDialog.getByText('Choose at least one target', { exact: false }), 'the at-least-one-target rule');
    await projects.createTarget('Web').setChecked(true);
    await projects.createTarget('Android').setChecked(true);
    await e2e.snap('02-new-project-modal');
    await projects.createSubmit.click();
    await expectHidden(projects.createDialog, 'the modal after creating');

    // A new project opens at once (its creation is the creator's first visit).
    await expectPath(page, new RegExp(`^/${workspace}/sd/[^/]+$`));
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Customer portal' }), 'the new project in the design studio');
    // The studio fills the window: its back link leads to the lists.
    await page.getByRole('link', { name: 'Back to projects' }).click();
    await projects.navLink('All projects').click();
    await expectPath(page, ProjectsPage.path(workspace, 'allprojects'));
    await expectVisible(projects.card('Customer portal'), 'the new project in All projects');
    await expectVisible(projects.target('Customer portal', 'Web'), 'the Web target');
    await expectVisible(projects.target('Customer portal', 'Android'), 'the Android target');
    await expectAbsent(projects.target('Customer portal', 'iOS'), 'an iOS target');
    await expectVisible(projects.card('Customer portal').getByText(`Created by ${email}`), 'the creator');

    // Names are unique in a workspace: the server's answer shows under the name.
    await projects.createProject('Customer portal', { web: true });
    await expectVisible(projects.createDialog.getByText('A project with this name already exists.'), 'the taken-name answer');
    await projects.createCancel.click();

    // A second project from the Web app template (web only, prefilled).
    await projects.navLink('Templates').click();
    await expectPath(page, ProjectsPage.path(workspace, 'templates'));
    await e2e.snap('03-templates');
    await projects.useTemplate('Web app').click();
    assert(await projects.createTarget('Web').isChecked(), 'the Web app template ticks Web');
    assert(!(await projects.createTarget('Android').isChecked()), 'the Web app template leaves Android');
    await projects.createName.fill('Marketing site');
    await projects.createSubmit.click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Marketing site' }), 'the second project in the design studio');

    // The Free plan has one mobile app: a second one is refused, with the plan's message in the modal.
    await page.getByRole('link', { name: 'Back to projects' }).click();
    await projects.navLink('Templates').click();
    await projects.useTemplate('Mobile app').click();
    assert(
      (await projects.createTarget('Android').isChecked()) && (await projects.createTarget('iOS').isChecked()),
      'the Mobile app template ticks Android and iOS',
    );
    await projects.createName.fill('Field app');
    await projects.createSubmit.click();
    await expectVisible(projects.createError.getByText(FREE_MOBILE_LIMIT), 'the plan limit message in the modal');
    await e2e.snap('04-mobile-limit');
    await projects.createCancel.click();
    await expectHidden(projects.createDialog, 'the modal after Cancel');

    // Favourite: the star toggles at once and the project is listed in Favorites.
    await projects.navLink('All projects').click();
    await expectVisible(projects.card('Marketing site'), 'the second project in All projects');
    await projects.favoriteButton('Customer portal').click();
    await expectVisible(projects.card('Customer portal').getByRole('button', { name: 'Remove Customer portal from favorites', pressed: true }), 'a pressed star');
    await projects.navLink('Favorites').click();
    await expectPath(page, ProjectsPage.path(workspace, 'favorites'));
    await expectVisible(projects.card('Customer portal'), 'the favourite');
    await expectAbsent(projects.card('Marketing site'), 'a project that is not a favourite');
    await e2e.snap('05-favorites');

    // Open: the design studio, with the project sent as currentProjectId while it is open.
    const seen: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) seen.push(request);
    });
    await projects.openLink('Customer portal').click();
    const opened = await expectPath(page, new RegExp(`^/${workspace}/sd/[^/]+$`));
    const projectId = decodeURIComponent(opened.pathname.split('/')[3]!);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Customer portal' }), 'the project name in the studio toolbar');
    await expectVisible(page.getByTestId('studio-toolbar'), 'the design studio');
    await page.waitForLoadState('networkidle');
    await e2e.snap('06-design-studio');
    const openCall = seen.find((request) => request.method() === 'POST' && new URL(request.url()).pathname === `/api/projects/${projectId}/open`);
    assert(openCall, 'opening a project calls POST /api/projects/:id/open');
    const projectCall = seen.find((request) => request.method() === 'GET' && new URL(request.url()).pathname === `/api/projects/${projectId}`);
    assert(projectCall, 'the studio loads the project');
    assert(
      projectCall.headers().currentprojectid === projectId,
      `currentProjectId while the project is open: "${projectCall.headers().currentprojectid}", expected ${projectId}`,
    );
    await expectVisible(page.getByRole('button', { name: 'Remove Customer portal from favorites', pressed: true }), 'the star in the studio');

    // Back to the lists: the header is gone, and Recent lists the project opened last first.
    seen.length = 0;
    await page.getByRole('link', { name: 'Back to projects' }).click();
    await expectPath(page, ProjectsPage.path(workspace));
    await expectCardOrder(projects, ['Customer portal', 'Marketing site'], 'Recent, the last opened first');
    await page.waitForLoadState('networkidle');
    const afterLeaving = seen.filter((request) => request.headers().currentprojectid);
    assert(afterLeaving.length === 0, `currentProjectId must be cleared after leaving; sent on ${afterLeaving.map((r) => r.url()).join(', ')}`);

    // Rename.
    await projects.navLink('All projects').click();
    await projects.command('Marketing site', 'Rename');
    await expectVisible(projects.renameDialog, 'the rename dialog');
    await projects.renameDialog.getByLabel('Project name').fill('Marketing website');
    await projects.renameDialog.getByRole('button', { name: 'Save' }).click();
    await expectVisible(projects.card('Marketing website'), 'the renamed project');
    await expectAbsent(projects.card('Marketing site'), 'the old name');

    // Duplicate.
    await projects.command('Marketing website', 'Duplicate');
    await expectVisible(projects.card('Marketing website (copy)'), 'the copy');
    await e2e.snap('07-duplicated');

    // Search: debounced, in the URL, and the list follows.
    await projects.searchBox.fill('copy');
    await expectPath(page, /[?&]q=copy(&|$)/);
    await expectVisible(projects.card('Marketing website (copy)'), 'the match');
    await expectHidden(projects.card('Customer portal'), 'a project that does not match');
    await e2e.snap('08-search');
    await projects.searchBox.fill('no-such-project');
    await expectVisible(page.getByText('No projects match “no-such-project”'), 'the no-match state');
    await page.getByRole('main').getByRole('button', { name: 'Clear search' }).last().click();
    await expectVisible(projects.card('Customer portal'), 'every project after clearing the search');
    assert(!new URL(page.url()).searchParams.has('q'), 'clearing the search removes ?q=');

    // Sort by name, kept in the URL.
    await projects.sortSelect.click();
    await page.getByRole('option', { name: 'Name (A–Z)' }).click();
    await expectPath(page, /[?&]sort=name(&|$)/);
    await expectCardOrder(projects, ['Customer portal', 'Marketing website', 'Marketing website (copy)'], 'projects sorted by name');

    // Archive: gone from All projects, listed in Archive; Restore brings it back.
    await projects.command('Marketing website (copy)', 'Archive');
    await expectHidden(projects.card('Marketing website (copy)'), 'the archived project in All projects');
    await projects.navLink('Archive').click();
    await expectPath(page, ProjectsPage.path(workspace, 'archive'));
    await expectVisible(projects.card('Marketing website (copy)'), 'the project in Archive');
    await expectVisible(projects.card('Marketing website (copy)').getByText('Archived', { exact: true }), 'the Archived badge');
    await e2e.snap('09-archive');
    await projects.command('Marketing website (copy)', 'Restore');
    await expectHidden(projects.card('Marketing website (copy)'), 'the restored project in Archive');
    await expectVisible(projects.emptyTitle('Nothing is archived'), 'the empty Archive');
    await projects.navLink('All projects').click();
    await expectVisible(projects.card('Marketing website (copy)'), 'the restored project in All projects');

    // Delete, with the workspace's default Yes/No dialog.
    await projects.command('Marketing website (copy)', 'Delete');
    await expectVisible(projects.deleteDialog, 'the delete dialog');
    await expectVisible(projects.deleteDialog.getByText('Delete the project “Marketing website (copy)”?'), 'its question');
    await e2e.snap('10-delete-dialog');
    await projects.deleteDialog.getByRole('button', { name: 'Yes', exact: true }).click();
    await expectHidden(projects.deleteDialog, 'the dialog after Yes');
    await expectHidden(projects.card('Marketing website (copy)'), 'the deleted project');
    await expectVisible(projects.card('Marketing website'), 'the other projects');
    assert((await projects.cards.count()) === 2, `two projects left, saw ${await projects.cards.count()}`);

    // My projects lists what this user created.
    await projects.navLink('My projects').click();
    await expectVisible(projects.card('Customer portal'), 'a project of mine');
  });

  test('the dashboard: counts, plan, recent projects and quick actions', async () => {
    const email = uniqueEmail('dash');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const page = e2e.page;
    const projects = await signInTo(page, email, workspace);
    await projects.navLink('Dashboard').click();
    const dashboard = new DashboardPage(page);
    await expectPath(page, DashboardPage.path(workspace));
    await expectVisible(dashboard.heading, 'the dashboard');
    await expectVisible(dashboard.planName.getByText('Free', { exact: true }), 'the plan name');
    assert((await dashboard.count('projects').innerText()) === '0', 'no projects yet');
    assert((await dashboard.managePlanLink.getAttribute('href')) === `/${workspace}/settings/billing`, 'the plan links to billing');
    assert((await dashboard.inviteLink.getAttribute('href')) === `/${workspace}/users`, 'invite goes to the members page');

    await dashboard.newProjectButton.click();
    await projects.fillCreate('Inventory', { web: true, ios: true });
    await expectPath(page, new RegExp(`^/${workspace}/sd/`));
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Inventory' }), 'the new project');

    await dashboard.goto(workspace);
    await expectVisible(dashboard.recentProject('Inventory'), 'the opened project among the recent ones');
    await expectVisible(dashboard.count('projects').getByText('1', { exact: true }), 'one project');
    await expectVisible(dashboard.count('mobileApps').getByText('1', { exact: true }), 'one mobile app');
    await e2e.snap('11-dashboard');
  });

  test('on a narrow screen the navigation is a drawer', async () => {
    const email = uniqueEmail('narrow');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const page = e2e.page;
    await page.setViewportSize({ width: 390, height: 800 });
    await new LoginPage(page).goto();
    await new LoginPage(page).signIn(email, PASSWORD);
    await expectPath(page, ProjectsPage.path(workspace));
    const projects = new ProjectsPage(page);
    await expectVisible(projects.heading.getByText('Recent projects'), 'the Recent heading');
    await expectAbsent(projects.nav, 'the sidebar on a narrow screen');
    await e2e.snap('12-narrow');
    await projects.openNavigationButton.click();
    await expectVisible(projects.nav, 'the navigation drawer');
    await e2e.snap('13-narrow-drawer');
    await projects.navLink('Archive').click();
    await expectPath(page, ProjectsPage.path(workspace, 'archive'));
    await expectHidden(projects.nav, 'the drawer after following a link');
  });
});
