import { randomUUID } from 'node:crypto';
import type { CreateProjectRequest, ListProjectsQuery, Project } from '@tessera/model/workspace-api';
import type { AppContext, RequestDomain } from '../../context.ts';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../db/database.ts';
import { AppError, NotFoundError } from '../../errors/app-error.ts';
import { isUuid } from '../../http/uuid.ts';
import { recordLog } from '../logs/record-log.ts';
import { assertAllowance, lockDomainForAllowance } from '../plans/allowances.ts';
import type { UsageCounters } from '../../extension-points.ts';
import { toProject } from './project-view.ts';
import {
  addFavoriteInDomain,
  deleteProjectRow,
  findDeleteModalType,
  findProjectRow,
  insertProject,
  isUniqueViolation,
  listProjectRows,
  lockProject,
  recordVisit,
  recordVisitInDomain,
  removeFavoriteInDomain,
  updateProject,
} from './queries.ts';

/** Who asks, in which workspace: every project call is scoped by both. */
export interface ProjectCaller {
  domain: RequestDomain;
  userId: string;
}

export const nameTakenError = () => new AppError('conflict', 'A project with this name already exists.');
export const projectNotFound = () => new NotFoundError('Project not found.');

/** Project ids are uuids; anything else names no project (and must not reach a uuid column). */
export function assertProjectId(projectId: string): void {
  if (!isUuid(projectId)) throw projectNotFound();
}

/** A project of the caller's workspace as the caller sees it, or 404 (also for other workspaces' ids). */
export async function getProject(db: Db, caller: ProjectCaller, projectId: string): Promise<Project> {
  assertProjectId(projectId);
  const row = await findProjectRow(db, caller.domain.id, caller.userId, projectId);
  if (!row) throw projectNotFound();
  return toProject(row);
}

/** Locks a project of the caller's workspace inside a transaction, or 404. */
async function lockOwnProject(db: Db, caller: ProjectCaller, projectId: string) {
  assertProjectId(projectId);
  const project = await lockProject(db, caller.domain.id, projectId);
  if (!project) throw projectNotFound();
  return project;
}

/** GET /api/projects: a view of spec §2, searched and sorted (default: recent by last visit, others by last change). */
export async function listProjects(db: Db, caller: ProjectCaller, query: ListProjectsQuery): Promise<Project[]> {
  const view = query.view ?? 'recent';
  const sort = query.sort ?? (view === 'recent' ? 'visited' : 'updated');
  const order = query.order ?? (sort === 'name' ? 'asc' : 'desc');
  const rows = await listProjectRows(db, caller.domain.id, caller.userId, { view, search: query.search, sort, order });
  return rows.map(toProject);
}

/**
 * A project with an Android or iOS target is a mobile app: the plan must include Android/iOS and
 * have a mobile-app seat left. Takes the workspace's allowance lock, so concurrent creations
 * are counted one after the other.
 */
export async function assertMobileAllowance(db: Db, usage: UsageCounters, domainId: string, now: Date): Promise<void> {
  await lockDomainForAllowance(db, domainId);
  await assertAllowance(db, usage, domainId, 'androidIos', now);
  await assertAllowance(db, usage, domainId, 'mobileApp', now);
}

export const isMobile = (project: { supportAndroid: boolean; supportIos: boolean }) => project.supportAndroid || project.supportIos;

/** POST /api/projects. The creator's visit is recorded too: a new project opens in the studio. */
export async function createProject(ctx: AppContext, caller: ProjectCaller, input: Required<CreateProjectRequest>): Promise<Project> {
  const now = ctx.clock();
  const project = {
    id: randomUUID(),
    domainId: caller.domain.id,
    name: input.name,
    supportWeb: input.supportWeb,
    supportAndroid: input.supportAndroid,
    supportIos: input.supportIOS,
    createdBy: caller.userId,
    createdAt: now,
    updatedAt: now,
  };
  await ctx.db.transaction().execute(async (trx) => {
    if (isMobile(project)) await assertMobileAllowance(trx, ctx.usage, caller.domain.id, now);
    if (!(await insertProject(trx, project))) throw nameTakenError();
    await recordVisit(trx, caller.userId, project.id, now);
    await recordLog(trx, {
      domainId: caller.domain.id,
      actorId: caller.userId,
      action: 'project.created',
      targetType: 'project',
      targetId: project.id,
      targetName: project.name,
      details: { supportWeb: project.supportWeb, supportAndroid: project.supportAndroid, supportIOS: project.supportIos },
    });
  });
  return getProject(ctx.db, caller, project.id);
}

