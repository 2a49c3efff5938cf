import { randomUUID } from 'node:crypto';
import { elementTreeSchema, type ElementNode, findTreeLimitBreach, formatPath, validateElementTree } from '@tessera/model/definition';
import { type CreateScreenRequest, SCREEN_CHANGED_MESSAGE, type ScreenDetail, type ScreenList, type ScreenSummary } from '@tessera/model/workspace-api';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError, NotFoundError } from '../../errors/app-error.ts';
import { isUuid } from '../../http/uuid.ts';
import { recordLog } from '../logs/record-log.ts';
import { assertAllowance, lockDomainForAllowance, registerUsageCounter } from '../plans/allowances.ts';
import { registerProjectCopyStep } from '../projects/copy-steps.ts';
import { copyName } from '../projects/duplicate-project.ts';
import { isUniqueViolation } from '../projects/queries.ts';
import { assertProjectId, type ProjectCaller, projectNotFound } from '../projects/service.ts';
import { countDomainActions, countProjectActions, countScreenActions, countTreeActions } from './action-count.ts';
import {
  countDomainScreens,
  deleteScreenRow,
  findProjectInDomain,
  findScreenRow,
  findScreenSummaryRow,
  findTakenScreenNames,
  insertScreen,
  listFullScreenRows,
  listScreenRows,
  nextScreenPosition,
  type ScreenRow,
  type ScreenSummaryRow,
  setStartScreenId,
  updateScreen,
} from './queries.ts';
import { screenRootFromTemplate } from './templates.ts';

// The 'screen' allowance counts screens across the workspace's projects, 'action' their actions.
registerUsageCounter('screen', countDomainScreens);
registerUsageCounter('action', countDomainActions);

export const screenNotFound = () => new NotFoundError('Screen not found.');
export const screenNameTaken = () => new AppError('conflict', 'A screen with this name already exists in this project.');

function assertScreenId(screenId: string): void {
  if (!isUuid(screenId)) throw screenNotFound();
}

type ProjectOfCaller = NonNullable<Awaited<ReturnType<typeof findProjectInDomain>>>;

/** The caller's project (locked when `lock`), or 404: also for another workspace's project. */
async function ownProject(db: Db, caller: ProjectCaller, projectId: string, lock = false): Promise<ProjectOfCaller> {
  assertProjectId(projectId);
  const project = await findProjectInDomain(db, caller.domain.id, projectId, lock);
  if (!project) throw projectNotFound();
  return project;
}

/** A screen of that project (locked when `lock`), or 404: also for another project's screen id. */
async function ownScreen(db: Db, projectId: string, screenId: string, lock = false): Promise<ScreenRow> {
  assertScreenId(screenId);
  const screen = await findScreenRow(db, projectId, screenId, lock);
  if (!screen) throw screenNotFound();
  return screen;
}

/** `ownScreen` without the tree, for changes that do not read it. */
async function ownScreenSummary(db: Db, projectId: string, screenId: string, lock = false): Promise<ScreenSummaryRow> {
  assertScreenId(screenId);
  const screen = await findScreenSummaryRow(db, projectId, screenId, lock);
  if (!screen) throw screenNotFound();
  return screen;
}

