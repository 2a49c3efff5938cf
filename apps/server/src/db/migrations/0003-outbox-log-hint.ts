import type { Kysely } from 'kysely';

// Without SMTP_URL the outbox dispatcher "delivers" a row by logging its link or code, after the
// commit: the row carries that line's hint.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_emails').addColumn('log_hint', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_emails').dropColumn('log_hint').execute();
}
