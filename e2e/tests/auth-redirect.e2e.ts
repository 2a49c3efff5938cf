import { describe, test } from 'vitest';
import { PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { expectPath, expectStaysOn, expectVisible } from '../harness/expect.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { NotFoundPage } from '../pages/NotFoundPage.ts';
import { ProjectsPage } from '../pages/ProjectsPage.ts';

const e2e = useE2E({ name: 'auth-redirect' });

describe('authenticated routes', () => {
  test('a signed-out visit to projects goes to /login, and signing in returns to the requested path', async () => {
    const email = uniqueEmail('returning');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const page = e2e.page;
    const requested = `${ProjectsPage.path(workspace)}/favorites`;

    await page.goto(requested);
    await expectPath(page, '/login');
    const login = new LoginPage(page);
    await expectVisible(login.heading, "'Sign in to your account'");
    await e2e.snap('redirected-to-login');

    await login.signIn(email, PASSWORD);
    await expectPath(page, requested);
    await expectVisible(new ProjectsPage(page).userEmail(email), `${email} on ${requested}`);
    await e2e.snap('back-at-requested-path');
  });

  test('the root screen sends a signed-in user to the last used workspace', async () => {
    const email = uniqueEmail('rooted');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const page = e2e.page;
    await page.goto('/');
    await expectPath(page, '/login');
    await new LoginPage(page).signIn(email, PASSWORD);
    await expectPath(page, ProjectsPage.path(workspace));

    await page.goto('/');
    await expectPath(page, ProjectsPage.path(workspace));
  });

  test('an unknown path shows the not-found screen', async () => {
    const page = e2e.page;
    for (const path of ['/this/path/does/not-exist', '/some-workspace/no-such-page']) {
      await page.goto(path);
      await expectVisible(new NotFoundPage(page).heading, `the not-found screen at ${path}`);
      await expectStaysOn(page, path, 500);
    }
    await e2e.snap('not-found');
  });
});
