import { describe, test } from 'vitest';
import { useE2E } from '../harness/e2e.ts';
import { assert, bodyText, expectAbsent, expectVisible } from '../harness/expect.ts';
import { LoginPage } from '../pages/LoginPage.ts';

const e2e = useE2E({ name: 'whitelabel-mssql', branding: 'whitelabel-mssql' });

describe('white-label branding, MSSQL wording', () => {
  test('the copy names MSSQL only; no Google, sign-up link or footer links', async () => {
    const login = await new LoginPage(e2e.page).goto();
    await expectVisible(login.signInButton, "the 'Sign in' button");
    await e2e.page.waitForLoadState('networkidle');
    const copy = await bodyText(e2e.page);
    assert(copy.includes('MSSQL'), `the copy must mention MSSQL; page text:\n${copy}`);
    for (const other of ['Postgresql', 'Oracle']) {
      assert(!copy.includes(other), `the MSSQL wording must not mention ${other}; page text:\n${copy}`);
    }
    await expectAbsent(login.googleButton, 'Google sign-in button');
    await expectAbsent(login.orDivider, "'OR' divider");
    await expectAbsent(login.signUpLink, "'Sign up' link");
    await expectAbsent(login.privacyLink, 'Privacy footer link');
    await expectAbsent(login.termsLink, 'Terms footer link');
    await e2e.snap('login');
  });
});
