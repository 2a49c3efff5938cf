import { workspacePaths as paths } from '@tessera/model/workspace-api';
import { describe, expect, it } from 'vitest';
import { bearer } from '../helpers/accounts.ts';
import { testDatabases } from '../helpers/databases.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { signedInUser, type SignedIn } from '../helpers/workspaces.ts';

describe.each(testDatabases)('preferences on %s', (kind) => {
  const t = useTestApp(kind);
  const get = (user: SignedIn) => t().inject({ method: 'GET', url: paths.preferences, headers: bearer(user.token) });
  const put = (user: SignedIn, payload: unknown) =>
    t().inject({ method: 'PUT', url: paths.preferences, headers: bearer(user.token), payload: payload as object });

  it('starts with English, GMT+00:00 and YYYY-MM-DD', async () => {
    const ada = await signedInUser(t(), 'prefs.defaults');
    const response = await get(ada);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ language: 'en', timeZone: 'GMT+00:00', dateFormat: 'YYYY-MM-DD' });
  });

  it('saves them for the signed-in user only (no workspace needed)', async () => {
    const ada = await signedInUser(t(), 'prefs.save');
    const bob = await signedInUser(t(), 'prefs.other');
    const saved = { language: 'tr', timeZone: 'GMT+05:30', dateFormat: 'YYYY-MM-DD' };
    const response = await put(ada, saved);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(saved);
    expect((await get(ada)).json()).toEqual(saved);
    expect((await get(bob)).json()).toEqual({ language: 'en', timeZone: 'GMT+00:00', dateFormat: 'YYYY-MM-DD' });
  });

  it.each([
    [{ language: 'en', timeZone: 'GMT+05:17', dateFormat: 'YYYY-MM-DD' }, 'Choose a time zone from the list.'],
    [{ language: 'en', timeZone: 'Europe/Paris', dateFormat: 'YYYY-MM-DD' }, 'Choose a time zone from the list.'],
    [{ language: 'en', timeZone: 'GMT+13:00', dateFormat: 'YYYY-MM-DD' }, 'Choose a time zone from the list.'],
    [{ language: 'fr', timeZone: 'GMT+00:00', dateFormat: 'YYYY-MM-DD' }, /^language: /],
    [{ language: 'en', timeZone: 'GMT+00:00', dateFormat: 'DD/MM/YYYY' }, /^dateFormat: /],
    [{ language: 'en', dateFormat: 'YYYY-MM-DD' }, 'timeZone: Required'],
  ])('refuses %j with 400 and keeps the saved ones', async (payload, message) => {
    const ada = await signedInUser(t(), 'prefs.bad');
    const response = await put(ada, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    if (typeof message === 'string') expect(response.json().error.message).toBe(message);
    else expect(response.json().error.message).toMatch(message);
    expect((await get(ada)).json()).toEqual({ language: 'en', timeZone: 'GMT+00:00', dateFormat: 'YYYY-MM-DD' });
  });

  it('answers 401 without a token', async () => {
    expect((await t().inject({ method: 'GET', url: paths.preferences })).statusCode).toBe(401);
    expect((await t().inject({ method: 'PUT', url: paths.preferences, payload: { language: 'en', timeZone: 'GMT+00:00', dateFormat: 'YYYY-MM-DD' } })).statusCode).toBe(401);
  });
});
