import { describe, test } from 'vitest';
import { PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectPath, expectStaysOn, expectVisible } from '../harness/expect.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { NotFoundPage } from '../pages/NotFoundPage.ts';
import { ProjectsPage } from '../pages/ProjectsPage.ts';

const e2e = useE2E({ name: 'auth-redirect' });

describe('authenticated routes', () => {
  test('a signed-out visit to projects goes to /login, and signing in returns to the requested path', async () => {
    const email = uniqueEmail('returning');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const page = e2e.page;
    // The query makes the requested address differ from where a plain sign-in lands.
    const requested = `${ProjectsPage.path(workspace)}?view=e2e-return`;

    await page.goto(requested);
    await expectPath(page, '/login');
    const login = new LoginPage(page);
    await expectVisible(login.heading, "'Sign in to your account'");
    await e2e.snap('redirected-to-login');

    await login.signIn(email, PASSWORD);
    const back = await expectPath(page, (path) => path === ProjectsPage.path(workspace));
    assert(back.search === '?view=e2e-return', `sign-in must return to ${requested}, got ${back.pathname}${back.search}`);
    await expectVisible(new ProjectsPage(page).userEmail(email), `${email} on ${requested}`);
    await e2e.snap('back-at-requested-path');
  });

  test('a signed-out visit to /definitions/domain returns there after sign-in', async () => {
    const email = uniqueEmail('definer');
    await e2e.api.createActiveAccount(email);
    const page = e2e.page;
    await page.goto('/definitions/domain');
    await expectPath(page, '/login');
    await new LoginPage(page).signIn(email, PASSWORD);
    await expectPath(page, '/definitions/domain');
    await expectStaysOn(page, '/definitions/domain', 500);
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
