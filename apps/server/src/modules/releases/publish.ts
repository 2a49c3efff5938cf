import { randomUUID } from 'node:crypto';
import type { DataModel } from '@tessera/model/data';
import type { ElementNode } from '@tessera/model/definition';
import { assignScreenPaths, type PublishPreview, type PublishResponse, publishedAppAddress, slugify, uniqueSlug } from '@tessera/model/releases';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Database, Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { applyLiveQueueIn, previewLiveQueueFor, readLiveState } from '../data-schema/live-queue.ts';
import { readEnvironment } from '../data-schema/environments.ts';
import { logStepError } from '../data-schema/step-error-log.ts';
import { copyDraftRulesToLive, listLiveRules } from '../external-data/access/rule-store.ts';
import { recordLog } from '../logs/record-log.ts';
import { isUniqueViolation } from '../projects/queries.ts';
import { assertProjectId, type ProjectCaller, projectNotFound } from '../projects/service.ts';
import { listFullScreenRows } from '../screens/queries.ts';
import { findProjectIcon } from '../app-assets/queries.ts';
import { readAppSettingsForRelease } from './app-settings-source.ts';
import { freezeRestRequests } from './released-requests.ts';
import { contentHash, type ReleaseContent } from './release-content.ts';
import { inReleaseTransaction } from './release-transaction.ts';
import { toReleaseSummary } from './release-view.ts';
import { findReleaseProject, findReleaseRow, findSlugHolder, insertRelease, insertReleaseContent, lastReleaseNumber, type ReleaseProject, setLiveRelease, slugsStartingWith } from './queries.ts';

/** What the publish route passes: the body, parsed. */
export interface PublishInput {
  note: string;
  slug?: string | undefined;
  confirmDataLoss: boolean;
}

const slugTaken = (slug: string, holder: string) =>
  new AppError('conflict', `The address ${slug} is already used by the project "${holder}" of this workspace. Choose another one.`);

/** The caller's project, or 404 (another workspace's, unknown, malformed). */
async function ownReleaseProject(db: Db, caller: ProjectCaller, projectId: string, lock = false): Promise<ReleaseProject> {
  assertProjectId(projectId);
  const project = await findReleaseProject(db, caller.domain.id, projectId, lock);
  if (!project) throw projectNotFound();
  return project;
}

/** The slug the project would get now: its own, else its name's, numbered when another project has it. */
async function suggestedSlug(db: Db, domainId: string, project: ReleaseProject): Promise<string> {
  if (project.slug !== null) return project.slug;
  const base = slugify(project.name);
  return uniqueSlug(base, await slugsStartingWith(db, domainId, base));
}

/**
 * POST …/releases/preview: what publishing would do now — the next number, the address slug,
 * live's queued migrations and what applying them puts at stake in live's own rows (applied in
 * a transaction that is rolled back). Nothing changes.
 */
export async function previewPublish(ctx: AppContext, caller: ProjectCaller, projectId: string): Promise<PublishPreview> {
  const project = await ownReleaseProject(ctx.db, caller, projectId);
  const slug = await suggestedSlug(ctx.db, caller.domain.id, project);
  const nextNumber = (await lastReleaseNumber(ctx.db, project.id)) + 1;
  const live = await readLiveState(ctx, caller, project.id);
  const queue = await previewLiveQueueFor(ctx, caller, project.id);
  return { nextNumber, slug, firstPublish: project.liveReleaseId === null, pendingMigrations: live.pending.length, queue };
}

/**
 * POST …/releases: publishes what draft holds now as the next release, and makes it live. In
 * one transaction, under the project's row lock (concurrent publishes are numbered one after
 * the other): live's queued migrations applied with the data-loss check (a loss without
 * `confirmDataLoss` is a 409 naming what is at stake, and nothing is published), the connected
 * tables' draft rules copied to live, the screens, settings, live's data model version and rules
 * and the REST requests the actions call frozen as content stored by hash, the release numbered, the project pointed at it (with its
 * address slug: 409 when another project of the workspace has it), and the audit entry.
 */
