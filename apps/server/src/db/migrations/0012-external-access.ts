import { type Kysely, sql } from 'kysely';

// Access rules for the tables of connected databases, per project, environment, connector, schema
// (empty: the connection's default) and table: `access` holds a `TableAccess` whose columns are
// named by their database names. No row: the table is closed to end users and visitors. Rules go
// with their project and their connector.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('external_access_rules')
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('environment', 'text', (c) => c.notNull().check(sql`environment in ('draft', 'live')`))
    .addColumn('connector_id', 'uuid', (c) => c.notNull().references('connectors.id').onDelete('cascade'))
    .addColumn('schema_name', 'text', (c) => c.notNull())
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('access', 'jsonb', (c) => c.notNull())
    .addColumn('updated_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('external_access_rules_pkey', ['project_id', 'environment', 'connector_id', 'schema_name', 'table_name'])
    .execute();
  // Deleting a connector removes its rules: the cascade finds them by connector.
  await db.schema.createIndex('external_access_rules_connector_idx').on('external_access_rules').column('connector_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('external_access_rules').execute();
}
