import type { Db } from '../../db/database.ts';

export async function insertInvitation(
  db: Db,
  invitation: { id: string; domainId: string; email: string; tokenHash: string; invitedBy: string | null; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insertInto('invitations').values(invitation).execute();
}

/** A live invitation (not accepted, rejected or expired) of `email` to a domain. */
export function findLiveInvitation(db: Db, domainId: string, email: string, now: Date) {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('domainId', '=', domainId)
    .where('email', '=', email)
    .where('acceptedAt', 'is', null)
    .where('rejectedAt', 'is', null)
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
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

/** Marks accepted if still open; false when someone else answered it first. */
export async function markInvitationAccepted(db: Db, id: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('invitations')
    .set({ acceptedAt: now })
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .where('rejectedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markInvitationRejected(db: Db, id: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('invitations')
    .set({ rejectedAt: now })
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .where('rejectedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
