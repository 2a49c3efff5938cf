import { authPaths } from '@tessera/model';
import { describe, expect, it } from 'vitest';
import { bearer, createActiveUser, loginAs, uniqueEmail } from '../../../test/helpers/accounts.ts';
import { testDatabases } from '../../../test/helpers/databases.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

describe.each(testDatabases)('POST /events on %s', (kind) => {
  const t = useTestApp(kind);
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t().inject({ method: 'POST', url: authPaths.events, payload: payload as object, headers });
  const lastEvent = (name: string) =>
    t().db.selectFrom('events').selectAll().where('name', '=', name).orderBy('id', 'desc').executeTakeFirstOrThrow();

  it('stores an anonymous event with its properties, not internal', async () => {
    const response = await post({ name: 'signup_screen_shown', properties: { source: 'ad', step: 1 } });
    expect(response.statusCode).toBe(204);
    const event = await lastEvent('signup_screen_shown');
    expect(event).toMatchObject({ userId: null, isInternal: false, properties: { source: 'ad', step: 1 } });
  });

  it("tags events internal when the username property contains the product's name", async () => {
    await post({ name: 'internal_by_property', properties: { username: 'QA@Tessera.dev' } });
    expect((await lastEvent('internal_by_property')).isInternal).toBe(true);
  });

  it('tags events of a signed-in internal user and links them to the user', async () => {
    const email = await createActiveUser(t(), uniqueEmail('dev.tessera'));
    const { tokenString } = await loginAs(t(), email);
    await post({ name: 'internal_by_user' }, bearer(tokenString));
    const event = await lastEvent('internal_by_user');
    expect(event.isInternal).toBe(true);
    expect(event.userId).not.toBeNull();
  });

  it('ignores an invalid bearer token (auth optional) and still stores', async () => {
    const response = await post({ name: 'anon_with_bad_token' }, bearer('garbage'));
    expect(response.statusCode).toBe(204);
    expect((await lastEvent('anon_with_bad_token')).userId).toBeNull();
  });

  it('refuses a bad event name with 400 naming the field', async () => {
    const response = await post({ name: 'Bad Name!' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/^name: /);
  });
});

describe.each(testDatabases)('internal developers (TESSERA_INTERNAL_DEVELOPERS) on %s', (kind) => {
  const listed = uniqueEmail('listed.dev');
  const t = useTestApp(kind, { internalDevelopers: [listed.toLowerCase()] });
  const lastEvent = (name: string) =>
    t().db.selectFrom('events').selectAll().where('name', '=', name).orderBy('id', 'desc').executeTakeFirstOrThrow();

  it('tags the events of a listed account internal, whatever its name', async () => {
    const email = await createActiveUser(t(), listed);
    const { tokenString } = await loginAs(t(), email);
    await t().inject({ method: 'POST', url: authPaths.events, payload: { name: 'listed_user' }, headers: bearer(tokenString) });
    expect((await lastEvent('listed_user')).isInternal).toBe(true);
    await t().inject({ method: 'POST', url: authPaths.events, payload: { name: 'listed_property', properties: { username: listed.toUpperCase() } } });
    expect((await lastEvent('listed_property')).isInternal).toBe(true);
  });

  it('leaves other accounts external', async () => {
    const email = await createActiveUser(t(), uniqueEmail('customer'));
    const { tokenString } = await loginAs(t(), email);
    await t().inject({ method: 'POST', url: authPaths.events, payload: { name: 'customer_event' }, headers: bearer(tokenString) });
    expect((await lastEvent('customer_event')).isInternal).toBe(false);
  });

  it('tags the sign-up event of a listed account internal', async () => {
    const event = await t()
      .db.selectFrom('events')
      .innerJoin('users', 'users.id', 'events.userId')
      .select('events.isInternal')
      .where('events.name', '=', 'sign_up')
      .where('users.username', '=', listed.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(event.isInternal).toBe(true);
  });
});
