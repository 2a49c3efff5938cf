import { afterAll, beforeAll, describe, test } from 'vitest';
import { uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { GoogleMock } from '../harness/google-mock.ts';
import { expectPath, expectVisible } from '../harness/expect.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { ProjectsPage } from '../pages/ProjectsPage.ts';
import { SignUpPage } from '../pages/SignUpPage.ts';

// The mock provider must run before the server starts (its URL goes into the server's env), so
// its hooks are registered before useE2E's.
const google = new GoogleMock();
beforeAll(() => google.start());
afterAll(() => google.stop());
const e2e = useE2E({ name: 'google', env: () => google.env() });

describe('Google sign-in', () => {
  test('the main branding on localhost shows the Google button and the OR divider', async () => {
    const login = await new LoginPage(e2e.page).goto();
    await expectVisible(login.googleButton, 'the Google sign-in button');
    await expectVisible(login.orDivider, "the 'OR' divider");

    const signUp = await new SignUpPage(e2e.page).goto();
    await expectVisible(signUp.googleButton, 'the Google button on sign-up');
    await expectVisible(signUp.orDivider, "the 'OR' divider on sign-up");
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
});
