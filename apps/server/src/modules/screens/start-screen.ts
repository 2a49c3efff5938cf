import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordLog } from '../logs/record-log.ts';
import type { ProjectCaller } from '../projects/service.ts';
import { setStartScreenId } from './queries.ts';
import { ownProject, ownScreenSummary } from './screen-access.ts';

/** PUT …/start-screen: a page ('screen' kind) of the project becomes the one the app opens on. */
export async function setStartScreen(ctx: AppContext, caller: ProjectCaller, projectId: string, screenId: string): Promise<{ startScreenId: string | null }> {
  return ctx.db.transaction().execute(async (trx) => {
    const project = await ownProject(trx, caller, projectId, true);
    const screen = await ownScreenSummary(trx, project.id, screenId);
    if (screen.kind !== 'screen') throw new AppError('validation_failed', 'screenId: Only a screen (not a master, report or component) can be the start screen.');
    if (project.startScreenId !== screen.id) {
      await setStartScreenId(trx, project.id, screen.id, ctx.clock());
      await recordLog(trx, {
        domainId: caller.domain.id,
        actorId: caller.userId,
        action: 'screen.start_screen_set',
        targetType: 'screen',
        targetId: screen.id,
        targetName: screen.name,
        details: { projectId: project.id, previousId: project.startScreenId },
      });
    }
    return { startScreenId: screen.id };
  });
}
