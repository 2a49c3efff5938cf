import { randomBytes } from 'node:crypto';
import { describe, test } from 'vitest';
import type { Page } from 'playwright-core';
import { PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectPath, expectVisible } from '../harness/expect.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { ProjectsPage } from '../pages/ProjectsPage.ts';
import { WorkspaceLayout } from '../pages/WorkspaceLayout.ts';
import { WorkspacesPage } from '../pages/WorkspacesPage.ts';

const e2e = useE2E({ name: 'workspaces' });

/** The model's rule message for a workspace name (packages/model domainNameSchema). */
const NAME_RULE = 'Use lower-case letters, digits and single hyphens (e.g. acme-apps).';
/** The plan's refusal of a second Free workspace (packages/model planLimitMessage). */
const FREE_ONE_WORKSPACE = 'The Free plan allows 1 workspace. Change the plan in Settings › Billing to add more.';

/** The user's `lastUsedDomainName` as the server has it now (with the page's own access token). */
async function lastUsedDomainName(page: Page): Promise<string | null> {
  const token = await page.evaluate(() => window.localStorage.getItem('tokenString'));
  const info = await e2e.api.get<{ lastUsedDomainName: string | null }>('/auth/userinfo', { authorization: `Bearer ${token}` });
  assert(info.status === 200, `GET /auth/userinfo answered ${info.status}`);
  return info.body.lastUsedDomainName;
}

/** Moves a workspace to another plan through the API with the page's access token (self-hosted billing: at once). */
async function changePlan(page: Page, workspace: string, planId: string): Promise<void> {
  const token = await page.evaluate(() => window.localStorage.getItem('tokenString'));
  const answer = await e2e.api.post('/api/subscription/change', { planId }, { authorization: `Bearer ${token}`, domainname: workspace });
  assert(answer.status === 200, `POST /api/subscription/change answered ${answer.status}`);
}

async function signIn(page: Page, email: string): Promise<void> {
  const login = await new LoginPage(page).goto();
  await login.signIn(email, PASSWORD);
}

describe('workspaces', () => {
  test('create a second workspace, switch with the switcher, and sign-in lands in the last one used', async () => {
    const email = uniqueEmail('switcher');
    const { workspace: first } = await e2e.api.createActiveAccount(email);
    const second = `team-${randomBytes(3).toString('hex')}`;
    const page = e2e.page;

    await signIn(page, email);
    await expectPath(page, ProjectsPage.path(first));
    const layout = new WorkspaceLayout(page);
    await expectVisible(layout.switcherButton, 'the workspace switcher');

    // The switcher lists the user's workspaces and leads to the creation page.
    await layout.switcherButton.click();
    await expectVisible(layout.switcherItem(first), `${first} in the switcher`);
    await e2e.snap('01-switcher-open');
    await layout.menuItem('Create workspace').click();
    await expectPath(page, WorkspacesPage.path);

    const workspaces = new WorkspacesPage(page);
    await expectVisible(workspaces.heading, "the 'Workspaces' page");
    await expectVisible(workspaces.row(first).getByText('Owner', { exact: true }), `${first} with its role`);
    await expectVisible(workspaces.row(first).getByText('Last used', { exact: true }), `${first} marked as last used`);

    // The name rules of the model, checked before sending; a taken name is the server's 409.
    await workspaces.create('Not Valid');
    await expectVisible(workspaces.message(NAME_RULE), 'the name rule message');
    await workspaces.create(first);
    await expectVisible(page.getByRole('alert').filter({ hasText: /taken|exists|already/i }), 'the taken-name answer under the field');
    await e2e.snap('02-name-taken');

    // The personal workspace is the Free plan's one workspace: a second is refused with the plan's message.
    await workspaces.create(second);
    await expectVisible(page.getByRole('alert').filter({ hasText: FREE_ONE_WORKSPACE }), 'the Free plan refusal in the form');
    await e2e.snap('02b-free-plan-one-workspace');
    // Once the first workspace is on a paid plan, the user may create a Free one.
    await changePlan(page, first, 'standard');

    await workspaces.create(second);
    await expectPath(page, ProjectsPage.path(second));
    await expectVisible(page.getByTestId('workspace-name').getByText(second, { exact: true }), `${second} in the switcher`);
    await expectVisible(new ProjectsPage(page).emptyTitle('No recent projects'), `the empty Recent list of ${second}`);
    assert((await lastUsedDomainName(page)) === second, 'a new workspace becomes the last used one');
    await e2e.snap('03-second-workspace');

    // Switch back with the switcher: select, then that workspace's projects.
    await layout.switchTo(first);
    await expectPath(page, ProjectsPage.path(first));
    await expectVisible(page.getByTestId('workspace-name').getByText(first, { exact: true }), `${first} in the switcher`);
    assert((await lastUsedDomainName(page)) === first, `lastUsedDomainName follows the switch to ${first}`);

    // Signing out and in again lands in the last workspace used.
    await layout.signOut();
    await expectPath(page, '/login');
    await signIn(page, email);
    await expectPath(page, ProjectsPage.path(first));

    await layout.switchTo(second);
    await expectPath(page, ProjectsPage.path(second));
    await layout.signOut();
    await expectPath(page, '/login');
    await signIn(page, email);
    await expectPath(page, ProjectsPage.path(second));

    // /definitions/domain switches too.
    await new WorkspacesPage(page).goto();
    await expectVisible(workspaces.row(second).getByText('Last used', { exact: true }), `${second} marked as last used`);
    await e2e.snap('04-workspaces-list');
    await workspaces.openButton(first).click();
    await expectPath(page, ProjectsPage.path(first));
    assert((await lastUsedDomainName(page)) === first, 'opening from the list selects the workspace');
  });

  test('an unknown workspace says so and links to the workspaces page', async () => {
    const email = uniqueEmail('lost');
    await e2e.api.createActiveAccount(email);
    const page = e2e.page;
    await signIn(page, email);
    await expectPath(page, /^\/[^/]+\/projects$/);

    await page.goto('/no-such-workspace-e2e/dashboard');
    const layout = new WorkspaceLayout(page);
    await expectVisible(layout.notFoundHeading, "'Workspace not found'");
    await expectVisible(layout.alerts, 'the reported failure');
    await e2e.snap('05-not-found');
    await layout.goToWorkspacesLink.click();
    await expectPath(page, WorkspacesPage.path);
  });
});
