import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The project as publishing reads it, within the workspace; `lock` takes its row for the rest of
 * the transaction (FOR NO KEY UPDATE: the publishes and rollbacks of one project run one after
 * the other, while rows that only reference the project, screens and the like, are not held up).
 */
export function findReleaseProject(db: Db, domainId: string, projectId: string, lock = false) {
  let query = db
    .selectFrom('projects')
    .select(['id', 'name', 'slug', 'startScreenId', 'liveReleaseId', 'archivedAt'])
    .where('domainId', '=', domainId)
    .where('id', '=', projectId);
  if (lock) query = query.forNoKeyUpdate();
  return query.executeTakeFirst();
}

export type ReleaseProject = NonNullable<Awaited<ReturnType<typeof findReleaseProject>>>;

/** The name of the workspace's other project whose address is `slug`, if any. */
export async function findSlugHolder(db: Db, domainId: string, slug: string, exceptProjectId: string): Promise<string | undefined> {
  const row = await db.selectFrom('projects').select('name').where('domainId', '=', domainId).where('slug', '=', slug).where('id', '<>', exceptProjectId).executeTakeFirst();
  return row?.name;
}

/**
 * The workspace's slugs a numbered form of `base` could collide with (what a new slug must avoid).
 * A long base is cut to make room for its number (`uniqueSlug`), so `…-2` of a 60-character base
 * does not start with the base: every slug sharing its first 40 characters is read (slugs hold no
 * LIKE wildcard).
 */
export async function slugsStartingWith(db: Db, domainId: string, base: string): Promise<Set<string>> {
  const prefix = base.slice(0, 40);
  const rows = await db.selectFrom('projects').select('slug').where('domainId', '=', domainId).where('slug', 'like', `${prefix}%`).execute();
  return new Set(rows.flatMap((row) => (row.slug === null ? [] : [row.slug])));
}

/**
 * Stores a content under its hash; identical content is already there and stays as it is. The
 * row is locked either way (a no-op update of a non-key column), so the removal of orphaned
 * contents cannot take it away before this transaction's release refers to it.
 */
export async function insertReleaseContent(db: Db, hash: string, content: unknown, now: Date): Promise<void> {
  await db
    .insertInto('releaseContents')
    .values({ hash, content: JSON.stringify(content), createdAt: now })
    .onConflict((conflict) => conflict.column('hash').doUpdateSet((eb) => ({ createdAt: eb.ref('releaseContents.createdAt') })))
    .execute();
}

/**
 * Removes the contents no release holds any more (their projects were deleted). A content a
 * publish is storing meanwhile is locked by it; the removal then fails on the new release's
 * reference and leaves it, as it should.
 */
export async function deleteOrphanContents(db: Db): Promise<void> {
  await db
    .deleteFrom('releaseContents')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('releases').select('releases.id').whereRef('releases.contentHash', '=', 'releaseContents.hash'))))
    .execute();
}

/** The project's highest release number, 0 before the first. */
export async function lastReleaseNumber(db: Db, projectId: string): Promise<number> {
  const row = await db
    .selectFrom('releases')
    .select((eb) => eb.fn.coalesce(eb.fn.max('number'), sql<number>`0`).as('last'))
    .where('projectId', '=', projectId)
    .executeTakeFirstOrThrow();
  return Number(row.last);
}

export async function insertRelease(
  db: Db,
  release: { id: string; projectId: string; number: number; note: string; contentHash: string; publishedBy: string; publishedAt: Date },
): Promise<void> {
  await db.insertInto('releases').values(release).execute();
}

/** Points the project at its live release (and its address slug). */
export async function setLiveRelease(db: Db, projectId: string, releaseId: string, slug: string): Promise<void> {
  await db.updateTable('projects').set({ liveReleaseId: releaseId, slug }).where('id', '=', projectId).execute();
}

/** A project's releases with who published them; newest first, or one by id. */
function selectReleases(db: Db, projectId: string) {
  return db
    .selectFrom('releases as r')
    .leftJoin('users as u', 'u.id', 'r.publishedBy')
    .select(['r.id', 'r.number', 'r.note', 'r.contentHash', 'r.publishedBy', 'r.publishedAt', 'u.username', 'u.firstname', 'u.lastname'])
    .where('r.projectId', '=', projectId);
}

export type ReleaseRow = Awaited<ReturnType<ReturnType<typeof selectReleases>['executeTakeFirstOrThrow']>>;

export function listReleaseRows(db: Db, projectId: string, limit: number): Promise<ReleaseRow[]> {
  return selectReleases(db, projectId).orderBy('r.number', 'desc').limit(limit).execute();
}

export function findReleaseRow(db: Db, projectId: string, releaseId: string): Promise<ReleaseRow | undefined> {
  return selectReleases(db, projectId).where('r.id', '=', releaseId).executeTakeFirst();
}

/** Stored contents by hash. */
export async function readContents(db: Db, hashes: readonly string[]): Promise<Map<string, unknown>> {
  if (hashes.length === 0) return new Map();
  const rows = await db.selectFrom('releaseContents').select(['hash', 'content']).where('hash', 'in', [...new Set(hashes)]).execute();
  return new Map(rows.map((row) => [row.hash, row.content]));
}

/**
 * The live release of `/apps/{domainName}/{slug}/`: a project of that workspace, not archived,
 * with a live release, and the hash of the release's content. Undefined otherwise.
 */
export function findLiveAppRow(db: Db, domainName: string, slug: string) {
  return db
    .selectFrom('projects as p')
    .innerJoin('domains as d', 'd.id', 'p.domainId')
    .innerJoin('releases as r', 'r.id', 'p.liveReleaseId')
    .select(['p.id as projectId', 'p.name', 'p.slug', 'd.name as domainName', 'r.id as releaseId', 'r.number', 'r.publishedAt', 'r.contentHash as hash'])
    .where('d.name', '=', domainName)
    .where('p.slug', '=', slug)
    .where('p.archivedAt', 'is', null)
    .executeTakeFirst();
}

/** The content hash of a project's live release (the app's REST route reads what it names). */
export function findLiveContentHashOf(db: Db, projectId: string) {
  return db
    .selectFrom('projects as p')
    .innerJoin('releases as r', 'r.id', 'p.liveReleaseId')
    .select(['r.contentHash as hash'])
    .where('p.id', '=', projectId)
    .where('p.archivedAt', 'is', null)
    .executeTakeFirst();
}

/** A project as the public app routes find it (by id alone: they carry no workspace). */
export function findAppProjectRow(db: Db, projectId: string) {
  return db.selectFrom('projects').select(['id', 'domainId', 'archivedAt']).where('id', '=', projectId).executeTakeFirst();
}
