import { type Kysely, sql } from 'kysely';

// Connectors: a workspace's existing SQL databases and REST APIs. `settings` holds what may be
// shown; `secrets` maps each secret field to its sealed value (security/secret-box.ts), never clear text.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('connectors')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('domain_id', 'uuid', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('postgres', 'mysql', 'mssql', 'oracle', 'rest')`))
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .addColumn('secrets', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // Names are unique in a workspace, ignoring case; the index also serves the workspace's list.
  await db.schema
    .createIndex('connectors_domain_name_idx')
    .on('connectors')
    .unique()
    .columns(['domain_id'])
    .expression(sql`lower(name)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('connectors').execute();
}
