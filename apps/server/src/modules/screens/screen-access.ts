import type { Db } from '../../db/database.ts';
import { AppError, NotFoundError } from '../../errors/app-error.ts';
import { isUuid } from '../../http/uuid.ts';
import { assertProjectId, type ProjectCaller, projectNotFound } from '../projects/service.ts';
import { findProjectInDomain, findScreenRow, findScreenSummaryRow, type ScreenRow, type ScreenSummaryRow } from './queries.ts';

export const screenNotFound = () => new NotFoundError('Screen not found.');
export const screenNameTaken = () => new AppError('conflict', 'A screen with this name already exists in this project.');

function assertScreenId(screenId: string): void {
  if (!isUuid(screenId)) throw screenNotFound();
}

/** The caller's project as screen changes read it. */
export type ProjectOfCaller = NonNullable<Awaited<ReturnType<typeof findProjectInDomain>>>;

/** The caller's project (locked when `lock`), or 404: also for another workspace's project. */
export async function ownProject(db: Db, caller: ProjectCaller, projectId: string, lock = false): Promise<ProjectOfCaller> {
  assertProjectId(projectId);
  const project = await findProjectInDomain(db, caller.domain.id, projectId, lock);
  if (!project) throw projectNotFound();
  return project;
}

/** A screen of that project (locked when `lock`), or 404: also for another project's screen id. */
export async function ownScreen(db: Db, projectId: string, screenId: string, lock = false): Promise<ScreenRow> {
  assertScreenId(screenId);
  const screen = await findScreenRow(db, projectId, screenId, lock);
  if (!screen) throw screenNotFound();
  return screen;
}

/** `ownScreen` without the tree, for changes that do not read it. */
export async function ownScreenSummary(db: Db, projectId: string, screenId: string, lock = false): Promise<ScreenSummaryRow> {
  assertScreenId(screenId);
  const screen = await findScreenSummaryRow(db, projectId, screenId, lock);
  if (!screen) throw screenNotFound();
  return screen;
}

/** A master screen of the same project, or 400. */
export async function assertMaster(db: Db, projectId: string, masterId: string | null | undefined, selfId?: string): Promise<void> {
  if (masterId === null || masterId === undefined) return;
  const master = isUuid(masterId) && masterId !== selfId ? await findScreenSummaryRow(db, projectId, masterId) : undefined;
  if (!master || master.kind !== 'master') throw new AppError('validation_failed', 'masterId: Choose a master screen of this project.');
}
