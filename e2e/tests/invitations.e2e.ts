import { describe, test } from 'vitest';
import { activationLink } from '../harness/api-client.ts';
import { PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectPath, expectRedirectAfter, expectVisible } from '../harness/expect.ts';
import { invitationLink, seedInvitation } from '../harness/seed-invitation.ts';
import { ActivationPage } from '../pages/ActivationPage.ts';
import { CheckInboxPage } from '../pages/CheckInboxPage.ts';
import { InvitationPage } from '../pages/InvitationPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { ProjectsPage } from '../pages/ProjectsPage.ts';
import { SignUpPage } from '../pages/SignUpPage.ts';

// Invitations are seeded as database rows (no screen creates them yet), so this file runs the
// server on a fresh Postgres database.
const e2e = useE2E({ name: 'invitations', postgres: true });

let inviter: { email: string; workspace: string } | undefined;

/** The inviting user and their workspace, created once for the file. */
async function inviterWorkspace(): Promise<{ email: string; workspace: string }> {
  if (!inviter) {
    const email = uniqueEmail('owner');
    const { workspace } = await e2e.api.createActiveAccount(email);
    inviter = { email, workspace };
  }
  return inviter;
}

async function invite(email: string, accepted: 0 | 1, options: { expired?: boolean } = {}) {
  const { workspace, email: invitedBy } = await inviterWorkspace();
  const token = await seedInvitation(e2e.db!, { workspace, email, invitedBy, ...options });
  return { workspace, link: invitationLink(e2e.baseUrl, { accepted, email, workspace, token }) };
}

/** Asserts through the API that `email` is now a member of `workspace`. */
async function assertMember(email: string, workspace: string): Promise<void> {
  const { tokenString } = await e2e.api.login(email);
  const detail = await e2e.api.get<{ domainName?: string }>('/domain/detail', {
    authorization: `Bearer ${tokenString}`,
    domainname: workspace,
  });
  assert(detail.status === 200, `${email} must be a member of ${workspace}: GET /domain/detail gave ${detail.status}`);
}

/**
 * Follows the app after 'Workspace joined': about 4 s later it goes to the workspace's projects;
 * a signed-out visitor is then asked to sign in first and comes back there.
 */
async function followToProjects(email: string, workspace: string, joinedAt: number): Promise<void> {
  const page = e2e.page;
  const projects = ProjectsPage.path(workspace);
  await expectRedirectAfter(page, (path) => path === projects || path === '/login', 4, joinedAt);
  const login = new LoginPage(page);
  const userEmail = new ProjectsPage(page).userEmail(email);
  // The projects route may first mount and then hand over to /login: wait until one settles.
  await expectVisible(userEmail.or(login.heading), `${projects} or the sign-in page`);
  if (await login.heading.isVisible()) {
    await e2e.snap(`${email.split('.')[0]}--asked-to-sign-in`);
    await login.signIn(email, PASSWORD);
    await expectPath(page, projects);
  }
  await expectVisible(userEmail, `${email} on ${projects}`);
}

describe('invitations', () => {
  test('an existing account accepts: Workspace joined, then the workspace projects', async () => {
    const email = uniqueEmail('member');
    await e2e.api.createActiveAccount(email);
    const { workspace, link } = await invite(email, 1);

    const invitation = await new InvitationPage(e2e.page).open(link);
    await expectVisible(invitation.workspaceJoined, "'Workspace joined'");
    const joinedAt = Date.now();
    await e2e.snap('accept-existing--workspace-joined');
    await followToProjects(email, workspace, joinedAt);
    await e2e.snap('accept-existing--projects');
    await assertMember(email, workspace);
  });

  test('an email without an account accepts: sign-up to join, activation, Workspace joined', async () => {
    const email = uniqueEmail('invitee');
    const { workspace, link } = await invite(email, 1);
    const page = e2e.page;

    await new InvitationPage(page).open(link);
    const signUp = new SignUpPage(page);
    await expectPath(page, '/signup');
    await expectVisible(signUp.joinWorkspaceButton, "the 'Join Workspace' button");
    assert((await signUp.email.first().inputValue()) === email, 'sign-up must be prefilled with the invited email');
    assert(!(await signUp.email.first().isEditable()), 'the invited email must be read-only');
    const query = new URL(page.url()).searchParams;
    assert(query.get('domainName') === workspace, `sign-up must carry domainName=${workspace}: ${page.url()}`);
    await e2e.snap('accept-new--join-workspace');

    const submittedAt = Date.now();
    await signUp.fill({ firstName: 'Katherine', lastName: 'Johnson', password: PASSWORD });
    await signUp.joinWorkspaceButton.click();
    await expectVisible(new CheckInboxPage(page).heading, "'Check your inbox' after joining");

    const mail = await e2e.mail.waitFor(email, { after: submittedAt });
    const activation = await new ActivationPage(page).open(activationLink(mail));
    await expectVisible(activation.workspaceJoined, "'Workspace joined' after activation");
    const joinedAt = Date.now();
    await e2e.snap('accept-new--workspace-joined');
    await followToProjects(email, workspace, joinedAt);
    await assertMember(email, workspace);
  });

  test('rejecting shows Workspace rejected and the declined text, then goes to root', async () => {
    const email = uniqueEmail('decliner');
    await e2e.api.createActiveAccount(email);
    const { workspace, link } = await invite(email, 0);

    const invitation = await new InvitationPage(e2e.page).open(link);
    await expectVisible(invitation.workspaceRejected, "'Workspace rejected'");
    await expectVisible(invitation.declined(workspace), `'You have declined the ${workspace} workspace invitation.'`);
    const shownAt = Date.now();
    await e2e.snap('reject');
    // Root sends a signed-out visitor on to /login.
    await expectRedirectAfter(e2e.page, '/login', 4, shownAt);

    // The rejected invitation cannot be accepted afterwards.
    const token = new URL(link).searchParams.get('token')!;
    const accept = invitationLink(e2e.baseUrl, { accepted: 1, email, workspace, token });
    await new InvitationPage(e2e.page).open(accept);
    await expectVisible(new InvitationPage(e2e.page).expired, "'Invitation is expired or not found.' for a used invitation");
  });

  test('an expired or unknown invitation says so', async () => {
    const email = uniqueEmail('late');
    await e2e.api.createActiveAccount(email);
    const { workspace, link } = await invite(email, 1, { expired: true });

    const invitation = await new InvitationPage(e2e.page).open(link);
    await expectVisible(invitation.expired, "'Invitation is expired or not found.' for an expired invitation");
    await e2e.snap('expired');

    const unknown = invitationLink(e2e.baseUrl, { accepted: 1, email, workspace, token: 'not-a-real-token-0000000000' });
    await invitation.open(unknown);
    await expectVisible(invitation.expired, "'Invitation is expired or not found.' for an unknown token");
  });
});
