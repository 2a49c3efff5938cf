import type { DataEnvironment, DataModel, DataOp, StepClass } from '@tessera/model/data';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { AppDataDatabase } from '../../db/app-data/catalog-tables.ts';

type AppDb = Kysely<AppDataDatabase> | Transaction<AppDataDatabase>;

/** How long a change's statement may wait for a table's lock, and run, before the change is undone. */
export const MIGRATION_LOCK_TIMEOUT = '5s';
export const MIGRATION_STATEMENT_TIMEOUT = '60s';

/**
 * The settings of a change's transaction: a lock timeout (a change never queues behind a long
 * query for long, and never makes the app's requests queue behind it), a statement timeout, and
 * standard-conforming strings, which the literals of defaults and enum values rely on.
 */
export async function setChangeLimits(db: Transaction<AppDataDatabase>): Promise<void> {
  await sql`select set_config('lock_timeout', ${MIGRATION_LOCK_TIMEOUT}, true), set_config('statement_timeout', ${MIGRATION_STATEMENT_TIMEOUT}, true), set_config('standard_conforming_strings', 'on', true)`.execute(db);
}

export interface MigrationRow {
  seq: number;
  author_id: string | null;
  author_username: string | null;
  created_at: Date;
  ops: unknown;
  summary: string[];
  steps: Array<{ sql: string; classification: StepClass }>;
}

export interface NewMigration {
  projectId: string;
  seq: number;
  author: { id: string; username: string } | null;
  createdAt: Date;
  ops: readonly DataOp[];
  summary: string[];
  steps: Array<{ sql: string; classification: StepClass }>;
}

export async function insertMigration(db: AppDb, migration: NewMigration): Promise<void> {
  await db
    .insertInto('tessera_data.migrations')
    .values({
      project_id: migration.projectId,
      seq: migration.seq,
      author_id: migration.author?.id ?? null,
      author_username: migration.author?.username ?? null,
      created_at: migration.createdAt,
      ops: JSON.stringify(migration.ops),
      summary: JSON.stringify(migration.summary),
      steps: JSON.stringify(migration.steps),
    })
    .execute();
}

const migrationColumns = ['seq', 'author_id', 'author_username', 'created_at', 'ops', 'summary', 'steps'] as const;

/** The project's newest migrations, newest first. */
export async function selectMigrations(db: AppDb, projectId: string, limit: number): Promise<MigrationRow[]> {
  const rows = await db.selectFrom('tessera_data.migrations').select(migrationColumns).where('project_id', '=', projectId).orderBy('seq', 'desc').limit(limit).execute();
  return rows as MigrationRow[];
}

/** The migrations after `afterSeq`, oldest first: what an environment that had `afterSeq` lacks. */
export async function selectMigrationsAfter(db: AppDb, projectId: string, afterSeq: number): Promise<MigrationRow[]> {
  const rows = await db.selectFrom('tessera_data.migrations').select(migrationColumns).where('project_id', '=', projectId).where('seq', '>', afterSeq).orderBy('seq', 'asc').execute();
  return rows as MigrationRow[];
}

/** A change applied to an environment: its model, a new version and the last migration it has had. */
export async function updateEnvironment(
  db: AppDb,
  projectId: string,
  environment: DataEnvironment,
  change: { model: DataModel; version: number; appliedSeq: number; updatedAt: Date },
): Promise<void> {
  await db
    .updateTable('tessera_data.environments')
    .set({ data_model: JSON.stringify(change.model), version: change.version, applied_seq: change.appliedSeq, updated_at: change.updatedAt })
    .where('project_id', '=', projectId)
    .where('environment', '=', environment)
    .execute();
}
