import { endUserMessages } from '@tessera/model/end-users';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { withAnswerFloor } from '../../security/answer-floor.ts';
import { clearCounter, hitCounter } from '../../security/counter-queries.ts';
import { checkNewPassword, hashPassword } from '../../security/passwords.ts';
import { MAX_CODES_PER_HOUR } from '../auth/password-reset.ts';
import { type AppTarget, endUserCounterKey, normalizeEndUserEmail } from './app-target.ts';
import { consumeCode, prepareCode, writeCode } from './codes.ts';
import { confirmAddress } from './confirm-address.ts';
import { findEndUserByEmail, revokeEndUserTokens, updateEndUser } from './queries.ts';
import { signInFailuresKey } from './sessions.ts';

const HOUR_MS = 60 * 60_000;

/**
 * POST forgot-password: mails a 6-digit reset code (10 minutes, single use). Unknown and disabled
 * addresses, and addresses past their codes for the hour (per requester, and per address whoever
 * asks), get the same answer in the same time and no mail.
 */
export async function forgotEndUserPassword(ctx: AppContext, target: AppTarget, rawEmail: string, requester: string): Promise<string> {
  await withAnswerFloor(ctx.config.accounts.answerFloorMs, async () => {
    const prepared = await prepareCode(target, 'password_reset');
    const email = normalizeEndUserEmail(rawEmail);
    const endUser = await findEndUserByEmail(ctx.db, target.projectId, target.environment, email);
    if (!endUser || endUser.disabledAt) return;
    const now = ctx.clock();
    const mine = await hitCounter(ctx.db, endUserCounterKey(`reset-codes:${requester}`, target, email), HOUR_MS, now);
    if (mine.count > MAX_CODES_PER_HOUR) return;
    await ctx.db.transaction().execute((trx) => writeCode(ctx, trx, { target, endUser: { id: endUser.id, email }, purpose: 'password_reset', prepared, now }));
    ctx.mailer.kick();
  });
  return endUserMessages.codeSent;
}

/**
 * POST reset-password: the mailed code (used up by a right guess) sets the new password, ends every
 * session of the end user (all refresh tokens revoked), confirms the address (the code proved the
 * mailbox; on live an unconfirmed address takes an End User place, so a full plan refuses the reset
 * and changes nothing) and forgets failed sign-ins of the address, so the owner signs in at once. All or nothing: a
 * refused reset keeps its code.
 */
export async function resetEndUserPassword(
  ctx: AppContext,
  target: AppTarget,
  input: { email: string; code: string; newPassword: string },
  requester: string,
): Promise<string> {
  const problem = checkNewPassword(input.newPassword);
  if (problem) throw new AppError('weak_password', problem);
  const passwordHash = await hashPassword(input.newPassword);
  const email = normalizeEndUserEmail(input.email);
  const now = ctx.clock();
  await consumeCode(ctx, { target, email, code: input.code, purpose: 'password_reset', requester }, async (trx, endUser) => {
    await updateEndUser(trx, endUser.id, { passwordHash });
    await confirmAddress(ctx, trx, target, endUser, now);
    await revokeEndUserTokens(trx, endUser.id, now);
    await clearCounter(trx, signInFailuresKey(target, email));
  });
  return endUserMessages.passwordChanged;
}
