import path from 'node:path';
import { describe, test } from 'vitest';
import type { Page } from 'playwright-core';
import { activationLink } from '../harness/api-client.ts';
import { PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import type { CaughtMail } from '../harness/mail-catcher.ts';
import { useE2E } from '../harness/e2e.ts';
import { artifactsDir } from '../harness/paths.ts';
import { assert, expectAbsent, expectHidden, expectPath, expectVisible } from '../harness/expect.ts';
import { ActivationPage } from '../pages/ActivationPage.ts';
import { BillingPage } from '../pages/BillingPage.ts';
import { CheckInboxPage } from '../pages/CheckInboxPage.ts';
import { InvitationPage } from '../pages/InvitationPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { MembersPage } from '../pages/MembersPage.ts';
import { ProjectsPage } from '../pages/ProjectsPage.ts';
import { SignUpPage } from '../pages/SignUpPage.ts';

const e2e = useE2E({ name: 'members' });

const texts = {
  invitationExpired: 'Invitation is expired or not found.',
  invitationSent: (email: string) => `Invitation sent to ${email}.`,
  revoked: (email: string) => `The invitation to ${email} was revoked.`,
};

/** Signs in through the login page and waits for the workspace the app lands on. */
async function signIn(page: Page, email: string): Promise<void> {
  const login = await new LoginPage(page).goto();
  await login.signIn(email, PASSWORD);
  await expectPath(page, (pathname) => pathname !== '/login');
}

/** The accept link of an invitation mail (spec §2 /invitation with accepted=1). */
function acceptLink(mail: CaughtMail): string {
  const link = mail.links.map((href) => new URL(href)).find((url) => url.pathname === '/invitation' && url.searchParams.get('accepted') === '1');
  if (!link) throw new Error(`mail "${mail.subject}" has no accept link; links: ${mail.links.join(' ')}`);
  return link.href;
}

describe('members', () => {
  test('an upgraded owner invites a new person, who signs up, joins, and sees the shared project', async () => {
    const owner = uniqueEmail('owner');
    const invitee = uniqueEmail('invitee');
    const { workspace } = await e2e.api.createActiveAccount(owner);
    const page = e2e.page;
    await signIn(page, owner);

    // Self-hosted billing: the owner moves the workspace to Standard through the plan pages.
    const billing = new BillingPage(page);
    await page.goto(BillingPage.path(workspace, 'subscriptions'));
    await billing.chooseLink('Standard').click();
    await expectPath(page, `/${workspace}/settings/subscriptionChange/standard`);
    await billing.confirmButton.click();
    await expectPath(page, BillingPage.path(workspace));
    await expectVisible(billing.currentPlanName.filter({ hasText: 'Standard' }), 'Standard as the current plan');

    // The invitation goes out from the members page.
    const members = await new MembersPage(page).goto(workspace);
    const sentAt = Date.now();
    await members.invite(invitee);
    await expectVisible(members.message(texts.invitationSent(invitee)), 'the sent toast');
    await expectVisible(members.invitationRow(invitee), `${invitee} among the pending invitations`);
    await e2e.snap('01-invitation-pending');

    const invitation = await e2e.mail.waitFor(invitee, { after: sentAt });
    const link = acceptLink(invitation);
    assert(new URL(link).origin === e2e.baseUrl, `the invitation link must use PUBLIC_URL: ${link}`);

    // The invitee has no account: the link leads to a prefilled sign-up.
    const other = await e2e.context.browser()!.newContext({ baseURL: e2e.baseUrl, viewport: { width: 1280, height: 800 } });
    try {
      const pageB = await other.newPage();
      await pageB.goto(link);
      const signUp = new SignUpPage(pageB);
      await expectPath(pageB, '/signup');
      const query = new URL(pageB.url()).searchParams;
      assert(query.get('username')?.toLowerCase() === invitee, `sign-up must carry username=${invitee}: ${pageB.url()}`);
      assert(query.get('domainName') === workspace, `sign-up must carry domainName=${workspace}: ${pageB.url()}`);
      await expectVisible(signUp.joinWorkspaceButton, "'Join Workspace'");
      assert((await signUp.email.first().inputValue()) === invitee, 'the invited email is prefilled');
      const signedUpAt = Date.now();
      await signUp.fill({ firstName: 'Mary', lastName: 'Jackson', password: PASSWORD });
      await signUp.joinWorkspaceButton.click();
      await expectVisible(new CheckInboxPage(pageB).heading, "'Check your inbox'");

      const activationMail = await e2e.mail.waitFor(invitee, { after: signedUpAt });
      const activation = await new ActivationPage(pageB).open(activationLink(activationMail));
      await expectVisible(activation.workspaceJoined, "'Workspace joined'");
      // About 4 s later the app goes to the workspace, asking a signed-out visitor to sign in first.
      await expectPath(pageB, (pathname) => pathname === `/${workspace}/projects` || pathname === '/login', 15_000);
      const login = new LoginPage(pageB);
      const inWorkspace = pageB.getByText(workspace, { exact: true });
      // The projects route may mount first and then hand over to /login: wait until one settles.
      await expectVisible(inWorkspace.or(login.heading), `the workspace ${workspace} or the sign-in page`);
      if (await login.heading.isVisible()) {
        await login.signIn(invitee, PASSWORD);
        await expectPath(pageB, (pathname) => pathname.startsWith(`/${workspace}/`));
      }
      await expectVisible(inWorkspace, `the workspace ${workspace} for the new member`);

      // The owner sees the new member; the invitation is answered.
      await members.goto(workspace);
      await expectVisible(members.memberRow(invitee), `${invitee} among the members`);
      await expectHidden(members.invitationRow(invitee), `${invitee} among the pending invitations`);
      await e2e.snap('02-member-joined');

      // A project the owner creates is shared with the workspace.
      const projectName = `Shared orders ${Date.now() % 10_000}`;
      const ownerProjects = await new ProjectsPage(page).goto(workspace, 'allprojects');
      await ownerProjects.createProject(projectName, { web: true });
      await expectPath(page, (pathname) => pathname.startsWith(`/${workspace}/sd/`), 15_000);
      await pageB.goto(`/${workspace}/projects/allprojects`);
      await expectVisible(pageB.getByText(projectName), `${projectName} in the new member's All projects`);
      await pageB.screenshot({ path: path.join(artifactsDir, 'members--03-member-sees-shared-project.png'), fullPage: true });

      // The owner makes the new member an end user: the seats follow.
      await members.goto(workspace);
      await members.pick(members.membersTable.getByRole('combobox', { name: 'Resource type of Mary Jackson' }), 'End User');
      await expectVisible(members.message('Mary Jackson updated.'), "the 'updated' toast");
      await expectVisible(members.seatUsage.filter({ hasText: 'Developers 1 of 3 · End users 1 of 100' }), 'the seats after the change');

      // The member reads the list without owner controls, and leaves.
      const memberView = await new MembersPage(pageB).goto(workspace);
      await expectVisible(memberView.message('Only workspace owners can invite people and change members.'), 'the read-only note');
      await expectAbsent(memberView.inviteButton, 'an Invite button for a member');
      await memberView.leaveButton.click();
      await pageB.getByRole('alertdialog').getByRole('button', { name: 'Yes', exact: true }).click();
      await expectPath(pageB, '/definitions/domain');
      await members.goto(workspace);
      await expectHidden(members.memberRow(invitee), `${invitee} among the members after leaving`);
    } finally {
      await other.close();
    }
  });

  test("a revoked invitation's link answers that it is expired or not found", async () => {
    const owner = uniqueEmail('owner');
    const invitee = uniqueEmail('revoked');
    const { workspace } = await e2e.api.createActiveAccount(owner);
    const page = e2e.page;
    await signIn(page, owner);

    // The Free plan's one developer seat is the owner's: the invitation is for an end user.
    const members = await new MembersPage(page).goto(workspace);
    const sentAt = Date.now();
    await members.invite(invitee, { resourceType: 'End User' });
    await expectVisible(members.invitationRow(invitee), `${invitee} among the pending invitations`);
    const link = acceptLink(await e2e.mail.waitFor(invitee, { after: sentAt }));

    await members.revoke(invitee);
    await expectVisible(members.message(texts.revoked(invitee)), 'the revoked toast');
    await expectHidden(members.invitationRow(invitee), 'the revoked invitation');
    await e2e.snap('04-invitation-revoked');

    const answer = await new InvitationPage(page).open(link);
    await expectVisible(answer.expired, `'${texts.invitationExpired}'`);
  });
});
