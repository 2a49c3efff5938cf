import { describe, test } from 'vitest';
import { useE2E } from '../harness/e2e.ts';
import { assert, bodyText, expectAbsent, expectVisible } from '../harness/expect.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { SignUpPage } from '../pages/SignUpPage.ts';

const e2e = useE2E({ name: 'whitelabel', branding: 'whitelabel' });

describe('white-label branding', () => {
  test('login has no Google, no OR, no sign-up link, no footer links; the copy names the databases', async () => {
    const login = await new LoginPage(e2e.page).goto();
    await expectVisible(login.signInButton, "the 'Sign in' button");
    await expectVisible(login.forgotPasswordLink, "'Forgot your password?'");
    // Let the run-time configuration arrive before checking what is absent.
    await e2e.page.waitForLoadState('networkidle');
    await expectAbsent(login.googleButton, 'Google sign-in button');
    await expectAbsent(login.orDivider, "'OR' divider");
    await expectAbsent(login.noAccountText, "\"Don't have an account?\"");
    await expectAbsent(login.signUpLink, "'Sign up' link");
    await expectAbsent(login.privacyLink, 'Privacy footer link');
    await expectAbsent(login.termsLink, 'Terms footer link');
    const copy = await bodyText(e2e.page);
    for (const database of ['Postgresql', 'MSSQL', 'Oracle']) {
      assert(copy.includes(database), `the white-label copy must mention ${database}; page text:\n${copy}`);
    }
    // The main white-label wording also names source-code export and Docker packaging (spec §1).
    assert(/source[- ]code export/i.test(copy), `the white-label copy must mention source-code export; page text:\n${copy}`);
    assert(/docker/i.test(copy), `the white-label copy must mention Docker packaging; page text:\n${copy}`);
    await e2e.snap('login');
  });

  test('sign-up has no terms checkbox', async () => {
    const signUp = await new SignUpPage(e2e.page).goto();
    await expectVisible(signUp.signUpButton, "the 'Sign up' button");
    await e2e.page.waitForLoadState('networkidle');
    await expectAbsent(signUp.termsCheckbox, 'terms checkbox');
    await expectAbsent(signUp.privacyLink, 'Privacy footer link');
    await expectAbsent(signUp.termsLink, 'Terms footer link');
    await e2e.snap('signup');
  });
});
