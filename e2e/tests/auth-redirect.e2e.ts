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

  test('the root screen stores ?token= as the refresh token and opens the last used workspace', async () => {
    const email = uniqueEmail('linked');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const { refreshToken } = await e2e.api.login(email);
    const page = e2e.page;
    await page.goto(`/?token=${encodeURIComponent(refreshToken)}`);
    await expectPath(page, ProjectsPage.path(workspace));
    await expectVisible(new ProjectsPage(page).userEmail(email), `${email} on ${workspace}`);
  });

  test('calls carry the spec headers: bearer token, domainName of the path, x-clientid of the user', async () => {
    const email = uniqueEmail('headers');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const { tokenString } = await e2e.api.login(email);
    const userId = (await e2e.api.get<{ id: string }>('/auth/userinfo', { authorization: `Bearer ${tokenString}` })).body.id;
    const page = e2e.page;
    const seen: { path: string; headers: Record<string, string> }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === e2e.baseUrl && !url.pathname.startsWith('/assets/')) seen.push({ path: url.pathname, headers: request.headers() });
    });

    const login = await new LoginPage(page).goto();
    await login.signIn(email, PASSWORD);
    await expectVisible(new ProjectsPage(page).userEmail(email), `${email} on ${workspace}`);
    await page.waitForLoadState('networkidle');

    const loginCall = seen.find((call) => call.path === '/auth/login');
    assert(loginCall, 'the sign-in call was not seen');
    assert(!loginCall.headers.domainname, `domainName must be empty on /login, got "${loginCall.headers.domainname}"`);
    const detail = seen.find((call) => call.path === '/domain/detail');
    assert(detail, `GET /domain/detail was not called; calls: ${seen.map((call) => call.path).join(', ')}`);
    assert(detail.headers.domainname === workspace, `domainName header: "${detail.headers.domainname}", expected "${workspace}"`);
    assert(/^Bearer \S+$/.test(detail.headers.authorization ?? ''), 'the bearer access token must be sent');
    assert(detail.headers['x-clientid'] === userId, `x-clientid: "${detail.headers['x-clientid']}", expected the user id ${userId}`);
  });

  test('signing out ends the session: projects then asks to sign in again', async () => {
    const email = uniqueEmail('leaver');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const page = e2e.page;
    await new LoginPage(page).goto();
    await new LoginPage(page).signIn(email, PASSWORD);
    const projects = new ProjectsPage(page);
    await expectVisible(projects.userEmail(email), `${email} on ${workspace}`);
    const refreshToken = await page.evaluate(() => window.localStorage.getItem('refreshToken'));
    await projects.signOut();
    await expectPath(page, '/login');
    await page.goto(ProjectsPage.path(workspace));
    await expectPath(page, '/login');
    // Sign-out revoked the refresh token on the server too (spec §7 Logout).
    const reuse = await e2e.api.post('/auth/refreshtoken', { refreshtoken: refreshToken });
    assert(reuse.status === 401 || reuse.status === 400, `a signed-out refresh token must be refused, got ${reuse.status}`);
  });

  test("a member of one workspace cannot read another's: the detail call is 404 and the page says so", async () => {
    const email = uniqueEmail('insider');
    await e2e.api.createActiveAccount(email);
    const { workspace: foreign } = await e2e.api.createActiveAccount(uniqueEmail('outsider'));
    const page = e2e.page;
    await new LoginPage(page).goto();
    await new LoginPage(page).signIn(email, PASSWORD);
    await expectPath(page, /^\/[^/]+\/projects$/);

    const detail = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/domain/detail' && response.request().headers().domainname === foreign,
    );
    await page.goto(ProjectsPage.path(foreign));
    const answer = await detail;
    assert(answer.status() === 404, `GET /domain/detail of a foreign workspace must be 404, got ${answer.status()}`);
    await expectVisible(new ProjectsPage(page).alerts, 'the reported domain-detail failure');
    assert(
      (await page.getByText('No recent projects').count()) === 0,
      'a workspace the user cannot open must not show an (empty) project list',
    );
    await e2e.snap('foreign-workspace');
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
