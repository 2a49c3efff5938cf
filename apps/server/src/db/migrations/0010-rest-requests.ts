import { type Kysely, sql } from 'kysely';

// Named requests of REST connectors: what the actions of an app call. `domain_id` repeats the
// connector's workspace so every query can filter by it; a request goes with its connector.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rest_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('connector_id', 'uuid', (c) => c.notNull().references('connectors.id').onDelete('cascade'))
    .addColumn('domain_id', 'uuid', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('GET', 'POST', 'PUT', 'PATCH', 'DELETE')`))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('query', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('headers', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('body', 'text')
    .addColumn('parameters', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('timeout_ms', 'integer', (c) => c.notNull())
    .addColumn('max_response_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // Names are unique per connector, ignoring case; the index also serves the connector's list.
  await db.schema
    .createIndex('rest_requests_connector_name_idx')
    .on('rest_requests')
    .unique()
    .columns(['connector_id'])
    .expression(sql`lower(name)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rest_requests').execute();
}
