import type { Kysely } from 'kysely';

// The workspace detail's `managedDbType` is the engine of the managed database every project's
// data lives on (`modules/domains/managed-database.ts`), not a per-workspace setting: the column
// that was meant to hold it was never written.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('domains').dropColumn('managed_db_type').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('domains').addColumn('managed_db_type', 'text').execute();
}
