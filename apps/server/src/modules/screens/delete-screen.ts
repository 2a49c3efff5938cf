import type { AppContext } from '../../context.ts';
import { recordLog } from '../logs/record-log.ts';
import type { ProjectCaller } from '../projects/service.ts';
import { deleteScreenRow } from './queries.ts';
import { ownProject, ownScreenSummary } from './screen-access.ts';

/**
 * DELETE …/screens/:screenId. Any screen may go, the start screen too: the project then has no
 * start screen until one is chosen, and screens framed by a deleted master lose their master.
 */
export async function deleteScreen(ctx: AppContext, caller: ProjectCaller, projectId: string, screenId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const project = await ownProject(trx, caller, projectId, true);
    const screen = await ownScreenSummary(trx, project.id, screenId, true);
    await deleteScreenRow(trx, project.id, screen.id);
    await recordLog(trx, {
      domainId: caller.domain.id,
      actorId: caller.userId,
      action: 'screen.deleted',
      targetType: 'screen',
      targetId: screen.id,
      targetName: screen.name,
      details: { projectId: project.id, wasStartScreen: project.startScreenId === screen.id },
    });
  });
}
