import { randomUUID } from 'node:crypto';
import type { DomainSummary, WorkspaceDetail } from '@tessera/model/workspace-api';
import type { AppContext } from '../../context.ts';
import { AppError, NotFoundError } from '../../errors/app-error.ts';
import { isReservedDomainName, normalizeDomainName } from '../domains/domain-name.ts';
import { addMember, findDomainById, findDomainByNameIgnoringCase, findMembership, insertDomain, updateDeleteModalType } from '../domains/queries.ts';
import { getDomainDetail } from '../domains/service.ts';
import { recordLog } from '../logs/record-log.ts';
import { setLastUsedDomain } from '../users/queries.ts';
import { assertNewWorkspaceAllowance } from './workspace-allowance.ts';

export const workspaceMessages = {
  nameTaken: 'That workspace name is taken.',
  nameReserved: 'name: That name is reserved. Choose another one.',
  notFound: 'Workspace not found.',
} as const;

/**
 * POST /api/domains: creates a workspace (the name already passed `domainNameSchema`) with the
 * caller as its owner and first developer, makes it their last used one and logs it. A reserved
 * route word is refused (400), a name taken by any workspace, ignoring case, is 409, and a
 * workspace past the Free plan's Workspace allowance is 403 (see `assertNewWorkspaceAllowance`).
 */
export async function createWorkspace(ctx: AppContext, userId: string, name: string): Promise<DomainSummary> {
  if (isReservedDomainName(name)) throw new AppError('validation_failed', workspaceMessages.nameReserved);
  const now = ctx.clock();
  const id = randomUUID();
  return ctx.db.transaction().execute(async (trx) => {
    if (await findDomainByNameIgnoringCase(trx, name)) throw new AppError('conflict', workspaceMessages.nameTaken);
    await assertNewWorkspaceAllowance(trx, userId);
    // The unique index decides between two concurrent creations of the same name.
    if (!(await insertDomain(trx, { id, name, createdAt: now, createdBy: userId }))) {
      throw new AppError('conflict', workspaceMessages.nameTaken);
    }
    await addMember(trx, { domainId: id, userId, role: 'owner', resourceType: 'developer', createdAt: now });
    await setLastUsedDomain(trx, userId, id);
    await recordLog(trx, { domainId: id, actorId: userId, action: 'workspace.created', targetType: 'workspace', targetId: id, targetName: name });
    return { domainName: name, role: 'owner' as const };
  });
}

/** POST /api/domains/select: the workspace becomes the caller's lastUsedDomainName (members only; 404 otherwise). */
export async function selectWorkspace(ctx: AppContext, userId: string, domainName: string): Promise<{ lastUsedDomainName: string }> {
  const membership = await findMembership(ctx.db, userId, normalizeDomainName(domainName));
  if (!membership) throw new NotFoundError(workspaceMessages.notFound);
  await setLastUsedDomain(ctx.db, userId, membership.domainId);
  return { lastUsedDomainName: membership.name };
}

/** PATCH /api/domain/settings (owner): the delete dialog type; logged with the old and new value. */
export async function updateWorkspaceSettings(
  ctx: AppContext,
  caller: { userId: string; domainId: string; role: 'owner' | 'developer'; resourceType: 'developer' | 'end_user' },
  settings: { deleteModalType: 'yesNo' | 'confirm' },
): Promise<WorkspaceDetail> {
  await ctx.db.transaction().execute(async (trx) => {
    const domain = await findDomainById(trx, caller.domainId);
    if (!domain) throw new NotFoundError(workspaceMessages.notFound);
    if (domain.deleteModalType === settings.deleteModalType) return;
    await updateDeleteModalType(trx, domain.id, settings.deleteModalType);
    await recordLog(trx, {
      domainId: domain.id,
      actorId: caller.userId,
      action: 'settings.updated',
      targetType: 'settings',
      targetId: domain.id,
      targetName: domain.name,
      details: { deleteModalType: { from: domain.deleteModalType, to: settings.deleteModalType } },
    });
  });
  return getDomainDetail(ctx, caller);
}
