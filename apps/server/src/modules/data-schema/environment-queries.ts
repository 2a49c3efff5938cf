import { dataModelSchema, emptyDataModel, type DataEnvironment, type DataModel } from '@tessera/model/data';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { AppDataDatabase } from '../../db/app-data/catalog-tables.ts';
import { schemaGrantSteps } from './row-security/rls-role.ts';
import { schemaNameOf } from './schema-name.ts';

type AppDb = Kysely<AppDataDatabase> | Transaction<AppDataDatabase>;

/** One environment of a project's database as the catalogue records it. */
export interface EnvironmentState {
  projectId: string;
  environment: DataEnvironment;
  schemaName: string;
  model: DataModel;
  version: number;
  appliedSeq: number;
  /** Closed while the project is archived (live only; `setLiveArchived`). */
  archived: boolean;
}

/** The environment's row, or undefined before the project's database exists. `forUpdate` locks it. */
export async function selectEnvironment(db: AppDb, projectId: string, environment: DataEnvironment, forUpdate = false): Promise<EnvironmentState | undefined> {
  let query = db
    .selectFrom('tessera_data.environments')
    .select(['project_id', 'environment', 'schema_name', 'data_model', 'version', 'applied_seq', 'archived'])
    .where('project_id', '=', projectId)
    .where('environment', '=', environment);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  return {
    projectId: row.project_id,
    environment: row.environment,
    schemaName: row.schema_name,
    model: dataModelSchema.parse(row.data_model),
    version: row.version,
    appliedSeq: row.applied_seq,
    archived: row.archived,
  };
}

/**
 * Closes (or opens again) a project's live environment while the project is archived: the data
 * API's guard (`tessera_data.expect_model_version`) then fails for it in every server process.
 * A project whose live environment does not exist yet has nothing to close: its first request
 * reads the project, which answers 404 while archived.
 */
export async function setLiveArchived(db: AppDb, projectId: string, archived: boolean): Promise<void> {
  await db.updateTable('tessera_data.environments').set({ archived }).where('project_id', '=', projectId).where('environment', '=', 'live').execute();
}

/**
 * Creates both schemas of a project, with the data API role's grants on them, and their
 * catalogue rows if missing. Serialised per project
 * by an advisory lock, so concurrent first requests do not race on CREATE SCHEMA.
 */
export async function createProjectSchemas(db: Kysely<AppDataDatabase>, projectId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`tessera_data:${projectId}`}))`.execute(trx);
    for (const environment of ['draft', 'live'] as const) {
      const schemaName = schemaNameOf(projectId, environment);
      await sql`create schema if not exists ${sql.id(schemaName)}`.execute(trx);
      for (const grant of schemaGrantSteps(schemaName)) await grant.execute(trx);
      await trx
        .insertInto('tessera_data.environments')
        .values({ project_id: projectId, environment, schema_name: schemaName, data_model: JSON.stringify(emptyDataModel()) })
        .onConflict((conflict) => conflict.columns(['project_id', 'environment']).doNothing())
        .execute();
    }
  });
}

/** Drops both schemas of a project with everything in them, and its catalogue rows. */
export async function dropProjectSchemas(db: Kysely<AppDataDatabase>, projectId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`tessera_data:${projectId}`}))`.execute(trx);
    for (const environment of ['draft', 'live'] as const) {
      await sql`drop schema if exists ${sql.id(schemaNameOf(projectId, environment))} cascade`.execute(trx);
    }
    await trx.deleteFrom('tessera_data.migrations').where('project_id', '=', projectId).execute();
    await trx.deleteFrom('tessera_data.environments').where('project_id', '=', projectId).execute();
  });
}
