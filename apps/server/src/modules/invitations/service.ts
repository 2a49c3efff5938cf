import { randomUUID } from 'node:crypto';
import { emailAddressProblem } from '@tessera/model';
import { type PendingInvitation } from '@tessera/model/workspace-api';
import { PRODUCT_NAME, type AppContext } from '../../context.ts';
import type { Db, DomainRole, Invitation, ResourceType } from '../../db/database.ts';
import { AppError, NotFoundError } from '../../errors/app-error.ts';
import { isUuid } from '../../http/uuid.ts';
import { renderMail } from '../../mail/render.ts';
import { invitationTemplate } from '../../mail/templates.ts';
import { hashToken, randomToken } from '../../security/tokens.ts';
import { findDomainById } from '../domains/queries.ts';
import { recordLog } from '../logs/record-log.ts';
import { assertAllowance, lockDomainForAllowance } from '../plans/allowances.ts';
import { findUserById } from '../users/queries.ts';
import { normalizeUsername } from '../users/username.ts';
import { findOpenInvitation, insertInvitation, isMemberByUsername, lastInvitationMailAt, renewInvitation, revokeOpenInvitation } from './queries.ts';
import { seatOf } from './seats.ts';

/** Invitations stay open 7 days. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** An address gets at most one invitation mail a minute per workspace (an owner cannot flood an inbox). */
export const RESEND_GAP_MS = 60 * 1000;
const sentTooRecently = (lastSentAt: Date, now: Date) => now.getTime() - lastSentAt.getTime() < RESEND_GAP_MS;

export const invitationMessages = {
  alreadyMember: 'This person is already a member of the workspace.',
  alreadyInvited: 'This address already has an open invitation. Resend it instead.',
  notFound: 'Invitation not found.',
  resentTooSoon: 'This invitation was sent less than a minute ago. Wait a minute before sending it again.',
} as const;

/** The invitation links of spec §2 (/invitation?accepted=…), built from PUBLIC_URL. */
export function invitationLink(publicUrl: string, accepted: boolean, email: string, domainName: string, token: string): string {
  const link = new URL('/invitation', publicUrl);
  link.searchParams.set('accepted', accepted ? '1' : '0');
  link.searchParams.set('username', email);
  link.searchParams.set('domainName', domainName);
  link.searchParams.set('token', token);
  return link.href;
}

/** How the mail names what the invitee becomes. */
function asWhat(role: DomainRole, resourceType: ResourceType): string {
  if (role === 'owner') return 'an owner';
  return resourceType === 'end_user' ? 'an end user' : 'a developer';
}

/** The invitation mail with its accept and reject links for a fresh token. */
async function invitationMail(
  ctx: AppContext,
  db: Db,
  input: { domainName: string; email: string; invitedBy: string | null; role: DomainRole; resourceType: ResourceType; token: string },
) {
  const inviter = input.invitedBy ? await findUserById(db, input.invitedBy) : undefined;
  const acceptLink = invitationLink(ctx.config.publicUrl, true, input.email, input.domainName, input.token);
  const rejectLink = invitationLink(ctx.config.publicUrl, false, input.email, input.domainName, input.token);
  const mail = await renderMail(invitationTemplate, {
    productName: PRODUCT_NAME,
    domainName: input.domainName,
    inviter: inviter ? `${inviter.firstname} ${inviter.lastname}`.trim() : 'A teammate',
    asWhat: asWhat(input.role, input.resourceType),
    acceptLink,
    rejectLink,
  });
  return { ...mail, to: input.email, logHint: acceptLink };
}

/** A stored invitation as GET /api/members lists it ('expired' once its link no longer works). */
export function toPendingInvitation(row: Invitation, now: Date): PendingInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    resourceType: row.resourceType,
    invitedAt: row.createdAt.toISOString(),
    lastSentAt: row.lastSentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    status: row.expiresAt.getTime() > now.getTime() ? 'pending' : 'expired',
  };
}

interface NewInvitation {
  domainId: string;
  email: string;
  invitedBy: string | null;
  role?: DomainRole;
  resourceType?: ResourceType;
}

/**
 * Invites an email to a workspace: stores the invitation (token hashed, 7 days, with the role and
 * resource type the invitee gets) and its mail with the accept and reject links, and returns the
 * raw token. Checks nothing about members or seats: {@link inviteMember} does. With `trx` it
 * writes in the caller's transaction and the caller kicks the mailer after the commit; without,
 * it opens its own and kicks.
 */
export async function createInvitation(ctx: AppContext, input: NewInvitation, trx?: Db): Promise<string> {
  return (await writeInvitation(ctx, input, trx)).token;
}

async function writeInvitation(ctx: AppContext, input: NewInvitation, trx?: Db): Promise<{ invitation: Invitation; token: string }> {
  const domain = await findDomainById(trx ?? ctx.db, input.domainId);
  if (!domain) throw new NotFoundError('Workspace not found.');
  const email = normalizeUsername(input.email);
  const role = input.role ?? 'developer';
  const resourceType = input.resourceType ?? 'developer';
  const now = ctx.clock();
  const token = randomToken();
  const mail = await invitationMail(ctx, trx ?? ctx.db, { domainName: domain.name, email, invitedBy: input.invitedBy, role, resourceType, token });
  const invitation: Invitation = {
    id: randomUUID(),
    domainId: domain.id,
    email,
    tokenHash: hashToken(token),
    invitedBy: input.invitedBy,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    createdAt: now,
    role,
    resourceType,
    acceptedAt: null,
    rejectedAt: null,
    revokedAt: null,
    lastSentAt: now,
    sendCount: 1,
  };
  const write = async (db: Db) => {
    const { acceptedAt: _a, rejectedAt: _r, revokedAt: _v, lastSentAt: _l, sendCount: _s, ...row } = invitation;
    await insertInvitation(db, row);
    await ctx.mailer.enqueue(db, mail);
  };
  if (trx) {
    await write(trx);
  } else {
    await ctx.db.transaction().execute(write);
    ctx.mailer.kick();
  }
  return { invitation, token };
}

