import { randomUUID } from 'node:crypto';
import type { CreateScreenRequest, ScreenDetail } from '@tessera/model/workspace-api';
import type { AppContext } from '../../context.ts';
import { recordLog } from '../logs/record-log.ts';
import type { ProjectCaller } from '../projects/service.ts';
import { insertScreen, nextScreenPosition, setStartScreenId } from './queries.ts';
import { getScreen } from './read-screens.ts';
import { assertMaster, ownProject, screenNameTaken } from './screen-access.ts';
import { assertScreenAllowance } from './screen-allowances.ts';
import { screenRootFromTemplate } from './templates.ts';

/**
 * POST …/screens: a screen built from a template, at the end of the list. The project's first
 * page ('screen' kind) becomes its start screen.
 */
export async function createScreen(ctx: AppContext, caller: ProjectCaller, projectId: string, input: Required<Omit<CreateScreenRequest, 'masterId'>> & { masterId?: string | null | undefined }): Promise<ScreenDetail> {
  const id = randomUUID();
  await ctx.db.transaction().execute(async (trx) => {
    const project = await ownProject(trx, caller, projectId, true);
    await assertScreenAllowance(trx, ctx.usage, caller.domain.id, ctx.clock());
    await assertMaster(trx, project.id, input.masterId);
    const now = ctx.clock();
    const inserted = await insertScreen(trx, {
      id,
      projectId: project.id,
      name: input.name,
      kind: input.kind,
      isMobile: input.isMobile,
      isDesktop: input.isDesktop,
      masterId: input.masterId ?? null,
      root: JSON.stringify(screenRootFromTemplate(input.template, input.name)),
      position: await nextScreenPosition(trx, project.id),
      createdBy: caller.userId,
      createdAt: now,
      updatedAt: now,
    });
    if (!inserted) throw screenNameTaken();
    if (project.startScreenId === null && input.kind === 'screen') await setStartScreenId(trx, project.id, id, now);
    await recordLog(trx, {
      domainId: caller.domain.id,
      actorId: caller.userId,
      action: 'screen.created',
      targetType: 'screen',
      targetId: id,
      targetName: input.name,
      details: { projectId: project.id, projectName: project.name, kind: input.kind, template: input.template },
    });
  });
  return getScreen(ctx.db, caller, projectId, id);
}
