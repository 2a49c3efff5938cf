import { type Kysely, sql } from 'kysely';

// Screens of a project (jsonb element tree with an optimistic-concurrency version) and the project's start screen.

export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;

  await db.schema
    .createTable('screens')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('screen').check(sql`kind in ('screen', 'master', 'report', 'component')`))
    .addColumn('is_mobile', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_desktop', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('master_id', 'uuid')
    .addColumn('root', 'jsonb', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // Names are unique in a project, ignoring case.
  await db.schema
    .createIndex('screens_project_name_idx')
    .on('screens')
    .unique()
    .columns(['project_id'])
    .expression(sql`lower(name)`)
    .execute();

  await db.schema.alterTable('projects').addColumn('start_screen_id', 'uuid').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('start_screen_id').execute();
  await db.schema.dropTable('screens').execute();
}
