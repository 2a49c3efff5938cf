import type { Db, DomainRole, ResourceType } from '../../db/database.ts';

/** The caller's membership of a workspace by name, or undefined (unknown or not a member). */
export function findMembership(db: Db, userId: string, domainName: string) {
  return db
    .selectFrom('domainMembers')
    .innerJoin('domains', 'domains.id', 'domainMembers.domainId')
    .select(['domains.id as domainId', 'domains.name', 'domainMembers.role', 'domainMembers.resourceType'])
    .where('domainMembers.userId', '=', userId)
    .where('domains.name', '=', domainName)
    .executeTakeFirst();
}

export function findDomainByName(db: Db, name: string) {
  return db.selectFrom('domains').selectAll().where('name', '=', name).executeTakeFirst();
}

export function findDomainById(db: Db, id: string) {
  return db.selectFrom('domains').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Names already taken among `candidates`. */
export async function findTakenNames(db: Db, candidates: string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const rows = await db.selectFrom('domains').select('name').where('name', 'in', candidates).execute();
  return new Set(rows.map((row) => row.name));
}

/** A workspace whose name equals `name` ignoring case. */
export function findDomainByNameIgnoringCase(db: Db, name: string) {
  return db
    .selectFrom('domains')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
}

/** Inserts a domain; returns false when the name was taken meanwhile (unique violation avoided). */
export async function insertDomain(
  db: Db,
  domain: { id: string; name: string; createdAt: Date; createdBy?: string | null },
): Promise<boolean> {
  const row = await db
    .insertInto('domains')
    .values(domain)
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function addMember(
  db: Db,
  member: { domainId: string; userId: string; role: DomainRole; resourceType: ResourceType; createdAt: Date },
): Promise<void> {
  await db
    .insertInto('domainMembers')
    .values(member)
    .onConflict((oc) => oc.columns(['domainId', 'userId']).doNothing())
    .execute();
}

/** The workspaces a user belongs to, by name. */
export function listMemberships(db: Db, userId: string) {
  return db
    .selectFrom('domainMembers')
    .innerJoin('domains', 'domains.id', 'domainMembers.domainId')
    .select(['domains.name as domainName', 'domainMembers.role'])
    .where('domainMembers.userId', '=', userId)
    .orderBy('domains.name')
    .execute();
}

/** Sets how the workspace's delete dialogs ask (spec §3 domainConfigs). */
export async function updateDeleteModalType(db: Db, domainId: string, deleteModalType: 'yesNo' | 'confirm'): Promise<void> {
  await db.updateTable('domains').set({ deleteModalType }).where('id', '=', domainId).execute();
}
