import { describe, test } from 'vitest';
import { activationLink } from '../harness/api-client.ts';
import { PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { expectPath, expectRedirectAfter, expectVisible, assert } from '../harness/expect.ts';
import { ActivationPage } from '../pages/ActivationPage.ts';
import { CheckInboxPage } from '../pages/CheckInboxPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { ProjectsPage } from '../pages/ProjectsPage.ts';
import { SignUpPage } from '../pages/SignUpPage.ts';

const e2e = useE2E({ name: 'signup' });

describe('sign up and activation', () => {
  test('a new user signs up, activates from the mail, signs in and lands on projects', async () => {
    const email = uniqueEmail('newcomer');
    const page = e2e.page;

    const signUp = await new SignUpPage(page).goto();
    await expectVisible(signUp.termsCheckbox, 'the terms checkbox (main branding)');
    // The main branding does not enforce the checkbox: it stays unticked here.
    await signUp.fill({ email, firstName: 'Grace', lastName: "O'Hopper-Smith", password: PASSWORD });
    await e2e.snap('01-signup-form');
    await signUp.signUpButton.click();

    const inbox = new CheckInboxPage(page);
    await expectVisible(inbox.heading, "'Check your inbox' after sign-up");
    await e2e.snap('02-check-your-inbox');

    const mail = await e2e.mail.waitFor(email);
    const link = activationLink(mail);
    assert(link.origin === e2e.baseUrl, `activation link must use PUBLIC_URL ${e2e.baseUrl}, got ${link.origin}`);
    assert(link.searchParams.get('username')?.toLowerCase() === email, `activation link username: ${link.href}`);

    const activation = await new ActivationPage(page).open(link);
    await expectVisible(activation.successActivation, "'Success activation'");
    const shownAt = Date.now();
    await e2e.snap('03-success-activation');
    // "After 4 seconds goes to that domain (or root)": root sends a signed-out visitor to /login.
    await expectRedirectAfter(page, '/login', 4, shownAt);

    const login = await new LoginPage(page).goto();
    await login.signIn(email, PASSWORD);
    const landed = await expectPath(page, /^\/[^/]+\/projects$/);
    await expectVisible(new ProjectsPage(page).userEmail(email), `the user's email ${email} on ${landed.pathname}`);
    await e2e.snap('04-projects');
  });
});
