import { messages } from '@tessera/model';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { hashToken } from '../../security/tokens.ts';
import { findDomainById } from '../domains/queries.ts';
import { joinWorkspaceByInvitation } from '../invitations/answer.ts';
import { findLiveInvitation } from '../invitations/queries.ts';
import { writeActivation } from './activation-mail.ts';
import { findUserByUsername } from './queries.ts';
import { normalizeUsername } from './service.ts';
import {
  activateWithCredentials,
  closeActivationCodes,
  consumeActivationCode,
  findLatestActivation,
  lockUser,
} from './sign-up-queries.ts';

/**
 * POST /auth/confirmemail: activates the account (single use, 10 minutes) with the password and
 * names of the sign-up whose link was used, in one transaction; every other activation link of
 * the account dies. When the sign-up came from an invitation still live, joins that workspace
 * (with the invitation's role and resource type, if a seat is free) and makes it the last used one.
 */
export async function confirmEmail(
  ctx: AppContext,
  input: { token: string; username: string },
): Promise<{ result: ''; domainName: string | null }> {
  const now = ctx.clock();
  const user = await findUserByUsername(ctx.db, normalizeUsername(input.username));
  if (!user) throw new AppError('invalid_token', messages.invalidToken);
  return ctx.db.transaction().execute(async (trx) => {
    // The user row is locked first, so two links opened at once queue here instead of locking
    // codes and the user in opposite orders (a deadlock on Postgres).
    await lockUser(trx, user.id);
    const code = await consumeActivationCode(trx, user.id, hashToken(input.token), now);
    if (!code) throw new AppError('invalid_token', messages.invalidToken);
    // Only the call that activates applies the code's password: a link used on an account that is
    // already active (another link, Google) changes nothing on it.
    await activateWithCredentials(trx, user.id, code, now);
    await closeActivationCodes(trx, user.id, now);
    if (!code.domainId) return { result: '' as const, domainName: null };
    const invitation = await findLiveInvitation(trx, code.domainId, user.username, now);
    if (!invitation) return { result: '' as const, domainName: null };
    // With the invitation's role and resource type; without a free seat the account is still
    // activated, and the invitation stays open for when the owner frees one.
    const joined = await joinWorkspaceByInvitation(trx, { invitation, userId: user.id, now });
    if (joined.status !== 'joined') return { result: '' as const, domainName: null };
    const domain = await findDomainById(trx, code.domainId);
    return { result: '' as const, domainName: domain?.name ?? null };
  });
}

/**
 * POST /auth/sendconfirmationemail: a new activation link for a pending account. The link carries
 * no password of its own: opening it keeps the one the account was created with, which is the
 * one a "not activated" sign-in just proved. (Carrying the latest sign-up's would let a stranger
 * who signed up again with the address set the password the owner then activates.) Earlier links
 * stay live, so a stranger's resend cannot cancel the owner's link. The caller gets the same
 * answer whether or not the address has an account, and the request does not wait for SMTP.
 */
export async function resendConfirmation(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByUsername(ctx.db, normalizeUsername(email));
  if (!user || user.activatedAt) return;
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (trx) => {
    const latest = await findLatestActivation(trx, user.id);
    const invitedDomain = latest?.domainId && latest.domainName ? { id: latest.domainId, name: latest.domainName } : null;
    await writeActivation(ctx, trx, { user, firstname: user.firstname, invitedDomain, credentials: null, now });
  });
  ctx.mailer.kick();
}
