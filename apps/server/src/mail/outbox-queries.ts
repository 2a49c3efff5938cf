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
 * Claims the oldest due row for this process, or none: in one statement, locks it with
 * FOR UPDATE SKIP LOCKED (another process skips it instead of waiting), counts the attempt and
 * leases it until `leaseUntil`, so no other dispatcher picks it while this one sends. One row at a
 * time: a process that dies mid-send holds back only the mail it was sending, and only until the
 * lease ends; then the row is due again for any process.
 */
export function claimDueMail(db: Db, options: { now: Date; leaseUntil: Date; maxAttempts: number }) {
  const { now, leaseUntil, maxAttempts } = options;
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
        .limit(1)
        .modifyEnd(sql`for update skip locked`),
    )
    .returning(['id', 'to', 'subject', 'html', 'text', 'logHint', 'attempts'])
    .executeTakeFirst();
}

/** A row as claimed for delivery. */
export type ClaimedMail = NonNullable<Awaited<ReturnType<typeof claimDueMail>>>;

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
 * Only while the row is still this claim's (`attempts` unchanged): a try that ended after its
 * lease, once another process claimed the row again, leaves that newer claim alone.
 */
export async function markMailFailed(
  db: Db,
  claim: Pick<ClaimedMail, 'id' | 'attempts'>,
  nextAttemptAt: Date,
  error: string,
  final = false,
): Promise<void> {
  const bodies = final ? { html: '', text: '', logHint: null } : {};
  await db
    .updateTable('outboxEmails')
    .set({ nextAttemptAt, lastError: error.slice(0, 1000), ...bodies })
    .where('id', '=', claim.id)
    .where('attempts', '=', claim.attempts)
    .where('sentAt', 'is', null)
    .execute();
}
