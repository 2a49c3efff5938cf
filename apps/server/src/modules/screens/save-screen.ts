import { SCREEN_CHANGED_MESSAGE, type ScreenSummary } from '@tessera/model/workspace-api';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { ProjectCaller } from '../projects/service.ts';
import { countTreeActions } from './action-count.ts';
import { countScreenActions } from './action-queries.ts';
import { logRename, updateScreenOrNameTaken } from './rename-screen.ts';
import { assertMaster, ownProject, ownScreenSummary } from './screen-access.ts';
import { assertActionAllowance } from './screen-allowances.ts';
import { parseScreenRoot } from './screen-tree.ts';
import { toSummary } from './screen-view.ts';

/** What a save may change: the tree always, the rest when given. */
export interface SaveScreenInput {
  version: number;
  name?: string | undefined;
  isMobile?: boolean | undefined;
  isDesktop?: boolean | undefined;
  masterId?: string | null | undefined;
  root: unknown;
}

/**
 * PUT …/screens/:screenId: stores the tree if `version` is the stored one (else 409 and nothing
 * changes) and answers the summary with the next version. Saves are not written to the audit
 * log (the version counts them); a name change through a save is.
 */
export async function saveScreen(ctx: AppContext, caller: ProjectCaller, projectId: string, screenId: string, input: SaveScreenInput): Promise<ScreenSummary> {
  const root = parseScreenRoot(input.root);
  return ctx.db.transaction().execute(async (trx) => {
    const project = await ownProject(trx, caller, projectId);
    const screen = await ownScreenSummary(trx, project.id, screenId, true);
    if (screen.version !== input.version) {
      throw new AppError('conflict', `${SCREEN_CHANGED_MESSAGE} Its current version is ${screen.version}.`);
    }
    await assertMaster(trx, project.id, input.masterId, screen.id);
    // A save that adds no action passes, also in a workspace over the allowance after a plan change.
    const actions = countTreeActions(root);
    if (actions > 0) await assertActionAllowance(trx, ctx.usage, caller.domain.id, ctx.clock(), actions - (await countScreenActions(trx, screen.id)));
    const now = ctx.clock();
    const version = screen.version + 1;
    const renamed = input.name !== undefined && input.name !== screen.name;
    await updateScreenOrNameTaken(trx, project.id, screen.id, {
      ...(renamed ? { name: input.name } : {}),
      ...(input.isMobile !== undefined ? { isMobile: input.isMobile } : {}),
      ...(input.isDesktop !== undefined ? { isDesktop: input.isDesktop } : {}),
      ...(input.masterId !== undefined ? { masterId: input.masterId } : {}),
      root: JSON.stringify(root),
      version,
      updatedAt: now,
    });
    if (renamed) await logRename(trx, caller, project, screen, input.name!);
    const row = await ownScreenSummary(trx, project.id, screen.id);
    return toSummary(row, project.startScreenId);
  });
}
