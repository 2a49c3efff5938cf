import { endUserMessages } from '@tessera/model/end-users';
import { planLimitMessage, type Subscription } from '@tessera/model/workspace-api';
import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, uniqueEmail } from '../helpers/accounts.ts';
import { concurrentDatabases, testDatabases } from '../helpers/databases.ts';
import { purgeAbandonedSignUps } from '../../src/modules/end-users/abandoned-sign-ups.ts';
import { appAccounts, mailedCode } from '../helpers/end-users.ts';
import { publishApp } from '../helpers/releases.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { addToWorkspace, scoped, setPlan, signedInUser } from '../helpers/workspaces.ts';

const FREE_LIMIT_MESSAGE = planLimitMessage('Free', 10, 'end user', 'end users');

/** A new builder's workspace (Free plan) with two projects, both published (their live apps exist). */
async function workspaceWithProjects(t: TestApp) {
  const builder = await signedInUser(t, 'allowance');
  const project = async (name: string) => {
    const created = await t.inject({ method: 'POST', url: '/api/projects', headers: scoped(builder, builder.domainName), payload: { name } });
    expect(created.statusCode).toBe(201);
    const projectId = (created.json() as { id: string }).id;
    await publishApp(t, builder, projectId);
    return projectId;
  };
  return { builder, first: await project('first app'), second: await project('second app') };
}

