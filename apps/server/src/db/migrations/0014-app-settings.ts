import { type Kysely, sql } from 'kysely';

// The app's run settings (preview device, app variables, environment values) as one jsonb
// document per project. The start screen stays in `projects.start_screen_id` (migration 0005),
// its one source: the document never holds it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('projects')
    .addColumn('app_settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{"previewDeviceId":null,"variables":[],"environment":[]}'::jsonb`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('app_settings').execute();
}
