import { type Kysely, sql } from 'kysely';

// The end users of each project environment (draft: the studio's Run preview; live: the published
// app), separate from the platform's users: their accounts, their refresh tokens (rotated, one
// family per sign-in) and their emailed codes (email verification, password reset), codes and
// tokens stored hashed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('end_users')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('environment', 'text', (c) => c.notNull().check(sql`environment in ('draft', 'live')`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('roles', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_sign_in_at', 'timestamptz')
    .execute();
  // One account per address in a project environment, ignoring case; the index also serves lookups.
  await db.schema
    .createIndex('end_users_project_environment_email_idx')
    .on('end_users')
    .unique()
    .columns(['project_id', 'environment'])
    .expression(sql`lower(email)`)
    .execute();

  await db.schema
    .createTable('end_user_refresh_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('end_user_id', 'uuid', (c) => c.notNull().references('end_users.id').onDelete('cascade'))
    .addColumn('family_id', 'uuid', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('rotated_at', 'timestamptz')
    .addColumn('replaced_by', 'uuid')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('end_user_refresh_tokens_user_idx').on('end_user_refresh_tokens').column('end_user_id').execute();
  await db.schema.createIndex('end_user_refresh_tokens_family_idx').on('end_user_refresh_tokens').column('family_id').execute();

  await db.schema
    .createTable('end_user_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('end_user_id', 'uuid', (c) => c.notNull().references('end_users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('verify_email', 'password_reset')`))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('end_user_codes_user_purpose_idx').on('end_user_codes').columns(['end_user_id', 'purpose']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('end_user_codes').execute();
  await db.schema.dropTable('end_user_refresh_tokens').execute();
  await db.schema.dropTable('end_users').execute();
}
