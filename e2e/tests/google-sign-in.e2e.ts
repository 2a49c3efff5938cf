import { afterAll, beforeAll, describe, test } from 'vitest';
import { PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { GoogleMock } from '../harness/google-mock.ts';
import { launchBrowser } from '../harness/browser.ts';
import { assert, expectAbsent, expectPath, expectStaysOn, expectVisible } from '../harness/expect.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { ProjectsPage } from '../pages/ProjectsPage.ts';
import { SignUpPage } from '../pages/SignUpPage.ts';

// The mock provider must run before the server starts (its URL goes into the server's env), so
// its hooks are registered before useE2E's.
const google = new GoogleMock();
beforeAll(() => google.start());
afterAll(() => google.stop());
const OWN_HOST = 'own.tessera.test';
const OTHER_HOST = 'elsewhere.example';
const e2e = useE2E({ name: 'google', env: () => ({ ...google.env(), TESSERA_OWN_HOSTS: OWN_HOST }) });

describe('Google sign-in', () => {
  test('the main branding on localhost shows the Google button and the OR divider', async () => {
    const login = await new LoginPage(e2e.page).goto();
    await expectVisible(login.googleButton, 'the Google sign-in button');
    await expectVisible(login.orDivider, "the 'OR' divider");

    const signUp = await new SignUpPage(e2e.page).goto();
    await expectVisible(signUp.googleButton, 'the Google button on sign-up');
    await expectVisible(signUp.orDivider, "the 'OR' divider on sign-up");
  });

  test("Google, OR and the sign-up link show on the product's own hosts only", async () => {
    // Both names resolve to the loopback server, so only the host name differs.
    const browser = await launchBrowser([`--host-resolver-rules=MAP ${OWN_HOST} 127.0.0.1,MAP ${OTHER_HOST} 127.0.0.1`]);
    try {
      const page = await browser.newPage();
      const port = new URL(e2e.baseUrl).port;

      await page.goto(`http://${OWN_HOST}:${port}/login`);
      const own = new LoginPage(page);
      await expectVisible(own.heading, `the sign-in page on ${OWN_HOST}`);
      await expectVisible(own.googleButton, `the Google button on the own host ${OWN_HOST}`);
      await expectVisible(own.signUpLink, `the 'Sign up' link on the own host ${OWN_HOST}`);

      await page.goto(`http://${OTHER_HOST}:${port}/login`);
      const other = new LoginPage(page);
      await expectVisible(other.heading, `the sign-in page on ${OTHER_HOST}`);
      await page.waitForLoadState('networkidle');
      await expectAbsent(other.googleButton, `Google button on a foreign host ${OTHER_HOST}`);
      await expectAbsent(other.orDivider, `'OR' divider on a foreign host ${OTHER_HOST}`);
      await expectAbsent(other.signUpLink, `'Sign up' link on a foreign host ${OTHER_HOST}`);
      // The footer belongs to the branding, not to the host.
      await expectVisible(other.privacyLink, `the Privacy link on ${OTHER_HOST}`);

      // A self-hosted install on a plain-http intranet name (not a secure context) still signs in.
      const email = uniqueEmail('intranet');
      const { workspace } = await e2e.api.createActiveAccount(email);
      await other.signIn(email, PASSWORD);
      await expectPath(page, ProjectsPage.path(workspace));
      await expectVisible(new ProjectsPage(page).userEmail(email), `${email} on ${OTHER_HOST}`);
    } finally {
      await browser.close();
    }
  });

  test('a new user signs in with Google and lands on projects', async () => {
    const email = uniqueEmail('googler');
    google.signInAs(email);
    const login = await new LoginPage(e2e.page).goto();
    await e2e.snap('login-with-google');
    await login.googleButton.first().click();
    await expectPath(e2e.page, /^\/[^/]+\/projects$/, 20_000);
    await expectVisible(new ProjectsPage(e2e.page).userEmail(email), `${email} on the projects page`);
    await e2e.snap('projects-after-google');
  });

  test('an existing account signs in with Google into its own workspace', async () => {
    const email = uniqueEmail('existing.googler');
    const { workspace } = await e2e.api.createActiveAccount(email);
    google.signInAs(email);
    const login = await new LoginPage(e2e.page).goto();
    await login.googleButton.first().click();
    await expectPath(e2e.page, ProjectsPage.path(workspace), 20_000);
    await expectVisible(new ProjectsPage(e2e.page).userEmail(email), `${email} on ${workspace}`);
  });

  test('a Google callback this tab did not start is refused (no login CSRF)', async () => {
    // The attacker runs the flow for their own account and stops at the callback URL.
    const attacker = uniqueEmail('attacker');
    google.signInAs(attacker);
    const redirectUri = `${e2e.baseUrl}/login`;
    const started = await fetch(`${e2e.baseUrl}/auth/google/authorize-url?redirectUri=${encodeURIComponent(redirectUri)}`);
    const { url } = (await started.json()) as { url: string };
    const authorize = await fetch(url, { redirect: 'manual' });
    const callback = authorize.headers.get('location');
    assert(callback && callback.includes('code='), `the mock provider must redirect back with a code, got ${callback}`);

    // The victim opens that link in a tab that never started a Google sign-in.
    const exchanges: string[] = [];
    e2e.page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/auth/google') exchanges.push(request.url());
    });
    await e2e.page.goto(callback);
    const login = new LoginPage(e2e.page);
    await expectVisible(e2e.page.getByText('Google sign-in could not be verified. Please try again.'), 'the refusal');
    await expectStaysOn(e2e.page, '/login', 1_000);
    assert(exchanges.length === 0, 'the studio must not trade a code it did not ask for');
    await expectVisible(login.heading, 'the sign-in form');
  });
});
