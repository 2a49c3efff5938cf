import type { ProjectView } from '@tessera/model/workspace-api';
import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db/database.ts';

/** How many projects the "recent" list holds. */
export const RECENT_PROJECTS_LIMIT = 20;

/**
 * Projects of one workspace as one caller sees them: each row carries the creator's username,
 * whether the caller marked it favourite and when the caller last opened it (one query, joins
 * on the caller's own favourite and visit rows). Every project query starts here, so none can
 * forget the workspace filter.
 */
export function selectProjects(db: Db, domainId: string, userId: string) {
  return db
    .selectFrom('projects as p')
    .leftJoin('projectFavorites as f', (join) => join.onRef('f.projectId', '=', 'p.id').on('f.userId', '=', userId))
    .leftJoin('projectVisits as v', (join) => join.onRef('v.projectId', '=', 'p.id').on('v.userId', '=', userId))
    .leftJoin('users as u', 'u.id', 'p.createdBy')
    .select((eb) => [
      'p.id',
      'p.name',
      'p.supportWeb',
      'p.supportAndroid',
      'p.supportIos',
      'p.createdBy',
      'u.username as createdByUsername',
      'p.createdAt',
      'p.updatedAt',
      'p.archivedAt',
      eb('f.userId', 'is not', null).as('isFavorite'),
      'v.visitedAt as lastVisitedAt',
    ])
    .where('p.domainId', '=', domainId);
}

export type ProjectRow = Awaited<ReturnType<ReturnType<typeof selectProjects>['executeTakeFirstOrThrow']>>;

/** `text` as a LIKE pattern matching it anywhere, with its own % _ \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

export interface ProjectListFilter {
  view: ProjectView;
  search?: string | undefined;
  sort: 'name' | 'updated' | 'created' | 'visited';
  order: 'asc' | 'desc';
  limit?: number;
}

/**
 * A project list of spec §2. Archived projects appear only in 'archive'; 'recent' is the
 * caller's {@link RECENT_PROJECTS_LIMIT} most recently opened (then sorted as asked).
 */
