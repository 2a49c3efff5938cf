import { endUserMessages } from '@tessera/model/end-users';
import { beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, uniqueEmail } from '../helpers/accounts.ts';
import { type DataProject, dataProject } from '../helpers/data-api.ts';
import { concurrentDatabases, testDatabases } from '../helpers/databases.ts';
import { appAccounts, mailedCode } from '../helpers/end-users.ts';
import { modelFixture } from '../helpers/model-fixture.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { setPlan } from '../helpers/workspaces.ts';
import { clearPendingPassword } from '../../src/modules/end-users/queries.ts';

const ATTACKER_PASSWORD = 'the attacker chose this passphrase';
const VICTIM_PASSWORD = 'the mailbox holder chose this one';
const model = modelFixture([{ name: 'notes', primaryKey: 'integer', columns: [{ name: 'title', type: 'text' }] }]);

describe.each(testDatabases)('a sign-up of someone else’s address on %s', (kind) => {
  const t = useTestApp(kind);
  let project: DataProject;
  beforeAll(async () => {
    project = await dataProject(t(), model);
    await setPlan(t(), project.builder.domainId, 'pro');
    await project.publish();
  });
  const live = () => appAccounts(t, project.projectId, 'live');
  const passwordOf = async (email: string) =>
    (await t().db.selectFrom('endUsers').select('passwordHash').where('email', '=', email).where('projectId', '=', project.projectId).executeTakeFirstOrThrow()).passwordHash;

  it('gives the attacker who signed up first nothing once the mailbox holder confirms', async () => {
    const email = uniqueEmail('victim');
    expect((await live().signUp(email, ATTACKER_PASSWORD)).json()).toEqual({ message: endUserMessages.codeSent });
    expect((await live().signUp(email, VICTIM_PASSWORD)).json()).toEqual({ message: endUserMessages.codeSent });
    const confirmed = await live().verify(email, await mailedCode(t(), email));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: endUserMessages.emailVerifiedChoosePassword });
    expect(await passwordOf(email)).toBeNull();
    expect((await live().signIn(email, ATTACKER_PASSWORD)).json().error.code).toBe('invalid_credentials');
    expect((await live().signIn(email, VICTIM_PASSWORD)).json().error.code).toBe('invalid_credentials');
    // The holder chooses a password with the reset and signs in with it; the attacker still cannot.
    expect((await live().forgot(email)).statusCode).toBe(200);
    expect((await live().reset(email, await mailedCode(t(), email), VICTIM_PASSWORD)).statusCode).toBe(200);
    expect((await live().signIn(email, VICTIM_PASSWORD)).statusCode).toBe(200);
    expect((await live().signIn(email, ATTACKER_PASSWORD)).statusCode).toBe(401);
  });

  it('gives the attacker nothing when they sign up again after the holder, so the newest code carries their password', async () => {
    const email = uniqueEmail('raced');
    await live().signUp(email, ATTACKER_PASSWORD);
    await live().signUp(email, VICTIM_PASSWORD);
    // The attacker signs up once more with the first password: the address stays contested.
    await live().signUp(email, ATTACKER_PASSWORD);
    const confirmed = await live().verify(email, await mailedCode(t(), email));
    expect(confirmed.json()).toEqual({ message: endUserMessages.emailVerifiedChoosePassword });
    expect((await live().signIn(email, ATTACKER_PASSWORD)).statusCode).toBe(401);
  });

  it('gives the attacker nothing when the holder signed up first and the attacker after', async () => {
    const email = uniqueEmail('second');
    await live().signUp(email, VICTIM_PASSWORD);
    await live().signUp(email, ATTACKER_PASSWORD);
    expect((await live().verify(email, await mailedCode(t(), email))).json()).toEqual({ message: endUserMessages.emailVerifiedChoosePassword });
    expect((await live().signIn(email, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await live().signIn(email, VICTIM_PASSWORD)).statusCode).toBe(401);
  });

  it('keeps the password of sign-ups that all chose the same one', async () => {
    const email = uniqueEmail('repeat');
    await live().signUp(email, GOOD_PASSWORD);
    await live().signUp(email.toUpperCase(), GOOD_PASSWORD);
    expect((await live().verify(email, await mailedCode(t(), email))).json()).toEqual({ message: endUserMessages.emailVerified });
    expect((await live().signIn(email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('leaves a confirmed account’s password alone whatever signs up again', async () => {
    const session = await live().verifiedSession();
    await live().signUp(session.email, ATTACKER_PASSWORD);
    const row = await t().db.selectFrom('endUsers').select('id').where('id', '=', session.user.id).executeTakeFirstOrThrow();
    // The query itself refuses to clear a confirmed address's password.
    await clearPendingPassword(t().db, row.id);
    expect(await passwordOf(session.email)).not.toBeNull();
    expect((await live().signIn(session.email)).statusCode).toBe(200);
    expect((await live().signIn(session.email, ATTACKER_PASSWORD)).statusCode).toBe(401);
  });
});

describe.each(concurrentDatabases)('concurrent first sign-ups of one address on %s', (kind) => {
  const t = useTestApp(kind);
  it('contest the address whichever insert wins', async () => {
    const project = await dataProject(t(), model);
    await setPlan(t(), project.builder.domainId, 'pro');
    await project.publish();
    const live = appAccounts(t, project.projectId, 'live');
    for (let round = 0; round < 3; round++) {
      const email = uniqueEmail(`together${round}`);
      await Promise.all([live.signUp(email, ATTACKER_PASSWORD), live.signUp(email, VICTIM_PASSWORD)]);
      expect((await live.verify(email, await mailedCode(t(), email))).json()).toEqual({ message: endUserMessages.emailVerifiedChoosePassword });
      expect((await live.signIn(email, ATTACKER_PASSWORD)).statusCode).toBe(401);
    }
  });
});
