import { type Kysely, sql } from 'kysely';

// Workspaces, members' invitations, projects, plans and billing, preferences and the audit log.

export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;

  await db.schema
    .alterTable('domains')
    .addColumn('plan_id', 'text', (c) => c.notNull().defaultTo('free'))
    .addColumn('delete_modal_type', 'text', (c) => c.notNull().defaultTo('yesNo').check(sql`delete_modal_type in ('yesNo', 'confirm')`))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('GMT+00:00'))
    .addColumn('date_format', 'text', (c) => c.notNull().defaultTo('YYYY-MM-DD'))
    .execute();

  await db.schema
    .alterTable('invitations')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('developer').check(sql`role in ('owner', 'developer')`))
    .addColumn('resource_type', 'text', (c) =>
      c.notNull().defaultTo('developer').check(sql`resource_type in ('developer', 'end_user')`),
    )
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('last_sent_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('send_count', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('projects')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('domain_id', 'uuid', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('support_web', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('support_android', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('support_ios', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('archived_at', 'timestamptz')
    .execute();
  // Names are unique in a workspace, ignoring case.
  await db.schema
    .createIndex('projects_domain_name_idx')
    .on('projects')
    .unique()
    .columns(['domain_id'])
    .expression(sql`lower(name)`)
    .execute();

  await db.schema
    .createTable('project_favorites')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('project_favorites_pk', ['user_id', 'project_id'])
    .execute();

  await db.schema
    .createTable('project_visits')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('visited_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('project_visits_pk', ['user_id', 'project_id'])
    .execute();
  await db.schema.createIndex('project_visits_project_idx').on('project_visits').column('project_id').execute();

  await db.schema
    .createTable('plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan_name', 'text', (c) => c.notNull())
    .addColumn('plan_description', 'text', (c) => c.notNull())
    .addColumn('plan_price', 'integer', (c) => c.notNull())
    .addColumn('plan_price_currency', 'text', (c) => c.notNull())
    .addColumn('stripe_id', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('assets')
    .addColumn('asset_id', 'integer', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('asset_name', 'text', (c) => c.notNull())
    .addColumn('asset_type', 'integer', (c) => c.notNull().check(sql`asset_type in (1, 2, 3)`))
    .addColumn('asset_description', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('plan_assets')
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('asset_id', 'integer', (c) => c.notNull().references('assets.asset_id').onDelete('cascade'))
    .addColumn('asset_qty', 'integer', (c) => c.notNull())
    .addColumn('asset_type', 'integer', (c) => c.notNull())
    .addColumn('extra_label', 'text')
    .addPrimaryKeyConstraint('plan_assets_pk', ['plan_id', 'asset_id'])
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('domain_id', 'uuid', (c) => c.primaryKey().references('domains.id').onDelete('cascade'))
    .addColumn('stripe_customer_id', 'text')
    .addColumn('stripe_subscription_id', 'text')
    .addColumn('checkout_session_id', 'text')
    .addColumn('pending_plan_id', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('logs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('domain_id', 'uuid', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('actor_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('target_name', 'text')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('logs_domain_created_idx').on('logs').columns(['domain_id', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['logs', 'stripe_events', 'subscriptions', 'plan_assets', 'assets', 'plans', 'project_visits', 'project_favorites', 'projects']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema
    .alterTable('invitations')
    .dropColumn('role')
    .dropColumn('resource_type')
    .dropColumn('revoked_at')
    .dropColumn('last_sent_at')
    .dropColumn('send_count')
    .execute();
  await db.schema.alterTable('users').dropColumn('language').dropColumn('time_zone').dropColumn('date_format').execute();
  await db.schema.alterTable('domains').dropColumn('plan_id').dropColumn('delete_modal_type').dropColumn('created_by').execute();
}