/** The signed-in owner acting in a workspace. */
export interface Caller {
  userId: string;
  domainId: string;
}

/**
 * POST /api/invitations (owner). Refuses an address that is already a member or already has an
 * open invitation (409), and a seat the plan does not have (403 plan_limit_reached: an open
 * invitation holds its seat). The checks and the insert run after locking the workspace row, so
 * two concurrent invitations cannot both take the last seat or invite the same address twice.
 */
export async function inviteMember(
  ctx: AppContext,
  caller: Caller,
  input: { email: string; role: DomainRole; resourceType: ResourceType },
): Promise<PendingInvitation> {
  const email = normalizeUsername(input.email);
  const problem = emailAddressProblem(email);
  if (problem) throw new AppError('validation_failed', `email: ${problem}`);
  const { invitation } = await ctx.db.transaction().execute(async (trx) => {
    await lockDomainForAllowance(trx, caller.domainId);
    if (await isMemberByUsername(trx, caller.domainId, email)) throw new AppError('conflict', invitationMessages.alreadyMember);
    if (await findOpenInvitation(trx, caller.domainId, { email })) throw new AppError('conflict', invitationMessages.alreadyInvited);
    // The one-mail-a-minute rule holds per address and workspace, also across revoke and invite.
    const lastSentAt = await lastInvitationMailAt(trx, caller.domainId, email);
    if (lastSentAt && sentTooRecently(lastSentAt, ctx.clock())) throw new AppError('too_many_requests', invitationMessages.resentTooSoon);
    await assertAllowance(trx, ctx.usage, caller.domainId, seatOf(input.resourceType), ctx.clock());
    const written = await writeInvitation(ctx, { domainId: caller.domainId, email, invitedBy: caller.userId, role: input.role, resourceType: input.resourceType }, trx);
    await recordLog(trx, {
      domainId: caller.domainId,
      actorId: caller.userId,
      action: 'member.invited',
      targetType: 'invitation',
      targetId: written.invitation.id,
      targetName: email,
      details: { role: input.role, resourceType: input.resourceType },
    });
    return written;
  });
  ctx.mailer.kick();
  return toPendingInvitation(invitation, ctx.clock());
}

/**
 * POST /api/invitations/:invitationId/resend (owner): a new link (the old one stops working), a
 * new 7-day expiry and a new mail. Only for open invitations; an expired one takes its seat back,
 * so the allowance is checked again. At most once a minute per invitation.
 */
export async function resendInvitation(ctx: AppContext, caller: Caller, invitationId: string): Promise<PendingInvitation> {
  if (!isUuid(invitationId)) throw new NotFoundError(invitationMessages.notFound);
  const now = ctx.clock();
  const renewed = await ctx.db.transaction().execute(async (trx) => {
    await lockDomainForAllowance(trx, caller.domainId);
    const open = await findOpenInvitation(trx, caller.domainId, { id: invitationId });
    if (!open) throw new NotFoundError(invitationMessages.notFound);
    if (sentTooRecently(open.lastSentAt, now)) throw new AppError('too_many_requests', invitationMessages.resentTooSoon);
    if (open.expiresAt.getTime() <= now.getTime()) await assertAllowance(trx, ctx.usage, caller.domainId, seatOf(open.resourceType), now);
    const domain = await findDomainById(trx, caller.domainId);
    if (!domain) throw new NotFoundError('Workspace not found.');
    const token = randomToken();
    const mail = await invitationMail(ctx, trx, { domainName: domain.name, email: open.email, invitedBy: caller.userId, role: open.role, resourceType: open.resourceType, token });
    const row = await renewInvitation(trx, open.id, { tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + INVITATION_TTL_MS), now });
    if (!row) throw new NotFoundError(invitationMessages.notFound);
    await ctx.mailer.enqueue(trx, mail);
    await recordLog(trx, {
      domainId: caller.domainId,
      actorId: caller.userId,
      action: 'invitation.resent',
      targetType: 'invitation',
      targetId: row.id,
      targetName: row.email,
      details: { sendCount: row.sendCount },
    });
    return row;
  });
  ctx.mailer.kick();
  return toPendingInvitation(renewed, now);
}

/** DELETE /api/invitations/:invitationId (owner): the link then answers invitationResult 3. */
export async function revokeInvitation(ctx: AppContext, caller: Caller, invitationId: string): Promise<void> {
  if (!isUuid(invitationId)) throw new NotFoundError(invitationMessages.notFound);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (trx) => {
    const open = await findOpenInvitation(trx, caller.domainId, { id: invitationId });
    if (!open || !(await revokeOpenInvitation(trx, open.id, now))) throw new NotFoundError(invitationMessages.notFound);
    await recordLog(trx, {
      domainId: caller.domainId,
      actorId: caller.userId,
      action: 'invitation.revoked',
      targetType: 'invitation',
      targetId: open.id,
      targetName: open.email,
      details: { role: open.role, resourceType: open.resourceType },
    });
  });
}
