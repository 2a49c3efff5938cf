import { randomUUID } from 'node:crypto';
import { endUserMessages } from '@tessera/model/end-users';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { withAnswerFloor } from '../../security/answer-floor.ts';
import { checkNewPassword, hashPassword } from '../../security/passwords.ts';
import { assertAllowance } from '../plans/allowances.ts';
import { type AppTarget, normalizeEndUserEmail } from './app-target.ts';
import { consumeCode, prepareCode, writeCode } from './codes.ts';
import { confirmAddress } from './confirm-address.ts';
import { findEndUserByEmail, insertEndUser } from './queries.ts';

/**
 * POST sign-up: an unverified account and a mailed confirmation code. An address already taken
 * gets the same answer in the same time: a pending one gets a new code (its password stays the
 * first sign-up's, so a stranger's sign-up changes nothing), a verified or disabled one nothing.
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
    if (existing && (existing.emailVerifiedAt || existing.disabledAt)) return;
    await ctx.db.transaction().execute(async (trx) => {
      let endUser = existing ? { id: existing.id, email } : null;
      if (!endUser) {
        if (target.environment === 'live') await assertAllowance(trx, ctx.usage, target.domainId, 'endUser', now);
        const id = randomUUID();
        const inserted = await insertEndUser(trx, { id, projectId: target.projectId, environment: target.environment, email, passwordHash, createdAt: now });
        // A concurrent sign-up of the same address won: its code is on the way.
        if (!inserted) return;
        endUser = { id, email };
      }
      await writeCode(ctx, trx, { target, endUser, purpose: 'verify_email', prepared, now });
    });
    ctx.mailer.kick();
  });
  return endUserMessages.codeSent;
}

/**
 * POST verify-email: the mailed code confirms the address; the account can sign in from now on.
 * On live, confirming takes an End User of the workspace's plan: a full plan refuses before the
 * code is spent, and again with the workspace row locked in the transaction that confirms, so
 * concurrent confirmations at the limit cannot all pass (403 `plan_limit_reached`).
 */
export async function verifyEndUserEmail(ctx: AppContext, target: AppTarget, input: { email: string; code: string }, requester: string): Promise<string> {
  const email = normalizeEndUserEmail(input.email);
  const now = ctx.clock();
  const live = target.environment === 'live';
  if (live) await assertAllowance(ctx.db, ctx.usage, target.domainId, 'endUser', now);
  const endUser = await consumeCode(ctx, { target, email, code: input.code, purpose: 'verify_email', requester });
  await ctx.db.transaction().execute((trx) => confirmAddress(ctx, trx, target, endUser, now));
  return endUserMessages.emailVerified;
}
