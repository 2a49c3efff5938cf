import { sql } from 'kysely';
import type { Db, EndUserCodePurpose } from '../../db/database.ts';

type Environment = 'draft' | 'live';

/** The project an app's route names, with its workspace, name and live release (null until the first publish); undefined when there is none or it is archived. */
export function findAppProject(db: Db, projectId: string) {
  return db.selectFrom('projects').select(['id', 'domainId', 'name', 'liveReleaseId']).where('id', '=', projectId).where('archivedAt', 'is', null).executeTakeFirst();
}

/** A project of the workspace, or undefined (another workspace's project is unknown here). */
export function findDomainProject(db: Db, domainId: string, projectId: string) {
  return db.selectFrom('projects').select(['id', 'name']).where('domainId', '=', domainId).where('id', '=', projectId).executeTakeFirst();
}

// End users

const endUserColumns = ['id', 'projectId', 'environment', 'email', 'passwordHash', 'roles', 'emailVerifiedAt', 'disabledAt', 'createdAt', 'lastSignInAt'] as const;

/** The end user of a project environment with this (lower-cased) address. */
export function findEndUserByEmail(db: Db, projectId: string, environment: Environment, email: string) {
  return db
    .selectFrom('endUsers')
    .select(endUserColumns)
    .where('projectId', '=', projectId)
    .where('environment', '=', environment)
    .where(sql<string>`lower(email)`, '=', email)
    .executeTakeFirst();
}

