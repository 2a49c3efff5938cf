import type { Member, MembersResponse } from '@tessera/model/workspace-api';
import type { AppContext } from '../../context.ts';
import type { DomainRole, ResourceType } from '../../db/database.ts';
import { AppError, NotFoundError } from '../../errors/app-error.ts';
import { isUuid } from '../../http/uuid.ts';
import { listOpenInvitations } from '../invitations/queries.ts';
import { seatOf } from '../invitations/seats.ts';
import { toPendingInvitation } from '../invitations/service.ts';
import { recordLog } from '../logs/record-log.ts';
import { assertAllowance, lockDomainForAllowance } from '../plans/allowances.ts';
import { clearLastUsedDomain } from '../users/queries.ts';
import {
  countOwners,
  deleteMembership,
  deleteProjectTraces,
  findMember,
  listMembers,
  updateMembership,
} from './queries.ts';

export const memberMessages = {
  notFound: 'Member not found.',
  lastOwner: 'A workspace needs at least one owner.',
  nothingToChange: 'body: Send a role or a resource type to change.',
} as const;

/** The signed-in member acting in a workspace (after the auth hook's membership check). */
export interface Caller {
  userId: string;
  domainId: string;
  role: DomainRole;
}

type MemberRow = { userId: string; username: string; firstname: string; lastname: string; role: DomainRole; resourceType: ResourceType; createdAt: Date };

function toMember(row: MemberRow): Member {
  return {
    userId: row.userId,
    username: row.username,
    firstname: row.firstname,
    lastname: row.lastname,
    role: row.role,
    resourceType: row.resourceType,
    joinedAt: row.createdAt.toISOString(),
  };
}

/** GET /api/members (any member): the members and the open invitations (expired ones marked). */
export async function listMembersAndInvitations(ctx: AppContext, domainId: string): Promise<MembersResponse> {
  const now = ctx.clock();
  const [members, invitations] = await Promise.all([listMembers(ctx.db, domainId), listOpenInvitations(ctx.db, domainId)]);
  return { members: members.map(toMember), invitations: invitations.map((row) => toPendingInvitation(row, now)) };
}

/**
 * PATCH /api/members/:userId (owner): a new role and/or resource type. The last owner cannot be
 * made a developer (409); moving to a resource type needs a free seat of it (403
 * plan_limit_reached). Runs after locking the workspace row, like every seat change.
 */
export async function updateMember(
  ctx: AppContext,
  caller: Caller,
  userId: string,
  changes: { role?: DomainRole | undefined; resourceType?: ResourceType | undefined },
): Promise<Member> {
  if (changes.role === undefined && changes.resourceType === undefined) {
    throw new AppError('validation_failed', memberMessages.nothingToChange);
  }
  if (!isUuid(userId)) throw new NotFoundError(memberMessages.notFound);
  return ctx.db.transaction().execute(async (trx) => {
    await lockDomainForAllowance(trx, caller.domainId);
    const member = await findMember(trx, caller.domainId, userId);
    if (!member) throw new NotFoundError(memberMessages.notFound);
    const role = changes.role ?? member.role;
    const resourceType = changes.resourceType ?? member.resourceType;
    if (role === member.role && resourceType === member.resourceType) return toMember(member);
    if (member.role === 'owner' && role !== 'owner' && (await countOwners(trx, caller.domainId)) <= 1) {
      throw new AppError('conflict', memberMessages.lastOwner);
    }
    if (resourceType !== member.resourceType) await assertAllowance(trx, ctx.usage, caller.domainId, seatOf(resourceType), ctx.clock());
    await updateMembership(trx, caller.domainId, userId, { role, resourceType });
    const details: Record<string, unknown> = {};
    if (role !== member.role) details.role = { from: member.role, to: role };
    if (resourceType !== member.resourceType) details.resourceType = { from: member.resourceType, to: resourceType };
    await recordLog(trx, {
      domainId: caller.domainId,
      actorId: caller.userId,
      action: 'member.updated',
      targetType: 'member',
      targetId: userId,
      targetName: member.username,
      details,
    });
    return toMember({ ...member, role, resourceType });
  });
}

/**
 * DELETE /api/members/:userId: an owner removes anyone, any member removes themself (leaves);
 * never the last owner (409). The removed user's favourites and visits of the workspace's
 * projects go too, and their lastUsedDomainName is cleared if it was this workspace.
 */
export async function removeMember(ctx: AppContext, caller: Caller, userId: string): Promise<void> {
  const leaving = caller.userId === userId;
  if (!leaving && caller.role !== 'owner') throw new AppError('forbidden');
  if (!isUuid(userId)) throw new NotFoundError(memberMessages.notFound);
  await ctx.db.transaction().execute(async (trx) => {
    await lockDomainForAllowance(trx, caller.domainId);
    const member = await findMember(trx, caller.domainId, userId);
    if (!member) throw new NotFoundError(memberMessages.notFound);
    if (member.role === 'owner' && (await countOwners(trx, caller.domainId)) <= 1) {
      throw new AppError('conflict', memberMessages.lastOwner);
    }
    await deleteMembership(trx, caller.domainId, userId);
    await deleteProjectTraces(trx, caller.domainId, userId);
    await clearLastUsedDomain(trx, userId, caller.domainId);
    await recordLog(trx, {
      domainId: caller.domainId,
      actorId: caller.userId,
      action: 'member.removed',
      targetType: 'member',
      targetId: userId,
      targetName: member.username,
      details: { left: leaving, role: member.role, resourceType: member.resourceType },
    });
  });
}
