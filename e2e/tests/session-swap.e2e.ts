import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectAbsent, expectHidden, expectPath, expectVisible } from '../harness/expect.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { ProjectsPage } from '../pages/ProjectsPage.ts';
import { SessionSwapDialog } from '../pages/SessionSwapDialog.ts';

const e2e = useE2E({ name: 'session-swap' });

/** Two active accounts: the one signed in in the browser, and the one whose link is opened. */
async function twoAccounts(): Promise<{ a: string; aWorkspace: string; b: string; bWorkspace: string }> {
  const a = uniqueEmail('signed-in');
  const b = uniqueEmail('link-owner');
  const { workspace: aWorkspace } = await e2e.api.createActiveAccount(a);
  const { workspace: bWorkspace } = await e2e.api.createActiveAccount(b);
  return { a, aWorkspace, b, bWorkspace };
}

async function signInThroughTheForm(page: Page, email: string, workspace: string): Promise<void> {
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(email, PASSWORD);
  await expectPath(page, ProjectsPage.path(workspace));
  await expectVisible(new ProjectsPage(page).userEmail(email), `${email} on ${workspace}`);
}

/** Records what the refresh of `refreshToken` was answered with (the rotated token), if it happens. */
function watchRotation(page: Page, refreshToken: string): () => string | null {
  let rotated: string | null = null;
  page.on('response', (response) => {
    if (!response.url().endsWith('/auth/refreshtoken') || !response.request().postData()?.includes(refreshToken)) return;
    void response
      .json()
      .then((body: { refreshToken?: string }) => {
        rotated = body.refreshToken ?? null;
      })
      .catch(() => undefined);
  });
  return () => rotated;
}

/**
 * The account the studio is signed in as, by its own user info call: the page is reloaded and the
 * answer of its GET /auth/userinfo read (the studio refreshes an outdated access token itself).
 */
async function appAccount(page: Page): Promise<string> {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/auth/userinfo' && response.status() === 200);
  await page.reload();
  const body = (await (await answer).json()) as { username?: string };
  return body.username ?? '(no username)';
}

function storedRefreshToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('refreshToken'));
}

async function refreshStatus(refreshToken: string): Promise<number> {
  return (await e2e.api.post('/auth/refreshtoken', { refreshtoken: refreshToken })).status;
}

/** Fails unless the address bar and the current history entry carry no `token`. */
async function expectTokenGone(page: Page, token: string): Promise<void> {
  const address = await page.evaluate(() => window.location.href);
  assert(!address.includes('token='), `the address bar still carries a token: ${address}`);
  assert(!address.includes(encodeURIComponent(token)) && !address.includes(token), 'the token is still in the address');
}

