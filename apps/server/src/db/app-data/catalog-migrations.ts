import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import { createImportTables } from './import-tables.ts';

/**
 * The catalogue's own migrations, run on the app database at every start (idempotent). They are
 * separate from the platform's because the app database may be another server.
 */
const migrations: Record<string, Migration> = {
  '0001-environments-and-migrations': {
    async up(db: Kysely<unknown>) {
      await sql`create schema if not exists tessera_data`.execute(db);
      await db.schema
        .withSchema('tessera_data')
        .createTable('environments')
        .addColumn('project_id', 'uuid', (c) => c.notNull())
        .addColumn('environment', 'text', (c) => c.notNull().check(sql`environment in ('draft', 'live')`))
        .addColumn('schema_name', 'text', (c) => c.notNull().unique())
        .addColumn('data_model', 'jsonb', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('applied_seq', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('environments_pkey', ['project_id', 'environment'])
        .execute();
      await db.schema
        .withSchema('tessera_data')
        .createTable('migrations')
        .addColumn('project_id', 'uuid', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('author_id', 'uuid')
        .addColumn('author_username', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('ops', 'jsonb', (c) => c.notNull())
        .addColumn('summary', 'jsonb', (c) => c.notNull())
        .addColumn('steps', 'jsonb', (c) => c.notNull())
        .addPrimaryKeyConstraint('migrations_pkey', ['project_id', 'seq'])
        .execute();
    },
  },
  '0002-value-converts': {
    async up(db: Kysely<unknown>) {
      // tessera_data.value_converts(value, type): would `value::type` succeed? Type changes list
      // the rows that would fail before anything runs. Postgres 16+ (and PGlite) answer with
      // pg_input_is_valid, without an error per row; older servers try the cast in a block that
      // catches its error (a subtransaction per row, slower but exact).
      const { rows } = await sql<{ version: number }>`select current_setting('server_version_num')::int as version`.execute(db);
      if ((rows[0]?.version ?? 0) >= 160000) {
        await sql`
          create or replace function tessera_data.value_converts(value text, type_name text) returns boolean
          language sql stable as $$ select pg_input_is_valid(value, type_name) $$`.execute(db);
      } else {
        await sql`
          create or replace function tessera_data.value_converts(value text, type_name text) returns boolean
          language plpgsql stable as $$
          begin
            execute format('select %L::%s', value, type_name::regtype);
            return true;
          exception when others then
            return false;
          end $$`.execute(db);
      }
    },
  },
  '0003-imports': { up: createImportTables },
  '0004-model-version-guard': {
    async up(db: Kysely<unknown>) {
      // tessera_data.expect_model_version(project, environment, version): raises TS001 unless the
      // environment's model is still at that version. The data API compiles requests against a
      // cached model and sends this first, in the same round trip: a request compiled against a
      // model that has since changed never runs (it is compiled again against the new one).
      await sql`
        create or replace function tessera_data.expect_model_version(p_project uuid, p_environment text, p_version integer) returns void
        language plpgsql stable as $$
        begin
          if not exists (
            select 1 from tessera_data.environments
            where project_id = p_project and environment = p_environment and version = p_version
          ) then
            raise exception 'the data model of % (%) is no longer at version %', p_project, p_environment, p_version
              using errcode = 'TS001';
          end if;
        end $$`.execute(db);
    },
  },
  '0005-live-archived': {
    async up(db: Kysely<unknown>) {
      // An archived project's live environment is closed (`archived`, written when the project is
      // archived or restored). The data API's guard raises TS001 for a closed environment as for a
      // changed model, so every server process drops its cached model at the next request, reads
      // the project afresh and answers 404; nothing is added to a request on an open one.
      await sql`alter table tessera_data.environments add column if not exists archived boolean not null default false`.execute(db);
      await sql`
        create or replace function tessera_data.expect_model_version(p_project uuid, p_environment text, p_version integer) returns void
        language plpgsql stable as $$
        begin
          if not exists (
            select 1 from tessera_data.environments
            where project_id = p_project and environment = p_environment and version = p_version and not archived
          ) then
            raise exception 'the data model of % (%) is no longer at version % or is closed', p_project, p_environment, p_version
              using errcode = 'TS001';
          end if;
        end $$`.execute(db);
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the app database's catalogue to the latest version. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before any typed table exists
export async function migrateAppCatalog(appDb: Kysely<any>): Promise<void> {
  await sql`create schema if not exists tessera_data`.execute(appDb);
  const migrator = new Migrator({
    db: appDb,
    provider,
    migrationTableSchema: 'tessera_data',
    migrationTableName: 'catalog_migration',
    migrationLockTableName: 'catalog_migration_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`App catalogue migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
