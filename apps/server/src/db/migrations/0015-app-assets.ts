import { type Kysely, sql } from 'kysely';

// App assets (an app's icon) stored once per sha256 of their bytes, never changed once written.
// A project names its draft icon (`projects.icon_hash`, a foreign key: an asset a project holds
// cannot be removed); a release's content names the icon it was published with, found through
// an index on that path when orphaned assets are removed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_assets')
    .addColumn('hash', 'text', (c) => c.primaryKey().check(sql`hash ~ '^[0-9a-f]{64}$'`))
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull().check(sql`width > 0`))
    .addColumn('height', 'integer', (c) => c.notNull().check(sql`height > 0`))
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('projects').addColumn('icon_hash', 'text', (c) => c.references('app_assets.hash')).execute();
  await db.schema.createIndex('projects_icon_hash_idx').on('projects').column('icon_hash').where(sql.ref('icon_hash'), 'is not', null).execute();
  await sql`create index release_contents_icon_hash_idx on release_contents ((content #>> '{icon,hash}'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index release_contents_icon_hash_idx`.execute(db);
  await db.schema.dropIndex('projects_icon_hash_idx').execute();
  await db.schema.alterTable('projects').dropColumn('icon_hash').execute();
  await db.schema.dropTable('app_assets').execute();
}
