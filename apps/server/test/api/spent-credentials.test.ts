import { describe, expect, it } from 'vitest';
import { purgeSpentCredentials, SPENT_CREDENTIAL_RETENTION_MS } from '../../src/security/spent-credentials.ts';
import { signUp, uniqueEmail } from '../helpers/accounts.ts';
import { dataProject } from '../helpers/data-api.ts';
import { testDatabases } from '../helpers/databases.ts';
import { appAccounts } from '../helpers/end-users.ts';
import { modelFixture } from '../helpers/model-fixture.ts';
import { useTestApp } from '../helpers/test-app.ts';

const CODE_TTL_MS = 10 * 60_000;
const model = modelFixture([{ name: 'notes', primaryKey: 'integer', columns: [{ name: 'title', type: 'text' }] }]);

describe.each(testDatabases)('spent codes are purged on %s', (kind) => {
  const t = useTestApp(kind);
  const builderCodes = (email: string) =>
    t().db.selectFrom('verificationCodes').innerJoin('users', 'users.id', 'verificationCodes.userId').select('verificationCodes.id').where('users.username', '=', email).execute();
  const endUserCodes = (email: string) =>
    t().db.selectFrom('endUserCodes').innerJoin('endUsers', 'endUsers.id', 'endUserCodes.endUserId').select('endUserCodes.id').where('endUsers.email', '=', email).execute();

  it('removes builders’ and end users’ codes a day after they expired, and keeps the others', async () => {
    const project = await dataProject(t(), model);
    await project.publish();
    const oldBuilder = uniqueEmail('old-builder');
    const oldEndUser = uniqueEmail('old-end-user');
    await signUp(t(), { username: oldBuilder });
    expect((await appAccounts(t, project.projectId, 'live').signUp(oldEndUser)).statusCode).toBe(200);
    const moved = CODE_TTL_MS + SPENT_CREDENTIAL_RETENTION_MS;
    t().clock.advance(moved);
    try {
      const newBuilder = uniqueEmail('new-builder');
      const newEndUser = uniqueEmail('new-end-user');
      await signUp(t(), { username: newBuilder });
      expect((await appAccounts(t, project.projectId, 'live').signUp(newEndUser)).statusCode).toBe(200);
      t().clock.advance(60_000);

      const removed = await purgeSpentCredentials(t().db, t().clock.now());
      expect(removed).toBeGreaterThanOrEqual(2);
      expect(await builderCodes(oldBuilder)).toEqual([]);
      expect(await endUserCodes(oldEndUser.toLowerCase())).toEqual([]);
      expect(await builderCodes(newBuilder)).toHaveLength(1);
      expect(await endUserCodes(newEndUser.toLowerCase())).toHaveLength(1);
      // A second pass finds nothing more to remove: the purge only takes what is spent.
      expect(await purgeSpentCredentials(t().db, t().clock.now())).toBe(0);
    } finally {
      t().clock.advance(-moved - 60_000);
    }
  });
});
