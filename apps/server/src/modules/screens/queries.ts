import type { Insertable } from 'kysely';
import type { Db, ScreensTable } from '../../db/database.ts';

/**
 * The project `projectId` if it belongs to `domainId`, locked for the rest of the transaction when
 * `lock` (screen writes of one project then run one after the other). Every screen query goes
 * through a project found here, so none can forget the workspace filter.
 */
export async function findProjectInDomain(db: Db, domainId: string, projectId: string, lock = false) {
  let query = db.selectFrom('projects').select(['id', 'name', 'startScreenId']).where('id', '=', projectId).where('domainId', '=', domainId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

const summaryColumns = [
  'id',
  'projectId',
  'name',
  'kind',
  'isMobile',
  'isDesktop',
  'masterId',
  'version',
  'position',
  'createdBy',
  'createdAt',
  'updatedAt',
] as const;

/** The screens of a project (no trees), in position order. */
export function listScreenRows(db: Db, projectId: string) {
  return db.selectFrom('screens').select(summaryColumns).where('projectId', '=', projectId).orderBy('position').orderBy('createdAt').orderBy('id').execute();
}

export type ScreenSummaryRow = Awaited<ReturnType<typeof listScreenRows>>[number];

/** One screen of a project with its tree, locked for the transaction when `lock`. */
export async function findScreenRow(db: Db, projectId: string, screenId: string, lock = false) {
  let query = db.selectFrom('screens').select([...summaryColumns, 'root']).where('id', '=', screenId).where('projectId', '=', projectId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export type ScreenRow = NonNullable<Awaited<ReturnType<typeof findScreenRow>>>;

/**
 * One screen of a project without its tree, locked for the transaction when `lock`: what saves,
 * renames and deletes need, without reading a large jsonb tree back.
 */
export async function findScreenSummaryRow(db: Db, projectId: string, screenId: string, lock = false) {
  let query = db.selectFrom('screens').select(summaryColumns).where('id', '=', screenId).where('projectId', '=', projectId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Inserts screens whose names are known to be free (a project copy's). */
export async function insertScreens(db: Db, screens: Insertable<ScreensTable>[]): Promise<void> {
  await db.insertInto('screens').values(screens).execute();
}

/** Inserts a screen; false when its name is taken in the project (ignoring case). */
export async function insertScreen(db: Db, screen: Insertable<ScreensTable>): Promise<boolean> {
  const row = await db.insertInto('screens').values(screen).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
  return row !== undefined;
}

/** The next free position at the end of a project's list. */
export async function nextScreenPosition(db: Db, projectId: string): Promise<number> {
  const row = await db
    .selectFrom('screens')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('projectId', '=', projectId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** Lower-cased names among `candidates` already used in the project. */
export async function findTakenScreenNames(db: Db, projectId: string, candidates: string[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom('screens')
    .select((eb) => eb.fn<string>('lower', ['name']).as('lowerName'))
    .where('projectId', '=', projectId)
    .where((eb) => eb(eb.fn('lower', ['name']), 'in', candidates.map((c) => c.toLowerCase())))
    .execute();
  return new Set(rows.map((row) => row.lowerName));
}

/** Updates a screen of a project (the unique name index may throw, see isUniqueViolation). */
export async function updateScreen(
  db: Db,
  projectId: string,
  screenId: string,
  change: { name?: string; isMobile?: boolean; isDesktop?: boolean; masterId?: string | null; root?: string; version?: number; updatedAt: Date },
): Promise<void> {
  await db.updateTable('screens').set(change).where('id', '=', screenId).where('projectId', '=', projectId).execute();
}

export async function deleteScreenRow(db: Db, projectId: string, screenId: string): Promise<void> {
  await db.updateTable('screens').set({ masterId: null }).where('projectId', '=', projectId).where('masterId', '=', screenId).execute();
  await db.updateTable('projects').set({ startScreenId: null }).where('id', '=', projectId).where('startScreenId', '=', screenId).execute();
  await db.deleteFrom('screens').where('id', '=', screenId).where('projectId', '=', projectId).execute();
}

export async function setStartScreenId(db: Db, projectId: string, screenId: string | null, now: Date): Promise<void> {
  await db.updateTable('projects').set({ startScreenId: screenId, updatedAt: now }).where('id', '=', projectId).execute();
}

/** Screens across all projects of a workspace (the 'screen' allowance). */
export async function countDomainScreens(db: Db, domainId: string): Promise<number> {
  const row = await db
    .selectFrom('screens')
    .innerJoin('projects', 'projects.id', 'screens.projectId')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('projects.domainId', '=', domainId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every screen of a project with its tree (project duplication). */
export function listFullScreenRows(db: Db, projectId: string) {
  return db.selectFrom('screens').selectAll().where('projectId', '=', projectId).orderBy('position').orderBy('id').execute();
}
