import type { Kysely } from 'kysely';

// Access tokens carry their user's token generation; a sign-out or a password reset moves it on,
// which ends every access token signed before (checked on each authenticated request).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('token_generation', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('token_generation').execute();
}
