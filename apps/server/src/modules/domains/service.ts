import { randomBytes, randomUUID } from 'node:crypto';
import type { DomainDetail } from '@tessera/model';
import type { Db } from '../../db/database.ts';
import { NotFoundError } from '../../errors/app-error.ts';
import { baseDomainName, domainNameCandidates } from './domain-name.ts';
import { addMember, findDomainById, findTakenNames, insertDomain, listMemberships } from './queries.ts';

/**
 * Creates the personal workspace of a new user, named after the email's local part and made
 * unique with a suffix, with the user as owner. Returns the domain's id and name.
 */
export async function createPersonalWorkspace(
  db: Db,
  user: { id: string; username: string },
  now: Date,
): Promise<{ id: string; name: string }> {
  const base = baseDomainName(user.username);
  const candidates = domainNameCandidates(base);
  const taken = await findTakenNames(db, candidates);
  const ordered = [
    ...candidates.filter((name) => !taken.has(name)),
    ...Array.from({ length: 5 }, () => `${base}-${randomBytes(3).toString('hex')}`),
  ];
  for (const name of ordered) {
    const id = randomUUID();
    // A concurrent sign-up may take the name between the check and the insert: try the next.
    if (await insertDomain(db, { id, name, createdAt: now })) {
      await addMember(db, { domainId: id, userId: user.id, role: 'owner', resourceType: 'developer', createdAt: now });
      return { id, name };
    }
  }
  throw new Error(`No free workspace name for ${base}`);
}

/** GET /domain/detail: the workspace's settings (membership was checked by the auth hook). */
export async function getDomainDetail(db: Db, domainId: string): Promise<DomainDetail> {
  const domain = await findDomainById(db, domainId);
  if (!domain) throw new NotFoundError('Workspace not found.');
  return {
    domainName: domain.name,
    domainAuthorizationOn: domain.domainAuthorizationOn,
    managedDbType: domain.managedDbType,
  };
}

/** GET /domains: the workspaces the user belongs to, with their role. */
export async function listUserDomains(db: Db, userId: string) {
  return listMemberships(db, userId);
}