/** Live end users of the projects: `confirmed` counts only those whose address is confirmed. */
async function liveCount(t: TestApp, projectIds: string[], confirmed = false): Promise<number> {
  let query = t.db.selectFrom('endUsers').select((eb) => eb.fn.countAll<string>().as('n')).where('projectId', 'in', projectIds).where('environment', '=', 'live');
  if (confirmed) query = query.where('emailVerifiedAt', 'is not', null);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

describe.each(testDatabases)('the End User allowance on %s', (kind) => {
  const t = useTestApp(kind);
  /** A live sign-up confirmed with its mailed code. */
  async function confirmedSignUp(projectId: string, email = uniqueEmail('l')) {
    const accounts = appAccounts(t, projectId, 'live');
    expect((await accounts.signUp(email)).statusCode).toBe(200);
    expect((await accounts.verify(email, await mailedCode(t(), email))).statusCode).toBe(200);
  }

  it('counts confirmed live end users of every project and end-user seats; confirming past the plan is refused with its message', async () => {
    const { builder, first, second } = await workspaceWithProjects(t());
    // One end-user seat of the workspace takes one of the Free plan's 10.
    await addToWorkspace(t(), builder.domainId, await signedInUser(t(), 'seat'), 'developer', 'end_user');
    for (let i = 0; i < 5; i += 1) await confirmedSignUp(first);
    for (let i = 0; i < 3; i += 1) await confirmedSignUp(second);
    // Unconfirmed sign-ups take no place: three of them, and the plan still has one left.
    const pending = [uniqueEmail('p1'), uniqueEmail('p2'), uniqueEmail('p3')];
    for (const email of pending) expect((await appAccounts(t, second, 'live').signUp(email)).statusCode).toBe(200);
    const usage = async () => {
      const subscription = await t().inject({ method: 'GET', url: '/api/subscription', headers: scoped(builder, builder.domainName) });
      expect(subscription.statusCode).toBe(200);
      return (subscription.json() as Subscription).usage.find((meter) => meter.key === 'endUser');
    };
    expect(await usage()).toMatchObject({ used: 9, limit: 10 });
    // The first to confirm takes the last place; the next confirmation is refused with the plan's
    // message and leaves its account unconfirmed; a new sign-up is refused at once.
    const accounts = appAccounts(t, second, 'live');
    expect((await accounts.verify(pending[0]!, await mailedCode(t(), pending[0]!))).statusCode).toBe(200);
    const refused = await accounts.verify(pending[1]!, await mailedCode(t(), pending[1]!));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'plan_limit_reached', message: FREE_LIMIT_MESSAGE });
    const over = await accounts.signUp(uniqueEmail('over'));
    expect(over.statusCode).toBe(403);
    expect(over.json().error).toEqual({ code: 'plan_limit_reached', message: FREE_LIMIT_MESSAGE });
    // A password reset proves the mailbox too, and cannot confirm past the plan either.
    expect((await accounts.forgot(pending[1]!)).statusCode).toBe(200);
    const reset = await accounts.reset(pending[1]!, await mailedCode(t(), pending[1]!), `${GOOD_PASSWORD}2`);
    expect(reset.statusCode).toBe(403);
    expect(reset.json().error).toEqual({ code: 'plan_limit_reached', message: FREE_LIMIT_MESSAGE });
    expect(await liveCount(t(), [first, second], true)).toBe(9);
    expect(await usage()).toMatchObject({ used: 10, limit: 10 });
    // Draft accounts are builders' test users: not counted, not refused.
    expect((await appAccounts(t, first, 'draft').signUp(uniqueEmail('d'))).json()).toEqual({ message: endUserMessages.codeSent });
    // Deleting one frees its place: the refused address signs up again for a new code and confirms.
    const [someone] = await t().db.selectFrom('endUsers').select('id').where('projectId', '=', first).where('environment', '=', 'live').limit(1).execute();
    const removed = await t().inject({ method: 'DELETE', url: `/api/projects/${first}/end-users/${someone!.id}`, headers: scoped(builder, builder.domainName) });
    expect(removed.statusCode).toBe(204);
    expect((await accounts.signUp(pending[1]!)).statusCode).toBe(200);
    expect((await accounts.verify(pending[1]!, await mailedCode(t(), pending[1]!))).statusCode).toBe(200);
    expect((await accounts.signUp(uniqueEmail('over'))).statusCode).toBe(403);
    await setPlan(t(), builder.domainId, 'standard');
    await confirmedSignUp(second, uniqueEmail('standard'));
    expect((await accounts.verify(pending[2]!, await mailedCode(t(), pending[2]!))).statusCode).toBe(200);
  });

  it('keeps the code of a confirmation or reset a full plan refused, and counts the wrong guesses made meanwhile', async () => {
    const { builder, first } = await workspaceWithProjects(t());
    const accounts = appAccounts(t, first, 'live');
    const waiting = uniqueEmail('waiting');
    const resetting = uniqueEmail('resetting');
    expect((await accounts.signUp(waiting)).statusCode).toBe(200);
    expect((await accounts.signUp(resetting)).statusCode).toBe(200);
    const code = await mailedCode(t(), waiting);
    expect((await accounts.forgot(resetting)).statusCode).toBe(200);
    const resetCode = await mailedCode(t(), resetting);
    for (let i = 0; i < 10; i += 1) await confirmedSignUp(first);
    const codeRow = (email: string) =>
      t()
        .db.selectFrom('endUserCodes')
        .innerJoin('endUsers', 'endUsers.id', 'endUserCodes.endUserId')
        .select(['endUserCodes.attempts', 'endUserCodes.usedAt'])
        .where('endUsers.email', '=', email.toLowerCase())
        .orderBy('endUserCodes.createdAt', 'desc')
        .executeTakeFirstOrThrow();
    const wrongCode = code === '000000' ? '000001' : '000000';
    expect((await accounts.verify(waiting, wrongCode)).json().error.code).toBe('verification_code_incorrect');
    expect(await codeRow(waiting)).toEqual({ attempts: 1, usedAt: null });
    expect((await accounts.verify(waiting, code)).json().error).toEqual({ code: 'plan_limit_reached', message: FREE_LIMIT_MESSAGE });
    expect((await accounts.reset(resetting, resetCode, `${GOOD_PASSWORD}2`)).json().error.code).toBe('plan_limit_reached');
    // Nothing changed: both codes are unused, the wrong guess still counted.
    expect(await codeRow(waiting)).toEqual({ attempts: 1, usedAt: null });
    expect((await codeRow(resetting)).usedAt).toBeNull();
    // The old password stands and the address is still unconfirmed.
    expect((await accounts.signIn(resetting, `${GOOD_PASSWORD}2`)).statusCode).toBe(401);
    expect((await accounts.signIn(resetting)).json().error.code).toBe('email_not_verified');
    // A place frees up: the same codes work.
    await setPlan(t(), builder.domainId, 'standard');
    expect((await accounts.verify(waiting, code)).json()).toEqual({ message: endUserMessages.emailVerified });
    expect((await accounts.reset(resetting, resetCode, `${GOOD_PASSWORD}2`)).json()).toEqual({ message: endUserMessages.passwordChanged });
    expect((await accounts.signIn(resetting, `${GOOD_PASSWORD}2`)).statusCode).toBe(200);
  });

  it('removes abandoned sign-ups once builders’ pending accounts would go, and keeps confirmed and freshly mailed ones', async () => {
    const { first } = await workspaceWithProjects(t());
    const accounts = appAccounts(t, first, 'live');
    const abandoned = uniqueEmail('abandoned');
    const retried = uniqueEmail('retried');
    const confirmed = uniqueEmail('confirmed');
    const blocked = uniqueEmail('blocked');
    expect((await accounts.signUp(abandoned)).statusCode).toBe(200);
    expect((await accounts.signUp(retried)).statusCode).toBe(200);
    // A builder disabled this unconfirmed address: it stays, so the address stays blocked.
    expect((await accounts.signUp(blocked)).statusCode).toBe(200);
    await t().db.updateTable('endUsers').set({ disabledAt: t().clock.now() }).where('email', '=', blocked.toLowerCase()).execute();
    await confirmedSignUp(first, confirmed);
    const moved = t().config.accounts.pendingTtlMs + 60_000;
    t().clock.advance(moved);
    try {
      // A repeat sign-up of a pending address mails a new code: that account is not abandoned.
      expect((await accounts.signUp(retried)).statusCode).toBe(200);
      // Other tests' pending accounts (this database's) may go too: at least this one.
      expect(await purgeAbandonedSignUps({ db: t().db, config: t().config }, t().clock.now())).toBeGreaterThanOrEqual(1);
      const left = await t().db.selectFrom('endUsers').select('email').where('projectId', '=', first).orderBy('email').execute();
      expect(left.map((row) => row.email)).toEqual([blocked, confirmed, retried].map((email) => email.toLowerCase()).sort());
      expect(await purgeAbandonedSignUps({ db: t().db, config: t().config }, t().clock.now())).toBe(0);
    } finally {
      t().clock.advance(-moved);
    }
  });
});

