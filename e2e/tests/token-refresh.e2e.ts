import { describe, test } from 'vitest';
import type { Request, Response } from 'playwright-core';
import { PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectPath, expectVisible } from '../harness/expect.ts';
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
});
