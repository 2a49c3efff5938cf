import { describe, test } from 'vitest';
import type { Page } from 'playwright-core';
import { PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectAbsent, expectPath, expectVisible } from '../harness/expect.ts';
import { LogsPage } from '../pages/LogsPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { ProjectsPage } from '../pages/ProjectsPage.ts';
import { SettingsPage } from '../pages/SettingsPage.ts';
import { StudioApi } from '../pages/StudioPage.ts';
import { WorkspaceLayout } from '../pages/WorkspaceLayout.ts';

const e2e = useE2E({ name: 'settings' });

async function signIn(page: Page, email: string): Promise<void> {
  const login = await new LoginPage(page).goto();
  await login.signIn(email, PASSWORD);
  await expectPath(page, (pathname) => pathname !== '/login');
}

/** Calls a workspace-scoped API route as `email` (set-up this file does not test through the UI). */
async function asMember(email: string, workspace: string) {
  const { tokenString } = await e2e.api.login(email);
  const headers = { authorization: `Bearer ${tokenString}`, domainname: workspace };
  return { post: <T>(path: string, body: unknown) => e2e.api.post<T>(path, body, headers) };
}

describe('settings', () => {
  test("the settings home opens panel '1' and keeps what the user opens", async () => {
    const owner = uniqueEmail('panels');
    const { workspace } = await e2e.api.createActiveAccount(owner);
    const page = e2e.page;
    await signIn(page, owner);
    const settings = await new SettingsPage(page).goto(workspace);
    const account = settings.panel('Your account');
    const billing = settings.panel('Plan and billing');
    assert((await account.getAttribute('aria-expanded')) === 'true', "panel '1' (Your account) is open by default");
    assert((await billing.getAttribute('aria-expanded')) === 'false', 'the billing panel starts closed');
    await billing.click();
    await expectVisible(settings.link('Billing'), 'the Billing link in the opened panel');
    await e2e.snap('01-settings-home');
    await settings.link('Preferences').click();
    await expectPath(page, SettingsPage.path(workspace, 'preferences'));
    await page.goBack();
    assert((await settings.panel('Plan and billing').getAttribute('aria-expanded')) === 'true', 'the opened panel stays open');
  });

  test('preferences: the time zone is saved and shown after a reload; Türkçe switches the buttons', async () => {
    const owner = uniqueEmail('prefs');
    const { workspace } = await e2e.api.createActiveAccount(owner);
    const page = e2e.page;
    await signIn(page, owner);
    const settings = await new SettingsPage(page).gotoPreferences(workspace);

    const istanbul = 'GMT+03:00 — Istanbul, Moscow, Riyadh, Nairobi';
    await settings.pick(settings.timeZone, istanbul);
    await expectVisible(settings.dateExample.filter({ hasText: /^Today: \d{4}-\d{2}-\d{2}$/ }), 'the live example of today');
    await settings.button('Save').click();
    await expectVisible(settings.message('Preferences saved.'), "the 'Preferences saved.' toast");
    await page.reload();
    await expectVisible(settings.timeZone.filter({ hasText: istanbul }), `${istanbul} after a reload`);
    await e2e.snap('02-time-zone-saved');

    await settings.pick(settings.language, 'Türkçe');
    await settings.button('Save').click();
    await expectVisible(settings.button('Kaydet'), "the Save button reading 'Kaydet'");
    await expectVisible(settings.button('İptal'), "the Cancel button reading 'İptal'");
    await expectVisible(settings.message('Tercihler kaydedildi.'), 'the saved toast in Turkish');
    await e2e.snap('03-turkish');
  });

  test('the audit log lists the invitation and the plan change, and filters by action', async () => {
    const owner = uniqueEmail('auditor');
    const invitee = uniqueEmail('audited');
    const { workspace } = await e2e.api.createActiveAccount(owner);
    const api = await asMember(owner, workspace);
    const invited = await api.post('/api/invitations', { email: invitee, role: 'developer', resourceType: 'end_user' });
    assert(invited.status === 200 || invited.status === 201, `invite: HTTP ${invited.status} ${JSON.stringify(invited.body)}`);
    const changed = await api.post('/api/subscription/change', { planId: 'standard' });
    assert(changed.status === 200, `plan change: HTTP ${changed.status} ${JSON.stringify(changed.body)}`);

    const page = e2e.page;
    await signIn(page, owner);
    const logs = await new LogsPage(page).goto(workspace);
    await expectVisible(logs.rowsOf('member.invited').filter({ hasText: 'invited' }).filter({ hasText: invitee }), `'invited ${invitee}'`);
    await expectVisible(logs.rowsOf('subscription.changed').filter({ hasText: 'changed the plan' }).filter({ hasText: 'Free → Standard' }), "'changed the plan Free → Standard'");
    await e2e.snap('04-audit-log');

    await logs.filterByAction('Plan changes (all)');
    await expectVisible(logs.rowsOf('subscription.changed'), 'the plan change after filtering');
    await expectAbsent(logs.rowsOf('member.invited'), 'invitation entries under the plan filter');
    await e2e.snap('05-audit-log-filtered');

    await logs.filterByAction('invited');
    await expectVisible(logs.rowsOf('member.invited'), 'the invitation after filtering by it');
    await expectAbsent(logs.rowsOf('subscription.changed'), 'the plan change under the invitation filter');
  });

  test('workspace settings: the delete dialog type is saved, domain accesses follow the plan; small screens', async () => {
    const owner = uniqueEmail('domains');
    const { workspace } = await e2e.api.createActiveAccount(owner);
    const page = e2e.page;
    await signIn(page, owner);
    await page.goto(SettingsPage.path(workspace, 'domains'));
    const confirmType = page.getByRole('radio', { name: 'Type the name' });
    await confirmType.waitFor();
    // Free grants neither Workflow nor Scheduled Jobs: each offers an upgrade.
    const accesses = page.getByTestId('domain-access');
    await expectVisible(accesses.filter({ hasText: 'Workflow' }).filter({ hasText: 'Not in the Free plan' }), 'Workflow not in the Free plan');
    await expectVisible(accesses.filter({ hasText: 'Scheduled Jobs' }).getByRole('link', { name: 'Upgrade' }), 'an upgrade link');
    await confirmType.click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.getByText('Workspace settings saved.'), "the 'Workspace settings saved.' toast");
    await page.reload();
    await page.getByRole('radio', { name: 'Type the name' }).waitFor();
    assert((await page.getByRole('radio', { name: 'Type the name' }).getAttribute('aria-checked')) === 'true', 'the confirm type after a reload');
    await e2e.snap('06-workspace-settings');

    await page.setViewportSize({ width: 390, height: 844 });
    await e2e.snap('07-workspace-settings-small');
    await page.goto(`/${workspace}/users`);
    await page.getByRole('table', { name: 'Members' }).waitFor();
    await e2e.snap('08-members-small');
    await page.goto(SettingsPage.path(workspace, 'subscriptions'));
    await page.getByRole('link', { name: 'Choose the Pro plan' }).waitFor();
    await e2e.snap('09-subscriptions-small');
  });

  test('a saved delete dialog type is used at once by the projects page, without a reload', async () => {
    const owner = uniqueEmail('detail');
    const { workspace } = await e2e.api.createActiveAccount(owner);
    await (await StudioApi.as(e2e.api, owner, workspace)).createProject('Kept');
    const page = e2e.page;
    await signIn(page, owner);
    const projects = new ProjectsPage(page);
    await projects.card('Kept').waitFor();

    // In-app navigation only: the workspace detail the projects page loaded stays in the page's cache.
    const layout = new WorkspaceLayout(page);
    await layout.navLink('Settings').click();
    const settings = new SettingsPage(page);
    await settings.panel('Workspace').click();
    await settings.link('Workspace').click();
    await page.getByRole('radio', { name: 'Type the name' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.getByText('Workspace settings saved.'), "the 'Workspace settings saved.' toast");

    await layout.navLink('All projects').click();
    await projects.command('Kept', 'Delete');
    await expectVisible(projects.deleteDialog, 'the delete dialog');
    await expectVisible(projects.deleteDialog.getByRole('textbox', { name: 'Type Kept to confirm' }), 'the name to type, the type just saved');
    await expectAbsent(projects.deleteDialog.getByRole('button', { name: 'Yes', exact: true }), 'no Yes/No question');
  });
});
