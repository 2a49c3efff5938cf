import { randomUUID } from 'node:crypto';
import type { InvitationResult } from '@tessera/model';
import { PRODUCT_NAME, type AppContext } from '../../context.ts';
import { NotFoundError } from '../../errors/app-error.ts';
import { renderMail } from '../../mail/render.ts';
import { invitationTemplate } from '../../mail/templates.ts';
import { hashToken, randomToken } from '../../security/tokens.ts';
import { findUserById, findUserByUsername, updateUser } from '../auth/queries.ts';
import { normalizeUsername } from '../auth/service.ts';
import { addMember, findDomainById, findDomainByName } from '../domains/queries.ts';
import {
  findLiveInvitationByToken,
  insertInvitation,
  markInvitationAnswered,
} from './queries.ts';

/** Invitations stay open 7 days. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The invitation links of spec §2 (/invitation?accepted=…), built from PUBLIC_URL. */
export function invitationLink(publicUrl: string, accepted: boolean, email: string, domainName: string, token: string): string {
  const link = new URL('/invitation', publicUrl);
  link.searchParams.set('accepted', accepted ? '1' : '0');
  link.searchParams.set('username', email);
  link.searchParams.set('domainName', domainName);
  link.searchParams.set('token', token);
  return link.href;
}

/**
 * Invites an email to a workspace: stores the invitation (token hashed, 7 days) and its mail with
 * the accept and reject links in one transaction, kicks the outbox, and returns the raw token. The workspace issue adds the UI that
 * calls it; tests call it directly.
 */
export async function createInvitation(
  ctx: AppContext,
  input: { domainId: string; email: string; invitedBy: string | null },
): Promise<string> {
  const domain = await findDomainById(ctx.db, input.domainId);
  if (!domain) throw new NotFoundError('Workspace not found.');
  const email = normalizeUsername(input.email);
  const now = ctx.clock();
  const token = randomToken();
  const inviter = input.invitedBy ? await findUserById(ctx.db, input.invitedBy) : undefined;
  const acceptLink = invitationLink(ctx.config.publicUrl, true, email, domain.name, token);
  const rejectLink = invitationLink(ctx.config.publicUrl, false, email, domain.name, token);
  const mail = await renderMail(invitationTemplate, {
    productName: PRODUCT_NAME,
    domainName: domain.name,
    inviter: inviter ? `${inviter.firstname} ${inviter.lastname}`.trim() : 'A teammate',
    acceptLink,
    rejectLink,
  });
  await ctx.db.transaction().execute(async (trx) => {
    await insertInvitation(trx, {
      id: randomUUID(),
      domainId: domain.id,
      email,
      tokenHash: hashToken(token),
      invitedBy: input.invitedBy,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      createdAt: now,
    });
    await ctx.mailer.enqueue(trx, { ...mail, to: email, logHint: acceptLink });
  });
  ctx.mailer.kick();
  return token;
}

type Answer = { invitationResult: InvitationResult; domainName: string };

/**
 * Answers an invitation (POST /invitations/accept or /reject). Results (spec §4): 0 live but no
 * account for the email (go to sign-up), 1 accepted, 2 rejected, 3 expired, not found, wrong
 * token or already answered.
 */
export async function answerInvitation(
  ctx: AppContext,
  input: { username: string; domainName: string; token: string },
  accept: boolean,
): Promise<Answer> {
  const now = ctx.clock();
  const email = normalizeUsername(input.username);
  const domainName = input.domainName.trim().toLowerCase();
  const dead: Answer = { invitationResult: 3, domainName: input.domainName };
  const domain = await findDomainByName(ctx.db, domainName);
  if (!domain) return dead;
  const invitation = await findLiveInvitationByToken(ctx.db, domain.id, email, hashToken(input.token), now);
  if (!invitation) return dead;

  if (!accept) {
    return (await markInvitationAnswered(ctx.db, invitation.id, 'rejected', now))
      ? { invitationResult: 2, domainName: domain.name }
      : dead;
  }
  const user = await findUserByUsername(ctx.db, email);
  if (!user) return { invitationResult: 0, domainName: domain.name };
  return ctx.db.transaction().execute(async (trx): Promise<Answer> => {
    if (!(await markInvitationAnswered(trx, invitation.id, 'accepted', now))) return dead;
    await addMember(trx, { domainId: domain.id, userId: user.id, role: 'developer', resourceType: 'developer', createdAt: now });
    await updateUser(trx, user.id, { lastUsedDomainId: domain.id });
    return { invitationResult: 1, domainName: domain.name };
  });
}
