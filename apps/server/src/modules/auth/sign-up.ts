import { randomUUID } from 'node:crypto';
import { messages } from '@tessera/model';
import { PRODUCT_NAME, type AppContext } from '../../context.ts';
import type { User } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { renderMail } from '../../mail/render.ts';
import { activationTemplate } from '../../mail/templates.ts';
import { checkNewPassword, hashPassword } from '../../security/passwords.ts';
import { hashToken, randomToken } from '../../security/tokens.ts';
import { addMember, findDomainById, findDomainByName } from '../domains/queries.ts';
import { createPersonalWorkspace } from '../domains/service.ts';
import { recordEvent } from '../events/service.ts';
import { findLiveInvitation, markInvitationAccepted } from '../invitations/queries.ts';
import {
  activateUser,
  consumeCodeByHash,
  findLastActivationDomain,
  findUserByUsername,
  insertUser,
  insertVerificationCode,
  invalidateCodes,
  updateUser,
} from './queries.ts';
import { normalizeUsername, SHORT_TOKEN_TTL_MS } from './service.ts';

/** The sign-up fields the service uses (already validated by `signUpRequestSchema`). */
export interface SignUpInput {
  username: string;
  firstname: string;
  lastname: string;
  password: string;
  /** The inviting workspace, '' for a plain sign-up. */
  domainName: string;
  source?: string | undefined;
}

/**
 * Sends a fresh activation link to a pending user; earlier links stop working. `domainId` is
 * the invited workspace the activation will join.
 */
async function sendActivation(
  ctx: AppContext,
  user: Pick<User, 'id' | 'username' | 'firstname'>,
  invitedDomain: { id: string; name: string } | null,
): Promise<void> {
  const now = ctx.clock();
  const token = randomToken();
  await invalidateCodes(ctx.db, user.id, 'email_confirm', now);
  await insertVerificationCode(ctx.db, {
    id: randomUUID(),
    userId: user.id,
    purpose: 'email_confirm',
    codeHash: hashToken(token),
    domainId: invitedDomain?.id ?? null,
    expiresAt: new Date(now.getTime() + SHORT_TOKEN_TTL_MS),
    createdAt: now,
  });
  const link = new URL('/confirm-email', ctx.config.publicUrl);
  link.searchParams.set('token', token);
  link.searchParams.set('username', user.username);
  if (invitedDomain) link.searchParams.set('domainName', invitedDomain.name);
  const mail = await renderMail(activationTemplate, {
    productName: PRODUCT_NAME,
    firstname: user.firstname,
    link: link.href,
  });
  await ctx.mailer.send({ ...mail, to: user.username, logHint: link.href });
}

/**
 * POST /auth/signup. Returns the `result` text: '' on success (an activation mail is on its
 * way), else a message to show. The server always requires the address to be confirmed, so
 * `VerifyEmailAddress: false` does not skip activation.
 */
export async function signUp(ctx: AppContext, input: SignUpInput): Promise<string> {
  const passwordProblem = checkNewPassword(input.password);
  if (passwordProblem) throw new AppError('weak_password', passwordProblem);
  const username = normalizeUsername(input.username);
  const now = ctx.clock();

  let invitedDomain: { id: string; name: string } | null = null;
  const domainName = input.domainName.trim().toLowerCase();
  if (domainName) {
    const domain = await findDomainByName(ctx.db, domainName);
    const invitation = domain ? await findLiveInvitation(ctx.db, domain.id, username, now) : undefined;
    if (!domain || !invitation) return messages.signUpInvitationExpired;
    invitedDomain = { id: domain.id, name: domain.name };
  }

  const existing = await findUserByUsername(ctx.db, username);
  if (existing?.activatedAt) return messages.accountExists;

  const passwordHash = await hashPassword(input.password);
  const user = existing
    ? { ...existing, firstname: input.firstname, lastname: input.lastname }
    : { id: randomUUID(), username, firstname: input.firstname, lastname: input.lastname };
  if (existing) {
    await updateUser(ctx.db, existing.id, { firstname: input.firstname, lastname: input.lastname, passwordHash });
  } else {
    await ctx.db.transaction().execute(async (trx) => {
      await insertUser(trx, { ...user, passwordHash, activatedAt: null, createdAt: now });
      const workspace = await createPersonalWorkspace(trx, user, now);
      await updateUser(trx, user.id, { lastUsedDomainId: workspace.id });
    });
  }
  await sendActivation(ctx, user, invitedDomain);
  await recordEvent(
    ctx.db,
    {
      name: 'sign_up',
      properties: { source: input.source ?? null, invited: invitedDomain !== null, resent: existing !== undefined },
      userId: user.id,
      username,
    },
    now,
  );
  return '';
}

/**
 * POST /auth/confirmemail: activates the account (single use, 10 minutes). When the sign-up
 * came from an invitation still live, joins that workspace and makes it the last used one.
 */
export async function confirmEmail(
  ctx: AppContext,
  input: { token: string; username: string },
): Promise<{ result: ''; domainName: string | null }> {
  const now = ctx.clock();
  const user = await findUserByUsername(ctx.db, normalizeUsername(input.username));
  if (!user) throw new AppError('invalid_token', messages.invalidToken);
  return ctx.db.transaction().execute(async (trx) => {
    const code = await consumeCodeByHash(trx, 'email_confirm', hashToken(input.token), now, user.id);
    if (!code) throw new AppError('invalid_token', messages.invalidToken);
    await activateUser(trx, user.id, now);
    if (!code.domainId) return { result: '' as const, domainName: null };
    const invitation = await findLiveInvitation(trx, code.domainId, user.username, now);
    if (!invitation) return { result: '' as const, domainName: null };
    await addMember(trx, { domainId: code.domainId, userId: user.id, role: 'developer', resourceType: 'developer', createdAt: now });
    await markInvitationAccepted(trx, invitation.id, now);
    await updateUser(trx, user.id, { lastUsedDomainId: code.domainId });
    const domain = await findDomainById(trx, code.domainId);
    return { result: '' as const, domainName: domain?.name ?? null };
  });
}

/**
 * POST /auth/sendconfirmationemail: a new activation link for a pending account. The caller
 * gets the same answer whether or not the address has an account.
 */
export async function resendConfirmation(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByUsername(ctx.db, normalizeUsername(email));
  if (!user || user.activatedAt) return;
  // Keep the invited workspace of the last link, so the new link still joins it.
  const previous = await findLastActivationDomain(ctx.db, user.id);
  await sendActivation(ctx, user, previous?.id && previous.name ? { id: previous.id, name: previous.name } : null);
}