/** One end user of a project environment by id. */
export function findEndUser(db: Db, projectId: string, environment: Environment, id: string) {
  return db
    .selectFrom('endUsers')
    .select(endUserColumns)
    .where('projectId', '=', projectId)
    .where('environment', '=', environment)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** One end user of a project (either environment) by id. */
export function findProjectEndUser(db: Db, projectId: string, id: string) {
  return db.selectFrom('endUsers').select(endUserColumns).where('projectId', '=', projectId).where('id', '=', id).executeTakeFirst();
}

/**
 * Share-locks an end user's row until the transaction ends and reads it: a refresh then waits for
 * a disable, a role change or a password reset running meanwhile, and sees its result.
 */
export function lockEndUserForShare(db: Db, id: string) {
  return db.selectFrom('endUsers').select(['id', 'email', 'roles', 'disabledAt']).where('id', '=', id).forShare().executeTakeFirst();
}

/**
 * Inserts an end user; false when the address is already taken in the project environment (a
 * concurrent sign-up of the same address won).
 */
export async function insertEndUser(
  db: Db,
  user: { id: string; projectId: string; environment: Environment; email: string; passwordHash: string; createdAt: Date },
): Promise<boolean> {
  const inserted = await db.insertInto('endUsers').values(user).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
  return inserted !== undefined;
}

export async function updateEndUser(
  db: Db,
  id: string,
  changes: { passwordHash?: string; roles?: string[]; disabledAt?: Date | null; emailVerifiedAt?: Date; lastSignInAt?: Date },
): Promise<void> {
  await db.updateTable('endUsers').set(changes).where('id', '=', id).execute();
}

/**
 * Removes end users who never confirmed their address, signed up before `cutoff`, hold no
 * unexpired code (a repeat sign-up mails a new one) and were not disabled (a disabled address stays
 * blocked): abandoned sign-ups. Returns how many went.
 */
export async function deleteAbandonedEndUsers(db: Db, cutoff: Date, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('endUsers')
    .where('emailVerifiedAt', 'is', null)
    .where('disabledAt', 'is', null)
    .where('createdAt', '<', cutoff)
    .where(({ exists, not, selectFrom }) =>
      not(exists(selectFrom('endUserCodes').select('endUserCodes.id').whereRef('endUserCodes.endUserId', '=', 'endUsers.id').where('endUserCodes.expiresAt', '>', now))),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Clears the password of a pending end user whose address was signed up with another password:
 * the address is contested, and whoever confirms it chooses a password with the reset. A confirmed
 * address keeps its password.
 */
export async function clearPendingPassword(db: Db, id: string): Promise<void> {
  await db.updateTable('endUsers').set({ passwordHash: null }).where('id', '=', id).where('emailVerifiedAt', 'is', null).execute();
}

/** Marks the address verified (the first time only). */
export async function markEmailVerified(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('endUsers').set({ emailVerifiedAt: now }).where('id', '=', id).where('emailVerifiedAt', 'is', null).execute();
}

export async function deleteEndUser(db: Db, projectId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('endUsers').where('projectId', '=', projectId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The End User allowance's count of project accounts: the confirmed live end users of the
 * workspace's projects. Draft ones are builders' test accounts of the Run preview; a sign-up whose
 * address is not confirmed yet takes no place, so unconfirmed sign-ups cannot fill a plan and lock
 * real users out (the allowance is checked again when an address is confirmed).
 */
export async function countLiveEndUsers(db: Db, domainId: string): Promise<number> {
  const row = await db
    .selectFrom('endUsers')
    .innerJoin('projects', 'projects.id', 'endUsers.projectId')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('projects.domainId', '=', domainId)
    .where('endUsers.environment', '=', 'live')
    .where('endUsers.emailVerifiedAt', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A page of one environment's end users, newest first, the address containing `pattern` (a LIKE pattern) when given. */
export async function listEndUsers(db: Db, filter: { projectId: string; environment: Environment; pattern: string | null; offset: number; limit: number }) {
  let query = db.selectFrom('endUsers').where('projectId', '=', filter.projectId).where('environment', '=', filter.environment);
  if (filter.pattern !== null) query = query.where(sql<string>`lower(email)`, 'like', filter.pattern);
  const [rows, total] = await Promise.all([
    query.select(endUserColumns).orderBy('createdAt', 'desc').orderBy('id').offset(filter.offset).limit(filter.limit).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

// Refresh tokens

export async function insertEndUserRefreshToken(
  db: Db,
  token: { id: string; endUserId: string; familyId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insertInto('endUserRefreshTokens').values(token).execute();
}

/** A refresh token by its hash, with the environment and project of its end user. */
export function findEndUserRefreshToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('endUserRefreshTokens')
    .innerJoin('endUsers', 'endUsers.id', 'endUserRefreshTokens.endUserId')
    .select([
      'endUserRefreshTokens.id',
      'endUserRefreshTokens.endUserId',
      'endUserRefreshTokens.familyId',
      'endUserRefreshTokens.rotatedAt',
      'endUserRefreshTokens.revokedAt',
      'endUsers.projectId',
      'endUsers.environment',
    ])
    .where('endUserRefreshTokens.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks a live token rotated, atomically (one of two concurrent uses wins); undefined when it was not live. */
export function claimEndUserRefreshToken(db: Db, tokenHash: string, now: Date) {
  return db
    .updateTable('endUserRefreshTokens')
    .set({ rotatedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('rotatedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['id', 'endUserId', 'familyId'])
    .executeTakeFirst();
}

export async function setEndUserTokenReplacedBy(db: Db, id: string, replacedBy: string): Promise<void> {
  await db.updateTable('endUserRefreshTokens').set({ replacedBy }).where('id', '=', id).execute();
}

export async function revokeEndUserFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db.updateTable('endUserRefreshTokens').set({ revokedAt: now }).where('familyId', '=', familyId).where('revokedAt', 'is', null).execute();
}

/** Ends every session of the end user (a disable, a password reset). */
export async function revokeEndUserTokens(db: Db, endUserId: string, now: Date): Promise<void> {
  await db.updateTable('endUserRefreshTokens').set({ revokedAt: now }).where('endUserId', '=', endUserId).where('revokedAt', 'is', null).execute();
}

// Emailed codes

export async function insertEndUserCode(
  db: Db,
  code: { id: string; endUserId: string; purpose: EndUserCodePurpose; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insertInto('endUserCodes').values(code).execute();
}

/** Ends the unused codes of one purpose (a new one replaces them). */
export async function closeEndUserCodes(db: Db, endUserId: string, purpose: EndUserCodePurpose, now: Date): Promise<void> {
  await db.updateTable('endUserCodes').set({ usedAt: now }).where('endUserId', '=', endUserId).where('purpose', '=', purpose).where('usedAt', 'is', null).execute();
}

/** The newest unused code of a purpose, expired or not. */
export function findLatestEndUserCode(db: Db, endUserId: string, purpose: EndUserCodePurpose) {
  return db
    .selectFrom('endUserCodes')
    .select(['id'])
    .where('endUserId', '=', endUserId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

