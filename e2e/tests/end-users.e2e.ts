import { describe, test } from 'vitest';
import { PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectPath, expectVisible } from '../harness/expect.ts';
import { verificationCode } from '../harness/mail-catcher.ts';
import { EndUsersPage } from '../pages/EndUsersPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { ProjectsPage } from '../pages/ProjectsPage.ts';
import { StudioApi } from '../pages/StudioPage.ts';

const e2e = useE2E({ name: 'end-users' });

/** An app's account route of the project's live environment. */
const appAuth = (projectId: string, route: string) => `/api/apps/${projectId}/live/auth/${route}`;

describe('end users of a project', () => {
  test('a builder finds the app’s end users, searches them, gives one a role, disables another, who can no longer sign in, and deletes a third', async () => {
    const owner = uniqueEmail('end-users');
    const { workspace } = await e2e.api.createActiveAccount(owner);
    const studio = await StudioApi.as(e2e.api, owner, workspace);
    const projectId = await studio.createProject('Shop');
    // The app has a live version to sign up to once it is published.
    await studio.publish(projectId, 'First version');

    // Three people sign up to the published app; two confirm their address with the mailed code.
    const tag = uniqueEmail('x').split('@')[0]!;
    const [ana, ben, cem] = ['ana', 'ben', 'cem'].map((name) => `${name}.${tag}@example.com`) as [string, string, string];
    for (const email of [ana, ben, cem]) {
      const signedUp = await e2e.api.post<{ message: string }>(appAuth(projectId, 'sign-up'), { email, password: PASSWORD });
      assert(signedUp.status === 200, `sign-up of ${email}: HTTP ${signedUp.status} ${JSON.stringify(signedUp.body)}`);
    }
    for (const email of [ana, ben]) {
      const code = verificationCode(await e2e.mail.waitFor(email));
      const verified = await e2e.api.post(appAuth(projectId, 'verify-email'), { email, code });
      assert(verified.status === 200, `verification of ${email}: HTTP ${verified.status}`);
    }
    const signedIn = await e2e.api.post(appAuth(projectId, 'sign-in'), { email: ben, password: PASSWORD });
    assert(signedIn.status === 200, `ben signs in: HTTP ${signedIn.status}`);

    const page = e2e.page;
    await (await new LoginPage(page).goto()).signIn(owner, PASSWORD);
    await expectPath(page, (pathname) => pathname !== '/login');
    // From the project's menu to its end users.
    const projects = await new ProjectsPage(page).goto(workspace, 'allprojects');
    await projects.command('Shop', 'End users');
    await expectPath(page, EndUsersPage.path(workspace, projectId));
    const endUsers = new EndUsersPage(page);
    await expectVisible(endUsers.page.getByRole('heading', { name: 'End users of Shop' }), 'the page title');
    await expectVisible(endUsers.row(cem).getByText('Email not confirmed', { exact: true }), 'cem not confirmed');
    await expectVisible(endUsers.row(ana).getByText('Active', { exact: true }), 'ana active');
    assert((await endUsers.rows.count()) === 3, 'three end users listed');
    await e2e.snap('01-listed');

    await endUsers.search.fill('ANA.');
    await expectVisible(endUsers.row(ana), 'ana found');
    await endUsers.page.waitForFunction(() => document.querySelectorAll('[data-testid="end-user-row"]').length === 1);
    await endUsers.search.fill('nobody-here');
    await expectVisible(endUsers.text('No end user matches'), 'the empty search');
    await endUsers.search.fill('');

    await endUsers.row(ana).getByRole('button', { name: `Edit the roles of ${ana}` }).click();
    await endUsers.rolesField.fill('manager, staff');
    await endUsers.dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(endUsers.row(ana).getByText('manager', { exact: true }), 'ana is a manager');
    await expectVisible(endUsers.row(ana).getByText('staff', { exact: true }), 'ana is staff');

    await endUsers.row(ben).getByRole('button', { name: `Disable ${ben}` }).click();
    await expectVisible(endUsers.row(ben).getByText('Disabled', { exact: true }), 'ben disabled');
    await expectVisible(endUsers.row(ben).getByRole('button', { name: `Enable ${ben}` }), 'ben can be enabled again');
    await e2e.snap('02-role-and-disabled');

    // What the builder did holds on the server: ana's sign-in carries her roles, ben is refused.
    const ana2 = await e2e.api.post<{ user: { roles: string[] } }>(appAuth(projectId, 'sign-in'), { email: ana, password: PASSWORD });
    assert(ana2.status === 200 && ana2.body.user.roles.join(',') === 'manager,staff', `ana's roles: ${JSON.stringify(ana2.body)}`);
    const ben2 = await e2e.api.post<{ error: { code: string } }>(appAuth(projectId, 'sign-in'), { email: ben, password: PASSWORD });
    assert(ben2.status === 403 && ben2.body.error.code === 'account_disabled', `ben refused: HTTP ${ben2.status} ${JSON.stringify(ben2.body)}`);

    // cem never confirmed: the builder deletes the account, after a confirmation.
    await endUsers.row(cem).getByRole('button', { name: `Delete ${cem}` }).click();
    const confirm = endUsers.page.getByRole('alertdialog');
    await expectVisible(confirm.getByText(`Delete ${cem}?`), 'the delete confirmation');
    await e2e.snap('03-delete-confirmation');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expectVisible(endUsers.text(`${cem} is deleted.`), 'the deletion toast');
    await endUsers.page.waitForFunction(() => document.querySelectorAll('[data-testid="end-user-row"]').length === 2);
    const cem2 = await e2e.api.post<{ error: { code: string } }>(appAuth(projectId, 'sign-in'), { email: cem, password: PASSWORD });
    assert(cem2.status === 401, `cem's account is gone: HTTP ${cem2.status} ${JSON.stringify(cem2.body)}`);

    // The Run preview's accounts are another list: empty here.
    await endUsers.environment('Run preview').click();
    await expectVisible(endUsers.text('No end users yet'), 'no draft end users');
    await e2e.snap('04-run-preview-empty');
  });
});
