import type { EndUserList, EndUserListFilter, EndUserSummary, EndUserUpdateRequest } from '@tessera/model/end-users';
import type { AppContext, RequestDomain } from '../../context.ts';
import { NotFoundError } from '../../errors/app-error.ts';
import { isUuid } from '../../http/uuid.ts';
import { recordLog } from '../logs/record-log.ts';
import { containsPattern } from '../projects/queries.ts';
import { deleteEndUser, findDomainProject, findProjectEndUser, listEndUsers, revokeEndUserTokens, updateEndUser } from './queries.ts';

/** A builder of the `domainname` workspace (Developer seat, checked by the auth hook). */
export interface EndUserManager {
  domain: RequestDomain;
  userId: string;
}

const endUserNotFound = () => new NotFoundError('End user not found.');

/** The project of the caller's workspace; 404 for an unknown one or another workspace's. */
async function ownProject(ctx: AppContext, caller: EndUserManager, projectId: string) {
  const project = isUuid(projectId) ? await findDomainProject(ctx.db, caller.domain.id, projectId) : undefined;
  if (!project) throw new NotFoundError('Project not found.');
  return project;
}

type EndUserRow = NonNullable<Awaited<ReturnType<typeof findProjectEndUser>>>;

function summaryOf(row: EndUserRow): EndUserSummary {
  return {
    id: row.id,
    environment: row.environment,
    email: row.email,
    roles: row.roles,
    emailVerified: row.emailVerifiedAt !== null,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

/** GET end users: a page of one environment's end users, newest first, searched by address. */
export async function listProjectEndUsers(ctx: AppContext, caller: EndUserManager, projectId: string, query: EndUserListFilter): Promise<EndUserList> {
  const project = await ownProject(ctx, caller, projectId);
  const search = query.search?.trim().toLowerCase() ?? '';
  const { rows, total } = await listEndUsers(ctx.db, {
    projectId: project.id,
    environment: query.environment,
    pattern: search ? containsPattern(search) : null,
    offset: query.offset,
    limit: query.limit,
  });
  return { items: rows.map(summaryOf), total };
}

/**
 * PATCH an end user: its roles (trimmed, duplicates dropped; they reach its tokens at the next
 * refresh) and whether it is disabled. Disabling ends every session at once (refresh tokens
 * revoked; access tokens already out expire within their short life) and blocks sign-in; enabling
 * lets it sign in again. Recorded in the workspace's audit log.
 */
export async function updateProjectEndUser(ctx: AppContext, caller: EndUserManager, projectId: string, endUserId: string, body: EndUserUpdateRequest): Promise<EndUserSummary> {
  const project = await ownProject(ctx, caller, projectId);
  if (!isUuid(endUserId)) throw endUserNotFound();
  const now = ctx.clock();
  return ctx.db.transaction().execute(async (trx) => {
    const found = await findProjectEndUser(trx, project.id, endUserId);
    if (!found) throw endUserNotFound();
    const roles = body.roles === undefined ? undefined : [...new Set(body.roles.map((role) => role.trim()))];
    const disabledAt = body.disabled === undefined ? undefined : body.disabled ? (found.disabledAt ?? now) : null;
    await updateEndUser(trx, found.id, { ...(roles ? { roles } : {}), ...(disabledAt !== undefined ? { disabledAt } : {}) });
    if (body.disabled) await revokeEndUserTokens(trx, found.id, now);
    await recordLog(trx, {
      domainId: caller.domain.id,
      actorId: caller.userId,
      action: 'endUser.updated',
      targetType: 'endUser',
      targetId: found.id,
      targetName: found.email,
      details: { projectId: project.id, environment: found.environment, ...(roles ? { roles } : {}), ...(body.disabled !== undefined ? { disabled: body.disabled } : {}) },
    });
    const updated = await findProjectEndUser(trx, project.id, found.id);
    return summaryOf(updated!);
  });
}

/** DELETE an end user: its account, sessions and codes go; on live its End User of the plan is free again. */
export async function deleteProjectEndUser(ctx: AppContext, caller: EndUserManager, projectId: string, endUserId: string): Promise<void> {
  const project = await ownProject(ctx, caller, projectId);
  if (!isUuid(endUserId)) throw endUserNotFound();
  await ctx.db.transaction().execute(async (trx) => {
    const found = await findProjectEndUser(trx, project.id, endUserId);
    if (!found || !(await deleteEndUser(trx, project.id, found.id))) throw endUserNotFound();
    await recordLog(trx, {
      domainId: caller.domain.id,
      actorId: caller.userId,
      action: 'endUser.deleted',
      targetType: 'endUser',
      targetId: found.id,
      targetName: found.email,
      details: { projectId: project.id, environment: found.environment },
    });
  });
}
