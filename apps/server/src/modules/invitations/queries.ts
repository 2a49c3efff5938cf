import type { ExpressionBuilder } from 'kysely';
import type { Database, Db, DomainRole, ResourceType } from '../../db/database.ts';

type InvitationsEb = ExpressionBuilder<Database, 'invitations'>;

/** An invitation not answered nor revoked; it may have expired (a resend renews it). */
export function openInvitation(eb: InvitationsEb) {
  return eb.and([eb('invitations.acceptedAt', 'is', null), eb('invitations.rejectedAt', 'is', null), eb('invitations.revokedAt', 'is', null)]);
}

/**
 * An open invitation whose link still works at `now`: it holds a seat and can be accepted. `now`
 * is the service's clock (`ctx.clock()`), never the database's, so tests can move it.
 */
export function liveInvitation(eb: InvitationsEb, now: Date) {
  return eb.and([openInvitation(eb), eb('invitations.expiresAt', '>', now)]);
}

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
    .where((eb) => liveInvitation(eb, now))
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
    .where((eb) => liveInvitation(eb, now))
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
    .where(openInvitation);
  query = 'id' in by ? query.where('id', '=', by.id) : query.where('email', '=', by.email);
  return query.orderBy('createdAt', 'desc').limit(1).executeTakeFirst();
}

/** The open invitations of a workspace (expired ones included), oldest first. */
export function listOpenInvitations(db: Db, domainId: string) {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('domainId', '=', domainId)
    .where(openInvitation)
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
    .where(openInvitation)
    .returningAll()
    .executeTakeFirst();
}

/** Revokes an open invitation; false when it was no longer open. */
export async function revokeOpenInvitation(db: Db, id: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('invitations')
    .set({ revokedAt: now })
    .where('id', '=', id)
    .where(openInvitation)
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
    .where(openInvitation)
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

/**
 * The seats of a resource type a workspace uses at `now`: its members of that type plus its live
 * invitations for it (an invitation holds its seat until it expires, so a workspace cannot invite
 * past its allowance and have everyone accept).
 */
export async function countSeats(db: Db, domainId: string, resourceType: ResourceType, now: Date): Promise<number> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('domainMembers')
        .select(eb.fn.countAll<string>().as('n'))
        .where('domainId', '=', domainId)
        .where('resourceType', '=', resourceType)
        .as('members'),
      eb
        .selectFrom('invitations')
        .select(eb.fn.countAll<string>().as('n'))
        .where('domainId', '=', domainId)
        .where('resourceType', '=', resourceType)
        .where((invitations) => liveInvitation(invitations, now))
        .as('invitations'),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.members) + Number(row.invitations);
}
