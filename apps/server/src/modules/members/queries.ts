import type { Db, DomainRole, ResourceType } from '../../db/database.ts';

/** The members of a workspace with their account names, owners first, then by username. */
export function listMembers(db: Db, domainId: string) {
  return db
    .selectFrom('domainMembers')
    .innerJoin('users', 'users.id', 'domainMembers.userId')
    .select([
      'users.id as userId',
      'users.username',
      'users.firstname',
      'users.lastname',
      'domainMembers.role',
      'domainMembers.resourceType',
      'domainMembers.createdAt',
    ])
    .where('domainMembers.domainId', '=', domainId)
    .orderBy((eb) => eb.case().when('domainMembers.role', '=', 'owner').then(0).else(1).end())
    .orderBy('users.username')
    .execute();
}

/** One member of a workspace with the account's username, or undefined. */
export function findMember(db: Db, domainId: string, userId: string) {
  return db
    .selectFrom('domainMembers')
    .innerJoin('users', 'users.id', 'domainMembers.userId')
    .select([
      'users.id as userId',
      'users.username',
      'users.firstname',
      'users.lastname',
      'users.lastUsedDomainId',
      'domainMembers.role',
      'domainMembers.resourceType',
      'domainMembers.createdAt',
    ])
    .where('domainMembers.domainId', '=', domainId)
    .where('domainMembers.userId', '=', userId)
    .executeTakeFirst();
}

export async function countOwners(db: Db, domainId: string): Promise<number> {
  const row = await db
    .selectFrom('domainMembers')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('domainId', '=', domainId)
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updateMembership(
  db: Db,
  domainId: string,
  userId: string,
  changes: { role: DomainRole; resourceType: ResourceType },
): Promise<void> {
  await db.updateTable('domainMembers').set(changes).where('domainId', '=', domainId).where('userId', '=', userId).execute();
}

export async function deleteMembership(db: Db, domainId: string, userId: string): Promise<void> {
  await db.deleteFrom('domainMembers').where('domainId', '=', domainId).where('userId', '=', userId).execute();
}

/** The user's favourites and visits of the workspace's projects (they go with the membership). */
export async function deleteProjectTraces(db: Db, domainId: string, userId: string): Promise<void> {
  const projectsOfDomain = db.selectFrom('projects').select('id').where('domainId', '=', domainId);
  await db.deleteFrom('projectFavorites').where('userId', '=', userId).where('projectId', 'in', projectsOfDomain).execute();
  await db.deleteFrom('projectVisits').where('userId', '=', userId).where('projectId', 'in', projectsOfDomain).execute();
}
