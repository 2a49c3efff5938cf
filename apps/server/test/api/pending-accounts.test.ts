import { authPaths } from '@tessera/model';
import { describe, expect, it } from 'vitest';
import { purgeExpiredPendingAccounts } from '../../src/modules/auth/pending-accounts.ts';
import { activationLinkTo, confirmLink, createActiveUser, signUp, TEST_DEVICE_KEY, uniqueEmail } from '../helpers/accounts.ts';
import { testDatabases } from '../helpers/databases.ts';
import { useTestApp } from '../helpers/test-app.ts';

const DAY = 24 * 60 * 60_000;

describe.each(testDatabases)('pending accounts expire on %s', (kind) => {
  const t = useTestApp(kind);
  const userRow = (email: string) => t().db.selectFrom('users').selectAll().where('username', '=', email).executeTakeFirst();
  const workspacesOf = (userId: string) => t().db.selectFrom('domains').select('id').where('createdBy', '=', userId).execute();

  it('removes an account never activated after 7 days, with its workspace; active and recent accounts stay', async () => {
    const stale = uniqueEmail('stale');
    await signUp(t(), { username: stale });
    const staleUser = await userRow(stale);
    const active = await createActiveUser(t());
    t().clock.advance(6 * DAY);
    const recent = uniqueEmail('recent');
    await signUp(t(), { username: recent });
    t().clock.advance(1 * DAY + 60_000);
    try {
      const removed = await purgeExpiredPendingAccounts(t().app.ctx, t().db, t().clock.now());
      expect(removed).toBeGreaterThanOrEqual(1);
      expect(await userRow(stale)).toBeUndefined();
      expect(await workspacesOf(staleUser!.id)).toEqual([]);
      const codes = await t().db.selectFrom('verificationCodes').select('id').where('userId', '=', staleUser!.id).execute();
      expect(codes).toEqual([]);
      expect(await userRow(active)).toBeDefined();
      expect(await userRow(recent)).toBeDefined();
    } finally {
      t().clock.advance(-7 * DAY - 60_000);
    }
  });

  it('treats an expired pending address as free: no resend mail, a new sign-up starts a new account', async () => {
    const email = uniqueEmail('lingering');
    await signUp(t(), { username: email, firstname: 'First' });
    const before = await userRow(email);
    t().clock.advance(8 * DAY);
    try {
      const mails = async () => (await t().db.selectFrom('outboxEmails').select('id').where('to', '=', email).execute()).length;
      const count = await mails();
      await t().inject({ method: 'POST', url: authPaths.sendConfirmationEmail, payload: { email } });
      expect(await mails()).toBe(count);
      expect((await signUp(t(), { username: email, firstname: 'Second' })).json()).toEqual({ result: '' });
      const after = await userRow(email);
      expect(after?.id).not.toBe(before?.id);
      expect(after?.firstname).toBe('Second');
      expect((await confirmLink(t(), await activationLinkTo(t(), email), { deviceKey: TEST_DEVICE_KEY })).statusCode).toBe(200);
    } finally {
      t().clock.advance(-8 * DAY);
    }
  });
});
