import { randomUUID } from 'node:crypto';
import { endUserMessages } from '@tessera/model/end-users';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { withAnswerFloor } from '../../security/answer-floor.ts';
import { checkNewPassword, hashPassword, verifyPassword } from '../../security/passwords.ts';
import { assertAllowance } from '../plans/allowances.ts';
import { type AppTarget, normalizeEndUserEmail } from './app-target.ts';
import { consumeCode, prepareCode, writeCode } from './codes.ts';
import { confirmAddress } from './confirm-address.ts';
import { clearPendingPassword, findEndUser, findEndUserByEmail, insertEndUser } from './queries.ts';

/**
 * POST sign-up: an unverified account and a mailed confirmation code. An address already taken
 * gets the same answer in the same time (every path hashes the password and checks it against a
 * stored hash): a verified or disabled one nothing, a pending one a new code. A pending address
 * signed up again with another password is contested: its password is cleared for good (who
 * signed up first is not who holds the mailbox, nor is who signed up last), so whoever confirms it
 * chooses a password with the reset, and a stranger's sign-up never gives them the account.
 * On live, a workspace whose End User allowance is used up refuses the sign-up (403
 * `plan_limit_reached` with the plan's message); the place itself is taken when the address is
 * confirmed (`verifyEndUserEmail`), so unconfirmed sign-ups cannot fill the plan. Draft accounts
 * are the builders' test users of the Run preview and take none.
 */
export async function signUpEndUser(ctx: AppContext, target: AppTarget, input: { email: string; password: string }): Promise<string> {
  const problem = checkNewPassword(input.password);
  if (problem) throw new AppError('weak_password', problem);
  await withAnswerFloor(ctx.config.accounts.answerFloorMs, async () => {
    const email = normalizeEndUserEmail(input.email);
    const passwordHash = await hashPassword(input.password);
    const prepared = await prepareCode(target, 'verify_email');
    const now = ctx.clock();
    const existing = await findEndUserByEmail(ctx.db, target.projectId, target.environment, email);
    // Checked whatever the address's state (a dummy hash without one): the time tells nothing.
    const samePassword = await verifyPassword(existing?.passwordHash ?? null, input.password);
    if (existing && (existing.emailVerifiedAt || existing.disabledAt)) return;
    await ctx.db.transaction().execute(async (trx) => {
      let endUser = existing ? { id: existing.id, email } : null;
      if (endUser && !samePassword) await clearPendingPassword(trx, endUser.id);
      if (!endUser) {
        if (target.environment === 'live') await assertAllowance(trx, ctx.usage, target.domainId, 'endUser', now);
        const id = randomUUID();
        const inserted = await insertEndUser(trx, { id, projectId: target.projectId, environment: target.environment, email, passwordHash, createdAt: now });
        if (inserted) {
          endUser = { id, email };
        } else {
          // A concurrent sign-up of the same address won; whose password it holds is not known
          // here, so the address is contested like a second sign-up with another password.
          const winner = await findEndUserByEmail(trx, target.projectId, target.environment, email);
          if (!winner || winner.emailVerifiedAt || winner.disabledAt) return;
          await clearPendingPassword(trx, winner.id);
          endUser = { id: winner.id, email };
        }
      }
      await writeCode(ctx, trx, { target, endUser, purpose: 'verify_email', prepared, now });
    });
    ctx.mailer.kick();
  });
  return endUserMessages.codeSent;
}

/**
 * POST verify-email: the mailed code confirms the address; the account can sign in from now on,
 * or, when its sign-up was contested (no password), once its holder chose one with the reset,
 * which the answer says. On live, confirming takes an End User of the workspace's plan, checked
 * with the workspace row locked in the transaction that uses the code, so concurrent confirmations
 * at the limit cannot all pass (403 `plan_limit_reached`), and a refused one keeps its code.
 */
export async function verifyEndUserEmail(ctx: AppContext, target: AppTarget, input: { email: string; code: string }, requester: string): Promise<string> {
  const email = normalizeEndUserEmail(input.email);
  const now = ctx.clock();
  const passwordSet = await consumeCode(ctx, { target, email, code: input.code, purpose: 'verify_email', requester }, async (trx, endUser) => {
    await confirmAddress(ctx, trx, target, endUser, now);
    return (await findEndUser(trx, target.projectId, target.environment, endUser.id))?.passwordHash != null;
  });
  return passwordSet ? endUserMessages.emailVerified : endUserMessages.emailVerifiedChoosePassword;
}
