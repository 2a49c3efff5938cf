import type { InvitationResult } from '@tessera/model';
import type { AppContext } from '../../context.ts';
import type { Db, Invitation } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { hashToken } from '../../security/tokens.ts';
import { normalizeDomainName } from '../domains/domain-name.ts';
import { addMember, findDomainByName } from '../domains/queries.ts';
import { recordLog } from '../logs/record-log.ts';
import { assertAllowance, lockDomainForAllowance } from '../plans/allowances.ts';
import { findUserByUsername, lockUser, setLastUsedDomain } from '../users/queries.ts';
import { normalizeUsername } from '../users/username.ts';
import { findLiveInvitationByToken, isMember, markInvitationAnswered } from './queries.ts';
import { seatOf } from './seats.ts';
import type { UsageCounters } from '../../extension-points.ts';

/**
 * Makes the invitee a member with the invitation's role and resource type, closes the invitation,
 * makes the workspace their last used one and logs 'member.joined' (the joiner is the actor).
 * Run it in a transaction that has locked the user row; it locks the workspace row itself.
 *
 * The seat is checked again: the invitation held it while open, so accepting needs no new one
 * unless the workspace went over its allowance meanwhile (a member's resource type changed, the
 * plan was lowered). Then nothing changes and it answers 'no_seat'; the invitation stays open
 * and can be accepted once the owner frees a seat or changes the plan. 'closed': the invitation
 * was answered or revoked meanwhile. Someone who is already a member keeps their role.
 */
export async function joinWorkspaceByInvitation(
  trx: Db,
  input: { invitation: Invitation; userId: string; now: Date; usage: UsageCounters },
): Promise<JoinOutcome> {
  const { invitation, userId, now, usage } = input;
  await lockDomainForAllowance(trx, invitation.domainId);
  const alreadyMember = await isMember(trx, invitation.domainId, userId);
  if (!alreadyMember) {
    const refusal = await seatRefusal(trx, usage, invitation, now);
    if (refusal) return { status: 'no_seat', refusal };
  }
  if (!(await markInvitationAnswered(trx, invitation.id, 'accepted', now))) return { status: 'closed' };
  if (!alreadyMember) {
    await addMember(trx, {
      domainId: invitation.domainId,
      userId,
      role: invitation.role,
      resourceType: invitation.resourceType,
      createdAt: now,
    });
  }
  await setLastUsedDomain(trx, userId, invitation.domainId);
  await recordLog(trx, {
    domainId: invitation.domainId,
    actorId: userId,
    action: 'member.joined',
    targetType: 'member',
    targetId: userId,
    targetName: invitation.email,
    details: { role: invitation.role, resourceType: invitation.resourceType, invitationId: invitation.id },
  });
  return { status: 'joined' };
}

/** What joining by invitation did; 'no_seat' carries the plan_limit_reached error naming the limit. */
export type JoinOutcome = { status: 'joined' } | { status: 'closed' } | { status: 'no_seat'; refusal: AppError };

/**
 * The refusal when the workspace has no seat for the invitee, else null. The invitation's own seat
 * counts as used while it is open, so accepting adds nothing to the count.
 */
async function seatRefusal(trx: Db, usage: UsageCounters, invitation: Invitation, now: Date): Promise<AppError | null> {
  try {
    await assertAllowance(trx, usage, invitation.domainId, seatOf(invitation.resourceType), now, { adding: 0 });
    return null;
  } catch (error) {
    if (error instanceof AppError && error.code === 'plan_limit_reached') return error;
    throw error;
  }
}

type Answer = { invitationResult: InvitationResult; domainName: string };

/**
 * Answers an invitation (POST /invitations/accept or /reject). Results (spec §4): 0 live but no
 * active account for the email (go to sign-up), 1 accepted, 2 rejected, 3 expired, revoked, not found,
 * wrong token or already answered. Accepting when the workspace has no free seat any more is 403
 * `plan_limit_reached` (see {@link joinWorkspaceByInvitation}); the invitation stays open.
 */
export async function answerInvitation(
  ctx: AppContext,
  input: { username: string; domainName: string; token: string },
  accept: boolean,
): Promise<Answer> {
  const now = ctx.clock();
  const email = normalizeUsername(input.username);
  const domainName = normalizeDomainName(input.domainName);
  const dead: Answer = { invitationResult: 3, domainName: input.domainName };
  const domain = await findDomainByName(ctx.db, domainName);
  if (!domain) return dead;
  const invitation = await findLiveInvitationByToken(ctx.db, domain.id, email, hashToken(input.token), now);
  if (!invitation) return dead;

  if (!accept) {
    return ctx.db.transaction().execute(async (trx): Promise<Answer> => {
      if (!(await markInvitationAnswered(trx, invitation.id, 'rejected', now))) return dead;
      const user = await findUserByUsername(trx, email);
      await recordLog(trx, {
        domainId: domain.id,
        actorId: user?.id ?? null,
        actorName: email,
        action: 'invitation.declined',
        targetType: 'invitation',
        targetId: invitation.id,
        targetName: email,
      });
      return { invitationResult: 2, domainName: domain.name };
    });
  }
  const user = await findUserByUsername(ctx.db, email);
  // A pending account joins nothing: nobody has proven its password. The invitee goes to sign-up,
  // whose activation link (sent to the invited address) activates the account and joins.
  if (!user?.activatedAt) return { invitationResult: 0, domainName: domain.name };
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    // User row first, then the workspace: the order activation uses, so the two never deadlock.
    await lockUser(trx, user.id);
    return joinWorkspaceByInvitation(trx, { invitation, userId: user.id, now, usage: ctx.usage });
  });
  if (outcome.status === 'closed') return dead;
  if (outcome.status === 'no_seat') throw outcome.refusal;
  return { invitationResult: 1, domainName: domain.name };
}
