import { timingSafeEqual } from 'node:crypto';
import { messages } from '@tessera/model';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { withAnswerFloor } from '../../security/answer-floor.ts';
import { checkNewPassword, hashPassword } from '../../security/passwords.ts';
import { hashToken } from '../../security/tokens.ts';
import { findDomainById } from '../domains/queries.ts';
import { joinWorkspaceByInvitation } from '../invitations/answer.ts';
import { findLiveInvitation } from '../invitations/queries.ts';
import { activateWithCredentials, findUserByUsername, lockUser } from '../users/queries.ts';
import { normalizeUsername } from '../users/username.ts';
import { renderUnsentActivation, writeActivation } from './activation-mail.ts';
import { isExpiredPending } from './pending-accounts.ts';
import { closeActivationCodes, consumeActivationCode, findLatestActivation } from './sign-up-queries.ts';

export interface ConfirmEmailInput {
  token: string;
  username: string;
  /** The key of the browser the link is opened in. */
  deviceKey?: string | undefined;
  /** A password the clicker chooses now (asked for when the link carries none they proved). */
  password?: string | undefined;
}

/**
 * POST /auth/confirmemail: activates the account (single use, 10 minutes) in one transaction;
 * every other activation link of the account dies. Only the person who opened the link decides
 * the password: the sign-up's applies when the link is opened in the browser that signed up (its
 * device key matches), else the request must carry a password chosen now. Without either the
 * answer is 400 `password_required` and nothing changes (the link stays usable), so the page asks.
 * When the sign-up came from an invitation still live, joins that workspace (with the
 * invitation's role and resource type, if a seat is free) and makes it the last used one.
 */
export async function confirmEmail(
  ctx: AppContext,
  input: ConfirmEmailInput,
): Promise<{ result: ''; domainName: string | null }> {
  const now = ctx.clock();
  // A password chosen now is checked and hashed before any row is locked.
  let chosenHash: string | null = null;
  if (input.password !== undefined) {
    const problem = checkNewPassword(input.password);
    if (problem) throw new AppError('weak_password', problem);
    chosenHash = await hashPassword(input.password);
  }
  const user = await findUserByUsername(ctx.db, normalizeUsername(input.username));
  if (!user) throw new AppError('invalid_token', messages.invalidToken);
  return ctx.db.transaction().execute(async (trx) => {
    // The user row is locked first, so two links opened at once queue here instead of locking
    // codes and the user in opposite orders (a deadlock on Postgres).
    const locked = await lockUser(trx, user.id);
    const code = await consumeActivationCode(trx, user.id, hashToken(input.token), now);
    if (!code || !locked) throw new AppError('invalid_token', messages.invalidToken);
    if (locked.activatedAt === null) {
      const proven = code.passwordHash !== null && sameDeviceKey(input.deviceKey, code.deviceKeyHash);
      const passwordHash = chosenHash ?? (proven ? code.passwordHash : null);
      // Throwing rolls the transaction back: the code stays live for the retry with a password.
      if (passwordHash === null) throw new AppError('password_required', messages.activationPasswordRequired);
      const names = proven ? code : { firstname: null, lastname: null };
      await activateWithCredentials(trx, user.id, { passwordHash, firstname: names.firstname, lastname: names.lastname }, now);
    }
    await closeActivationCodes(trx, user.id, now);
    if (!code.domainId) return { result: '' as const, domainName: null };
    const invitation = await findLiveInvitation(trx, code.domainId, user.username, now);
    if (!invitation) return { result: '' as const, domainName: null };
    // With the invitation's role and resource type; without a free seat the account is still
    // activated, and the invitation stays open for when the owner frees one.
    const joined = await joinWorkspaceByInvitation(trx, { invitation, userId: user.id, now, usage: ctx.usage });
    if (joined.status !== 'joined') return { result: '' as const, domainName: null };
    const domain = await findDomainById(trx, code.domainId);
    return { result: '' as const, domainName: domain?.name ?? null };
  });
}

/** Whether the browser's key is the one the sign-up was made with (constant-time compare). */
function sameDeviceKey(deviceKey: string | undefined, storedHash: string | null): boolean {
  if (!deviceKey || !storedHash) return false;
  const given = Buffer.from(hashToken(deviceKey), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * POST /auth/sendconfirmationemail: a new activation link for a pending account. The link carries
 * no password: whoever opens it chooses one then (anyone may ask for this mail, so the password
 * of a sign-in that said "not activated" proves nothing about the mailbox). Earlier links stay
 * live, so a stranger's resend cannot cancel the owner's link; an address gets at most
 * `ACTIVATION_MAILS_PER_HOUR` mails. The caller gets the same answer, in the same time, whether
 * or not the address has an account, and the request does not wait for SMTP.
 */
export async function resendConfirmation(ctx: AppContext, email: string): Promise<void> {
  await withAnswerFloor(ctx.config.accounts.answerFloorMs, async () => {
    const now = ctx.clock();
    const user = await findUserByUsername(ctx.db, normalizeUsername(email));
    if (!user || user.activatedAt || isExpiredPending(ctx, user, now)) return renderUnsentActivation(ctx);
    await ctx.db.transaction().execute(async (trx) => {
      const latest = await findLatestActivation(trx, user.id);
      const invitedDomain = latest?.domainId && latest.domainName ? { id: latest.domainId, name: latest.domainName } : null;
      await writeActivation(ctx, trx, { user, invitedDomain, signUp: null, now });
    });
    ctx.mailer.kick();
  });
}