export async function publishRelease(ctx: AppContext, caller: ProjectCaller, projectId: string, input: PublishInput): Promise<PublishResponse> {
  assertProjectId(projectId);
  // Made on first use, in a transaction of its own: before the publishing one opens.
  await readEnvironment(ctx.appDb, projectId, 'live');
  const now = ctx.clock();
  let chosenSlug: string | null = null;
  try {
    return await inReleaseTransaction(ctx, async (trx, onAppDb) => {
      const project = await ownReleaseProject(trx, caller, projectId, true);
      if (project.archivedAt !== null) throw new AppError('conflict', 'This project is archived: restore it before publishing.');
      const slug = input.slug ?? (await suggestedSlug(trx, caller.domain.id, project));
      chosenSlug = slug;
      const holder = await findSlugHolder(trx, caller.domain.id, slug, project.id);
      if (holder !== undefined) throw slugTaken(slug, holder);
      const applied = await onAppDb((appTrx) => applyLiveQueueIn(appTrx, project.id, { confirmDataLoss: input.confirmDataLoss }, now));
      await copyDraftRulesToLive(trx, project.id);
      const content = await snapshot(trx, caller.domain.id, project, applied.live);
      const hash = contentHash(content);
      await insertReleaseContent(trx, hash, content, now);
      const releaseId = randomUUID();
      const number = (await lastReleaseNumber(trx, project.id)) + 1;
      await insertRelease(trx, { id: releaseId, projectId: project.id, number, note: input.note.trim(), contentHash: hash, publishedBy: caller.userId, publishedAt: now });
      await setLiveRelease(trx, project.id, releaseId, slug);
      await recordLog(trx, {
        domainId: caller.domain.id,
        actorId: caller.userId,
        action: 'release.published',
        targetType: 'project',
        targetId: project.id,
        targetName: project.name,
        details: { releaseId, number, slug, dataModelSeq: content.dataModel.seq },
      });
      const row = await findReleaseRow(trx, project.id, releaseId);
      if (!row) throw new Error(`release ${releaseId} vanished in its transaction`);
      return { release: toReleaseSummary(row, content, releaseId, applied.live.model), address: publishedAppAddress(caller.domain.name, slug) };
    });
  } catch (error) {
    // Two projects taking the same new slug at once: the unique index refuses the later one.
    if (isUniqueViolation(error) && chosenSlug !== null && (error as { constraint?: string }).constraint === 'projects_domain_slug_idx') {
      throw slugTaken(chosenSlug, 'another project');
    }
    throw logStepError(ctx, error);
  }
}

/** The release's content, read in the publishing transaction after live's queue ran. */
async function snapshot(
  trx: Transaction<Database>,
  domainId: string,
  project: ReleaseProject,
  live: { model: DataModel; version: number; appliedSeq: number },
): Promise<ReleaseContent> {
  const rows = assignScreenPaths(await listFullScreenRows(trx, project.id));
  const screens = rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    isMobile: row.isMobile,
    isDesktop: row.isDesktop,
    ...(row.masterId === null ? {} : { masterId: row.masterId }),
    root: row.root as ElementNode,
    path: row.path,
  }));
  return {
    screens,
    settings: await readAppSettingsForRelease(trx, project),
    dataModel: { seq: live.appliedSeq, version: live.version },
    accessRules: live.model.tables.map((table) => ({
      tableId: table.id,
      table: table.name,
      columnNames: Object.fromEntries(table.columns.map((column) => [column.id, column.name])),
      access: table.access,
    })),
    connectedAccessRules: await listLiveRules(trx, project.id),
    restRequests: await freezeRestRequests(trx, domainId, screens),
    icon: await findProjectIcon(trx, project.id),
  };
}
