import type { DataEnvironment } from '@tessera/model/data';
import type { Kysely } from 'kysely';
import type { AppDataDatabase } from '../../db/app-data/catalog-tables.ts';
import { createProjectSchemas, type EnvironmentState, selectEnvironment } from './environment-queries.ts';

export type { EnvironmentState } from './environment-queries.ts';

/**
 * One environment of a project's database: its schema, data model and version. A project's
 * schemas are made on first use, so projects made before data existed get them too. The caller
 * has checked that the project belongs to the request's workspace.
 */
export async function readEnvironment(appDb: Kysely<AppDataDatabase>, projectId: string, environment: DataEnvironment): Promise<EnvironmentState> {
  const found = await selectEnvironment(appDb, projectId, environment);
  if (found) return found;
  await createProjectSchemas(appDb, projectId);
  const created = await selectEnvironment(appDb, projectId, environment);
  if (!created) throw new Error(`environment ${environment} of project ${projectId} was not created`);
  return created;
}
