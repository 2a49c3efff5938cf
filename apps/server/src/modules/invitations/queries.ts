import type { Db, DomainRole, ResourceType } from '../../db/database.ts';

export async function insertInvitation(
  db: Db,
  invitation: {
    id: string;
    domainId: string;
    email: string;
    tokenHash: string;
    invitedBy: string | null;
    expiresAt: Date;
    createdAt: Date;
    role: DomainRole;
    resourceType: ResourceType;
  },
): Promise<void> {
  await db
    .insertInto('invitations')
    .values({ ...invitation, lastSentAt: invitation.createdAt })
    .execute();
}

/** A live invitation (not accepted, rejected, revoked or expired) of `email` to a domain. */
export function findLiveInvitation(db: Db, domainId: string, email: string, now: Date) {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('domainId', '=', domainId)
    .where('email', '=', email)
    .where('acceptedAt', 'is', null)
    .where('rejectedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A live invitation by its token, for this email and domain. */
export function findLiveInvitationByToken(db: Db, domainId: string, email: string, tokenHash: string, now: Date) {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('domainId', '=', domainId)
    .where('email', '=', email)
    .where('tokenHash', '=', tokenHash)
    .where('acceptedAt', 'is', null)
    .where('rejectedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

/**
 * An open invitation (not answered nor revoked; possibly expired, which a resend renews) of the
 * workspace: by id, or the newest for an email.
 */
export function findOpenInvitation(db: Db, domainId: string, by: { id: string } | { email: string }) {
  let query = db
    .selectFrom('invitations')
    .selectAll()
    .where('domainId', '=', domainId)
    .where('acceptedAt', 'is', null)
    .where('rejectedAt', 'is', null)
    .where('revokedAt', 'is', null);
  query = 'id' in by ? query.where('id', '=', by.id) : query.where('email', '=', by.email);
  return query.orderBy('createdAt', 'desc').limit(1).executeTakeFirst();
}

/** The open invitations of a workspace (expired ones included), oldest first. */
export function listOpenInvitations(db: Db, domainId: string) {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('domainId', '=', domainId)
    .where('acceptedAt', 'is', null)
    .where('rejectedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** A new link for an open invitation: the old token stops working, the expiry starts again. */
export function renewInvitation(db: Db, id: string, change: { tokenHash: string; expiresAt: Date; now: Date }) {
  return db
    .updateTable('invitations')
    .set((eb) => ({
      tokenHash: change.tokenHash,
      expiresAt: change.expiresAt,
      lastSentAt: change.now,
      sendCount: eb('sendCount', '+', 1),
    }))
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .where('rejectedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Revokes an open invitation; false when it was no longer open. */
export async function revokeOpenInvitation(db: Db, id: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('invitations')
    .set({ revokedAt: now })
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .where('rejectedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records the invitee's answer if the invitation is still open; false when it was already
 * answered or revoked (e.g. by a concurrent click on the other link of the same email).
 */
export async function markInvitationAnswered(db: Db, id: string, answer: 'accepted' | 'rejected', now: Date): Promise<boolean> {
  const row = await db
    .updateTable('invitations')
    .set(answer === 'accepted' ? { acceptedAt: now } : { rejectedAt: now })
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .where('rejectedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** True when the workspace has a member with this username. */
export async function isMemberByUsername(db: Db, domainId: string, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('domainMembers')
    .innerJoin('users', 'users.id', 'domainMembers.userId')
    .select('users.id')
    .where('domainMembers.domainId', '=', domainId)
    .where('users.username', '=', username)
    .executeTakeFirst();
  return row !== undefined;
}

/** True when the user is a member of the workspace. */
export async function isMember(db: Db, domainId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('domainMembers')
    .select('userId')
    .where('domainId', '=', domainId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** When the workspace last mailed an invitation to the address, whatever became of it (or null). */
export async function lastInvitationMailAt(db: Db, domainId: string, email: string): Promise<Date | null> {
  const row = await db
    .selectFrom('invitations')
    .select((eb) => eb.fn.max('lastSentAt').as('lastSentAt'))
    .where('domainId', '=', domainId)
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.lastSentAt ?? null;
}
