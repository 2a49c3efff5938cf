import { authPaths } from '@tessera/model';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** A password that passes every rule. */
export const GOOD_PASSWORD = 'correct horse battery staple';

let counter = 0;
/** A unique address per call (tests in one file share a database). */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}.${Date.now().toString(36)}@example.com`;
}

/** The newest outbox mail to an address. */
export async function lastMailTo(t: TestApp, to: string) {
  const mail = await t.db
    .selectFrom('outboxEmails')
    .selectAll()
    .where('to', '=', to.toLowerCase())
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The first link of a mail's text part that starts with `prefix`, as a URL. */
export function linkIn(text: string, prefix: string): URL {
  const match = text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${text}`);
  return new URL(match);
}

/** The device key of the suites' "browser": sign-ups send it, and links opened with it apply their password. */
export const TEST_DEVICE_KEY = 'test-browser-device-key-0123456789abcdef';

export async function signUp(t: TestApp, body: Record<string, unknown>) {
  return t.inject({
    method: 'POST',
    url: authPaths.signUp,
    payload: { firstname: 'Ada', lastname: 'Lovelace', password: GOOD_PASSWORD, deviceKey: TEST_DEVICE_KEY, ...body },
  });
}

/** Opens an activation link (its token and username) with a body's extra fields: deviceKey, password. */
export async function confirmLink(t: TestApp, link: URL, extra: Record<string, unknown> = {}) {
  return t.inject({
    method: 'POST',
    url: authPaths.confirmEmail,
    payload: { token: link.searchParams.get('token'), username: link.searchParams.get('username'), ...extra },
  });
}

/** The activation link of the newest mail to an address. */
export async function activationLinkTo(t: TestApp, email: string): Promise<URL> {
  return linkIn((await lastMailTo(t, email)).text, `${t.config.publicUrl}/confirm-email`);
}

/** Signs up and confirms through the emailed link; returns the email. */
export async function createActiveUser(t: TestApp, email = uniqueEmail(), password = GOOD_PASSWORD): Promise<string> {
  const response = await signUp(t, { username: email, password });
  expect(response.json()).toEqual({ result: '' });
  const confirm = await confirmLink(t, await activationLinkTo(t, email), { deviceKey: TEST_DEVICE_KEY });
  expect(confirm.statusCode).toBe(200);
  return email;
}

/** Signs in and returns the token pair. */
export async function loginAs(t: TestApp, email: string, password = GOOD_PASSWORD) {
  const response = await t.inject({ method: 'POST', url: authPaths.login, payload: { username: email, password } });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { result: string; tokenString: string; refreshToken: string };
  expect(body.result).toBe('');
  return body;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
