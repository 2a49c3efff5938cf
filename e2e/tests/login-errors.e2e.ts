import { describe, test } from 'vitest';
import { OTHER_PASSWORD, PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { expectAbsent, expectStaysOn, expectVisible } from '../harness/expect.ts';
import { LoginPage } from '../pages/LoginPage.ts';

const e2e = useE2E({ name: 'login' });

describe('sign in errors', () => {
  test('a wrong password shows the server message and stays on /login', async () => {
    const email = uniqueEmail('wrongpw');
    await e2e.api.createActiveAccount(email);
    const expected = await e2e.api.loginRefusal(email, OTHER_PASSWORD);

    const login = await new LoginPage(e2e.page).goto();
    await login.signIn(email, OTHER_PASSWORD);
    await expectVisible(login.message(expected), `the server's message "${expected}"`);
    await e2e.snap('wrong-password');
    await expectStaysOn(e2e.page, '/login', 1_000);

    // An unknown account gets the very same answer (no account enumeration). A fresh page, so
    // the message seen can only come from this attempt.
    await login.goto();
    await expectAbsent(login.message(expected), 'a message before submitting');
    await login.signIn(uniqueEmail('nobody'), PASSWORD);
    await expectVisible(login.message(expected), `the same message "${expected}" for an unknown account`);
    await expectStaysOn(e2e.page, '/login', 500);
  });

  test('an empty submit shows both required-field messages', async () => {
    const login = await new LoginPage(e2e.page).goto();
    await login.signInButton.click();
    await expectVisible(login.emailRequired, "'Please enter your email!'");
    await expectVisible(login.passwordRequired, "'Please enter your password!'");
    await e2e.snap('required-fields');

    // Filling the email clears its message; the password one stays.
    await login.email.fill(uniqueEmail('half'));
    await login.signInButton.click();
    await expectVisible(login.passwordRequired, "'Please enter your password!' with only the email filled");
    await expectAbsent(login.emailRequired, "'Please enter your email!' once the email is filled");
    await expectStaysOn(e2e.page, '/login', 500);
  });

  test('the main branding on localhost shows the sign-up link and the Privacy and Terms links', async () => {
    const login = await new LoginPage(e2e.page).goto();
    await expectVisible(login.noAccountText, `"Don't have an account?"`);
    await expectVisible(login.signUpLink, "the 'Sign up' link");
    await expectVisible(login.forgotPasswordLink, "'Forgot your password?'");
    await expectVisible(login.privacyLink, 'the footer link Privacy');
    await expectVisible(login.termsLink, 'the footer link Terms');
    await e2e.snap('main-branding');
  });
});
