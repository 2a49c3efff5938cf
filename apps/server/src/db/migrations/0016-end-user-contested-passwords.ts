import type { Kysely } from 'kysely';

// An end user's password may be missing: a pending address signed up with more than one password
// is contested, and whoever confirms it chooses a password with the reset (the end-users README).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('end_users').alterColumn('password_hash', (c) => c.dropNotNull()).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // A password-less account cannot sign in; an unusable hash keeps it so under the older rule.
  await db.updateTable('end_users' as never).set({ password_hash: '!' } as never).where('password_hash' as never, 'is', null).execute();
  await db.schema.alterTable('end_users').alterColumn('password_hash', (c) => c.setNotNull()).execute();
}
