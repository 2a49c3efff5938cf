import { describe, test } from 'vitest';
import type { Request, Response } from 'playwright-core';
import { PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectAbsent, expectPath, expectVisible } from '../harness/expect.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { ProjectsPage } from '../pages/ProjectsPage.ts';

const ACCESS_TOKEN_TTL_SECONDS = 2;
const e2e = useE2E({ name: 'token-refresh', accessTokenTtlSeconds: ACCESS_TOKEN_TTL_SECONDS });

/** The three calls the projects page makes on load, as `METHOD path`. */
const pageCalls = ['GET /auth/userinfo', 'GET /domains', 'GET /domain/detail'];
const refreshCall = 'POST /auth/refreshtoken';

const callOf = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}`;

describe('token refresh', () => {
  test('expired access token: three 401s, one shared refresh, three successful retries', async () => {
    const email = uniqueEmail('refresher');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const page = e2e.page;

    const login = await new LoginPage(page).goto();
    await login.signIn(email, PASSWORD);
    await expectPath(page, ProjectsPage.path(workspace));
    await page.waitForTimeout((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);

    const requests: string[] = [];
    const responses: { call: string; status: number; at: number }[] = [];
    const onRequest = (request: Request) => requests.push(callOf(request));
    const onResponse = (response: Response) =>
      responses.push({ call: callOf(response.request()), status: response.status(), at: Date.now() });
    page.on('request', onRequest);
    page.on('response', onResponse);

    await new ProjectsPage(page).goto(workspace);
    await expectVisible(new ProjectsPage(page).userEmail(email), `the projects page of ${workspace} with ${email}`);
    // Let late retries land before counting.
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    page.off('response', onResponse);
    await e2e.snap('after-refresh');

    const log = responses.map((entry) => `${entry.call} -> ${entry.status}`).join('\n');
    const refreshes = requests.filter((call) => call === refreshCall);
    assert(refreshes.length === 1, `exactly one ${refreshCall} expected, saw ${refreshes.length}:\n${log}`);
    const refresh = responses.find((entry) => entry.call === refreshCall);
    assert(refresh?.status === 200, `the refresh must succeed:\n${log}`);

    for (const call of pageCalls) {
      const answers = responses.filter((entry) => entry.call === call);
      assert(answers.length === 2, `${call}: one 401 and one retry expected, saw ${answers.length}:\n${log}`);
      assert(answers[0]!.status === 401, `${call}: the first answer must be 401:\n${log}`);
      assert(answers[1]!.status === 200, `${call}: the retry must succeed:\n${log}`);
      assert(answers[1]!.at >= refresh.at, `${call}: the retry must follow the refresh:\n${log}`);
    }
    await expectPath(page, ProjectsPage.path(workspace));
  });

  test('a refresh the server refuses clears the session and goes silently to /login', async () => {
    const email = uniqueEmail('revoked');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const page = e2e.page;
    const login = await new LoginPage(page).goto();
    await login.signIn(email, PASSWORD);
    await expectVisible(new ProjectsPage(page).userEmail(email), `${email} on ${workspace}`);

    // Someone else uses the browser's refresh token first (as a thief would): the browser's own
    // refresh is then a reuse, which the server answers by revoking the whole token family.
    const stolen = await page.evaluate(() => window.localStorage.getItem('refreshToken'));
    assert(stolen, 'the studio keeps the refresh token in localStorage (spec §3)');
    const rotated = await e2e.api.post('/auth/refreshtoken', { refreshtoken: stolen });
    assert(rotated.status === 200, `the API refresh with the browser's token gave ${rotated.status}`);
    await page.waitForTimeout((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);

    const refreshAnswers: number[] = [];
    page.on('response', (response) => {
      if (callOf(response.request()) === refreshCall) refreshAnswers.push(response.status());
    });
    await new ProjectsPage(page).goto(workspace);
    await expectPath(page, '/login');
    assert(
      refreshAnswers.length === 1 && (refreshAnswers[0] === 401 || refreshAnswers[0] === 400),
      `one refused refresh expected, saw ${JSON.stringify(refreshAnswers)}`,
    );
    await expectVisible(login.heading, "'Sign in to your account'");
    await expectAbsent(login.alerts, 'error message after a silent sign-out');
    const tokens = await page.evaluate(() => [window.localStorage.getItem('tokenString'), window.localStorage.getItem('refreshToken')]);
    assert(tokens.every((token) => token === null), `tokens must be cleared, found ${JSON.stringify(tokens)}`);
  });
});
