import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** One mail as written to the outbox by a request. */
export interface NewOutboxMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The link or code the no-SMTP log line shows. */
  logHint: string;
}

/** Writes a mail to the outbox, due now. Pass the request's transaction to commit it with the token. */
export async function insertOutboxMail(db: Db, mail: NewOutboxMail, now: Date): Promise<void> {
  await db
    .insertInto('outboxEmails')
    .values({ ...mail, createdAt: now, nextAttemptAt: now })
    .execute();
}

/**
 * Claims up to `limit` due rows for this process: in one statement, locks them with
 * FOR UPDATE SKIP LOCKED (another process skips them instead of waiting), counts the attempt and
 * leases them until `leaseUntil`, so no other dispatcher picks them while this one sends. A
 * process that dies mid-send leaves the row due again once the lease ends.
 */
export function claimDueMails(db: Db, options: { now: Date; leaseUntil: Date; limit: number; maxAttempts: number }) {
  const { now, leaseUntil, limit, maxAttempts } = options;
  return db
    .updateTable('outboxEmails')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), nextAttemptAt: leaseUntil }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outboxEmails')
        .select('id')
        .where('sentAt', 'is', null)
        .where('attempts', '<', maxAttempts)
        .where('nextAttemptAt', '<=', now)
        .orderBy('id')
        .limit(limit)
        .modifyEnd(sql`for update skip locked`),
    )
    .returning(['id', 'to', 'subject', 'html', 'text', 'logHint', 'attempts'])
    .execute();
}

/** A row as claimed for delivery. */
export type ClaimedMail = Awaited<ReturnType<typeof claimDueMails>>[number];

/**
 * The mail is delivered: record it. After SMTP, drop the bodies and hint, which hold live links
 * and codes; without SMTP keep them (`keepBodies`): the outbox is then the mailbox.
 */
export async function markMailSent(db: Db, id: string, now: Date, keepBodies = false): Promise<void> {
  const bodies = keepBodies ? {} : { html: '', text: '', logHint: null };
  await db.updateTable('outboxEmails').set({ sentAt: now, lastError: null, ...bodies }).where('id', '=', id).execute();
}

/**
 * A failed try: the row waits until `nextAttemptAt` (its attempt was counted when claimed). On the
 * final try the bodies are emptied: they hold codes and links, and nothing will send them now.
 */
export async function markMailFailed(db: Db, id: string, nextAttemptAt: Date, error: string, final = false): Promise<void> {
  const bodies = final ? { html: '', text: '', logHint: null } : {};
  await db
    .updateTable('outboxEmails')
    .set({ nextAttemptAt, lastError: error.slice(0, 1000), ...bodies })
    .where('id', '=', id)
    .execute();
}