describe('a sign-in link of another account', () => {
  test('signed in as A, opening B\u2019s /?token= asks first; staying keeps A and revokes the link', async () => {
    const { a, aWorkspace, b } = await twoAccounts();
    const { refreshToken: bToken } = await e2e.api.login(b);
    const page = e2e.page;
    await signInThroughTheForm(page, a, aWorkspace);
    const aToken = await storedRefreshToken(page);
    const rotatedLinkToken = watchRotation(page, bToken);

    await page.goto(`/?token=${encodeURIComponent(bToken)}`);
    const swap = new SessionSwapDialog(page);
    await expectVisible(swap.dialog, 'the switch-account question');
    await expectTokenGone(page, bToken);
    await expectVisible(swap.dialog.getByText(a, { exact: true }), `the current account ${a} in the question`);
    await expectVisible(swap.dialog.getByText(b, { exact: true }), `the link's account ${b} in the question`);
    await expectVisible(swap.stayButton(a), `"Stay signed in as ${a}"`);
    await expectVisible(swap.switchButton(b), `"Switch to ${b}"`);
    // Nothing stored while the question is open.
    assert((await storedRefreshToken(page)) === aToken, 'the stored session changed before the user answered');
    const focused = await swap.focusedName();
    assert(focused === `Stay signed in as ${a}`, `the safe choice must have the focus, "${focused}" has it`);
    await e2e.snap('question');

    // The keyboard answers: Enter on the focused "Stay".
    await page.keyboard.press('Enter');
    await expectPath(page, ProjectsPage.path(aWorkspace));
    await expectHidden(swap.dialog, 'the switch-account question after staying');
    await expectVisible(new ProjectsPage(page).userEmail(a), `${a} after staying`);
    await expectAbsent(new ProjectsPage(page).userEmail(b), `${b} after staying`);
    // The link's token was spent looking it up, and the session it rotated into is revoked.
    const rotated = rotatedLinkToken();
    assert(rotated, 'the link token was never looked up');
    assert((await refreshStatus(rotated)) >= 400, 'the link session must be revoked after staying');
    assert((await refreshStatus(bToken)) >= 400, "B's token must no longer refresh after staying");
    await e2e.snap('stayed');
    assert((await appAccount(page)) === a, 'user info must still be A after staying');
    await expectVisible(new ProjectsPage(page).userEmail(a), `${a} after a reload`);
  });

  test('signed in as A, opening B\u2019s /?token= and switching lands as B and signs A out', async () => {
    const { a, aWorkspace, b, bWorkspace } = await twoAccounts();
    const { refreshToken: bToken } = await e2e.api.login(b);
    const page = e2e.page;
    await signInThroughTheForm(page, a, aWorkspace);
    const aToken = await storedRefreshToken(page);
    assert(aToken, 'no stored refresh token after signing in');

    await page.goto(`/redirect?token=${encodeURIComponent(bToken)}`);
    const swap = new SessionSwapDialog(page);
    await expectVisible(swap.dialog, 'the switch-account question');
    await expectTokenGone(page, bToken);
    // Tab moves from "Stay" to "Switch"; Enter chooses it.
    await page.keyboard.press('Tab');
    const focused = await swap.focusedName();
    assert(focused === `Switch to ${b}`, `Tab must reach "Switch to ${b}", "${focused}" has the focus`);
    await page.keyboard.press('Enter');

    await expectPath(page, ProjectsPage.path(bWorkspace));
    await expectHidden(swap.dialog, 'the switch-account question after switching');
    await expectVisible(new ProjectsPage(page).userEmail(b), `${b} after switching`);
    await e2e.snap('switched');
    assert((await refreshStatus(aToken)) >= 400, "A's session must be signed out after switching");
    assert((await appAccount(page)) === b, 'user info must be B after switching');
  });

  test('signed in as A, a link of A itself goes on with the stored session, without a question', async () => {
    const { a, aWorkspace } = await twoAccounts();
    const { refreshToken: linkToken } = await e2e.api.login(a);
    const page = e2e.page;
    await signInThroughTheForm(page, a, aWorkspace);
    const rotatedLinkToken = watchRotation(page, linkToken);

    await page.goto(`/?token=${encodeURIComponent(linkToken)}`);
    await expectPath(page, ProjectsPage.path(aWorkspace));
    await expectTokenGone(page, linkToken);
    await expectVisible(new ProjectsPage(page).userEmail(a), `${a} on ${aWorkspace}`);
    await expectAbsent(new SessionSwapDialog(page).dialog, 'the switch-account question');
    // The link's session was only looked up, then revoked; the stored one goes on.
    const rotated = rotatedLinkToken();
    assert(rotated, 'the link token was never looked up');
    assert((await refreshStatus(rotated)) >= 400, "the link's session must be revoked");
    assert((await appAccount(page)) === a, 'user info must be A');
    await expectVisible(new ProjectsPage(page).userEmail(a), `${a} after a reload`);
  });

  test('with no session, /?token= signs in as the link says (spec §2) and leaves the address bar', async () => {
    const { b, bWorkspace } = await twoAccounts();
    const { refreshToken } = await e2e.api.login(b);
    const page = e2e.page;
    const referrers: string[] = [];
    page.on('request', (request) => referrers.push(request.headers().referer ?? ''));
    await page.goto(`/?token=${encodeURIComponent(refreshToken)}`);
    await expectPath(page, ProjectsPage.path(bWorkspace));
    await expectTokenGone(page, refreshToken);
    // The page's own requests (scripts, styles, API calls) name only the origin as their referrer.
    assert(referrers.length > 0, 'no request was seen');
    const leaking = referrers.filter((referrer) => referrer.includes('token'));
    assert(leaking.length === 0, `requests sent the token in their Referer: ${leaking.join(', ')}`);
    await expectVisible(new ProjectsPage(page).userEmail(b), `${b} on ${bWorkspace}`);
    await expectAbsent(new SessionSwapDialog(page).dialog, 'the switch-account question');
  });
});
