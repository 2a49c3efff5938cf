import { type Kysely, sql } from 'kysely';

// An activation link applies its sign-up's password only in the browser that signed up: the code
// keeps the hash of that browser's device key. Pending accounts expire: an index finds them.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('verification_codes').addColumn('device_key_hash', 'text').execute();
  await sql`create index users_pending_created_idx on users (created_at) where activated_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_pending_created_idx`.execute(db);
  await db.schema.alterTable('verification_codes').dropColumn('device_key_hash').execute();
}
