import type { Db } from '../../db/database.ts';
import { assertProjectId, type ProjectCaller, projectNotFound } from '../projects/service.ts';
import { findProjectInDomain } from './queries.ts';

/** The caller's project, or 404: also for another workspace's project. */
export async function ownProject(db: Db, caller: ProjectCaller, projectId: string): Promise<void> {
  assertProjectId(projectId);
  if (!(await findProjectInDomain(db, caller.domain.id, projectId))) throw projectNotFound();
}
