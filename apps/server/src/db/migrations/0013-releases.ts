import { type Kysely, sql } from 'kysely';

// Releases: numbered per project, immutable, their content stored once per sha256 hash
// (`release_contents`: identical content of several releases, or projects, is one row). The
// project points at its live release and carries the slug of its public address, unique per
// workspace, chosen at the first publish.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('release_contents')
    .addColumn('hash', 'text', (c) => c.primaryKey().check(sql`hash ~ '^[0-9a-f]{64}$'`))
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('releases')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull().check(sql`number > 0`))
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull().references('release_contents.hash'))
    .addColumn('published_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    // The backstop of the publish lock: two publishes can never share a number.
    .addUniqueConstraint('releases_project_number_key', ['project_id', 'number'])
    .execute();
  // Orphaned contents are found by hash when a project goes.
  await db.schema.createIndex('releases_content_hash_idx').on('releases').column('content_hash').execute();
  await db.schema
    .alterTable('projects')
    .addColumn('live_release_id', 'uuid', (c) => c.references('releases.id').onDelete('set null'))
    .addColumn('slug', 'text', (c) => c.check(sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 60`))
    .execute();
  await db.schema.createIndex('projects_domain_slug_idx').on('projects').unique().columns(['domain_id', 'slug']).where(sql.ref('slug'), 'is not', null).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('projects_domain_slug_idx').execute();
  await db.schema.alterTable('projects').dropColumn('live_release_id').dropColumn('slug').execute();
  await db.schema.dropTable('releases').execute();
  await db.schema.dropTable('release_contents').execute();
}
