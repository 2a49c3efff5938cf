import { randomBytes, randomUUID } from 'node:crypto';
import { type AssetKey, assetByKey, findPlan, planQuantity } from '@tessera/catalog';
import type { WorkspaceDetail } from '@tessera/model/workspace-api';
import type { AppConfig } from '../../config.ts';
import type { Db, DomainRole, ResourceType } from '../../db/database.ts';
import { NotFoundError } from '../../errors/app-error.ts';
import { baseDomainName, domainNameCandidates } from './domain-name.ts';
import { MANAGED_DB_TYPE } from './managed-database.ts';
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
    if (await insertDomain(db, { id, name, createdAt: now, createdBy: user.id })) {
      await addMember(db, { domainId: id, userId: user.id, role: 'owner', resourceType: 'developer', createdAt: now });
      return { id, name };
    }
  }
  throw new Error(`No free workspace name for ${base}`);
}

/** The feature assets that are domain accesses (spec §4: they gate studio modes), in order. */
const domainAccesses: readonly AssetKey[] = ['workflow', 'scheduledJobs'];

/**
 * GET /domain/detail: the workspace's settings as the caller sees them (membership was checked
 * by the auth hook): spec §3's fields, the caller's role and seat, the plan and the accesses it grants,
 * the delete dialog type and the operator's redirect (TESSERA_DOMAIN_REDIRECTS), if any.
 */
export async function getDomainDetail(
  ctx: { db: Db; config: Pick<AppConfig, 'domainRedirects'> },
  caller: { domainId: string; role: DomainRole; resourceType: ResourceType },
): Promise<WorkspaceDetail> {
  const domain = await findDomainById(ctx.db, caller.domainId);
  if (!domain) throw new NotFoundError('Workspace not found.');
  const plan = findPlan(domain.planId) ?? findPlan('free')!;
  return {
    domainName: domain.name,
    domainAuthorizationOn: domain.domainAuthorizationOn,
    managedDbType: MANAGED_DB_TYPE,
    role: caller.role,
    resourceType: caller.resourceType,
    planId: plan.id,
    planName: plan.planName,
    accesses: domainAccesses.filter((key) => planQuantity(plan.id, key) !== 0).map((key) => assetByKey(key).assetName),
    deleteModalType: domain.deleteModalType,
    redirectUrl: ctx.config.domainRedirects[domain.name] ?? null,
  };
}

/** GET /domains: the workspaces the user belongs to, with their role. */
export async function listUserDomains(db: Db, userId: string) {
  return listMemberships(db, userId);
}
