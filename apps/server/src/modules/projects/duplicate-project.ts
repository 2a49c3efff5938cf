import { randomUUID } from 'node:crypto';
import type { Project } from '@tessera/model/workspace-api';
import type { AppContext } from '../../context.ts';
import type { ProjectCopy } from '../../extension-points.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordLog } from '../logs/record-log.ts';
import { lockDomainForAllowance } from '../plans/allowances.ts';
import { deleteProjectRow, findProjectRow, findTakenProjectNames, insertProject, recordVisit } from './queries.ts';
import { assertMobileAllowance, assertProjectId, getProject, isMobile, nameTakenError, type ProjectCaller, projectNotFound } from './service.ts';

/** The longest project name (projectNameSchema). */
const MAX_NAME_LENGTH = 80;
/** Copy names looked up per query. */
const CANDIDATES_PER_ROUND = 25;
/** Tries when concurrent duplications take the chosen name first. */
const MAX_ATTEMPTS = 5;

/** "<name> (copy)", "<name> (copy 2)"…, the name shortened so the whole stays within 80 characters. */
export function copyName(name: string, n: number): string {
  const suffix = n === 1 ? ' (copy)' : ` (copy ${n})`;
  return `${name.slice(0, MAX_NAME_LENGTH - suffix.length).trimEnd()}${suffix}`;
}

/** The first copy name not used in the workspace (case-insensitive). */
async function freeCopyName(db: Db, domainId: string, name: string): Promise<string> {
  for (let first = 1; ; first += CANDIDATES_PER_ROUND) {
    const candidates = Array.from({ length: CANDIDATES_PER_ROUND }, (_, i) => copyName(name, first + i));
    const taken = await findTakenProjectNames(db, domainId, candidates);
    const free = candidates.find((candidate) => !taken.has(candidate.toLowerCase()));
    if (free) return free;
  }
}

/**
 * POST /api/projects/:projectId/duplicate: a live copy (never archived) with the same targets,
 * named `name` or the first free "<name> (copy N)". A mobile copy takes a mobile-app seat. The
 * project row is copied here; per-project content by the app's `projectCopySteps` (see
 * `extension-points.ts`), in the same transaction, all under the workspace's allowance lock; then
 * the content of the app database (the data model) by `projectCopiedSteps`, after the commit.
 */
export async function duplicateProject(ctx: AppContext, caller: ProjectCaller, projectId: string, name: string | undefined): Promise<Project> {
  assertProjectId(projectId);
  const copyId = randomUUID();
  const copy = await ctx.db.transaction().execute(async (trx) => {
    // The workspace row first: the copy's insert takes a key-share lock on it, and the copy steps
    // then lock it for their allowance checks; two duplications taking those in that order deadlock.
    await lockDomainForAllowance(trx, caller.domain.id);
    const from = await findProjectRow(trx, caller.domain.id, caller.userId, projectId);
    if (!from) throw projectNotFound();
    if (isMobile(from)) await assertMobileAllowance(trx, ctx.usage, caller.domain.id, ctx.clock());
    const now = ctx.clock();
    let copyNameChosen: string | null = null;
    for (let attempt = 0; attempt < MAX_ATTEMPTS && copyNameChosen === null; attempt += 1) {
      const candidate = name ?? (await freeCopyName(trx, caller.domain.id, from.name));
      const inserted = await insertProject(trx, {
        id: copyId,
        domainId: caller.domain.id,
        name: candidate,
        supportWeb: from.supportWeb,
        supportAndroid: from.supportAndroid,
        supportIos: from.supportIos,
        createdBy: caller.userId,
        createdAt: now,
        updatedAt: now,
      });
      if (inserted) copyNameChosen = candidate;
      else if (name !== undefined) throw nameTakenError();
    }
    if (copyNameChosen === null) throw new AppError('conflict', 'Could not find a free name for the copy. Please give it a name.');
    const copy = { db: trx, usage: ctx.usage, domainId: caller.domain.id, sourceProjectId: from.id, sourceName: from.name, copyProjectId: copyId, userId: caller.userId, now };
    // A throwing step rolls the whole duplication back.
    for (const step of ctx.projectCopySteps) await step(copy);
    await recordVisit(trx, caller.userId, copyId, now);
    return { ...copy, name: copyNameChosen };
  });
  await copyAfterCommit(ctx, { ...copy, db: ctx.db });
  await recordLog(ctx.db, {
    domainId: caller.domain.id,
    actorId: caller.userId,
    action: 'project.duplicated',
    targetType: 'project',
    targetId: copyId,
    targetName: copy.name,
    details: { sourceId: copy.sourceProjectId, sourceName: copy.sourceName },
  });
  return getProject(ctx.db, caller, copyId);
}

/**
 * Runs the copy steps that follow the commit (content on the app database, which may be another
 * database). When one fails the copy is removed, its row (screens and visits with it) and what
 * the steps made (the removal steps), and the step's error answers: a duplicate is never half made.
 */
async function copyAfterCommit(ctx: AppContext, copy: ProjectCopy): Promise<void> {
  try {
    for (const step of ctx.projectCopiedSteps) await step(copy);
  } catch (error) {
    ctx.log.warn({ err: error instanceof AppError && error.cause !== undefined ? error.cause : error, projectId: copy.copyProjectId }, 'copying a project failed; the copy was removed');
    await deleteProjectRow(ctx.db, copy.domainId, copy.copyProjectId);
    for (const step of ctx.projectRemovalSteps) {
      await step(copy.copyProjectId).catch((removal: unknown) => ctx.log.error({ err: removal, projectId: copy.copyProjectId }, 'removing a failed copy’s data failed'));
    }
    throw error;
  }
}
