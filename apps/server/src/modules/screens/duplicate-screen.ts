import { randomUUID } from 'node:crypto';
import type { ScreenDetail } from '@tessera/model/workspace-api';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { recordLog } from '../logs/record-log.ts';
import { copyName } from '../projects/duplicate-project.ts';
import type { ProjectCaller } from '../projects/service.ts';
import { countScreenActions } from './action-queries.ts';
import { findTakenScreenNames, insertScreen, nextScreenPosition } from './queries.ts';
import { getScreen } from './read-screens.ts';
import { ownProject, ownScreen, screenNameTaken } from './screen-access.ts';
import { assertActionAllowance, assertScreenAllowance } from './screen-allowances.ts';
import { assertCopyableTree } from './screen-tree.ts';

/** The first "<name> (copy N)" not used in the project (case-insensitive). */
async function freeScreenCopyName(db: Db, projectId: string, name: string): Promise<string> {
  for (let first = 1; ; first += 25) {
    const candidates = Array.from({ length: 25 }, (_, i) => copyName(name, first + i));
    const taken = await findTakenScreenNames(db, projectId, candidates);
    const free = candidates.find((candidate) => !taken.has(candidate.toLowerCase()));
    if (free) return free;
  }
}

/** POST …/screens/:screenId/duplicate: a copy at the end of the list (counts against the screen and action allowances). */
export async function duplicateScreen(ctx: AppContext, caller: ProjectCaller, projectId: string, screenId: string, name: string | undefined): Promise<ScreenDetail> {
  const id = randomUUID();
  await ctx.db.transaction().execute(async (trx) => {
    // The project lock serialises copies of one project, so the free name stays free.
    const project = await ownProject(trx, caller, projectId, true);
    const from = await ownScreen(trx, project.id, screenId);
    assertCopyableTree(from.root, 'root');
    await assertScreenAllowance(trx, ctx.usage, caller.domain.id, ctx.clock());
    await assertActionAllowance(trx, ctx.usage, caller.domain.id, ctx.clock(), await countScreenActions(trx, from.id));
    const chosen = name ?? (await freeScreenCopyName(trx, project.id, from.name));
    const now = ctx.clock();
    const inserted = await insertScreen(trx, {
      id,
      projectId: project.id,
      name: chosen,
      kind: from.kind,
      isMobile: from.isMobile,
      isDesktop: from.isDesktop,
      masterId: from.masterId,
      root: JSON.stringify(from.root),
      position: await nextScreenPosition(trx, project.id),
      createdBy: caller.userId,
      createdAt: now,
      updatedAt: now,
    });
    if (!inserted) throw screenNameTaken();
    await recordLog(trx, {
      domainId: caller.domain.id,
      actorId: caller.userId,
      action: 'screen.duplicated',
      targetType: 'screen',
      targetId: id,
      targetName: chosen,
      details: { projectId: project.id, sourceId: from.id, sourceName: from.name },
    });
  });
  return getScreen(ctx.db, caller, projectId, id);
}
