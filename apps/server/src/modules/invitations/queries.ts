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

/**
 * Records the invitee's answer if the invitation is still open; false when it was already
 * answered (e.g. by a concurrent click on the other link of the same email).
 */
export async function markInvitationAnswered(db: Db, id: string, answer: 'accepted' | 'rejected', now: Date): Promise<boolean> {
  const row = await db
    .updateTable('invitations')
    .set(answer === 'accepted' ? { acceptedAt: now } : { rejectedAt: now })
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .where('rejectedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