export function listProjectRows(db: Db, domainId: string, userId: string, filter: ProjectListFilter) {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  let query = selectProjects(db, domainId, userId);
  query = filter.view === 'archive' ? query.where('p.archivedAt', 'is not', null) : query.where('p.archivedAt', 'is', null);
  if (pattern) query = query.where('p.name', 'ilike', pattern);
  switch (filter.view) {
    case 'recent':
      query = query.where('p.id', 'in', (eb) => {
        let recent = eb
          .selectFrom('projectVisits as rv')
          .innerJoin('projects as rp', 'rp.id', 'rv.projectId')
          .select('rv.projectId')
          .where('rv.userId', '=', userId)
          .where('rp.domainId', '=', domainId)
          .where('rp.archivedAt', 'is', null);
        if (pattern) recent = recent.where('rp.name', 'ilike', pattern);
        return recent.orderBy('rv.visitedAt', 'desc').orderBy('rv.projectId').limit(filter.limit ?? RECENT_PROJECTS_LIMIT);
      });
      break;
    case 'favorites':
      query = query.where('f.userId', 'is not', null);
      break;
    case 'myprojects':
      query = query.where('p.createdBy', '=', userId);
      break;
    case 'allprojects':
    case 'archive':
      break;
    default: {
      const never: never = filter.view;
      throw new Error(`Unknown project view ${String(never)}`);
    }
  }
  const direction = filter.order;
  switch (filter.sort) {
    case 'name':
      query = query.orderBy((eb) => eb.fn('lower', ['p.name']), direction);
      break;
    case 'updated':
      query = query.orderBy('p.updatedAt', direction);
      break;
    case 'created':
      query = query.orderBy('p.createdAt', direction);
      break;
    case 'visited':
      // Never-opened projects last in either direction.
      query = query.orderBy('v.visitedAt', (ob) => (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast());
      break;
  }
  query = query.orderBy('p.id');
  if (filter.limit !== undefined && filter.view !== 'recent') query = query.limit(filter.limit);
  return query.execute();
}

/** One project of the workspace as the caller sees it, or undefined. */
export function findProjectRow(db: Db, domainId: string, userId: string, projectId: string) {
  return selectProjects(db, domainId, userId).where('p.id', '=', projectId).executeTakeFirst();
}

/** Locks a project of the workspace for the rest of the transaction; undefined when there is none. */
export function lockProject(db: Db, domainId: string, projectId: string) {
  return db
    .selectFrom('projects')
    .select(['id', 'name', 'createdBy', 'archivedAt', 'supportWeb', 'supportAndroid', 'supportIos'])
    .where('domainId', '=', domainId)
    .where('id', '=', projectId)
    .forUpdate()
    .executeTakeFirst();
}

export interface NewProject {
  id: string;
  domainId: string;
  name: string;
  supportWeb: boolean;
  supportAndroid: boolean;
  supportIos: boolean;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
}

/** Inserts a project; false when the name is taken in the workspace (any case). */
export async function insertProject(db: Db, project: NewProject): Promise<boolean> {
  // The only unique rule a new random id can break is the (domain, lower(name)) index.
  const row = await db
    .insertInto('projects')
    .values(project)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** True for Postgres' unique_violation (23505), from pg or PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** Updates a project of the workspace (its unique name index may throw, see {@link isUniqueViolation}). */
export async function updateProject(
  db: Db,
  domainId: string,
  projectId: string,
  change: { name?: string; archivedAt?: Date | null; updatedAt: Date },
): Promise<void> {
  await db.updateTable('projects').set(change).where('domainId', '=', domainId).where('id', '=', projectId).execute();
}

export async function deleteProjectRow(db: Db, domainId: string, projectId: string): Promise<void> {
  await db.deleteFrom('projects').where('domainId', '=', domainId).where('id', '=', projectId).execute();
}

/** Names among `candidates` already used in the workspace, lower-cased. */
export async function findTakenProjectNames(db: Db, domainId: string, candidates: string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const rows = await db
    .selectFrom('projects')
    .select((eb) => eb.fn<string>('lower', ['name']).as('name'))
    .where('domainId', '=', domainId)
    .where((eb) => eb(eb.fn('lower', ['name']), 'in', candidates.map((name) => name.toLowerCase())))
    .execute();
  return new Set(rows.map((row) => row.name));
}

/**
 * Stars a project of `domainId` for the user in one statement (so a delete racing it cannot turn
 * into a foreign-key error): false when there is no such project in the workspace. Starring it
 * again keeps the first star (the conflict update rewrites the same value, so the row still counts).
 */
export async function addFavoriteInDomain(db: Db, domainId: string, userId: string, projectId: string, now: Date): Promise<boolean> {
  const row = await db
    .insertInto('projectFavorites')
    .columns(['userId', 'projectId', 'createdAt'])
    .expression((eb) =>
      eb
        .selectFrom('projects')
        .select([eb.val(userId).as('userId'), 'id', eb.val(now).as('createdAt')])
        .where('domainId', '=', domainId)
        .where('id', '=', projectId),
    )
    .onConflict((oc) => oc.columns(['userId', 'projectId']).doUpdateSet((eb) => ({ createdAt: eb.ref('projectFavorites.createdAt') })))
    .returning('projectId')
    .executeTakeFirst();
  return row !== undefined;
}

/** Unstars a project of `domainId`; false when there is no such project in the workspace. */
export async function removeFavoriteInDomain(db: Db, domainId: string, userId: string, projectId: string): Promise<boolean> {
  await db
    .deleteFrom('projectFavorites')
    .where('userId', '=', userId)
    .where('projectId', 'in', (eb) => eb.selectFrom('projects').select('id').where('domainId', '=', domainId).where('id', '=', projectId))
    .execute();
  const project = await db.selectFrom('projects').select('id').where('domainId', '=', domainId).where('id', '=', projectId).executeTakeFirst();
  return project !== undefined;
}

/** The caller opened the project now: it becomes their most recent. */
export async function recordVisit(db: Db, userId: string, projectId: string, now: Date): Promise<void> {
  await db
    .insertInto('projectVisits')
    .values({ userId, projectId, visitedAt: now })
    .onConflict((oc) => oc.columns(['userId', 'projectId']).doUpdateSet({ visitedAt: now }))
    .execute();
}

/**
 * Records the caller's visit of a project of the workspace in one statement (nothing for an id
 * of another workspace or none).
 */
export async function recordVisitInDomain(db: Db, domainId: string, userId: string, projectId: string, now: Date): Promise<void> {
  await db
    .insertInto('projectVisits')
    .columns(['userId', 'projectId', 'visitedAt'])
    .expression((eb) =>
      eb
        .selectFrom('projects')
        .select([eb.val(userId).as('userId'), 'id', eb.val(now).as('visitedAt')])
        .where('domainId', '=', domainId)
        .where('id', '=', projectId),
    )
    .onConflict((oc) => oc.columns(['userId', 'projectId']).doUpdateSet({ visitedAt: now }))
    .execute();
}

/** The workspace's delete dialog type (spec §3 domainConfigs). */
export async function findDeleteModalType(db: Db, domainId: string): Promise<'yesNo' | 'confirm'> {
  const row = await db.selectFrom('domains').select('deleteModalType').where('id', '=', domainId).executeTakeFirstOrThrow();
  return row.deleteModalType;
}

/** Projects of a workspace with an Android or iOS target, archived ones too (the 'mobileApp' allowance). */
/** A project that targets Android or iOS: it holds a mobile-app seat, archived or not. */
export function mobileProject(eb: ExpressionBuilder<Database, 'projects'>) {
  return eb.or([eb('projects.supportAndroid', '=', true), eb('projects.supportIos', '=', true)]);
}

export async function countMobileApps(db: Db, domainId: string): Promise<number> {
  const row = await db
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('domainId', '=', domainId)
    .where(mobileProject)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