/** PATCH /api/projects/:projectId: a new name, unique in the workspace ignoring case. */
export async function renameProject(ctx: AppContext, caller: ProjectCaller, projectId: string, name: string): Promise<Project> {
  await ctx.db.transaction().execute(async (trx) => {
    const project = await lockOwnProject(trx, caller, projectId);
    if (project.name === name) return;
    try {
      await updateProject(trx, caller.domain.id, projectId, { name, updatedAt: ctx.clock() });
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTakenError();
      throw error;
    }
    await recordLog(trx, {
      domainId: caller.domain.id,
      actorId: caller.userId,
      action: 'project.renamed',
      targetType: 'project',
      targetId: projectId,
      targetName: name,
      details: { from: project.name, to: name },
    });
  });
  return getProject(ctx.db, caller, projectId);
}

/**
 * POST archive / restore. Idempotent: archiving an archived project changes and logs nothing.
 * Restoring needs no allowance check: archived mobile projects keep counting against the plan.
 * An archived project's app answers as an unknown one (the data API, its connected tables, the
 * end users' account routes, the REST route, the live-app route). The app database may be
 * another server, so its flag (`projectArchiveSteps`) is written before the archive commits and
 * after the restore committed: a failure in between leaves the app closed, and repeating the
 * request (the steps run even when the row is already as asked) finishes it. Both writes hold the
 * project's row lock (publishing's), the restore's after reading the row again under it: an
 * archive and a restore run one after the other, so the flag ends as the row does.
 */
export async function setProjectArchived(ctx: AppContext, caller: ProjectCaller, projectId: string, archived: boolean): Promise<Project> {
  const archiveSteps = async (trx: Transaction<Database>) => {
    for (const step of ctx.projectArchiveSteps) await step(projectId, archived, trx);
  };
  await ctx.db.transaction().execute(async (trx) => {
    const project = await lockOwnProject(trx, caller, projectId);
    if (archived) await archiveSteps(trx);
    if ((project.archivedAt !== null) === archived) return;
    const now = ctx.clock();
    await updateProject(trx, caller.domain.id, projectId, { archivedAt: archived ? now : null, updatedAt: now });
    await recordLog(trx, {
      domainId: caller.domain.id,
      actorId: caller.userId,
      action: archived ? 'project.archived' : 'project.restored',
      targetType: 'project',
      targetId: projectId,
      targetName: project.name,
    });
  });
  if (!archived) {
    await ctx.db.transaction().execute(async (trx) => {
      // An archive that ran since the restore committed holds the flag: it stays closed.
      if ((await lockOwnProject(trx, caller, projectId)).archivedAt === null) await archiveSteps(trx);
    });
  }
  return getProject(ctx.db, caller, projectId);
}

/**
 * DELETE /api/projects/:projectId. Owners delete any project, developers only those they created
 * (403). In a workspace whose delete dialog is 'confirm', `confirmName` must repeat the name exactly.
 */
export async function deleteProject(ctx: AppContext, caller: ProjectCaller, projectId: string, confirmName: string | undefined): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const project = await lockOwnProject(trx, caller, projectId);
    if (caller.domain.role !== 'owner' && project.createdBy !== caller.userId) {
      throw new AppError('forbidden', 'Developers can delete only the projects they created.');
    }
    if ((await findDeleteModalType(trx, caller.domain.id)) === 'confirm' && confirmName !== project.name) {
      throw new AppError('validation_failed', 'Type the project’s name to confirm.');
    }
    await deleteProjectRow(trx, caller.domain.id, projectId);
    await recordLog(trx, {
      domainId: caller.domain.id,
      actorId: caller.userId,
      action: 'project.deleted',
      targetType: 'project',
      targetId: projectId,
      targetName: project.name,
    });
  });
  // Its data schemas may live on another database: removed once the deletion committed.
  for (const step of ctx.projectRemovalSteps) {
    await step(projectId).catch((error: unknown) => ctx.log.error({ err: error, projectId }, 'removing a deleted project’s data failed'));
  }
}

/** PUT / DELETE the caller's favourite mark (idempotent; favourites are per user). */
export async function setFavorite(ctx: AppContext, caller: ProjectCaller, projectId: string, favorite: boolean): Promise<{ isFavorite: boolean }> {
  assertProjectId(projectId);
  const found = favorite
    ? await addFavoriteInDomain(ctx.db, caller.domain.id, caller.userId, projectId, ctx.clock())
    : await removeFavoriteInDomain(ctx.db, caller.domain.id, caller.userId, projectId);
  if (!found) throw projectNotFound();
  return { isFavorite: favorite };
}

/** POST /api/projects/:projectId/open: the caller opened the project; it tops their recent list. */
export async function openProject(ctx: AppContext, caller: ProjectCaller, projectId: string): Promise<Project> {
  assertProjectId(projectId);
  await recordVisitInDomain(ctx.db, caller.domain.id, caller.userId, projectId, ctx.clock());
  return getProject(ctx.db, caller, projectId);
}
