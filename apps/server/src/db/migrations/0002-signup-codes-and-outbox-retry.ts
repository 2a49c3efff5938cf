import { type Kysely, sql } from 'kysely';

// Each activation code carries the password and names of the sign-up that asked for it, applied
// only when that code is used. Outbox rows get retry bookkeeping for the dispatcher.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('verification_codes')
    .addColumn('password_hash', 'text')
    .addColumn('firstname', 'text')
    .addColumn('lastname', 'text')
    .execute();

  await db.schema
    .alterTable('outbox_emails')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .execute();
  await sql`create index outbox_emails_due_idx on outbox_emails (next_attempt_at) where sent_at is null`.execute(db);
  // Rows written before the dispatcher existed were delivered (logged, or sent inline) when they
  // were written; their links have long expired. Never send them now.
  await sql`update outbox_emails set sent_at = created_at where sent_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists outbox_emails_due_idx`.execute(db);
  await db.schema
    .alterTable('outbox_emails')
    .dropColumn('attempts')
    .dropColumn('next_attempt_at')
    .dropColumn('last_error')
    .execute();
  await db.schema
    .alterTable('verification_codes')
    .dropColumn('password_hash')
    .dropColumn('firstname')
    .dropColumn('lastname')
    .execute();
}