function toSummary(row: ScreenSummaryRow, startScreenId: string | null): ScreenSummary {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    kind: row.kind,
    isMobile: row.isMobile,
    isDesktop: row.isDesktop,
    masterId: row.masterId,
    version: row.version,
    position: row.position,
    isStartScreen: row.id === startScreenId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDetail(row: ScreenRow, startScreenId: string | null): ScreenDetail {
  return { ...toSummary(row, startScreenId), root: row.root as ElementNode };
}

/**
 * Checks a tree sent by a client: the tree limits (nesting, element count) without recursion, its
 * shape with `elementTreeSchema`, then every node against its declaration with
 * `validateElementTree`. The first problem is a 400 naming its path from the body
 * (`root.children[2].props.text: …`; `root: …` for a limit of the whole tree).
 */
export function parseScreenRoot(root: unknown): ElementNode {
  const shape = elementTreeSchema.safeParse(root);
  if (!shape.success) {
    const issue = shape.error.issues[0];
    throw new AppError('validation_failed', `${formatPath(['root', ...(issue?.path ?? [])])}: ${issue?.message ?? 'Invalid value'}`);
  }
  const checked = validateElementTree(shape.data);
  if (!checked.ok) {
    const path = checked.error.path ?? '';
    const where = path === '' ? 'root' : path.startsWith('[') ? `root${path}` : `root.${path}`;
    throw new AppError('validation_failed', `${where}: ${checked.error.message}`);
  }
  return checked.value;
}

/**
 * Refuses to copy a tree stored before the tree limits and over them (400 naming the limit): a
 * copy is a new screen, and no new screen is written past the limits. `what` prefixes the message.
 */
function assertCopyableTree(root: unknown, what: string): void {
  const breach = findTreeLimitBreach(root);
  if (breach) throw new AppError('validation_failed', `${what}: ${breach.message}`);
}

/** A master screen of the same project, or 400. */
async function assertMaster(db: Db, projectId: string, masterId: string | null | undefined, selfId?: string): Promise<void> {
  if (masterId === null || masterId === undefined) return;
  const master = isUuid(masterId) && masterId !== selfId ? await findScreenSummaryRow(db, projectId, masterId) : undefined;
  if (!master || master.kind !== 'master') throw new AppError('validation_failed', 'masterId: Choose a master screen of this project.');
}

/** GET …/screens: summaries in position order and the start screen. */
export async function listScreens(db: Db, caller: ProjectCaller, projectId: string): Promise<ScreenList> {
  const project = await ownProject(db, caller, projectId);
  const rows = await listScreenRows(db, project.id);
  return { screens: rows.map((row) => toSummary(row, project.startScreenId)), startScreenId: project.startScreenId };
}

/** GET …/screens/:screenId: the whole screen with its tree and version. */
export async function getScreen(db: Db, caller: ProjectCaller, projectId: string, screenId: string): Promise<ScreenDetail> {
  const project = await ownProject(db, caller, projectId);
  return toDetail(await ownScreen(db, project.id, screenId), project.startScreenId);
}

/** Takes the workspace's allowance lock and checks that `adding` more screens fit the plan. */
async function assertScreenAllowance(db: Db, domainId: string, now: Date, adding = 1): Promise<void> {
  await lockDomainForAllowance(db, domainId);
  await assertAllowance(db, domainId, 'screen', now, { adding });
}

/**
 * Checks that `adding` more actions fit the plan (nothing to check when none are added). The
 * workspace's allowance lock is taken first, so concurrent additions are counted one after the other.
 */
async function assertActionAllowance(db: Db, domainId: string, now: Date, adding: number): Promise<void> {
  if (adding <= 0) return;
  await lockDomainForAllowance(db, domainId);
  await assertAllowance(db, domainId, 'action', now, { adding });
}

/**
 * POST …/screens: a screen built from a template, at the end of the list. The project's first
 * page ('screen' kind) becomes its start screen.
 */
export async function createScreen(ctx: AppContext, caller: ProjectCaller, projectId: string, input: Required<Omit<CreateScreenRequest, 'masterId'>> & { masterId?: string | null | undefined }): Promise<ScreenDetail> {
  const id = randomUUID();
  await ctx.db.transaction().execute(async (trx) => {
    const project = await ownProject(trx, caller, projectId, true);
    await assertScreenAllowance(trx, caller.domain.id, ctx.clock());
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
    if (actions > 0) await assertActionAllowance(trx, caller.domain.id, ctx.clock(), actions - (await countScreenActions(trx, screen.id)));
    const now = ctx.clock();
    const version = screen.version + 1;
    const renamed = input.name !== undefined && input.name !== screen.name;
    try {
      await updateScreen(trx, project.id, screen.id, {
        ...(renamed ? { name: input.name } : {}),
        ...(input.isMobile !== undefined ? { isMobile: input.isMobile } : {}),
        ...(input.isDesktop !== undefined ? { isDesktop: input.isDesktop } : {}),
        ...(input.masterId !== undefined ? { masterId: input.masterId } : {}),
        root: JSON.stringify(root),
        version,
        updatedAt: now,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw screenNameTaken();
      throw error;
    }
    if (renamed) await logRename(trx, caller, project, screen, input.name!);
    const row = await ownScreenSummary(trx, project.id, screen.id);
    return toSummary(row, project.startScreenId);
  });
}

async function logRename(db: Db, caller: ProjectCaller, project: ProjectOfCaller, screen: ScreenSummaryRow, name: string) {
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
      try {
        await updateScreen(trx, project.id, screen.id, { name, updatedAt: ctx.clock() });
      } catch (error) {
        if (isUniqueViolation(error)) throw screenNameTaken();
        throw error;
      }
      await logRename(trx, caller, project, screen, name);
    }
    return toSummary(await ownScreenSummary(trx, project.id, screen.id), project.startScreenId);
  });
}

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
    await assertScreenAllowance(trx, caller.domain.id, ctx.clock());
    await assertActionAllowance(trx, caller.domain.id, ctx.clock(), await countScreenActions(trx, from.id));
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

/**
 * Project duplication copies every screen (new ids, masters and the start screen re-pointed to
 * the copies) in the duplication's transaction; the copies count against the screen and action
 * allowances.
 * A screen stored over the tree limits refuses the whole copy, naming the screen.
 */
registerProjectCopyStep('screens', async ({ db, domainId, sourceProjectId, copyProjectId, userId, now }) => {
  const rows = await listFullScreenRows(db, sourceProjectId);
  if (rows.length === 0) return;
  for (const row of rows) assertCopyableTree(row.root, `Screen '${row.name}'`);
  await lockDomainForAllowance(db, domainId);
  await assertAllowance(db, domainId, 'screen', now, { adding: rows.length });
  await assertActionAllowance(db, domainId, now, await countProjectActions(db, sourceProjectId));
  const newIds = new Map(rows.map((row) => [row.id, randomUUID()]));
  await db
    .insertInto('screens')
    .values(
      rows.map((row) => ({
        id: newIds.get(row.id)!,
        projectId: copyProjectId,
        name: row.name,
        kind: row.kind,
        isMobile: row.isMobile,
        isDesktop: row.isDesktop,
        masterId: row.masterId === null ? null : (newIds.get(row.masterId) ?? null),
        root: JSON.stringify(row.root),
        position: row.position,
        createdBy: userId,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();
  const source = await db.selectFrom('projects').select('startScreenId').where('id', '=', sourceProjectId).executeTakeFirst();
  const start = source?.startScreenId ? newIds.get(source.startScreenId) : undefined;
  if (start) await db.updateTable('projects').set({ startScreenId: start }).where('id', '=', copyProjectId).execute();
});
