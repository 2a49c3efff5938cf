import type { Locator, Page } from 'playwright-core';

/**
 * Waiting assertions for playwright-core (which has no `expect` of its own): each one waits up
 * to a time-out and fails with what the page showed instead.
 */

const DEFAULT_TIMEOUT = 10_000;

export async function expectVisible(locator: Locator, what: string, timeout = DEFAULT_TIMEOUT): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    const page = locator.page();
    throw new Error(`expected to see ${what} on ${page.url()}; the page says:\n${await bodyText(page)}`);
  }
}

export async function expectHidden(locator: Locator, what: string, timeout = DEFAULT_TIMEOUT): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout });
  } catch {
    throw new Error(`expected not to see ${what} on ${locator.page().url()}`);
  }
}

/** Fails if `locator` matches any visible element right now (after the page settled). */
export async function expectAbsent(locator: Locator, what: string): Promise<void> {
  const count = await locator.count();
  for (let i = 0; i < count; i++) {
    if (await locator.nth(i).isVisible()) {
      throw new Error(`expected no ${what} on ${locator.page().url()}, but one is visible`);
    }
  }
}

/** Waits until the page's path (and optionally query) matches. */
/** A path: exact string, a RegExp tried on path + query, or a predicate on the path. */
export type PathMatcher = string | RegExp | ((pathname: string) => boolean);

function pathMatches(expected: PathMatcher, url: URL): boolean {
  if (typeof expected === 'string') return url.pathname === expected;
  if (expected instanceof RegExp) return expected.test(url.pathname + url.search);
  return expected(url.pathname);
}

export async function expectPath(page: Page, expected: PathMatcher, timeout = DEFAULT_TIMEOUT): Promise<URL> {
  const matches = (url: URL) => pathMatches(expected, url);
  try {
    await page.waitForURL((url) => matches(url), { timeout, waitUntil: 'commit' });
  } catch {
    throw new Error(`expected to be on ${String(expected)}, still on ${page.url()}; the page says:\n${await bodyText(page)}`);
  }
  return new URL(page.url());
}

/** Watches for `ms` that the path does not change away from `pathname`. */
export async function expectStaysOn(page: Page, pathname: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const current = new URL(page.url()).pathname;
    if (current !== pathname) throw new Error(`expected to stay on ${pathname}, moved to ${page.url()}`);
    await page.waitForTimeout(100);
  }
}

/**
 * For the spec's timed redirects ("after 4 seconds goes to ..."): waits for the path and checks
 * the move took about `seconds` counted from `since` (allowing for the time the page took to
 * show the message before `since` was taken, and for a loaded CI machine after).
 */
export async function expectRedirectAfter(
  page: Page,
  expected: PathMatcher,
  seconds: number,
  since: number,
): Promise<URL> {
  const url = await expectPath(page, expected, seconds * 1000 + 8_000);
  const elapsed = Date.now() - since;
  // `since` is taken when the message showed, a little after the app started its timer; on a
  // loaded machine that gap grows, hence the slack (but never below half the delay).
  const earliest = Math.max(seconds * 1000 - 1_500, seconds * 500);
  if (elapsed < earliest) {
    throw new Error(`moved to ${url.pathname} after ${elapsed} ms, expected about ${seconds} s`);
  }
  return url;
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export async function bodyText(page: Page): Promise<string> {
  try {
    const text = await page.locator('body').innerText({ timeout: 1_000 });
    return text.trim().slice(0, 1_500) || '(empty body)';
  } catch {
    return '(could not read the page)';
  }
}