describe.each(concurrentDatabases)('the End User allowance under concurrent confirmations on %s', (kind) => {
  const t = useTestApp(kind);

  /** Signs every address up on live (one project or the other), all pending. */
  async function pendingSignUps(projects: [string, string], emails: string[]) {
    for (const [i, email] of emails.entries()) expect((await appAccounts(t, projects[i % 2]!, 'live').signUp(email)).statusCode).toBe(200);
  }
  /** Confirms every address at once with its mailed code; the answers' status codes. */
  async function confirmAtOnce(projects: [string, string], emails: string[]) {
    const codes = await Promise.all(emails.map((email) => mailedCode(t(), email)));
    const answers = await Promise.all(emails.map((email, i) => appAccounts(t, projects[i % 2]!, 'live').verify(email, codes[i]!)));
    for (const answer of answers.filter((a) => a.statusCode === 403)) expect(answer.json().error.message).toBe(FREE_LIMIT_MESSAGE);
    return answers.map((answer) => answer.statusCode);
  }

  it('lets exactly the plan’s number of end users in when many confirm at once across projects', async () => {
    const { builder, first, second } = await workspaceWithProjects(t());
    const pre = Array.from({ length: 9 }, (_, i) => uniqueEmail(`pre${i}`));
    await pendingSignUps([first, first], pre);
    expect((await confirmAtOnce([first, first], pre)).every((code) => code === 200)).toBe(true);
    // One place left, 12 confirmations at once on both projects: exactly one wins.
    const racing = Array.from({ length: 12 }, (_, i) => uniqueEmail(`race${i}`));
    await pendingSignUps([first, second], racing);
    const codes = await confirmAtOnce([first, second], racing);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 403)).toHaveLength(11);
    expect(await liveCount(t(), [first, second], true)).toBe(10);

    // From empty, 30 at once on a fresh workspace: exactly 10 confirmed accounts.
    const other = await workspaceWithProjects(t());
    const burst = Array.from({ length: 30 }, (_, i) => uniqueEmail(`burst${i}`));
    await pendingSignUps([other.first, other.second], burst);
    const burstCodes = await confirmAtOnce([other.first, other.second], burst);
    expect(burstCodes.filter((code) => code === 200)).toHaveLength(10);
    expect(burstCodes.filter((code) => code === 403)).toHaveLength(20);
    expect(await liveCount(t(), [other.first, other.second], true)).toBe(10);
    expect(builder.domainId).not.toBe(other.builder.domainId);
  });
});
