import type { ScreenSummary } from '@tessera/model/workspace-api';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { recordLog } from '../logs/record-log.ts';
import { isUniqueViolation } from '../projects/queries.ts';
import type { ProjectCaller } from '../projects/service.ts';
import { type ScreenSummaryRow, updateScreen } from './queries.ts';
import { ownProject, ownScreenSummary, type ProjectOfCaller, screenNameTaken } from './screen-access.ts';
import { toSummary } from './screen-view.ts';

/** Updates a screen; a name taken in the project (ignoring case) is 409 `conflict`. */
export async function updateScreenOrNameTaken(db: Db, projectId: string, screenId: string, change: Parameters<typeof updateScreen>[3]): Promise<void> {
  try {
    await updateScreen(db, projectId, screenId, change);
  } catch (error) {
    if (isUniqueViolation(error)) throw screenNameTaken();
    throw error;
  }
}

/** Writes a screen name change to the audit log ('screen.renamed'). */
export async function logRename(db: Db, caller: ProjectCaller, project: ProjectOfCaller, screen: ScreenSummaryRow, name: string) {
  await recordLog(db, {
    domainId: caller.domain.id,
    actorId: caller.userId,
    action: 'screen.renamed',
    targetType: 'screen',
    targetId: screen.id,
    targetName: name,
    details: { projectId: project.id, from: screen.name, to: name },
  });
}

/** PATCH …/screens/:screenId: a new name, unique in the project ignoring case. Leaves the version alone. */
export async function renameScreen(ctx: AppContext, caller: ProjectCaller, projectId: string, screenId: string, name: string): Promise<ScreenSummary> {
  return ctx.db.transaction().execute(async (trx) => {
    const project = await ownProject(trx, caller, projectId);
    const screen = await ownScreenSummary(trx, project.id, screenId, true);
    if (screen.name !== name) {
      await updateScreenOrNameTaken(trx, project.id, screen.id, { name, updatedAt: ctx.clock() });
      await logRename(trx, caller, project, screen, name);
    }
    return toSummary(await ownScreenSummary(trx, project.id, screen.id), project.startScreenId);
  });
}
